import { languages, matchRoute, routeTable } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { routerPath } from "#app/lib/navigation/page-route.ts";
import { pageModules } from "#app/lib/navigation/route-config.ts";
import type { PageData } from "./page-data";

const sampleParams: Record<string, string> = {
  countryCode: "mx",
  stateOrSlug: "jalisco",
  cityOrColonyOrSlug: "guadalajara",
  slug: "la-casa-del-mole",
  profileSlug: "la-casa-del-mole",
  category: "vinos",
  orderNumber: "A-1001",
  code: "X12",
  id: "42",
  invoiceId: "in_sandbox_1",
};

const fill = (path: string) => path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => sampleParams[name]!);

/** Routes whose module has its own loader (home reads the catalogue, not-found answers 404). */
// Pages with real loaders of their own (the rest are honest placeholders).
const ownLoaders = new Set([
  "home",
  "not-found",
  "country",
  "state",
  "city",
  "filter",
  "country-plus",
  "state-plus",
  "city-plus",
  "place-premium",
  "place-reserve",
  "reservation",
  "place",
  "place-menu",
  "place-payment-policy",
  "reservation-process",
  "user-panel",
  "user-panel-invoice",
  "forgot-password",
  "concierge",
  "franchises",
  "satisfaction-survey",
  "privacy",
  "terms",
  "experience",
  "experience-buy",
  "experiences-country",
  "experiences-state",
  "experiences-city",
  "experiences-filter",
  "experiences-thanks",
  "order",
  "stores",
  "store",
  "store-category",
  "store-product",
  "store-checkout",
  "store-order-detail",
  "store-order",
  "store-audit",
  "checkout",
  "partners-home",
  "partners-venue",
  "partners-staff",
  "partners-audit",
  "partners-invitation",
  "partners-setup",
  "partners-day-book",
  "partners-reports",
  "partners-profile",
  "partners-floor",
  "partners-menu",
  "partners-organizer",
  "partners-organizer-new-experience",
  "partners-organizer-experience",
  "partners-organizer-session",
  "partners-organizer-door",
  "partners-organizer-audit",
  "partners-organizer-staff",
  "partners-store",
  "partners-store-order",
  "partners-store-stock",
  "partners-store-products",
  "partners-store-staff",
  "partners-store-settings",
]);

type Loader = (args: unknown) => PageData;

describe("placeholder pages", () => {
  // The membership pages load plans and memberships (features/membership); they are tested there.
  const placeholders = routeTable.filter(
    (candidate) => !ownLoaders.has(candidate.id) && candidate.area !== "membership",
  );
  for (const route of placeholders) {
    for (const language of languages) {
      it(`${language}-${route.id} says what it is and what is missing, in its language`, async () => {
        const module = (await import(`../../${pageModules[route.id]}`)) as { loader: Loader };
        const path = fill(route.path[language]);
        const url = new URL(path, "https://sobremesa.example");
        const params = Object.fromEntries(
          [...route.path[language].matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, sampleParams[name!]!]),
        );
        const page = module.loader({
          request: new Request(url),
          url,
          pattern: routerPath(route.path[language]),
          params,
          context: {},
        });

        expect(page).toMatchObject({ id: route.id, language, layout: route.layout });
        for (const text of [page.heading, page.title, page.description, page.soon ?? "", page.intro ?? ""]) {
          expect(text).not.toMatch(/pages\.|\{\{|undefined/);
        }
        expect(page.heading.length).toBeGreaterThan(0);
        expect(page.description.length).toBeGreaterThan(20);
        expect(page.title).toMatch(/ \| Sobremesa$/);
        if (route.id !== "test") expect(page.soon?.length).toBeGreaterThan(10);
        expect(page.links.length).toBeGreaterThan(0);
        for (const link of [...page.links, ...(page.breadcrumbs ?? [])]) {
          expect(matchRoute(link.to), link.to).toBeDefined();
          expect(link.to.startsWith("/en/") || link.to === "/en/", link.to).toBe(language === "en");
        }
      });
    }
  }
});
