import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./client.ts";

function clientWith(answer: () => Response, token: string | null = "tok-1") {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  const log = vi.fn();
  const client = createApiClient({
    origin: "https://sobremesa.test",
    bases: { main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys" },
    language: () => "es",
    token: () => token,
    fetch,
    log,
  });
  const call = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, fetch, log, call };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the B2C (Go service) helpers", () => {
  it("GET sends its params, the Authorization header, and answers the body", async () => {
    const { client, call } = clientWith(json({ data: [1] }));
    await expect(client.b2cGet("/api/orders", { page: 2, filters: { open: true } })).resolves.toEqual({ data: [1] });
    expect(call().url).toBe("https://sobremesa.test/b2c/api/orders?page=2&filters=%7B%22open%22%3Atrue%7D");
    expect(call().init.method).toBe("GET");
    expect(call().headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("POST and DELETE send JSON bodies with the token", async () => {
    const { client, call } = clientWith(json({ ok: true }, 201));
    await client.b2cPost("/api/cards", { id: 3 });
    await client.b2cDelete("/api/cards", { id: 3 });
    await client.b2cDelete("/api/cards/3");
    expect(call(0).init).toMatchObject({ method: "POST", body: '{"id":3}' });
    expect(call(1).init).toMatchObject({ method: "DELETE", body: '{"id":3}' });
    expect(call(1).headers.get("content-type")).toBe("application/json");
    expect(call(2).headers.get("content-type")).toBeNull();
    for (const index of [0, 1, 2]) expect(call(index).headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("answers a Blob for a file", async () => {
    const { client, call } = clientWith(() => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    const blob = await client.b2cBlob("/api/receipts/9", { format: "pdf" });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe("%PDF");
    expect(call().url).toBe("https://sobremesa.test/b2c/api/receipts/9?format=pdf");
    expect(call().headers.get("authorization")).toBe("Bearer tok-1");
  });

  it.each([
    ["b2cGet", (client: ReturnType<typeof createApiClient>) => client.b2cGet("/x")],
    ["b2cPost", (client: ReturnType<typeof createApiClient>) => client.b2cPost("/x", {})],
    ["b2cDelete", (client: ReturnType<typeof createApiClient>) => client.b2cDelete("/x")],
    ["b2cBlob", (client: ReturnType<typeof createApiClient>) => client.b2cBlob("/x")],
  ])("%s throws on a non-OK answer with the spec's message, and logs it", async (_name, run) => {
    const { client, log } = clientWith(json({ error: { message: "Sin permiso" } }, 403));
    const failure = run(client);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: "Sin permiso", status: 403 });
    expect(log).toHaveBeenCalledWith(
      "Sin permiso",
      expect.objectContaining({ surface: "b2c", path: "/x", status: 403 }),
    );
  });

  it("falls back to Error al procesar la solicitud when the error says nothing", async () => {
    const { client, log } = clientWith(() => new Response("", { status: 500 }), null);
    await expect(client.b2cGet("/x")).rejects.toThrow("Error al procesar la solicitud");
    expect(log).toHaveBeenCalledOnce();
  });

  it("sends no Authorization header without a token", async () => {
    const { client, call } = clientWith(json({}), null);
    await client.b2cGet("/x");
    expect(call().headers.get("authorization")).toBeNull();
  });
});
