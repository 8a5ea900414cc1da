import { pathFor, routeTable } from "@sobremesa/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../accounts-testing.ts";
import { insertExperience } from "../experiences-testing.ts";
import { insertStore, stateOf } from "../store-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Route {
  method: Method;
  url: string;
}

const METHODS = new Set<string>(["GET", "POST", "PUT", "PATCH", "DELETE"]);
const WRITES = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every route of the app as Fastify knows it (its printed tree, full paths), so a route added
 * tomorrow is in these tables without anyone listing it.
 */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const joined = `${stack.join("")}${match[2]}`;
    const path = joined.startsWith("/") ? joined : `/${joined}`;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ").filter((name) => METHODS.has(name)))
      routes.push({ method: method as Method, url: path });
  }
  return routes;
}

const key = (route: Route) => `${route.method} ${route.url}`;
const isAsset = (url: string) => /^\/(assets|_i18n|_art|og)\//.test(url) || url === "/_app/builds/latest.json";

/** Writes that take no session cookie, so no Origin rule applies; the test checks each still exists. */
const ORIGIN_EXEMPT: Record<string, string> = {
  "POST /webhooks/stripe": "Stripe's calls: signature checked on the raw body, no cookie",
  "POST /__dev/reservations/:code/end-visit": "development only: absent in production",
  "POST /__dev/billing/advance-clock": "development only: absent in production",
  "POST /__dev/billing/lose-charge-answers": "development only: absent in production",
};

const EVIL_TARGETS = [
  "//evil.example",
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example",
  "/\\/evil.example/",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "/%09/evil.example/",
];

function sameSite(location: string): boolean {
  if (!location.startsWith("/") || location.startsWith("//") || location.includes("\\")) return false;
  return new URL(location, SITE_ORIGIN).origin === SITE_ORIGIN;
}

