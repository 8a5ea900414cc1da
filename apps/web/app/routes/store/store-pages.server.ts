import { cartCookieHeader, STORE_CART_COOKIE, storeCountries } from "@sobremesa/contracts";
import { data, redirect } from "react-router";
import { purchaseDefaults, viewerOf } from "#app/features/payment/index.ts";
import type {
  AuditData,
  CategoryLink,
  CheckoutData,
  Crumb,
  OrderDetailData,
  ProductData,
  StoreListingData,
  StoreOrderPageData,
  StoresData,
} from "#app/features/store/index.ts";
import {
  checkoutPath,
  countryParam,
  emailParam,
  ORDER_DETAIL_KEYS,
  pageParam,
  productPath,
  SLUG_PATTERN,
  STORE_QUERY_KEYS,
  type StoreCountryCode,
  sortParam,
  storeOrderNumberParam,
  storePath,
  storesPath,
} from "#app/features/store/index.ts";
import { listingCacheControl, PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { DIAL_CODES } from "#app/lib/countries.ts";
import { readCookie } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext } from "#app/services.ts";
import type { Route as OrderRoute } from "../things-to-do/+types/order-page";
import type { Route as AuditRoute } from "./+types/audit-page";
import type { Route as CheckoutRoute } from "./+types/checkout-page";
import type { Route as OrderDetailRoute } from "./+types/order-detail-page";
import type { Route as ProductRoute } from "./+types/product-page";
import type { Route as StoreRoute } from "./+types/store-listing-page";
import type { Route as StoreOrderRoute } from "./+types/store-order-page";
import type { Route as StoresRoute } from "./+types/stores-page";

/** What the store's loaders share of their routes' arguments. */
type StorePageArgs =
  | StoresRoute.LoaderArgs
  | StoreRoute.LoaderArgs
  | ProductRoute.LoaderArgs
  | CheckoutRoute.LoaderArgs
  | OrderDetailRoute.LoaderArgs
  | StoreOrderRoute.LoaderArgs
  | AuditRoute.LoaderArgs
  | OrderRoute.LoaderArgs;

/** A failed route validation is a 404 with "Page Not Found" plus the path. */
const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

function pageOf(args: StorePageArgs) {
  const url = args.url ?? new URL(args.request.url);
  const routeId = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request })?.route.id ?? "";
  return { url, language: languageOf(args), routeId };
}

/** /stores/: every store, optionally one country's (?pais=co). Public and cacheable. */
export async function loadStores(args: StoresRoute.LoaderArgs) {
  const { url, language } = pageOf(args);
  const services = args.context.get(servicesContext);
  if (!services.store) throw notFound(url.pathname);
  const raw = url.searchParams.get(STORE_QUERY_KEYS[language].country);
  const country = countryParam(raw);
  // An unknown country is not a list: back to all stores rather than an empty page.
  if (raw !== null && !country) throw redirect(storesPath(language), 301);
  const all = await services.store.stores(undefined, language);
  const counts = Object.fromEntries(
    storeCountries.map((code) => [code, all.filter((store) => store.country_code === code).length]),
  ) as Record<StoreCountryCode, number>;
  const { t } = getI18n(language);
  const countryName = country ? t(`countries.${country}`) : null;
  const body: StoresData = {
    language,
    country,
    stores: country ? all.filter((store) => store.country_code === country) : all,
    counts,
    canonical: storesPath(language, country),
    title: countryName ? t("store.stores.countryTitle", { country: countryName }) : t("store.stores.title"),
    description: t("store.stores.description"),
  };
  const { session } = await viewerOf(args.request, services);
  return data(body, {
    headers: { "Cache-Control": listingCacheControl({ signedIn: session !== null, perVisitor: false }) },
  });
}

