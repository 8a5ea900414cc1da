import { describe, expect, it, vi } from "vitest";
import { mainApi } from "./main-api";

describe("mainApi", () => {
  it("calls the main API same-origin with lang, v and the X-Requested-With marker, and passes the signal", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 }));
    const controller = new AbortController();
    await mainApi({ language: "en", signal: controller.signal, fetch }).mainGet("/api/tools/locations", { q: "gdl" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/tools/locations?q=gdl&lang=en&v=6.1.1");
    expect(new Headers(init.headers).get("x-requested-with")).toBe("XMLHttpRequest");
    expect(init.signal).toBe(controller.signal);
  });
});
