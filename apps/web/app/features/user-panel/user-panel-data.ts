import type {
  AccountUser,
  ExperienceOrderSummary,
  Language,
  ReservationAnswer,
  StoreOrderSummary,
} from "@sobremesa/contracts";
import type { ReservationsService } from "@sobremesa/domain/reservations";
import { data } from "react-router";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf, type RequestArgs } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import type { RequestLog, WebAccounts, WebExperiences, WebMemberships, WebStore } from "#app/services.ts";
import { billingCountry } from "./membership/membership-format";

/** The sections of the user panel, in the order of its navigation; `?tab=` names one. */
export const userPanelTabs = ["profile", "security", "reservations", "experiences", "orders", "membership"] as const;
export type UserPanelTab = (typeof userPanelTabs)[number];

export function tabOf(search: string | URLSearchParams): UserPanelTab {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get("tab");
  return (userPanelTabs as readonly string[]).includes(value ?? "") ? (value as UserPanelTab) : "profile";
}

export interface UserPanelData {
  id: string;
  language: Language;
  title: string;
  description: string;
  /** The signed-in user from the server's session; null only on a server without accounts (the page then asks /api/user/me). */
  user: AccountUser | null;
  tab: UserPanelTab;
  /** The user's table reservations, newest first (empty without a session or a reservations service). */
  reservations: ReservationAnswer[];
  membership: MembershipPanelData;
  /** The user's ticket orders, read only on the things-to-do tab (latest session first). */
  experienceOrders: ExperienceOrderSummary[];
  /** The user's store orders, read only on the orders tab (latest first). */
  storeOrders: StoreOrderSummary[];
}

export type MembershipOverview = Awaited<ReturnType<WebMemberships["overviewOf"]>>;

/**
 * The membership section's data, read only when that section is shown: "skipped" on the other
 * tabs, "failed" when the server has no memberships service or could not read it (the section says
 * so and offers to try again), else the server's truth.
 */
export type MembershipPanelData =
  | { state: "skipped" }
  | { state: "failed" }
  | {
      state: "loaded";
      overview: MembershipOverview;
      /** The plan's discount at participating places (the subscription itself only names the plan). */
      placesDiscount: number | null;
      provider: WebMemberships["provider"];
    };

export async function loadMembershipPanel(
  memberships: WebMemberships | undefined,
  userId: string | undefined,
  language: Language,
  log?: RequestLog,
): Promise<MembershipPanelData> {
  if (!memberships || !userId) return { state: "failed" };
  try {
    const overview = await memberships.overviewOf(userId, language);
    let placesDiscount: number | null = null;
    const subscription = overview.subscription;
    if (subscription) {
      // The discount is a nicety next to the status: without it the section still stands.
      const plan = await memberships
        .plan(subscription.plan.code, billingCountry(subscription.price.currency), language)
        .catch(() => null);
      placesDiscount = plan?.discount_percent ?? null;
    }
    return { state: "loaded", overview, placesDiscount, provider: memberships.provider };
  } catch (error) {
    log?.error({ err: error }, "user panel: membership overview failed");
    return { state: "failed" };
  }
}

/** Upcoming: still active and not started; everything else (past, cancelled, no-show) is history. */
export function splitReservations(reservations: ReservationAnswer[], now: Date) {
  const active = new Set(["pending", "confirmed", "seated"]);
  const upcoming = reservations
    .filter((reservation) => active.has(reservation.status) && Date.parse(reservation.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = reservations.filter((reservation) => !upcoming.includes(reservation));
  return { upcoming, past };
}

/**
 * The user panel's loader: the auth guard already sent signed-out visitors to sign in; this reads
 * the session's user (the same lookup as the guard's, done once per request) for the first render.
 */
export async function loadUserPanel(
  args: RequestArgs & {
    params: Record<string, string | undefined>;
    accounts: WebAccounts | undefined;
    reservations?: ReservationsService | undefined;
    memberships?: WebMemberships | undefined;
    experiences?: WebExperiences | undefined;
    store?: WebStore | undefined;
    log?: RequestLog | undefined;
  },
) {
  const url = args.url ?? new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf(args);
  const { t } = getI18n(language);
  const session = await currentSession(args.request, args.accounts);
  const userId = session?.user?.id;
  const tab = tabOf(url.searchParams);
  const [reservations, membership, experienceOrders, storeOrders] = await Promise.all([
    userId && args.reservations ? args.reservations.listForUser(userId) : [],
    tab === "membership"
      ? loadMembershipPanel(args.memberships, userId, language, args.log)
      : ({ state: "skipped" } as const),
    tab === "experiences" && userId && args.experiences ? args.experiences.ordersOf(userId, language) : [],
    tab === "orders" && userId && args.store ? args.store.ordersOf(userId, language) : [],
  ]);
  const body: UserPanelData = {
    id: page.route.id,
    language,
    title: t("pages.titleTemplate", { title: t("userPanel.title") }),
    description: t("userPanel.description"),
    user: session?.user ?? null,
    tab,
    reservations,
    membership,
    experienceOrders,
    storeOrders,
  };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