describe("security tables over every route", () => {
  let subject: TestApp;
  let alice: Account;
  let bob: Account;
  let routes: Route[];
  let aliceOrder: string;
  let aliceStoreOrder: string;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1, pages: true });
    await subject.app.ready();
    routes = routesOf(subject.app);
    alice = await verifiedAccount(subject.app, { firstName: "Alicia", lastName: "Privada" });
    bob = await verifiedAccount(subject.app, { firstName: "Bob" });
    const experience = await insertExperience(subject.database, { slug: "cata-seguridad" });
    const bought = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-seguridad/orders?lang=es",
      headers: { ...browser(alice.token), "idempotency-key": `seguridad-${Date.now()}` },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: experience.sessionId,
        tickets: [{ ticket_type_id: experience.general, quantity: 1 }],
        contact: {
          firstName: "Alicia",
          lastName: "Privada",
          email: alice.email,
          countryCode: "+52",
          phone: "5512340000",
        },
        payment: { card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" } },
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    aliceOrder = bought.json().order.code;

    // And a store order of hers, placed from her cart.
    const store = await insertStore(subject.database, { slug: "tienda-seguridad" });
    const added = await subject.app.inject({
      method: "POST",
      url: "/api/store/cart/items",
      headers: browser(alice.token),
      payload: { variant_id: store.variants.small, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await subject.app.inject({
      method: "POST",
      url: "/api/store/orders?lang=es",
      headers: { ...browser(alice.token), "idempotency-key": `seguridad-tienda-${Date.now()}` },
      remoteAddress: uniqueIp(),
      payload: {
        contact: {
          firstName: "Alicia",
          lastName: "Privada",
          email: alice.email,
          countryCode: "+52",
          phone: "5512340000",
        },
        address: {
          country: "mx",
          recipient: "Alicia Privada",
          line1: "Calle Secreta 1",
          district: "Centro",
          city: "Cuauhtémoc",
          state_id: await stateOf(subject.database, "mx"),
          postal_code: "06000",
        },
        shipping_code: "standard",
        payment: { card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" } },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    aliceStoreOrder = placed.json().order.number;
  }, 120_000);
  afterAll(() => subject?.close());

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });

  it("finds the routes it checks", () => {
    expect(routes).toContainEqual({ method: "PATCH", url: "/api/user/profile" });
    expect(routes).toContainEqual({ method: "POST", url: "/api/experiences/:slug/orders" });
    expect(routes).toContainEqual({ method: "DELETE", url: "/rsv/reservations/:code" });
    expect(routes).toContainEqual({ method: "POST", url: "/*" });
  });

  describe("open redirects: no answer sends the visitor to another site", () => {
    const authPage = routeTable.find((route) => route.guards.includes("auth"));
    const carriers: [string, (target: string) => string][] = [
      ["the path itself (trailing slash, legacy rules)", (target) => target],
      ["a path under /en", (target) => `/en${target.startsWith("/") ? target : `/${target}`}`],
      ["a path under /experiencias", (target) => `/experiencias${target.startsWith("/") ? target : `/${target}`}`],
      ["the sign-in panel's next", (target) => `/?login=1&next=${encodeURIComponent(target)}`],
      ["the English sign-in panel's next", (target) => `/en/?login=1&next=${encodeURIComponent(target)}`],
      [
        "a signed-in-only page's way back",
        (target) => `${authPage ? pathFor(authPage.id, "es", {}) : "/"}?next=${encodeURIComponent(target)}`,
      ],
      ["the page data API's path", (target) => `/api/tools/page?lang=es&path=${encodeURIComponent(target)}`],
    ];
    const cases = carriers.flatMap(([carrier, build]) =>
      EVIL_TARGETS.map((target) => [carrier, target, build(target)] as const),
    );

    it.each(cases)("%s: %s", async (_carrier, _target, url) => {
      const response = await inject({ url });
      const location = response.headers.location;
      if (typeof location === "string") expect(sameSite(location), `${url} -> ${location}`).toBe(true);
      // A page may link to itself with the address it was given in its query, never to another site.
      for (const [, link = ""] of response.body.matchAll(/\b(?:href|action|formaction|src)=["']([^"']*)["']/g)) {
        const resolved = new URL(link.replace(/&amp;/g, "&"), SITE_ORIGIN);
        expect(resolved.hostname, `${url}: ${link}`).not.toContain("evil.example");
        expect(resolved.protocol, `${url}: ${link}`).not.toBe("javascript:");
      }
      if (url.startsWith("/api/tools/page")) {
        const redirect = response.json().data?.redirect;
        if (redirect) expect(sameSite(redirect)).toBe(true);
      }
    });
  });

  describe("Origin check: a cookie-authenticated write from another site is refused", () => {
    const fill = (url: string) =>
      url
        .replace("*", "usuario/")
        .replace(/:(\w+)/g, (_match, name: string) => (name === "email" ? "x%40example.com" : `x${name}1`));

    it("keeps its list of exemptions up to date", () => {
      const writes = routes.filter((route) => WRITES.has(route.method)).map(key);
      for (const exempt of Object.keys(ORIGIN_EXEMPT)) expect(writes).toContain(exempt);
    });

    it("refuses every write route but the exempt ones, and lets the same request through from the site", async () => {
      const writes = routes.filter((route) => WRITES.has(route.method) && !(key(route) in ORIGIN_EXEMPT));
      expect(writes.length).toBeGreaterThan(40);
      const problems: string[] = [];
      for (const route of writes) {
        const url = `${fill(route.url)}?lang=es&requestFrom=WEBSITE`;
        const foreign = await inject({
          method: route.method,
          url,
          headers: { ...browser(bob.token), origin: "https://evil.example" },
          payload: {},
        });
        if (foreign.statusCode !== 403 || foreign.json().error?.code !== "FORBIDDEN")
          problems.push(`${key(route)}: ${foreign.statusCode} ${foreign.body.slice(0, 120)}`);
        const own = await inject({ method: route.method, url, headers: browser(bob.token), payload: {} });
        // The refusal above was the Origin rule: the same request from the site gets past it.
        if (own.statusCode === 403 && own.body === foreign.body.replace(foreign.json().requestId, own.json().requestId))
          problems.push(`${key(route)}: refused from the site's own Origin too`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe("authorisation: nobody reads or changes another user's data", () => {
    /** Endpoints that act on the signed-in user's own things; everything else under the APIs is public. */
    const USER_SCOPED = [
      "GET /api/user/me",
      "PATCH /api/user/profile",
      "POST /api/user/change-password",
      "DELETE /api/user",
      "POST /api/subscription/get-active-subscriptions",
      "POST /api/subscription/on-grace-period-by-stripe-id",
      "POST /api/subscription/create-as-stripe-customer",
      "POST /api/subscription/create-subscription",
      "POST /api/subscription/create-subscription-with-trial",
      "POST /api/subscription/create-customer-and-subscription",
      "POST /api/subscription/create-setup-intent",
      "POST /api/subscription/add-payment-method",
      "DELETE /api/subscription/delete-payment-method",
      "POST /api/subscription/update-default-payment-method",
      "POST /api/subscription/get-payment-methods",
      "GET /api/subscription/get-subscription-invoices",
      "POST /api/subscription/cancel-subscription",
      "POST /api/subscription/cancel-subscription-with-email",
      "POST /api/subscription/apply-cancel-offer",
      "POST /api/subscription/is-user-subscribed",
      "GET /api/subscription/has-customer-stripe-suscription",
      "GET /rsv/registeredCustomer/reservations",
      "GET /rsv/reservations/:code",
      "PATCH /rsv/reservations/:code",
      "DELETE /rsv/reservations/:code",
      "GET /api/experiences/orders/:code",
      "POST /api/experiences/orders/:code/authenticate",
      "GET /api/store/orders",
      "GET /api/store/orders/:number",
      "POST /api/store/orders/:number/authenticate",
      "POST /api/store/orders/:number/cancel",
      "GET /api/store/audit",
      "POST /api/store/orders/:number/status",
      "POST /api/store/stock-movements",
      "POST /api/store/price-changes",
    ];
    const apiRoute = (route: Route) => /^\/(api|rsv|b2c|sys|partners)\//.test(route.url) || route.url === "/user-login";

    it("lists every user-scoped endpoint that exists", () => {
      const keys = routes.map(key);
      for (const scoped of USER_SCOPED) expect(keys).toContain(scoped);
    });

    it("answers a signed-out caller of a user-scoped endpoint with 401 or 403", async () => {
      const problems: string[] = [];
      for (const scoped of USER_SCOPED) {
        const [method, path] = scoped.split(" ") as [Method, string];
        const url = `${path.replace(":code", aliceOrder).replace(":number", aliceStoreOrder)}?lang=es&requestFrom=WEBSITE`;
        const response = await inject({ method, url, headers: { origin: SITE_ORIGIN }, payload: {} });
        if (![400, 401, 403, 404].includes(response.statusCode))
          problems.push(`${scoped}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.body.includes(alice.email)) problems.push(`${scoped}: shows Alice's e-mail`);
      }
      expect(problems).toEqual([]);
    });

    it("never shows Alice's data to Bob or to nobody, on any API route, whatever ids Bob sends", async () => {
      const aliceMarks = [alice.email, alice.id, "Privada", "Calle Secreta", aliceOrder, aliceStoreOrder];
      const targeted = routes.filter(
        (route) => apiRoute(route) && !isAsset(route.url) && key(route) !== "DELETE /api/user",
      );
      expect(targeted.length).toBeGreaterThan(50);
      const before = await subject.database.handle.query("select * from users where id = $1", [alice.id]);
      const problems: string[] = [];
      for (const route of targeted) {
        const path = route.url
          .replace(":code", aliceOrder)
          .replace(":number", aliceStoreOrder)
          .replace(":email", encodeURIComponent(alice.email))
          .replace(/:(\w+)/g, "cata-seguridad");
        // Bob may know Alice's order code or id, not the e-mail that goes with a guest's order code.
        const query = new URLSearchParams({
          lang: "es",
          requestFrom: "WEBSITE",
          email: bob.email,
          id: alice.id,
          userId: alice.id,
          code: aliceOrder,
        });
        const payload = { email: bob.email, id: alice.id, userId: alice.id, user_id: alice.id, code: aliceOrder };
        for (const headers of [browser(bob.token), { origin: SITE_ORIGIN }]) {
          const response = await inject({
            method: route.method,
            url: `${path}?${query}`,
            headers,
            ...(route.method === "GET" ? {} : { payload }),
          });
          if (route.method === "POST" && route.url === "/api/auth/logout") continue;
          const leaked = aliceMarks.filter((mark) => response.body.includes(mark));
          // Echoing back the very id or address the caller sent is not a leak; anything of Alice's own is.
          const own = leaked.filter((mark) => mark === "Privada" || (response.statusCode < 400 && mark !== alice.id));
          if (own.length > 0)
            problems.push(
              `${key(route)} as ${"cookie" in headers ? "Bob" : "nobody"}: ${response.statusCode} ${own.join(", ")}`,
            );
        }
      }
      expect(problems).toEqual([]);
      // And nothing of Alice's changed: her row, her order, her session.
      expect(await subject.database.handle.query("select * from users where id = $1", [alice.id])).toEqual(before);
      const order = await inject({ url: `/api/experiences/orders/${aliceOrder}`, headers: browser(alice.token) });
      expect(order.statusCode).toBe(200);
      expect(order.json().data?.status ?? order.json().order?.status).toBe("paid");
      const storeOrder = await inject({ url: `/api/store/orders/${aliceStoreOrder}`, headers: browser(alice.token) });
      expect(storeOrder.json().order.status).toBe("paid");
      const cart = await inject({ url: "/api/store/cart", headers: browser(alice.token) });
      expect(cart.json().cart.items).toEqual([]);
      expect((await inject({ url: "/api/user/me", headers: browser(alice.token) })).statusCode).toBe(200);
    }, 60_000);
  });
});
