import { describe, expect, it, vi } from "vitest";

describe("first-load flag", () => {
  it("stays true until the router shows a page of its own, then tells its readers once", async () => {
    vi.resetModules();
    const { endFirstLoad, isFirstLoad } = await import("./first-load");
    expect(isFirstLoad()).toBe(true);
    endFirstLoad();
    expect(isFirstLoad()).toBe(false);
    endFirstLoad();
    expect(isFirstLoad()).toBe(false);
  });
});
