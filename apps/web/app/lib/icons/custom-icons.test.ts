import { iconCollection } from "@sobremesa/contracts";
import { iconCollectionFor } from "@sobremesa/domain/icons";
import { describe, expect, it, vi } from "vitest";
import { CUSTOM_ICONS_FAILED, fetchCustomIcons, isIconCollection, isSafeIconBody } from "./custom-icons";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("fetchCustomIcons", () => {
  it("asks the icon service for the names and keeps the collection's icons", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) => json(iconCollectionFor(["bar", "restaurant"])));
    const log = vi.fn();
    const icons = await fetchCustomIcons(["restaurant", "bar"], { language: "es", fetch, log });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/api\/tools\/icons\?icons=bar%2Crestaurant&lang=es&v=/);
    expect(icons?.prefix).toBe("sobremesa");
    expect(Object.keys(icons?.icons ?? {}).sort()).toEqual(["bar", "restaurant"]);
    expect(log).not.toHaveBeenCalled();
  });

  it("falls back after the 1500 ms timeout, logging Failed to load custom icons", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      );
      const log = vi.fn();
      const pending = fetchCustomIcons(["bar"], { language: "en", fetch, log });
      await vi.advanceTimersByTimeAsync(1499);
      expect(log).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBeNull();
      expect(log).toHaveBeenCalledWith(CUSTOM_ICONS_FAILED, expect.anything());
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ["no prefix", json({ icons: {} })],
    ["no icons object", json({ prefix: "sobremesa" })],
    ["an error status", json(iconCollectionFor(["bar"]), 500)],
    ["no JSON", new Response("<html>", { status: 200 })],
  ])("logs Failed to load custom icons and gives null on %s", async (_case, response) => {
    const log = vi.fn();
    const icons = await fetchCustomIcons(["bar"], { language: "es", fetch: async () => response, log });
    expect(icons).toBeNull();
    expect(log).toHaveBeenCalledWith("Failed to load custom icons", expect.anything());
  });

  it("drops an icon whose body is more than drawing", async () => {
    const collection = { prefix: "x", icons: { bad: { body: '<path d="M0 0" onclick="alert(1)"/>' } } };
    const icons = await fetchCustomIcons(["bad"], { language: "es", fetch: async () => json(collection) });
    expect(icons?.icons).toEqual({});
  });
});

describe("isIconCollection", () => {
  it.each([
    ["the service's own answer", iconCollectionFor(["bar", "restaurant", "missing"])],
    ["an empty collection", { prefix: "x", icons: {} }],
    [
      "boxes on the collection and an icon",
      { prefix: "x", width: 32, height: 16, icons: { a: { body: "<g/>", width: 8 } } },
    ],
    ["no prefix", { icons: {} }],
    ["an empty prefix", { prefix: "", icons: {} }],
    ["icons as an array", { prefix: "x", icons: [] }],
    ["an icon without a body", { prefix: "x", icons: { a: {} } }],
    ["an empty body", { prefix: "x", icons: { a: { body: "" } } }],
    ["a body over 10,000 characters", { prefix: "x", icons: { a: { body: "x".repeat(10_001) } } }],
    ["a zero width", { prefix: "x", width: 0, icons: {} }],
    ["an icon with a negative height", { prefix: "x", icons: { a: { body: "<g/>", height: -1 } } }],
    ["not_found not a list of names", { prefix: "x", icons: {}, not_found: [1] }],
    ["null", null],
  ])("agrees with the contract's schema on %s", (_case, value) => {
    expect(isIconCollection(value)).toBe(iconCollection.safeParse(value).success);
  });
});

describe("isSafeIconBody", () => {
  it("accepts drawing elements and refuses scripts, links, handlers and styles", () => {
    expect(isSafeIconBody('<g fill="none"><path d="M1 1"/><circle cx="1" cy="1" r="1"/></g>')).toBe(true);
    expect(isSafeIconBody("<script>alert(1)</script>")).toBe(false);
    expect(isSafeIconBody('<path d="M1 1" onload="x()"/>')).toBe(false);
    expect(isSafeIconBody('<use href="#x"/>')).toBe(false);
    expect(isSafeIconBody('<path style="x" d="M1 1"/>')).toBe(false);
    expect(isSafeIconBody("text <path/>")).toBe(false);
  });
});
