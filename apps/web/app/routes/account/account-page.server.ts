import type { Language } from "@sobremesa/contracts";
import { data } from "react-router";
import { billingCountry, type MembershipPanelData, tabOf, type UserPanelData } from "#app/features/user-panel/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { type RequestLog, servicesContext, type WebMemberships } from "#app/services.ts";
import type { Route } from "./+types/account-page";

async function loadMembershipPanel(
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

/**
 * The user panel's loader: the auth guard already sent signed-out visitors to sign in; this reads
 * the session's user (the same lookup as the guard's, done once per request) for the first render.
 */
export async function loadAccountPage(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf(args);
  const { t } = getI18n(language);
  const session = await currentSession(args.request, services.accounts);
  const userId = session?.user?.id;
  const tab = tabOf(url.searchParams);
  const [reservations, membership, experienceOrders, storeOrders] = await Promise.all([
    userId && services.reservations ? services.reservations.listForUser(userId) : [],
    tab === "membership"
      ? loadMembershipPanel(services.memberships, userId, language, services.log)
      : ({ state: "skipped" } as const),
    tab === "experiences" && userId && services.experiences ? services.experiences.ordersOf(userId, language) : [],
    tab === "orders" && userId && services.store ? services.store.ordersOf(userId, language) : [],
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
