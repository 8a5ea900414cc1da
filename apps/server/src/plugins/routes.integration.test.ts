import { localeTag, pathFor, type RouteDefinition, routeTable } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedAccount } from "../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ places: 60, pages: true });
  await subject.app.ready();
});

afterAll(async () => {
  await subject.close();
});

const sampleParams: Record<string, string> = {
  countryCode: "mx",
  stateOrSlug: "jalisco",
  cityOrColonyOrSlug: "guadalajara",
  slug: "demo",
  profileSlug: "demo",
  // Listing segments must resolve (ADR 005): a real state, city and cuisine of the catalogue.
  category: "cafe",
  orderNumber: "SM-1001",
  code: "ABC123",
  id: "12",
  // A venue and an invitation link of the right shape: the sign-in guard answers before either is looked up.
  venueId: "1",
  token: "0".repeat(64),
};

/** A store and a product of the demo seed. */
const DEMO_STORE = "palenque-tres-lunas";
const DEMO_PRODUCT = "mezcal-espadin-joven-750-ml";

/** A thing to do the demo seed always makes (Ciudad de México). */
const DEMO_EXPERIENCE = "recorrido-en-bicicleta-por-reforma-y-el-bosque-de-chapultepec";

function params(route: RouteDefinition): Record<string, string> {
  const names = [...route.path.es.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const values = Object.fromEntries(names.map((name) => [name, sampleParams[name] ?? "demo"]));
  // A 4-segment listing ends with a filter slug.
  if (route.area === "discovery" && route.id === "filter") values.slug = "mexicana";
  // Things to do of the demo seed: a real experience, and a category as the listing's filter.
  if (route.id === "experience" || route.id === "experience-buy") values.slug = DEMO_EXPERIENCE;
  if (route.id === "experiences-filter") values.slug = "tours";
  // The store of the demo seed: a real store, one of its categories and one of its products.
  if (route.id === "store" || route.id === "store-category") values.slug = DEMO_STORE;
  if (route.id === "store-category") values.category = "mezcales";
  if (route.id === "store-product") values.slug = DEMO_PRODUCT;
  return values;
}

/** What each route answers before any page is shown, when it is not a plain 200. */
function expectedAnswer(route: RouteDefinition, path: string, language: "es" | "en") {
  if (route.id === "premium") return { status: 301, location: language === "es" ? "/plus/" : "/en/plus/" };
  if (route.guards.includes("auth")) {
    const home = language === "es" ? "/" : "/en/";
    return { status: 302, location: `${home}?login=1&next=${encodeURIComponent(path)}` };
  }
  if (route.id === "not-found") return { status: 404 };
  // The generic checkout is the store's.
  if (route.id === "checkout")
    return { status: 301, location: language === "es" ? "/stores/checkout/" : "/en/stores/checkout/" };
  // Pages of a place or a booking that does not exist ("demo", "ABC123"); real ones are checked below.
  if (unknownItemRoutes.has(route.id)) return { status: 404 };
  return { status: 200 };
}

// A booking's page without its link ("ABC123") asks the visitor to sign in or have the link sent,
// known code or not: a 200 that shows nothing of any booking.
const unknownItemRoutes = new Set([
  "place-premium",
  "place",
  "place-menu",
  "place-reserve",
  "place-payment-policy",
  // Without a signed link the survey page says the link is not valid.
  "satisfaction-survey",
  // An order code that does not exist: the order page's not-found state with its code + e-mail form.
  "order",
  // Not an order number of the store ("SM-1001"), and the audit for anyone but a store manager.
  "store-order",
  "store-audit",
]);

const cases = routeTable.flatMap((route) =>
  (["es", "en"] as const).map((language) => ({ route, language, path: pathFor(route.id, language, params(route)) })),
);

describe("every route of the route table, in both languages", () => {
  it.each(cases)("$path ($route.id, $language)", async ({ route, language, path }) => {
    const response = await subject.app.inject(path);
    const expected = expectedAnswer(route, path, language);
    expect(response.statusCode).toBe(expected.status);
    if ("location" in expected) {
      expect(response.headers.location).toBe(expected.location);
      return;
    }
    if (unknownItemRoutes.has(route.id)) return;
    const body = response.body;
    expect(body).toContain(`<html lang="${localeTag(language)}"`);
    expect(body).toContain(`data-route-id="${route.id}"`);
    expect(body).toContain(`data-layout="${route.layout}"`);
    expect(body).toContain(`data-guards="${route.guards.join(" ")}"`);
    expect(body).toMatch(/<h1[\s>]/);
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    if (route.guards.includes("hide-header")) expect(body).toContain('data-header="hidden"');
    if (route.guards.includes("header-mobile")) expect(body).toContain('data-header="mobile"');
    if (route.layout === "no-header-no-footer" || route.layout === "404") expect(body).not.toMatch(/<footer[\s>]/);
    if (route.layout === "default") expect(body).toMatch(/<footer[\s>]/);
  });

  it.each(["es", "en"] as const)(
    "the pages of a real place keep their layout and header rules (%s)",
    async (language) => {
      const [place] = await subject.database.handle.query<{ slug: string }>(
        "select slug from places order by id limit 1",
      );
      for (const id of ["place", "place-menu", "place-reserve", "place-payment-policy"]) {
        const route = routeTable.find((candidate) => candidate.id === id)!;
        const path = pathFor(id, language, { slug: place!.slug, profileSlug: place!.slug });
        const response = await subject.app.inject(path);
        expect(response.statusCode, path).toBe(200);
        const body = response.body;
        expect(body).toContain(`data-route-id="${id}"`);
        expect(body).toContain(`data-layout="${route.layout}"`);
        expect(body).toMatch(/<h1[\s>]/);
        if (route.guards.includes("hide-header")) expect(body).toContain('data-header="hidden"');
        if (route.guards.includes("header-mobile")) expect(body).toContain('data-header="mobile"');
        if (route.layout === "no-header-no-footer") expect(body).not.toMatch(/<footer[\s>]/);
        if (route.layout === "default") expect(body).toMatch(/<footer[\s>]/);
      }
    },
  );
});

describe("guards", () => {
  it("lets a signed-in visitor into the user panel", async () => {
    // A real session of a verified account; a made-up token is a stranger.
    const { token } = await verifiedAccount(subject.app);
    const response = await subject.app.inject({ url: "/panel-de-usuario/", headers: { cookie: `rs_s_t=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-route-id="user-panel"');
  });
});

describe("parameter validation", () => {
  it.each(["/mex/", "/en/mx/jalisco-no/", "/m1/", "/planes-que-hacer/mex/", "/test/abc/", "/en/test/1a/"])(
    "%s is a 404 saying Page Not Found and the path",
    async (path) => {
      const response = await subject.app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(`Page Not Found ${path}`);
    },
  );

  it.each([
    ["/MX/", "/mx/"],
    ["/en/MX/jalisco/", "/en/mx/jalisco/"],
  ])("%s answers 301 to its one lowercase address %s", async (path, location) => {
    const response = await subject.app.inject(path);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("accepts digits for /test/{id}/", async () => {
    expect((await subject.app.inject("/test/2026/")).statusCode).toBe(200);
  });
});
