import { describe, expect, it, vi } from "vitest";
import { fetchBookableTimes } from "./listing-times-api";

const when = { date: "2026-12-05", time: "21:00", party: 4 };

describe("the bookable times of cards that show more brought", () => {
  it("asks 48 places per call with the page's choice and merges the answers by place", async () => {
    const urls: URL[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      urls.push(url);
      const ids = url.searchParams.get("places")!.split(",").map(Number);
      const places = ids.map((placeId) => ({
        placeId,
        bookable: true,
        times: [{ date: when.date, time: "21:00" }],
        next: null,
      }));
      return new Response(JSON.stringify({ places }), { status: 200, headers: { "content-type": "application/json" } });
    });
    const ids = Array.from({ length: 50 }, (_, index) => index + 1);
    const found = await fetchBookableTimes(ids, when, "en", fetch as unknown as typeof globalThis.fetch);

    expect(urls).toHaveLength(2);
    expect(urls[0]!.pathname).toBe("/api/places/bookable-times");
    expect(urls[0]!.searchParams.get("places")!.split(",")).toHaveLength(48);
    expect(urls[1]!.searchParams.get("places")).toBe("49,50");
    expect(
      Object.fromEntries(["fecha", "hora", "personas", "lang"].map((name) => [name, urls[0]!.searchParams.get(name)])),
    ).toEqual({
      fecha: "2026-12-05",
      hora: "21:00",
      personas: "4",
      lang: "en",
    });
    expect(Object.keys(found)).toHaveLength(50);
    expect(found[50]?.times).toEqual([{ date: when.date, time: "21:00" }]);
  });

  it("fails as a whole when the server does, so the caller shows the cards without times", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 503 }));
    await expect(fetchBookableTimes([1], when, "es", fetch as unknown as typeof globalThis.fetch)).rejects.toThrow();
  });
});
