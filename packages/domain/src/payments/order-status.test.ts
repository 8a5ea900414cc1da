import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  canMovePayment,
  isOpenOrder,
  ORDER_STATUSES,
  orderStatusOf,
  PAYMENT_STATUSES,
  UNSETTLED_PAYMENT_STATUSES,
} from "./order-status.ts";

describe("an order's status, the same for tickets and store orders", () => {
  it("waits for its money while pending or while the bank asks the buyer", () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual(["pending_payment", "awaiting_authentication"]);
  });

  it("moves from open to paid, cancelled or expired, and the bank's step only forward", () => {
    expect(canMoveOrder("pending_payment", "awaiting_authentication")).toBe(true);
    expect(canMoveOrder("pending_payment", "paid")).toBe(true);
    expect(canMoveOrder("awaiting_authentication", "paid")).toBe(true);
    expect(canMoveOrder("awaiting_authentication", "expired")).toBe(true);
    expect(canMoveOrder("awaiting_authentication", "pending_payment")).toBe(false);
  });

  it("is refunded only once paid, and never comes back from an end", () => {
    expect(canMoveOrder("paid", "refunded")).toBe(true);
    expect(canMoveOrder("pending_payment", "refunded")).toBe(false);
    for (const end of ["cancelled", "expired", "refunded"] as const)
      for (const next of ORDER_STATUSES) expect(canMoveOrder(end, next)).toBe(false);
    expect(canMoveOrder("paid", "cancelled")).toBe(false);
  });

  it("reads an unknown stored value as still waiting rather than as paid", () => {
    expect(orderStatusOf("held")).toBe("pending_payment");
    expect(orderStatusOf("paid")).toBe("paid");
  });
});

describe("a payment's life at the provider", () => {
  it("is prepared before it can be charged, so nothing moves money before its id is stored", () => {
    expect(canMovePayment("pending", "prepared")).toBe(true);
    expect(canMovePayment("pending", "succeeded")).toBe(false);
    expect(canMovePayment("pending", "processing")).toBe(false);
  });

  it("stays in doubt (processing) until the provider says how a lost charge ended", () => {
    expect(canMovePayment("prepared", "processing")).toBe(true);
    expect(canMovePayment("processing", "processing")).toBe(true);
    for (const end of ["succeeded", "failed", "canceled", "requires_action"] as const)
      expect(canMovePayment("processing", end)).toBe(true);
  });

  it("never leaves an end: a succeeded charge is given back by refunds, not by a new status", () => {
    for (const end of ["succeeded", "failed", "canceled"] as const)
      for (const next of PAYMENT_STATUSES) expect(canMovePayment(end, next)).toBe(false);
    expect(UNSETTLED_PAYMENT_STATUSES).not.toContain("succeeded");
  });
});
