import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { assertKnownGuards, type Layout, languages, layouts, type RouteDefinition } from "@sobremesa/contracts";
import { routerPath, routerRouteId } from "./page-route";

/**
 * Which module renders each route of the table (paths relative to apps/web/app). One module may
 * serve several routes: React Router gives each its own id (`es-<id>`, `en-<id>`). A route of the
 * table without a module here, or a module for an id the table does not have, fails the build.
 */
export const pageModules: Readonly<Record<string, string>> = {
  home: "routes/home/home.tsx",

  country: "routes/discovery/location-page.tsx",
  state: "routes/discovery/location-page.tsx",
  city: "routes/discovery/location-page.tsx",
  filter: "routes/discovery/location-page.tsx",
  "country-plus": "routes/discovery/location-page.tsx",
  "state-plus": "routes/discovery/location-page.tsx",
  "city-plus": "routes/discovery/location-page.tsx",
  "place-premium": "routes/discovery/place-premium-page.tsx",

  place: "routes/place/place-profile-page.tsx",
  "place-menu": "routes/place/place-menu-page.tsx",
  "place-reserve": "routes/booking/reserve-page.tsx",
  "place-payment-policy": "routes/place/payment-policy-page.tsx",
  reservation: "routes/booking/reservation-page.tsx",
  "reservation-process": "routes/place/reservation-process-page.tsx",

  experience: "routes/things-to-do/experience-page.tsx",
  "experience-buy": "routes/things-to-do/experience-buy-page.tsx",
  "experiences-country": "routes/things-to-do/experiences-listing-page.tsx",
  "experiences-state": "routes/things-to-do/experiences-listing-page.tsx",
  "experiences-city": "routes/things-to-do/experiences-listing-page.tsx",
  "experiences-filter": "routes/things-to-do/experiences-listing-page.tsx",
  "experiences-thanks": "routes/things-to-do/experiences-thanks-page.tsx",

  premium: "routes/membership/membership-page.tsx",
  "premium-b": "routes/membership/membership-page.tsx",
  plus: "routes/membership/membership-page.tsx",
  "premium-checkout": "routes/membership/checkout-page.tsx",
  "premium-b-checkout": "routes/membership/checkout-page.tsx",
  "plus-checkout": "routes/membership/checkout-page.tsx",
  "premium-thanks": "routes/membership/thanks-page.tsx",
  "premium-b-thanks": "routes/membership/thanks-page.tsx",
  "plus-thanks": "routes/membership/thanks-page.tsx",
  "premium-already-member": "routes/membership/already-member-page.tsx",
  "premium-b-already-member": "routes/membership/already-member-page.tsx",
  "plus-already-member": "routes/membership/already-member-page.tsx",

  stores: "routes/store/stores-page.tsx",
  store: "routes/store/store-listing-page.tsx",
  "store-category": "routes/store/store-listing-page.tsx",
  "store-product": "routes/store/product-page.tsx",
  "store-checkout": "routes/store/checkout-page.tsx",
  "store-order-detail": "routes/store/order-detail-page.tsx",
  "store-order": "routes/store/store-order-page.tsx",
  "store-audit": "routes/store/audit-page.tsx",
  checkout: "routes/store/checkout-page.tsx",
  order: "routes/things-to-do/order-page.tsx",

  "user-panel": "routes/account/account-page.tsx",
  "user-panel-invoice": "routes/account/invoice-page.tsx",
  "forgot-password": "routes/account/forgot-password-page.tsx",

  "satisfaction-survey": "routes/content/survey-page.tsx",
  concierge: "routes/content/concierge-page.tsx",
  franchises: "routes/content/chains-page.tsx",
  privacy: "routes/legal/legal-page.tsx",
  terms: "routes/legal/legal-page.tsx",

  "partners-home": "routes/partners/partners-home-page.tsx",
  "partners-venue": "routes/partners/venue-page.tsx",
  "partners-day-book": "routes/partners/day-book-page.tsx",
  "partners-staff": "routes/partners/staff-page.tsx",
  "partners-audit": "routes/partners/audit-page.tsx",
  "partners-invitation": "routes/partners/invitation-page.tsx",
  "partners-setup": "routes/partners/setup-page.tsx",
  "partners-reports": "routes/partners/reports-page.tsx",
  "partners-profile": "routes/partners/profile-page.tsx",
  "partners-floor": "routes/partners/floor-page.tsx",
  "partners-menu": "routes/partners/menu-page.tsx",
  "partners-organizer": "routes/partners/organizer-page.tsx",
  "partners-organizer-new-experience": "routes/partners/organizer-new-experience-page.tsx",
  "partners-organizer-experience": "routes/partners/organizer-experience-page.tsx",
  "partners-organizer-session": "routes/partners/organizer-session-page.tsx",
  "partners-organizer-door": "routes/partners/organizer-door-page.tsx",
  "partners-organizer-audit": "routes/partners/organizer-audit-page.tsx",
  "partners-organizer-staff": "routes/partners/organizer-staff-page.tsx",
  "partners-store": "routes/partners/store-orders-page.tsx",
  "partners-store-order": "routes/partners/store-order-page.tsx",
  "partners-store-stock": "routes/partners/store-stock-page.tsx",
  "partners-store-staff": "routes/partners/store-staff-page.tsx",
  "partners-store-products": "routes/partners/store-products-page.tsx",
  "partners-store-settings": "routes/partners/store-settings-page.tsx",

  "not-found": "routes/not-found/not-found.tsx",
  test: "routes/system/test-page.tsx",
};

