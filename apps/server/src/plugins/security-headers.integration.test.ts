import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

const expected = {
  "content-security-policy": "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

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

  const kinds: [
    string,
    () => { method?: "GET" | "POST"; url: string; payload?: string; headers?: Record<string, string> },
  ][] = [
    ["home page", () => ({ url: "/" })],
    ["English home page", () => ({ url: "/en/" })],
    ["listing", () => ({ url: "/mx/" })],
    ["place page", () => ({ url: `/lugar/${placeSlug}/` })],
    ["thing to do", () => ({ url: `/plan-que-hacer/${experienceSlug}/` })],
    ["membership page (no header)", () => ({ url: "/plus/" })],
    ["not-found page", () => ({ url: "/esta-pagina-no-existe/" })],
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
