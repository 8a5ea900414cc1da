import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

const TOKEN = "metrics-token-0123456789abcdefghijklmnop";

describe("/metrics is for operators only", () => {
  let withToken: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    withToken = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    production = await buildTestApp({ env: { NODE_ENV: "production", APP_SECRET: "p".repeat(32) } });
  });
  afterAll(async () => {
    await withToken?.close();
    await production?.close();
  });

  it("answers only the scraper that sends the configured token", async () => {
    await withToken.app.inject("/healthz");
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, TOKEN]) {
      const refused = await withToken.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(refused.body).not.toContain("http_requests_total");
      expect(refused.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" }, requestId: expect.any(String) });
    }
    const english = await withToken.app.inject("/metrics?lang=en");
    expect(english.json().message).toMatch(/^Metrics need/);

    const scraped = await withToken.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
  });

  it("is not served in production when no token is configured", async () => {
    await production.app.inject("/healthz");
    const response = await production.app.inject("/metrics");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_requests_total");
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
