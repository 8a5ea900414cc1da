import { DomainError } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./testing.ts";

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ places: 30 });
  const { app } = subject;
  // Routes that only exist here, to drive the one error handler through each kind of failure.
  app.get("/api/__test/conflict", async () => {
    throw new DomainError("CONFLICT", "La reserva ya existe");
  });
  app.get("/api/__test/internal-domain", async () => {
    throw new DomainError("INTERNAL", "pool exhausted on db-primary-3");
  });
  app.get("/api/__test/crash", async () => {
    throw new Error("TypeError: cannot read secret of undefined at /srv/app.ts:12");
  });
  await app.ready();
});

afterAll(async () => {
  await subject.close();
});

describe("health", () => {
  it("says the process is alive", async () => {
    const response = await subject.app.inject("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers and every migration is applied", async () => {
    const response = await subject.app.inject("/readyz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok" } });
  });
});

describe("request ids and logs", () => {
  it("gives every answer a request id, keeping a well-formed incoming one", async () => {
    const generated = await subject.app.inject("/healthz");
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await subject.app.inject({ url: "/healthz", headers: { "x-request-id": "lb-trace-12345678" } });
    expect(kept.headers["x-request-id"]).toBe("lb-trace-12345678");
    const rejected = await subject.app.inject({ url: "/healthz", headers: { "x-request-id": "<script>" } });
    expect(rejected.headers["x-request-id"]).not.toBe("<script>");
  });
});

describe("metrics", () => {
  it("counts requests and measures latency by route template", async () => {
    await subject.app.inject("/api/tools/countries?lang=es");
    const response = await subject.app.inject("/metrics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/tools\/countries",status="200"\} \d+/,
    );
    expect(response.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\}/);
  });
});

describe("the one error handler", () => {
  it("maps a domain code to its status and keeps the message for 4xx", async () => {
    const response = await subject.app.inject("/api/__test/conflict");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "La reserva ya existe", error: { code: "CONFLICT" } });
  });

  it("never shows a 5xx message to the client", async () => {
    for (const url of ["/api/__test/internal-domain", "/api/__test/crash"]) {
      const response = await subject.app.inject(url);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain("db-primary");
      expect(response.body).not.toContain("secret");
      expect(response.json()).toMatchObject({ message: "Error al procesar la solicitud", error: { code: "INTERNAL" } });
    }
    const english = await subject.app.inject("/api/__test/crash?lang=en");
    expect(english.json().message).toBe("The request could not be processed");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await subject.app.inject("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("says which field to fix when validation fails", async () => {
    const response = await subject.app.inject("/api/tools/countries?lang=fr");
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.details).toEqual([expect.objectContaining({ field: "lang" })]);
  });
});
