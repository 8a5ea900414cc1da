// One file past 500 lines on purpose: every page of the site in one table (its paths in both
// languages, layout, guards), read alike by the server, the web app and the sitemap.
import type { Language } from "../locales.ts";

/** Page layouts. */
export const layouts = ["default", "no-header-no-footer", "404", "partners"] as const;
export type Layout = (typeof layouts)[number];

/** Guards (route middleware) a route may name; any other name is a build error. */
export const guards = ["auth", "club-member-redirect", "header-mobile", "hide-header", "show-header"] as const;
export type Guard = (typeof guards)[number];

/** Validation of route parameters; a failed one is a 404 "Page Not Found" plus the path. */
export const paramPatterns = {
  countryCode: /^[a-z]{2}$/,
  id: /^\d+$/,
  venueId: /^[1-9]\d{0,9}$/,
  token: /^[0-9a-f]{64}$/,
} as const satisfies Record<string, RegExp>;

export interface RouteDefinition {
  /** Stable id; the web app's route ids are `es-${id}` and `en-${id}`. */
  id: string;
  /** Path per language, with `:param` segments and a trailing slash; en paths start with /en. */
  path: Record<Language, string>;
  layout: Layout;
  guards: readonly Guard[];
  /** Which area of the product fills the page; pages of later issues say honestly what is missing. */
  area: "discovery" | "place" | "things-to-do" | "membership" | "store" | "account" | "content" | "system" | "partners";
  /** Listed in sitemap.xml (no parameters, no private or transactional pages). */
  indexable: boolean;
}

type RouteInput = Omit<RouteDefinition, "path" | "guards" | "indexable"> & {
  es: string;
  en: string;
  guards?: readonly Guard[];
  indexable?: boolean;
};

function define(input: RouteInput): RouteDefinition {
  const { es, en, guards: routeGuards = [], indexable = false, ...rest } = input;
  return { ...rest, path: { es, en }, guards: routeGuards, indexable };
}

const location = (id: string, suffix: string, enSuffix = suffix) => ({ id, es: suffix, en: `/en${enSuffix}` });