/** /stores/{slug}/[{category}/]: the store's header and one page of its products. Unknown -> 404. */
export async function loadStore(args: StoreRoute.LoaderArgs) {
  const { url, language } = pageOf(args);
  const services = args.context.get(servicesContext);
  const slug = args.params.slug ?? "";
  const category = args.params.category;
  const keys = STORE_QUERY_KEYS[language];
  const page = pageParam(url.searchParams.get(keys.page));
  if (!services.store || !SLUG_PATTERN.test(slug) || (category !== undefined && !SLUG_PATTERN.test(category)))
    throw notFound(url.pathname);
  if (page === null) throw notFound(url.pathname);
  const sort = sortParam(url.searchParams.get(keys.sort));
  const answer = await services.store.store(slug, { ...(category ? { category } : {}), sort, page }, language);
  if (!answer) throw notFound(url.pathname);
  const pages = Math.max(1, Math.ceil(answer.total / Math.max(1, answer.page_size)));
  if (page > pages) throw notFound(url.pathname);

  const { t } = getI18n(language);
  const { store } = answer;
  const current = answer.category?.slug ?? null;
  const categories: CategoryLink[] = [
    { slug: null, name: t("store.store.all"), href: storePath(language, slug, { sort }), active: current === null },
    ...store.categories.map((entry) => ({
      slug: entry.slug,
      name: entry.name,
      href: storePath(language, slug, { category: entry.slug, sort }),
      active: entry.slug === current,
    })),
  ];
  const path = storePath(language, slug, { category: current });
  const pageHref = (target: number) => storePath(language, slug, { category: current, sort, page: target });
  const breadcrumbs: Crumb[] = [
    { name: t("store.stores.heading"), path: storesPath(language) },
    { name: store.name, path: storePath(language, slug) },
  ];
  if (answer.category) breadcrumbs.push({ name: answer.category.name, path });
  const heading = answer.category ? `${answer.category.name} · ${store.name}` : store.name;
  const body: StoreListingData = {
    language,
    answer,
    sort,
    page,
    pages,
    path,
    categories,
    previousHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page < pages ? pageHref(page + 1) : null,
    canonical: storePath(language, slug, { category: current, page }),
    breadcrumbs,
    title: page > 1 ? t("store.store.pagedTitle", { heading, page }) : t("store.store.title", { heading }),
    description: store.tagline || store.description.slice(0, 160),
    noindex: sort !== "featured" || answer.total === 0,
  };
  const { session } = await viewerOf(args.request, services);
  return data(body, {
    headers: { "Cache-Control": listingCacheControl({ signedIn: session !== null, perVisitor: false }) },
  });
}

/** /stores/detail/{slug}/: one product with its variants and stock. */
export async function loadProduct(args: ProductRoute.LoaderArgs) {
  const { url, language } = pageOf(args);
  const services = args.context.get(servicesContext);
  const slug = args.params.slug ?? "";
  if (!services.store || !SLUG_PATTERN.test(slug)) throw notFound(url.pathname);
  const product = await services.store.product(slug, language);
  if (!product) throw notFound(url.pathname);
  const { t } = getI18n(language);
  const body: ProductData = {
    language,
    product,
    canonical: productPath(language, product.slug),
    breadcrumbs: [
      { name: t("store.stores.heading"), path: storesPath(language) },
      { name: product.store.name, path: storePath(language, product.store.slug) },
      {
        name: product.category.name,
        path: storePath(language, product.store.slug, { category: product.category.slug }),
      },
      { name: product.name, path: productPath(language, product.slug) },
    ],
  };
  const { session } = await viewerOf(args.request, services);
  // Stock moves by the minute: the same short cache as the listings.
  return data(body, {
    headers: { "Cache-Control": listingCacheControl({ signedIn: session !== null, perVisitor: false }) },
  });
}

/**
 * /stores/checkout/ (and /checkout/, which goes there): the cart (the account's, into which the
 * cookie's anonymous cart merges at the first read after signing in), the contact from the account,
 * saved cards and the payment provider's form. Private.
 */
