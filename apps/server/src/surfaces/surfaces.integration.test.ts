import { API_VERSION, ApiError, createApiClient } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

describe("the four API surfaces at their default bases", () => {
  let subject: TestApp;
  let origin: string;
  const seen: { url: string; headers: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    subject = await buildTestApp({ places: 20 });
    subject.app.addHook("onRequest", async (request) => {
      seen.push({ url: request.url, headers: request.headers });
    });
    origin = await subject.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await subject.close();
  });

  const client = (language: "es" | "en" = "es") =>
    createApiClient({
      origin,
      bases: { main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys" },
      language: () => language,
      token: () => "test-token",
    });

  it("main-API GETs carry lang, v=6.1.1, the X-Requested-With marker, JSON content type and the token", async () => {
    const answer = await client("en").mainGet<{ data: { code: string; name: string }[] }>("/api/tools/countries");
    expect(answer.data.map((country) => country.code).sort()).toEqual(["co", "cr", "mx"]);
    expect(answer.data.find((country) => country.code === "mx")?.name).toBe("Mexico");
    const request = seen.findLast((entry) => entry.url.startsWith("/api/tools/countries"))!;
    const query = new URL(request.url, origin).searchParams;
    expect(query.get("lang")).toBe("en");
    expect(query.get("v")).toBe(API_VERSION);
    expect(request.headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe("Bearer test-token");
  });

  it("lists answer { data: [...] } and Spanish names by default", async () => {
    const answer = await client("es").mainGet<{ data: { code: string; name: string; dial_code: string }[] }>(
      "/api/tools/countries",
    );
    expect(answer.data.find((country) => country.code === "mx")).toMatchObject({ name: "México", dial_code: "+52" });
  });

  it("reservation-system calls carry requestFrom=WEBSITE and are refused without it", async () => {
    const answer = await client().reservations<{ data: { surface: string } }>("GET", "/status");
    expect(answer.data.surface).toBe("reservations");
    const request = seen.findLast((entry) => entry.url.startsWith("/rsv/status"))!;
    expect(new URL(request.url, origin).searchParams.get("requestFrom")).toBe("WEBSITE");
    const bare = await fetch(`${origin}/rsv/status`);
    expect(bare.status).toBe(400);
  });

  it("mounts the B2C and system surfaces", async () => {
    expect((await client().service<{ data: { surface: string } }>("b2c", "GET", "/status")).data.surface).toBe("b2c");
    expect((await client().service<{ data: { surface: string } }>("system", "GET", "/status")).data.surface).toBe(
      "system",
    );
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    const failing = createApiClient({
      origin,
      bases: { main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys" },
      language: () => "es",
    });
    await expect(failing.mainGet("/api/not-there")).rejects.toThrow(ApiError);
    await expect(failing.mainGet("/api/not-there")).rejects.toThrow("No encontramos lo que buscabas");
  });

  it("documents every surface in the OpenAPI document at /api/docs", async () => {
    const response = await fetch(`${origin}/api/docs`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/tools/countries",
        "/rsv/status",
        "/b2c/status",
        "/sys/status",
        "/healthz",
        "/readyz",
      ]),
    );
    const countries = document.paths["/api/tools/countries"] as { get: { parameters: { name: string }[] } };
    expect(countries.get.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(["lang", "v"]));
  });
});

describe("surface bases are configuration", () => {
  it("mounts each surface where the environment says", async () => {
    const subject = await buildTestApp({
      env: { RSV_API_BASE: "/reservas", B2C_API_BASE: "/go", SYS_API_BASE: "/system" },
    });
    try {
      expect((await subject.app.inject("/reservas/status?requestFrom=WEBSITE")).statusCode).toBe(200);
      expect((await subject.app.inject("/go/status")).statusCode).toBe(200);
      expect((await subject.app.inject("/system/status")).statusCode).toBe(200);
      // The default base is no API any more: it is an unknown page.
      expect((await subject.app.inject("/rsv/status/?requestFrom=WEBSITE")).statusCode).toBe(404);
    } finally {
      await subject.close();
    }
  });
});
