import { CART_LIMITS } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { addressLines, buyerCanCancel, canMove, expectedUnitsOut, mergeCarts } from "./rules.ts";

describe("merging the anonymous cart into the account's at sign-in", () => {
  it("adds up the same store's goods, capping each line at the per-item limit", () => {
    const merged = mergeCarts(
      {
        storeId: 1,
        lines: [
          { variantId: 10, quantity: 2 },
          { variantId: 11, quantity: 9 },
        ],
      },
      {
        storeId: 1,
        lines: [
          { variantId: 11, quantity: 5 },
          { variantId: 12, quantity: 1 },
        ],
      },
    );
    expect(merged.storeId).toBe(1);
    expect(merged.lines).toEqual([
      { variantId: 10, quantity: 2 },
      { variantId: 11, quantity: CART_LIMITS.perItem },
      { variantId: 12, quantity: 1 },
    ]);
  });

  it("keeps the anonymous cart when it holds another store's goods, the account's when it is empty", () => {
    const account = { storeId: 1, lines: [{ variantId: 10, quantity: 2 }] };
    const other = { storeId: 2, lines: [{ variantId: 20, quantity: 1 }] };
    expect(mergeCarts(account, other)).toEqual(other);
    expect(mergeCarts(account, { storeId: null, lines: [] })).toEqual(account);
    expect(mergeCarts({ storeId: null, lines: [] }, other)).toEqual(other);
  });

  it("never grows past the cart's line limit", () => {
    const full = Array.from({ length: CART_LIMITS.lines }, (_, index) => ({ variantId: index + 1, quantity: 1 }));
    const merged = mergeCarts(
      { storeId: 1, lines: full },
      {
        storeId: 1,
        lines: [
          { variantId: 1, quantity: 1 },
          { variantId: 999, quantity: 1 },
        ],
      },
    );
    expect(merged.lines).toHaveLength(CART_LIMITS.lines);
    expect(merged.lines[0]).toEqual({ variantId: 1, quantity: 2 });
  });
});

describe("an order's statuses", () => {
  it("moves forward only: paid, preparing, shipped, delivered; cancelled before payment, refunded after", () => {
    expect(canMove("pending_payment", "paid")).toBe(true);
    expect(canMove("pending_payment", "cancelled")).toBe(true);
    expect(canMove("paid", "preparing")).toBe(true);
    expect(canMove("preparing", "shipped")).toBe(true);
    expect(canMove("shipped", "delivered")).toBe(true);
    expect(canMove("paid", "refunded")).toBe(true);
    expect(canMove("paid", "shipped")).toBe(false);
    expect(canMove("delivered", "preparing")).toBe(false);
    expect(canMove("cancelled", "paid")).toBe(false);
    expect(canMove("shipped", "refunded")).toBe(false);
  });

  it("lets the buyer cancel only a paid order the store has not started", () => {
    expect(buyerCanCancel("paid")).toBe(true);
    for (const status of ["pending_payment", "preparing", "shipped", "delivered", "cancelled", "refunded"] as const)
      expect(buyerCanCancel(status)).toBe(false);
  });

  it("expects a standing order to hold its units and an undone one to hold none", () => {
    expect(expectedUnitsOut("paid", 3)).toBe(3);
    expect(expectedUnitsOut("pending_payment", 3)).toBe(3);
    expect(expectedUnitsOut("cancelled", 3)).toBe(0);
    expect(expectedUnitsOut("refunded", 3)).toBe(0);
  });
});

describe("printing an address", () => {
  const base = { recipient: "Ana López", line2: null, references: null };
  it("writes a Mexican address with its colonia and C.P.", () => {
    expect(
      addressLines({
        ...base,
        country: "mx",
        line1: "Av. Álvaro Obregón 130",
        line2: "Int. 4",
        district: "Roma Norte",
        city: "Cuauhtémoc",
        state: "Ciudad de México",
        postalCode: "06700",
      }),
    ).toEqual([
      "Ana López",
      "Av. Álvaro Obregón 130, Int. 4",
      "Col. Roma Norte, C.P. 06700",
      "Cuauhtémoc, Ciudad de México",
    ]);
  });
  it("writes a Costa Rican address by province, canton and district, then the directions", () => {
    expect(
      addressLines({
        ...base,
        country: "cr",
        line1: "200 m norte de la iglesia, casa azul",
        district: "Carmen",
        city: "San José",
        state: "San José",
        postalCode: null,
        references: "Portón negro",
      }),
    ).toEqual(["Ana López", "San José, San José, Carmen", "200 m norte de la iglesia, casa azul", "Portón negro"]);
  });
});