export async function loadCheckout(args: CheckoutRoute.LoaderArgs) {
  const { url, language, routeId } = pageOf(args);
  // The server's router rules answer a request for /checkout/ (301); this is for client navigations.
  if (routeId === "checkout") throw redirect(`${checkoutPath(language)}${url.search}`, 301);
  const services = args.context.get(servicesContext);
  if (!services.store) throw notFound(url.pathname);
  const viewer = await viewerOf(args.request, services);
  const { userId } = viewer;
  const token = readCookie(args.request, STORE_CART_COOKIE) ?? null;
  const { cart, cookie } = await services.store.cart({ userId, token }, language);
  const country = cart.store?.country_code ?? "mx";
  const dialCode = DIAL_CODES[country] ?? "+52";
  const body: CheckoutData = {
    language,
    cart,
    signedIn: viewer.session !== null,
    ...(await purchaseDefaults(services, viewer, language, dialCode)),
  };
  const headers = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  // Secure as the API's: the site is served over HTTPS (SITE_URL), or this request came in on it.
  const secure = services.publicConfig.siteUrl.startsWith("https://") || url.protocol === "https:";
  const setCookie = cartCookieHeader(cookie, secure);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return data(body, { headers });
}

/**
 * /stores/order-detail/?order=PED-XXXXXX[&email=]: the thank-you page. The signed-in owner's order
 * (or the e-mail's) comes from the server; otherwise the page shows what the purchase answered.
 */
export async function loadOrderDetail(args: OrderDetailRoute.LoaderArgs) {
  const { url, language } = pageOf(args);
  const services = args.context.get(servicesContext);
  const number = storeOrderNumberParam(url.searchParams.get(ORDER_DETAIL_KEYS.order));
  const email = emailParam(url.searchParams.get(ORDER_DETAIL_KEYS.email));
  const { userId } = await viewerOf(args.request, services);
  const order =
    number && services.store && (userId || email)
      ? await services.store.order(number, { userId, email }, language)
      : null;
  const body: OrderDetailData = { language, number, email, order };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

/**
 * A store order's page (/stores/order/{number}/, and /order/{number}/ for PED- numbers): the signed-in
 * owner sees it, anyone else with the buyer's e-mail (?email=); otherwise a form asks for both
 * (404 when what was given matches nothing).
 */
export async function loadStoreOrder(
  args: StoreOrderRoute.LoaderArgs | OrderRoute.LoaderArgs,
  rawNumber: string | undefined,
) {
  const { url, language } = pageOf(args);
  const services = args.context.get(servicesContext);
  const number = storeOrderNumberParam(rawNumber);
  const rawEmail = url.searchParams.get("email")?.trim().toLowerCase() || null;
  const email = emailParam(rawEmail);
  const headers = { "Cache-Control": PRIVATE_PAGE_CACHE };
  if (!number || !services.store) {
    const ask: StoreOrderPageData = {
      kind: "store-order",
      language,
      state: "ask",
      number: rawNumber ?? "",
      email,
      wrong: true,
    };
    return data(ask, { status: 404, headers });
  }
  const { userId } = await viewerOf(args.request, services);
  const order = userId || email ? await services.store.order(number, { userId, email }, language) : null;
  if (order)
    return data({ kind: "store-order", language, state: "found", order, email } satisfies StoreOrderPageData, {
      headers,
    });
  const wrong = rawEmail !== null;
  return data(
    { kind: "store-order", language, state: "ask", number, email: rawEmail, wrong } satisfies StoreOrderPageData,
    {
      status: wrong ? 404 : 200,
      headers,
    },
  );
}

/**
 * The managers' audit: only a signed-in store manager (every store) or a store's owner or manager
 * (their stores) gets it. Anyone else gets the site's 404, not a 403, so the page does not say it exists.
 */
export async function loadAudit(args: AuditRoute.LoaderArgs) {
  const { url, language } = pageOf(args);
  const services = args.context.get(servicesContext);
  const { userId } = await viewerOf(args.request, services);
  const scope = services.store && userId ? await services.store.auditScope(userId) : null;
  if (!services.store || !scope) throw notFound(url.pathname);
  const asked = url.searchParams.get("store") ?? undefined;
  if (asked !== undefined && !SLUG_PATTERN.test(asked)) throw notFound(url.pathname);
  const audit = await (scope === "all"
    ? services.store.audit(asked, language)
    : services.store.audit(asked, language, scope));
  if (!audit) throw notFound(url.pathname);
  return data({ language, audit } satisfies AuditData, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
