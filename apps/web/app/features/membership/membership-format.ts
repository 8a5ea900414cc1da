import {
  type MembershipCountry,
  type Money,
  membershipCountries,
  type PlanCode,
  planCodes,
} from "@sobremesa/contracts";

export function isMembershipCountry(value: unknown): value is MembershipCountry {
  return typeof value === "string" && (membershipCountries as readonly string[]).includes(value);
}

/**
 * The country whose prices a page shows: `?country=` when it names one we sell in, else where the
 * visitor browses from (the IP's country), else Mexico.
 */
export function chooseCountry(override: string | null, located: string | null | undefined): MembershipCountry {
  const asked = override?.trim().toLowerCase();
  if (isMembershipCountry(asked)) return asked;
  return isMembershipCountry(located) ? located : "mx";
}

/** The plan a membership route belongs to and its step: `premium-b-checkout` -> premium-b, checkout. */
export function membershipStep(routeId: string): {
  plan: PlanCode;
  step: "landing" | "checkout" | "thanks" | "alreadyMember";
} {
  for (const [suffix, step] of [
    ["-checkout", "checkout"],
    ["-thanks", "thanks"],
    ["-already-member", "alreadyMember"],
  ] as const) {
    if (routeId.endsWith(suffix)) return { plan: planOf(routeId.slice(0, -suffix.length)), step };
  }
  return { plan: planOf(routeId), step: "landing" };
}

function planOf(code: string): PlanCode {
  return (planCodes as readonly string[]).includes(code) ? (code as PlanCode) : "plus";
}

/** The price after a percent off (a coupon or the cancel offer), rounded to whole minor units. */
export function discounted(price: Money, percent: number | null | undefined): Money {
  if (!percent) return price;
  return { ...price, amount: Math.round((price.amount * (100 - percent)) / 100) };
}

const DAY_MS = 86_400_000;

/** When a trial that starts now ends (the server decides the real instant; this is what we promise). */
export function trialEnd(now: number, trialDays: number): string {
  return new Date(now + trialDays * DAY_MS).toISOString();
}
