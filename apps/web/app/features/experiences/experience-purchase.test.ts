import type { ExperienceSession, TicketTypeDto } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { formatDay, formatDuration, formatInstant } from "./experience-format";
import {
  fitQuantities,
  initialSession,
  orderLimit,
  purchaseRequest,
  purchaseTotals,
  sessionsByDay,
  stepQuantity,
} from "./experience-purchase";

function session(id: number, date: string, time: string, extra: Partial<ExperienceSession> = {}): ExperienceSession {
  return {
    id,
    starts_at: `${date}T${time}:00-06:00`,
    local_date: date,
    local_time: time,
    capacity: 20,
    available: 20,
    per_order_limit: 6,
    sales_close_at: `${date}T${time}:00-06:00`,
    state: "on_sale",
    ...extra,
  };
}

const general: TicketTypeDto = {
  id: 1,
  code: "general",
  name: "General",
  price: { amount: 45_000, currency: "MXN" },
  member_price: null,
};
const vip: TicketTypeDto = {
  id: 2,
  code: "vip",
  name: "VIP",
  price: { amount: 90_000, currency: "MXN" },
  member_price: { amount: 81_000, currency: "MXN" },
};

describe("sessions", () => {
  it("groups by the venue's day, in order", () => {
    const days = sessionsByDay([
      session(3, "2026-07-13", "19:00"),
      session(2, "2026-07-12", "21:00"),
      session(1, "2026-07-12", "18:30"),
    ]);
    expect(days.map((day) => [day.date, day.sessions.map((entry) => entry.id)])).toEqual([
      ["2026-07-12", [1, 2]],
      ["2026-07-13", [3]],
    ]);
  });

  it("starts on the asked session when it is on sale, else the first on sale", () => {
    const sessions = [
      session(1, "2026-07-12", "18:00", { state: "sold_out", available: 0 }),
      session(2, "2026-07-12", "20:00"),
      session(3, "2026-07-13", "20:00", { state: "closed" }),
      session(4, "2026-07-14", "20:00"),
    ];
    expect(initialSession(sessions, 4)?.id).toBe(4);
    expect(initialSession(sessions, 3)?.id).toBe(2);
    expect(initialSession(sessions, null)?.id).toBe(2);
    expect(initialSession([sessions[0]!], null)).toBeNull();
  });
});

describe("quantities", () => {
  it("limits an order to the per-order limit and the seats left", () => {
    expect(orderLimit({ per_order_limit: 6, available: 20 })).toBe(6);
    expect(orderLimit({ per_order_limit: 6, available: 2 })).toBe(2);
    expect(orderLimit({ per_order_limit: 6, available: -1 })).toBe(0);
  });

  it("steps within zero and the order's room", () => {
    let quantities = stepQuantity({}, 1, 1, 3);
    quantities = stepQuantity(quantities, 1, 1, 3);
    expect(quantities).toEqual({ 1: 2 });
    quantities = stepQuantity(quantities, 2, 5, 3);
    expect(quantities).toEqual({ 1: 2, 2: 1 });
    expect(stepQuantity(quantities, 2, 1, 3)).toEqual({ 1: 2, 2: 1 });
    expect(stepQuantity({ 1: 0 }, 1, -1, 3)).toEqual({ 1: 0 });
  });

  it("trims to a smaller session, last ticket type first", () => {
    expect(fitQuantities({ 1: 3, 2: 2 }, 4)).toEqual({ 1: 3, 2: 1 });
    expect(fitQuantities({ 1: 3, 2: 2 }, 2)).toEqual({ 1: 2, 2: 0 });
    expect(fitQuantities({ 1: 1 }, 6)).toEqual({ 1: 1 });
  });
});

describe("purchaseTotals", () => {
  it("adds the lines and takes a member's discount as its own line", () => {
    const totals = purchaseTotals([general, vip], { 1: 2, 2: 1 }, true);
    expect(totals.lines.map((line) => [line.ticketType.code, line.quantity, line.total.amount])).toEqual([
      ["general", 2, 90_000],
      ["vip", 1, 90_000],
    ]);
    expect(totals.subtotal).toEqual({ amount: 180_000, currency: "MXN" });
    expect(totals.discount).toEqual({ amount: 9_000, currency: "MXN" });
    expect(totals.total).toEqual({ amount: 171_000, currency: "MXN" });
  });

  it("charges the list price to everyone else", () => {
    const totals = purchaseTotals([general, vip], { 1: 2, 2: 1 }, false);
    expect(totals.discount.amount).toBe(0);
    expect(totals.total.amount).toBe(180_000);
  });

  it("is zero with nothing chosen", () => {
    expect(purchaseTotals([general], {}, true).total.amount).toBe(0);
  });
});

describe("purchase request", () => {
  const good = {
    firstName: "Ana",
    lastName: "López",
    email: "ana@example.com",
    countryCode: "+52",
    phone: "5512345678",
  };

  it("builds the request with the chosen tickets only", () => {
    expect(purchaseRequest(7, { 1: 2, 2: 0 }, { ...good, email: " Ana@Example.com " })).toEqual({
      session_id: 7,
      tickets: [{ ticket_type_id: 1, quantity: 2 }],
      contact: { ...good, email: "ana@example.com" },
    });
  });
});

describe("formatting", () => {
  it("keeps the venue's day and time whatever the time zone", () => {
    expect(formatDay("2026-07-12", "es", "mx", new Date("2026-01-01T00:00:00Z"))).toBe("domingo, 12 de julio");
    expect(formatDay("2026-07-12", "en", "mx", new Date("2025-01-01T00:00:00Z"))).toBe("Sunday, July 12, 2026");
    // 02:00 UTC is still the 11th in Mexico City.
    expect(formatInstant("2026-07-12T02:00:00Z", "es", "mx")).toBe("sáb 11 de jul, 20:00");
    expect(formatInstant("2026-07-12T02:00:00Z", "en", "co")).toBe("Sat, Jul 11, 9:00 PM");
  });

  it("writes durations in hours", () => {
    expect(formatDuration(150)).toBe("2 h 30 min");
    expect(formatDuration(45)).toBe("45 min");
  });
});