/** Every route of the site, in Spanish and English. */
export const routeTable: readonly RouteDefinition[] = [
  // Place and location browsing (header shown).
  define({ ...location("home", "/"), layout: "default", guards: ["show-header"], area: "discovery", indexable: true }),
  define({ ...location("country", "/:countryCode/"), layout: "default", area: "discovery" }),
  define({ ...location("state", "/:countryCode/:stateOrSlug/"), layout: "default", area: "discovery" }),
  define({
    ...location("city", "/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/"),
    layout: "default",
    area: "discovery",
  }),
  define({
    ...location("filter", "/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/:slug/"),
    layout: "default",
    area: "discovery",
  }),
  define({ ...location("country-plus", "/:countryCode/plus/"), layout: "default", area: "discovery" }),
  define({ ...location("state-plus", "/:countryCode/:stateOrSlug/plus/"), layout: "default", area: "discovery" }),
  define({
    ...location("city-plus", "/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/plus/"),
    layout: "default",
    area: "discovery",
  }),
  define({
    ...location("place-premium", "/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/:slug/premium/"),
    layout: "default",
    area: "discovery",
  }),

  // Place profile (mobile header).
  define({
    id: "place",
    es: "/lugar/:profileSlug/",
    en: "/en/place/:profileSlug/",
    layout: "default",
    guards: ["header-mobile"],
    area: "place",
  }),
  define({
    id: "place-menu",
    es: "/lugar/:slug/menu/",
    en: "/en/place/:slug/menu/",
    layout: "default",
    guards: ["header-mobile"],
    area: "place",
  }),
  define({
    id: "place-reserve",
    es: "/lugar/:slug/reservar/",
    en: "/en/place/:slug/reserve/",
    layout: "default",
    guards: ["hide-header"],
    area: "place",
  }),
  define({
    id: "place-payment-policy",
    es: "/lugar/:slug/politica-de-pago/",
    en: "/en/place/:slug/payment-policy/",
    layout: "no-header-no-footer",
    area: "place",
  }),
  // The confirmation of a booking, where it is also changed or cancelled (the manage link).
  define({
    id: "reservation",
    es: "/lugar/reservacion/:code/",
    en: "/en/place/reservation/:code/",
    layout: "default",
    guards: ["header-mobile"],
    area: "place",
  }),
  define({
    id: "reservation-process",
    es: "/lugar/proceso-de-reservacion/",
    en: "/en/place/reservation-process/",
    layout: "default",
    guards: ["header-mobile"],
    area: "place",
    indexable: true,
  }),

  // Things to do.
  define({
    id: "experience",
    es: "/plan-que-hacer/:slug/",
    en: "/en/thing-to-do/:slug/",
    layout: "default",
    guards: ["header-mobile"],
    area: "things-to-do",
  }),
  define({
    id: "experience-buy",
    es: "/plan-que-hacer/:slug/comprar/",
    en: "/en/thing-to-do/:slug/buy/",
    layout: "default",
    guards: ["hide-header"],
    area: "things-to-do",
  }),
  define({
    id: "experiences-country",
    es: "/planes-que-hacer/:countryCode/",
    en: "/en/things-to-do/:countryCode/",
    layout: "default",
    area: "things-to-do",
  }),
  define({
    id: "experiences-state",
    es: "/planes-que-hacer/:countryCode/:stateOrSlug/",
    en: "/en/things-to-do/:countryCode/:stateOrSlug/",
    layout: "default",
    area: "things-to-do",
  }),
  define({
    id: "experiences-city",
    es: "/planes-que-hacer/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/",
    en: "/en/things-to-do/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/",
    layout: "default",
    area: "things-to-do",
  }),
  define({
    id: "experiences-filter",
    es: "/planes-que-hacer/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/:slug/",
    en: "/en/things-to-do/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/:slug/",
    layout: "default",
    area: "things-to-do",
  }),
  define({
    id: "experiences-thanks",
    es: "/planes-que-hacer/gracias-por-tu-compra/",
    en: "/en/things-to-do/thank-you-for-your-purchase/",
    layout: "default",
    guards: ["hide-header"],
    area: "things-to-do",
  }),

  // Memberships (no header or footer). The club pages only redirect (router rules). Premium and its B
  // variant have their own landing; Plus's is /plus/, which /premium/ also redirects to.
  ...(["premium", "premium-b"] as const).map((plan) =>
    define({
      id: `${plan}`,
      es: `/${plan}/`,
      en: `/en/${plan}/`,
      layout: "no-header-no-footer",
      area: "membership",
      indexable: plan === "premium-b",
    }),
  ),
  define({
    id: "plus",
    es: "/plus/",
    en: "/en/plus/",
    layout: "no-header-no-footer",
    area: "membership",
    indexable: true,
  }),
  ...(["premium", "premium-b", "plus"] as const).flatMap((plan) => [
    define({
      id: `${plan}-checkout`,
      es: `/${plan}/checkout/`,
      en: `/en/${plan}/checkout/`,
      layout: "no-header-no-footer",
      guards: ["club-member-redirect"],
      area: "membership",
    }),
    define({
      id: `${plan}-thanks`,
      es: `/${plan}/checkout/gracias-por-tu-compra/`,
      en: `/en/${plan}/checkout/thank-you-for-your-purchase/`,
      layout: "no-header-no-footer",
      area: "membership",
    }),
    define({
      id: `${plan}-already-member`,
      es: `/${plan}/already-member/`,
      en: `/en/${plan}/already-member/`,
      layout: "no-header-no-footer",
      area: "membership",
    }),
  ]),

  // Store.
  define({ id: "stores", es: "/stores/", en: "/en/stores/", layout: "default", area: "store", indexable: true }),
  define({ id: "store", es: "/stores/:slug/", en: "/en/stores/:slug/", layout: "default", area: "store" }),
  define({
    id: "store-category",
    es: "/stores/:slug/:category/",
    en: "/en/stores/:slug/:category/",
    layout: "default",
    area: "store",
  }),
  define({
    id: "store-product",
    es: "/stores/detail/:slug/",
    en: "/en/stores/detail/:slug/",
    layout: "default",
    area: "store",
  }),
  define({
    id: "store-checkout",
    es: "/stores/checkout/",
    en: "/en/stores/checkout/",
    layout: "default",
    area: "store",
  }),
  define({
    id: "store-order-detail",
    es: "/stores/order-detail/",
    en: "/en/stores/order-detail/",
    layout: "default",
    area: "store",
  }),
  define({
    id: "store-order",
    es: "/stores/order/:orderNumber/",
    en: "/en/stores/order/:orderNumber/",
    layout: "default",
    area: "store",
  }),
  define({
    id: "store-audit",
    es: "/stores/store-audit/",
    en: "/en/stores/store-audit/",
    layout: "default",
    area: "store",
  }),

  // Other.
  define({ id: "checkout", es: "/checkout/", en: "/en/checkout/", layout: "default", area: "store" }),
  define({ id: "order", es: "/order/:code/", en: "/en/order/:code/", layout: "default", area: "store" }),
  define({
    id: "user-panel",
    es: "/panel-de-usuario/",
    en: "/en/user-panel/",
    layout: "default",
    guards: ["auth"],
    area: "account",
  }),
  define({
    id: "user-panel-invoice",
    es: "/panel-de-usuario/facturas/:invoiceId/",
    en: "/en/user-panel/invoices/:invoiceId/",
    layout: "default",
    guards: ["auth"],
    area: "account",
  }),
  define({
    id: "forgot-password",
    es: "/olvide-mi-contrasena/",
    en: "/en/forgot-my-password/",
    layout: "default",
    area: "account",
  }),
  define({
    id: "satisfaction-survey",
    es: "/encuesta-satisfaccion/",
    en: "/en/satisfaction-survey/",
    layout: "default",
    area: "content",
  }),
  define({
    id: "concierge",
    es: "/comunicate-con-nuestro-equipo-de-concierge/",
    en: "/en/contact-our-concierge-team/",
    layout: "default",
    area: "content",
    indexable: true,
  }),
  define({
    id: "franchises",
    es: "/cadenas-de-restaurantes-bares-y-antros/",
    en: "/en/franchise-restaurants-bars-and-nightclubs/",
    layout: "default",
    area: "content",
    indexable: true,
  }),
  define({
    id: "privacy",
    es: "/aviso-de-privacidad/",
    en: "/en/privacy-policy/",
    layout: "default",
    area: "content",
    indexable: true,
  }),
  define({
    id: "terms",
    es: "/terminos-y-condiciones/",
    en: "/en/terms-and-conditions/",
    layout: "default",
    area: "content",
    indexable: true,
  }),
  // The partner console for venue staff: its own layout, signed in only, never indexed.
  define({
    id: "partners-home",
    es: "/socios/",
    en: "/en/partners/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-venue",
    es: "/socios/lugar/:venueId/",
    en: "/en/partners/venue/:venueId/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-day-book",
    es: "/socios/lugar/:venueId/agenda/",
    en: "/en/partners/venue/:venueId/day-book/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-staff",
    es: "/socios/lugar/:venueId/equipo/",
    en: "/en/partners/venue/:venueId/staff/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-audit",
    es: "/socios/lugar/:venueId/bitacora/",
    en: "/en/partners/venue/:venueId/audit-log/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-setup",
    es: "/socios/lugar/:venueId/servicio/",
    en: "/en/partners/venue/:venueId/service/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-reports",
    es: "/socios/lugar/:venueId/informes/",
    en: "/en/partners/venue/:venueId/reports/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-floor",
    es: "/socios/lugar/:venueId/sala/",
    en: "/en/partners/venue/:venueId/floor/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-profile",
    es: "/socios/lugar/:venueId/perfil/",
    en: "/en/partners/venue/:venueId/profile/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-menu",
    es: "/socios/lugar/:venueId/menu/",
    en: "/en/partners/venue/:venueId/menu/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  // Organizers of things to do: their experiences, sessions and sales, in the same console.
  define({
    id: "partners-organizer",
    es: "/socios/organizador/:organizerId/",
    en: "/en/partners/organizer/:organizerId/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-organizer-new-experience",
    es: "/socios/organizador/:organizerId/nueva-experiencia/",
    en: "/en/partners/organizer/:organizerId/new-experience/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-organizer-experience",
    es: "/socios/organizador/:organizerId/experiencia/:experienceId/",
    en: "/en/partners/organizer/:organizerId/experience/:experienceId/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-organizer-session",
    es: "/socios/organizador/:organizerId/funcion/:sessionId/",
    en: "/en/partners/organizer/:organizerId/session/:sessionId/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-organizer-door",
    es: "/socios/organizador/:organizerId/funcion/:sessionId/puerta/",
    en: "/en/partners/organizer/:organizerId/session/:sessionId/door/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-organizer-staff",
    es: "/socios/organizador/:organizerId/equipo/",
    en: "/en/partners/organizer/:organizerId/staff/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-organizer-audit",
    es: "/socios/organizador/:organizerId/bitacora/",
    en: "/en/partners/organizer/:organizerId/audit-log/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-store",
    es: "/socios/tienda/:storeId/",
    en: "/en/partners/store/:storeId/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-store-order",
    es: "/socios/tienda/:storeId/pedido/:number/",
    en: "/en/partners/store/:storeId/order/:number/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-store-stock",
    es: "/socios/tienda/:storeId/existencias/",
    en: "/en/partners/store/:storeId/stock/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-store-products",
    es: "/socios/tienda/:storeId/productos/",
    en: "/en/partners/store/:storeId/products/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-store-staff",
    es: "/socios/tienda/:storeId/equipo/",
    en: "/en/partners/store/:storeId/staff/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-store-settings",
    es: "/socios/tienda/:storeId/ajustes/",
    en: "/en/partners/store/:storeId/settings/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),
  define({
    id: "partners-invitation",
    es: "/socios/invitacion/:token/",
    en: "/en/partners/invitation/:token/",
    layout: "partners",
    guards: ["auth"],
    area: "partners",
  }),

  define({ id: "not-found", es: "/not-found/", en: "/en/not-found/", layout: "404", area: "system" }),
  define({ id: "test", es: "/test/:id/", en: "/en/test/:id/", layout: "default", area: "system" }),
];

/** Fails loudly on a guard or layout the app does not know: an unknown guard is an error. */
export function assertKnownGuards(table: readonly RouteDefinition[]): void {
  for (const route of table) {
    for (const guard of route.guards) {
      if (!(guards as readonly string[]).includes(guard))
        throw new Error(`Unknown guard "${guard}" on route ${route.id}`);
    }
    if (!(layouts as readonly string[]).includes(route.layout)) {
      throw new Error(`Unknown layout "${route.layout}" on route ${route.id}`);
    }
  }
}

assertKnownGuards(routeTable);
