import type { AccountUser, MembershipCountry, MembershipPlan, PlanCode, SubscriptionDto } from "@sobremesa/contracts";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { CheckoutData, LandingData, ThanksData } from "#app/features/membership/index.ts";
import { loaderArgs } from "#app/lib/navigation/test-loader-args.ts";
import { servicesContext, type WebMemberships, type WebServices } from "#app/services.ts";
import { loadCheckout, loadLanding, loadThanks } from "./membership-pages.server";

const PRICES: Record<MembershipCountry, { amount: number; currency: string }> = {
  mx: { amount: 14900, currency: "MXN" },
  co: { amount: 3990000, currency: "COP" },
  cr: { amount: 490000, currency: "CRC" },
};

function plan(code: PlanCode, country: MembershipCountry): MembershipPlan {
  return {
    id: code === "premium" ? 1 : code === "premium-b" ? 2 : 3,
    code,
    name: `Sobremesa ${code}`,
    description: "Descuentos",
    benefits: ["Descuento"],
    trial_days: 30,
    discount_percent: 15,
    price: { ...PRICES[country], country_code: country },
    prices: [],
    recommended: code === "plus",
  };
}

const ana = { id: "u1", email: "ana@example.com" } as AccountUser;

const subscription = {
  id: "s1",
  plan: { id: 1, code: "premium", name: "Sobremesa Premium" },
  status: "trialing",
  price: { amount: 14900, currency: "MXN" },
  discount_percent: null,
  trial_ends_at: "2026-06-14T12:00:00.000Z",
  current_period_end: "2026-06-14T12:00:00.000Z",
  cancel_at_period_end: false,
  ends_at: null,
} as SubscriptionDto;

function setUp(options: { signedIn?: boolean; takenTrial?: boolean; member?: boolean; failing?: boolean } = {}) {
  const memberships: WebMemberships = {
    provider: { name: "sandbox", publishableKey: null },
    availablePlans: vi.fn(async (country: MembershipCountry) => {
      if (options.failing) throw new Error("database down");
      return [plan("premium", country), plan("plus", country)];
    }),
    plan: vi.fn(async (code: PlanCode, country: MembershipCountry) => plan(code, country)),
    membershipOf: vi.fn(async () => ({
      subscription: options.member ? subscription : null,
      takenTrial: options.takenTrial ?? false,
    })),
    overviewOf: vi.fn(async () => ({
      subscription: null,
      paymentMethods: [{ id: "pm_1", brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 }],
      defaultPaymentMethod: "pm_1",
      invoices: [],
    })),
  };
  const geolocate = vi.fn(async () => ({ source: "ip", countryName: "co" }));
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    memberships,
    search: { geolocate },
    accounts: { sessionFromHeaders: async () => (options.signedIn ? { user: ana } : null) },
    clientIp: "203.0.113.9",
    log: { error: vi.fn() },
    publicConfig: { siteUrl: "https://sobremesa.test" },
  } as unknown as WebServices);
  const args = <Args>(path: string) =>
    loaderArgs<Args>({
      request: new Request(
        `https://sobremesa.test${path}`,
        options.signedIn ? { headers: { cookie: "rs_s_t=x" } } : {},
      ),
      context,
    });
  return { memberships, geolocate, args };
}

const body = async <T>(result: unknown) => (result as { data: T }).data;

describe("the membership loaders", () => {
  it("lists the plans in the currency of the visitor's country, or of ?country=", async () => {
    const { args, geolocate } = setUp();
    const located = await body<LandingData>(await loadLanding(args("/plus/")));
    expect(located.country).toBe("co");
    expect(located.plans.map((item) => [item.code, item.price.currency, item.checkoutPath])).toEqual([
      ["premium", "COP", "/premium/checkout/"],
      ["plus", "COP", "/plus/checkout/"],
    ]);
    geolocate.mockClear();
    const asked = await body<LandingData>(await loadLanding(args("/en/plus/?country=cr")));
    expect(asked).toMatchObject({ country: "cr", language: "en", failed: false });
    expect(asked.plans[0]!.checkoutPath).toBe("/en/premium/checkout/");
    expect(geolocate).not.toHaveBeenCalled();
  });

  it("renders the landing's error state instead of failing when the plans cannot be read", async () => {
    const { args } = setUp({ failing: true });
    expect(await body<LandingData>(await loadLanding(args("/plus/")))).toMatchObject({ failed: true, plans: [] });
  });

  it("shows premium-b's own plan on its landing", async () => {
    const { args } = setUp();
    const landing = await body<LandingData>(await loadLanding(args("/premium-b/")));
    expect(landing.plans.map((item) => item.code)).toEqual(["premium-b"]);
  });

  it("applies the trial at checkout unless the user took it, and then charges today", async () => {
    const signedOut = await body<CheckoutData>(await loadCheckout(setUp().args("/premium/checkout/?country=mx")));
    expect(signedOut).toMatchObject({ email: null, trial: { applies: true }, firstCharge: { today: false } });
    expect(signedOut.paths.thanks).toBe("/premium/checkout/gracias-por-tu-compra/");

    const fresh = await body<CheckoutData>(await loadCheckout(setUp({ signedIn: true }).args("/plus/checkout/")));
    expect(fresh).toMatchObject({ email: "ana@example.com", trial: { applies: true } });
    expect(Date.parse(fresh.trial.endsAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const again = await body<CheckoutData>(
      await loadCheckout(setUp({ signedIn: true, takenTrial: true }).args("/en/premium-b/checkout/")),
    );
    expect(again).toMatchObject({ trial: { applies: false }, firstCharge: { today: true } });
    expect(again.paths.thanks).toBe("/en/premium-b/checkout/thank-you-for-your-purchase/");
  });

  it("shows the new membership with its card on the thanks page, and nothing to someone without one", async () => {
    const thanks = await body<ThanksData>(
      await loadThanks(setUp({ signedIn: true, member: true }).args("/premium/checkout/gracias-por-tu-compra/")),
    );
    expect(thanks.membership).toMatchObject({
      plan: "premium",
      trialEndsAt: "2026-06-14T12:00:00.000Z",
      country: "mx",
    });
    expect(thanks.card).toEqual({ brand: "visa", last4: "4242" });
    expect(thanks.paths.panel).toBe("/panel-de-usuario/?tab=membership");

    const none = await body<ThanksData>(await loadThanks(setUp().args("/premium/checkout/gracias-por-tu-compra/")));
    expect(none).toMatchObject({ membership: null, card: null });
  });
});
