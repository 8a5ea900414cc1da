import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";
import { isSubresource } from "./security-headers.ts";

const expected = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

/** The policy's directives by name ("script-src" -> ["'nonce-…'", ...]). */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, "content-security-policy").toBeTypeOf("string");
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The nonce the policy allows scripts with (there is exactly one). */
function policyNonce(policy: string | undefined): string {
  const nonces = (directives(policy).get("script-src") ?? []).filter((value) => value.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

/** Every <script> tag of a page, with its nonce attribute and whether the browser would run it. */
function scriptTags(html: string): { tag: string; nonce: string | undefined; runs: boolean }[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => {
    const type = /\btype="([^"]*)"/.exec(tag)?.[1];
    return {
      tag,
      nonce: /\bnonce="([^"]*)"/.exec(tag)?.[1],
      // JSON-LD and other data blocks are never executed, so CSP does not judge them.
      runs: type === undefined || type === "module" || type === "text/javascript",
    };
  });
}

describe("security headers on every kind of answer (site served over HTTPS)", () => {
  let subject: TestApp;
  let placeSlug: string;
  let experienceSlug: string;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3, pages: true, env: { SITE_URL: "https://sobremesa.example" } });
    placeSlug = (
      await subject.database.handle.query<{ slug: string }>("select slug from places order by id limit 1")
    )[0]!.slug;
    experienceSlug = (
      await subject.database.handle.query<{ slug: string }>("select slug from experiences order by id limit 1")
    )[0]!.slug;
  });
  afterAll(async () => {
    await subject.close();
  });

  const pages: [string, () => string][] = [
    ["home page", () => "/"],
    ["English home page", () => "/en/"],
    ["listing", () => "/mx/"],
    ["place page", () => `/lugar/${placeSlug}/`],
    ["thing to do", () => `/plan-que-hacer/${experienceSlug}/`],
    ["membership page (no header)", () => "/plus/"],
    ["not-found page", () => "/esta-pagina-no-existe/"],
  ];
  const kinds: [
    string,
    () => { method?: "GET" | "POST"; url: string; payload?: string; headers?: Record<string, string> },
  ][] = [
    ...pages.map(([name, url]): (typeof kinds)[number] => [name, () => ({ url: url() })]),
    ["redirect", () => ({ url: "/premium/" })],
    ["API answer", () => ({ url: "/api/tools/status" })],
    ["API error", () => ({ url: "/api/experiences/no-existe" })],
    [
      "webhook refusal",
      () => ({
        method: "POST",
        url: "/webhooks/stripe",
        payload: "{}",
        headers: { "content-type": "application/json" },
      }),
    ],
    ["health check", () => ({ url: "/healthz" })],
  ];

  it.each(kinds)("%s", async (_kind, request) => {
    const response = await subject.app.inject(request());
    for (const [name, value] of Object.entries(expected)) expect(response.headers[name], name).toBe(value);
    const policy = directives(response.headers["content-security-policy"] as string);
    if (/json/.test(String(response.headers["content-type"]))) {
      // No browser renders a JSON answer: it may load nothing and be framed nowhere; the headers
      // only documents use stay off it.
      expect(Object.fromEntries(policy)).toEqual({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });
      expect(response.headers["permissions-policy"]).toBeUndefined();
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
      return;
    }
    expect(response.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(self), payment=(self)");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(policy.get("script-src")).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      "'strict-dynamic'",
      "'self'",
    ]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    // Never a way around the nonce for scripts.
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("keeps document headers off build assets but not off worker scripts or a missing asset's page", async () => {
    const home = await subject.app.inject({ url: "/" });
    const script =
      /<template data-deferred-preload=""><link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/.exec(
        home.body,
      )?.[1];
    expect(script).toBeDefined();
    const asset = await subject.app.inject({ url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    expect(asset.headers["x-frame-options"]).toBeUndefined();
    const missing = await subject.app.inject({ url: "/assets/no-such-file.js", headers: { accept: "text/html" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toBeDefined();
    expect(isSubresource("/assets/maplibre-gl-worker-abc.mjs")).toBe(false);
    expect(isSubresource("/assets/entry.client-abc.js")).toBe(true);
    expect(isSubresource("/lugar/x/")).toBe(false);
  });

  it.each(pages)("%s: every script the browser runs carries the header's nonce", async (_kind, url) => {
    const response = await subject.app.inject({ url: url() });
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const nonce = policyNonce(response.headers["content-security-policy"] as string);
    const scripts = scriptTags(response.body).filter((script) => script.runs);
    // The hydration data and the start-after-paint script at least.
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(script.nonce, script.tag).toBe(nonce);
    // The page's modules start after its first paint: the start script (nonced, so checked above)
    // makes their preloads and the entry module with its own nonce; none starts from the markup.
    // Every module preload sits inside a <template>, which the browser never fetches from.
    const outsideTemplates = response.body.replace(/<template\b[^>]*>.*?<\/template>/gs, "");
    expect(outsideTemplates).not.toMatch(/<link\b[^>]*\srel="modulepreload"/);
    expect(response.body).toMatch(/<template data-deferred-preload=""><link\b[^>]*\srel="modulepreload"/);
    expect(scriptTags(response.body).filter((script) => script.tag.includes('type="module"'))).toEqual([]);
    expect(response.body).toMatch(/<script\b[^>]*type="text\/x-deferred-module"[^>]*>[^<]*import\("\/assets\//);
    expect(response.body).toContain('querySelectorAll("template[data-deferred-preload]")');
  });

  it("gives each request its own nonce, also when the page comes from the page cache", async () => {
    const nonces = new Set<string>();
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await subject.app.inject({ url: "/mx/" });
      expect(response.statusCode).toBe(200);
      const nonce = policyNonce(response.headers["content-security-policy"] as string);
      const inPage = new Set(scriptTags(response.body).flatMap((script) => (script.nonce ? [script.nonce] : [])));
      expect([...inPage]).toEqual([nonce]);
      nonces.add(nonce);
      if (visit > 0) expect(response.headers["x-page-cache"]).toBe("hit");
    }
    expect(nonces.size).toBe(3);
  });

  it("keeps HSTS off a site served over plain HTTP (development)", async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject("/api/tools/status");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["x-frame-options"]).toBe("DENY");
    } finally {
      await plain.close();
    }
  });
});

describe("the Content-Security-Policy follows the configuration", () => {
  // One app with every third party configured (building one takes seconds); the app above, with
  // none configured, shows that each is absent by default.
  it("lets in the map style's and tiles' hosts, Stripe.js with its frames and API, and Google Maps", async () => {
    const configured = await buildTestApp({
      pages: true,
      env: {
        MAP_STYLE_URL: "https://styles.example.com/sobremesa/style.json",
        MAP_TILE_ORIGINS: "https://tiles.example.com, https://glyphs.example.net",
        BILLING_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_csp",
        STRIPE_PUBLISHABLE_KEY: "pk_test_csp",
        STRIPE_WEBHOOK_SECRET: "whsec_csp",
        GOOGLE_MAPS_KEY: "AIzaTestKeyForCsp123",
      },
    });
    try {
      const page = await configured.app.inject({ url: "/no-such-page/" });
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      const policy = directives(page.headers["content-security-policy"] as string);
      const mapHosts = ["https://styles.example.com", "https://tiles.example.com", "https://glyphs.example.net"];
      expect(policy.get("connect-src")).toEqual(
        expect.arrayContaining(["'self'", ...mapHosts, "https://api.stripe.com", "https://*.googleapis.com"]),
      );
      expect(policy.get("img-src")).toEqual(
        expect.arrayContaining(["'self'", "data:", "blob:", ...mapHosts, "https://*.gstatic.com"]),
      );
      expect(policy.get("script-src")).toEqual(expect.arrayContaining(["'strict-dynamic'", "https://js.stripe.com"]));
      expect(policy.get("frame-src")).toEqual(
        expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com", "https://*.google.com"]),
      );
      expect(policy.get("frame-src")).not.toContain("'none'");
      expect(policy.get("font-src")).toEqual(["'self'", "https://fonts.gstatic.com"]);
    } finally {
      await configured.close();
    }
  });
});