/** One layout route per layout of the spec; every page is nested under its own. */
export const layoutModules: Readonly<Record<string, string>> = {
  default: "routes/layouts/default-layout.tsx",
  "no-header-no-footer": "routes/layouts/bare-layout.tsx",
  "404": "routes/layouts/status-layout.tsx",
  partners: "routes/layouts/partners-layout.tsx",
};

/** Unmatched paths of each language render the not-found page (status 404) in the 404 layout. */
export const catchAllModule = "routes/not-found/not-found.tsx";
export const catchAllPaths = { es: "*", en: "en/*" } as const;

/**
 * React Router's route config for both languages, generated from the route table. Throws, naming
 * the culprit, on an unknown guard or layout, a route without a module or a module for no route.
 */
export function buildRouteConfig(
  table: readonly RouteDefinition[],
  modules: Readonly<Record<string, string>> = pageModules,
  layoutFiles: Readonly<Record<string, string>> = layoutModules,
): RouteConfigEntry[] {
  assertKnownGuards(table);

  const known = new Set(table.map((definition) => definition.id));
  const unknownIds = Object.keys(modules).filter((id) => !known.has(id));
  if (unknownIds.length > 0) {
    throw new Error(`pageModules maps route ids the route table does not have: ${unknownIds.join(", ")}`);
  }
  const unmapped = table.filter((definition) => !modules[definition.id]).map((definition) => definition.id);
  if (unmapped.length > 0) {
    throw new Error(`No page module for route ids: ${unmapped.join(", ")} (add them to pageModules)`);
  }
  for (const name of Object.keys(layoutFiles)) {
    if (!(layouts as readonly string[]).includes(name))
      throw new Error(`layoutModules has an unknown layout "${name}"`);
  }
  for (const name of layouts) {
    if (!layoutFiles[name]) throw new Error(`No module for layout "${name}" (add it to layoutModules)`);
  }

  const children = new Map<Layout, RouteConfigEntry[]>(layouts.map((name) => [name, []]));
  for (const definition of table) {
    for (const language of languages) {
      const id = routerRouteId(definition.id, language);
      const path = routerPath(definition.path[language]);
      const file = modules[definition.id]!;
      children.get(definition.layout)!.push(path === "" ? index(file, { id }) : route(path, file, { id }));
    }
  }
  for (const language of languages) {
    children.get("404")!.push(route(catchAllPaths[language], catchAllModule, { id: `${language}-catch-all` }));
  }

  return layouts.map((name) => layout(layoutFiles[name]!, { id: `layout-${name}` }, children.get(name)));
}
