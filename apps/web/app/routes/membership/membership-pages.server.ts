import { type Language, type MembershipCountry, type PlanCode, pathFor } from "@sobremesa/contracts";
import { data } from "react-router";
import {
  type AlreadyMemberData,
  type CheckoutData,
  cardView,
  chooseCountry,
  discounted,
  type LandingData,
  membershipStep,
  membershipView,
  planView,
  type ThanksData,
  trialEnd,
} from "#app/features/membership/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import type { Route as AlreadyMemberRoute } from "./+types/already-member-page";
import type { Route as CheckoutRoute } from "./+types/checkout-page";
import type { Route as LandingRoute } from "./+types/membership-page";
import type { Route as ThanksRoute } from "./+types/thanks-page";

/** What the membership pages' loaders share of their routes' arguments. */
type MembershipPageArgs =
  | LandingRoute.LoaderArgs
  | CheckoutRoute.LoaderArgs
  | ThanksRoute.LoaderArgs
  | AlreadyMemberRoute.LoaderArgs;

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/** The membership route of a request: its plan, step and language; any other page is a 404. */
function routeOf(args: MembershipPageArgs) {
  const url = args.url ?? new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (page?.route.area !== "membership") throw notFound(url.pathname);
  const services = args.context.get(servicesContext);
  return { url, language: languageOf(args), routeId: page.route.id, ...membershipStep(page.route.id), services };
}

/** The country of the visitor's IP (the server's one geolocation), or null when it says nothing. */
async function locatedCountry(services: WebServices, language: Language): Promise<string | null> {
  if (!services.clientIp) return null;
  try {
    const located = await services.search.geolocate({ ip: services.clientIp, language });
    return located.source === "ip" ? located.countryName : null;
  } catch {
    return null;
  }
}

async function countryOf(url: URL, services: WebServices, language: Language): Promise<MembershipCountry> {
  const override = url.searchParams.get("country");
  return chooseCountry(override, override ? null : await locatedCountry(services, language));
}

async function userOf(request: Request, services: WebServices) {
  const session = await currentSession(request, services.accounts).catch(() => null);
  return session?.user ?? null;
}

const explorePath = (language: Language, country: MembershipCountry) =>
  pathFor("country", language, { countryCode: country });

/**
 * /plus/ lists every available plan in the visitor's currency; /premium-b/ (and /premium/, which the
 * router sends to /plus/ anyway) its own plan. A failure to read the plans renders the page's error
 * state instead of a 500: the rest of the page (FAQ, the way home) still helps.
 */
