import { describe, expect, it } from "vitest";
import { planSharedChunks } from "./shared-chunks";

const module = (id: string, size: number, ...roots: string[]) => ({ id, size, roots: new Set(roots) });

describe("planSharedChunks", () => {
  it("leaves code one root uses to that root's chunk", () => {
    expect(planSharedChunks([module("a", 100, "home")]).size).toBe(0);
  });

  it("puts code the same pages share together", () => {
    const plan = planSharedChunks([module("a", 5000, "home", "place"), module("b", 5000, "home", "place")]);
    expect(plan.get("a")).toBe(plan.get("b"));
  });

  it("merges small groups whose separate requests cost more than the code others then load", () => {
    // 300 bytes of code shared by home and place, 300 by home and listing: one request less for home
    // is worth the few bytes place and listing load without using them.
    const plan = planSharedChunks([module("a", 300, "home", "place"), module("b", 300, "home", "listing")], {
      ratio: 0.3,
      requestCost: 500,
    });
    expect(plan.get("a")).toBe(plan.get("b"));
  });

  it("keeps large groups apart: nobody loads kilobytes it does not use to save a request", () => {
    const plan = planSharedChunks([module("a", 20_000, "home", "place"), module("b", 20_000, "home", "listing")], {
      ratio: 0.3,
      requestCost: 500,
    });
    expect(plan.get("a")).not.toBe(plan.get("b"));
  });

  it("counts pages by their weight: code loaded on demand constrains merges less", () => {
    const modules = [module("a", 4000, "home", "place"), module("b", 4000, "home", "place", "lazy-panel")];
    const even = planSharedChunks(modules, { ratio: 0.3, requestCost: 500 });
    const light = planSharedChunks(modules, {
      ratio: 0.3,
      requestCost: 500,
      weight: (root) => (root === "lazy-panel" ? 0.1 : 1),
    });
    // Merged, home and place save a request (500 each), the panel loads 1200 bytes it does not use:
    // not worth it for a page, worth it for a panel that a tenth of the visits open.
    expect(even.get("a")).not.toBe(even.get("b"));
    expect(light.get("a")).toBe(light.get("b"));
    const heavy = planSharedChunks([module("a", 8000, "home", "place"), module("b", 1000, "home", "place", "x", "y")], {
      ratio: 0.3,
      requestCost: 500,
    });
    // x and y would each load 2400 bytes to save home and place 500 each: not worth it.
    expect(heavy.get("a")).not.toBe(heavy.get("b"));
  });
});
