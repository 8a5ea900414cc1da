import { describe, expect, it } from "vitest";
import { cartOrderable, initialVariant, lineProblem, quantityLimit, stepWithin, stockState } from "./store-cart";

describe("cart rules", () => {
  it("limits a quantity to the stock and the per-item limit", () => {
    expect(quantityLimit({ stock: 3 })).toBe(3);
    expect(quantityLimit({ stock: 40 })).toBe(10);
    expect(quantityLimit({ stock: 0 })).toBe(0);
    expect(quantityLimit(null)).toBe(0);
    expect(stepWithin(1, -1, 3)).toBe(1);
    expect(stepWithin(3, 1, 3)).toBe(3);
    expect(stepWithin(2, 1, 3)).toBe(3);
    expect(stepWithin(5, 0, 3)).toBe(3);
    expect(stepWithin(1, 1, 0)).toBe(0);
  });

  it("says how many are left only when few are", () => {
    expect(stockState(0)).toEqual({ kind: "out" });
    expect(stockState(3)).toEqual({ kind: "low", left: 3 });
    expect(stockState(6)).toEqual({ kind: "in" });
  });

  it("starts on the first variant in stock", () => {
    expect(
      initialVariant([
        { id: 1, stock: 0 },
        { id: 2, stock: 4 },
      ]),
    ).toEqual({ id: 2, stock: 4 });
    expect(initialVariant([{ id: 1, stock: 0 }])).toEqual({ id: 1, stock: 0 });
    expect(initialVariant([])).toBeNull();
  });

  it("flags cart lines the stock no longer covers", () => {
    expect(lineProblem({ quantity: 2, stock: 5 })).toBeNull();
    expect(lineProblem({ quantity: 4, stock: 2 })).toEqual({ kind: "low", left: 2 });
    expect(lineProblem({ quantity: 1, stock: 0 })).toEqual({ kind: "out" });
    expect(cartOrderable([{ quantity: 1, stock: 1 }])).toBe(true);
    expect(cartOrderable([{ quantity: 2, stock: 1 }])).toBe(false);
    expect(cartOrderable([])).toBe(false);
  });
});