export async function loadLanding(args: LandingRoute.LoaderArgs) {
  const { url, language, plan, services } = routeOf(args);
  const { t } = getI18n(language);
  const country = await countryOf(url, services, language);
  const memberships = services.memberships;
  let plans: LandingData["plans"] = [];
  let failed = false;
  try {
    if (!memberships) throw new Error("memberships service missing");
    const found =
      plan === "plus"
        ? await memberships.availablePlans(country, language)
        : [await memberships.plan(plan, country, language)].filter((value) => value !== null);
    plans = found.map((item) => planView(item, language));
  } catch (error) {
    services.log.error({ err: error }, "membership plans failed");
    failed = true;
  }

  const user = await userOf(args.request, services);
  let member: LandingData["member"] = null;
  if (user && memberships) {
    const { subscription } = await memberships
      .membershipOf(user.id, language)
      .catch(() => ({ subscription: null, takenTrial: false }));
    if (subscription)
      member = {
        plan: subscription.plan.code,
        name: subscription.plan.name,
        alreadyMemberPath: pathFor(`${subscription.plan.code}-already-member`, language),
      };
  }

  const copy = plan === "premium-b" ? "premiumB" : "plus";
  const body: LandingData = {
    kind: "landing",
    language,
    plan,
    country,
    plans,
    failed,
    member,
    title: t("pages.titleTemplate", { title: t(`membership.landing.${copy}.title`) }),
    description: t(`membership.landing.${copy}.description`),
    noindex: false,
  };
  // Prices follow the visitor's country: never shared between visitors.
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

/**
 * /{plan}/checkout/: the plan in the visitor's currency, whether the trial applies (it does unless the
 * signed-in user took it before), when the first charge happens and which card form the provider needs.
 * Members never get here (the club-member-redirect guard sent them to the already-member page).
 */
export async function loadCheckout(args: CheckoutRoute.LoaderArgs) {
  const { url, language, plan: code, services } = routeOf(args);
  const { t } = getI18n(language);
  const memberships = services.memberships;
  if (!memberships) throw notFound(url.pathname);
  const country = await countryOf(url, services, language);
  const found = await memberships.plan(code, country, language);
  if (!found) throw notFound(url.pathname);
  const plan = planView(found, language);

  const user = await userOf(args.request, services);
  const takenTrial = user ? (await memberships.membershipOf(user.id, language)).takenTrial : false;
  const now = Date.now();
  const applies = !takenTrial && plan.trialDays > 0;
  const endsAt = trialEnd(now, plan.trialDays);
  const body: CheckoutData = {
    kind: "checkout",
    language,
    country,
    plan,
    email: user?.email ?? null,
    trial: { applies, endsAt },
    firstCharge: { at: applies ? endsAt : new Date(now).toISOString(), today: !applies, price: plan.price },
    provider: memberships.provider,
    paths: {
      thanks: pathFor(`${code}-thanks`, language),
      landing: pathFor(code === "premium-b" ? "premium-b" : "plus", language),
      terms: pathFor("terms", language),
      home: pathFor("home", language),
    },
    title: t("pages.titleTemplate", { title: t("membership.checkout.title", { plan: plan.name }) }),
    description: t("membership.checkout.description", { plan: plan.name }),
    noindex: true,
  };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

async function memberOf(args: MembershipPageArgs, services: WebServices, language: Language, withCard: boolean) {
  const memberships = services.memberships;
  const user = await userOf(args.request, services);
  if (!user || !memberships) return { membership: null, card: null };
  const { subscription } = await memberships.membershipOf(user.id, language);
  if (!subscription) return { membership: null, card: null };
  const card = withCard
    ? await memberships
        .overviewOf(user.id, language)
        .then((overview) => cardView(overview.paymentMethods, overview.defaultPaymentMethod))
        .catch(() => null)
    : null;
  return { membership: membershipView(subscription), card };
}

function memberPaths(language: Language, plan: PlanCode, country: MembershipCountry) {
  return {
    landing: pathFor(plan === "premium-b" ? "premium-b" : "plus", language),
    explore: explorePath(language, country),
    panel: `${pathFor("user-panel", language)}?tab=membership`,
  };
}

/** /{plan}/checkout/gracias-por-tu-compra/: the signed-in user's new membership, its trial and first charge. */
export async function loadThanks(args: ThanksRoute.LoaderArgs) {
  const { language, plan, services } = routeOf(args);
  const { t } = getI18n(language);
  const { membership, card } = await memberOf(args, services, language, true);
  const body: ThanksData = {
    kind: "thanks",
    language,
    plan,
    membership: membership && { ...membership, price: discounted(membership.price, membership.discountPercent) },
    card,
    paths: memberPaths(language, plan, membership?.country ?? "mx"),
    title: t("pages.titleTemplate", { title: t("membership.thanks.title") }),
    description: t("membership.thanks.description"),
    noindex: true,
  };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

/** /{plan}/already-member/: the membership the visitor already holds, and where to manage it. */
export async function loadAlreadyMember(args: AlreadyMemberRoute.LoaderArgs) {
  const { language, plan, services } = routeOf(args);
  const { t } = getI18n(language);
  const { membership } = await memberOf(args, services, language, false);
  const body: AlreadyMemberData = {
    kind: "already-member",
    language,
    plan,
    membership,
    paths: {
      ...memberPaths(language, plan, membership?.country ?? "mx"),
      checkout: pathFor(`${plan}-checkout`, language),
    },
    title: t("pages.titleTemplate", { title: t("membership.alreadyMember.title") }),
    description: t("membership.alreadyMember.description"),
    noindex: true,
  };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
