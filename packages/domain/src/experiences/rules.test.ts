import { describe, expect, it } from "vitest";
import { memberPrice, mergeTickets, priceOrder, salesCloseAt, selectionProblem } from "./rules.ts";

const now = new Date("2026-11-22T12:00:00Z");
const session = {
  startsAt: new Date("2026-11-22T20:00:00Z"),
  status: "scheduled",
  salesCutoffMinutes: 120,
  perOrderLimit: 6,
};
const types = new Set([1, 2]);

describe("things-to-do purchase rules", () => {
  it("adds up repeated ticket types and drops empty lines", () => {
    expect(
      mergeTickets([
        { ticket_type_id: 1, quantity: 2 },
        { ticket_type_id: 2, quantity: 0 },
        { ticket_type_id: 1, quantity: 1 },
      ]),
    ).toEqual(new Map([[1, 3]]));
  });

  it("closes sales at the cut-off before the start, and for a cancelled session", () => {
    expect(salesCloseAt(session)).toEqual(new Date("2026-11-22T18:00:00Z"));
    expect(selectionProblem(session, new Map([[1, 2]]), types, now)).toBeNull();
    expect(selectionProblem(session, new Map([[1, 2]]), types, new Date("2026-11-22T18:00:00Z"))).toBe("salesClosed");
    expect(selectionProblem({ ...session, status: "cancelled" }, new Map([[1, 2]]), types, now)).toBe("salesClosed");
  });

  it("caps the tickets of one order, needs at least one, and knows only the experience's types", () => {
    expect(selectionProblem(session, new Map([[1, 6]]), types, now)).toBeNull();
    expect(
      selectionProblem(
        session,
        new Map([
          [1, 4],
          [2, 3],
        ]),
        types,
        now,
      ),
    ).toBe("ticketLimit");
    expect(selectionProblem(session, new Map(), types, now)).toBe("noTickets");
    expect(selectionProblem(session, new Map([[9, 1]]), types, now)).toBe("ticketTypeUnknown");
  });

  it("prices in minor units with the member's discount rounded once", () => {
    expect(
      priceOrder(
        [
          { quantity: 2, unitPriceMinor: 45000 },
          { quantity: 1, unitPriceMinor: 25050 },
        ],
        null,
      ),
    ).toEqual({
      subtotal: 115050,
      discount: 0,
      total: 115050,
    });
    expect(priceOrder([{ quantity: 3, unitPriceMinor: 33333 }], 15)).toEqual({
      subtotal: 99999,
      discount: 15000,
      total: 84999,
    });
    expect(memberPrice(45000, 15)).toBe(38250);
  });
});
