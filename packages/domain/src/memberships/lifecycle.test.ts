import { describe, expect, it } from "vitest";
import { benefitsEndAt, cancelsAtOnce, chargeNoticeAt, isLive, statusFromProvider } from "./lifecycle.ts";

describe("membership lifecycle", () => {
  it("maps the provider's statuses to ours", () => {
    expect(statusFromProvider({ status: "trialing", cancelAtPeriodEnd: false })).toBe("trialing");
    expect(statusFromProvider({ status: "active", cancelAtPeriodEnd: false })).toBe("active");
    expect(statusFromProvider({ status: "active", cancelAtPeriodEnd: true })).toBe("cancelled");
    expect(statusFromProvider({ status: "trialing", cancelAtPeriodEnd: true })).toBe("cancelled");
    expect(statusFromProvider({ status: "past_due", cancelAtPeriodEnd: false })).toBe("past_due");
    expect(statusFromProvider({ status: "unpaid", cancelAtPeriodEnd: false })).toBe("past_due");
    expect(statusFromProvider({ status: "canceled", cancelAtPeriodEnd: false })).toBe("ended");
    expect(statusFromProvider({ status: "incomplete_expired", cancelAtPeriodEnd: false })).toBe("ended");
  });

  it("keeps the benefits while trialing, active, in grace, or cancelled until period end", () => {
    expect(["trialing", "active", "past_due", "cancelled"].every(isLive)).toBe(true);
    expect(isLive("ended")).toBe(false);
    expect(isLive("incomplete")).toBe(false);
  });

  it("ends at once for an unrecognised charge or a failing payment, else at period end", () => {
    expect(cancelsAtOnce("unrecognized_charge", "active")).toBe(true);
    expect(cancelsAtOnce("too_expensive", "past_due")).toBe(true);
    expect(cancelsAtOnce("too_expensive", "active")).toBe(false);
    expect(cancelsAtOnce("not_using", "trialing")).toBe(false);
  });

  it("says when the benefits stop", () => {
    const periodEnd = new Date("2026-12-22T00:00:00Z");
    const pastDueSince = new Date("2026-12-01T00:00:00Z");
    expect(
      benefitsEndAt({ status: "cancelled", currentPeriodEnd: periodEnd, pastDueSince: null, endedAt: null }),
    ).toEqual(periodEnd);
    expect(benefitsEndAt({ status: "past_due", currentPeriodEnd: periodEnd, pastDueSince, endedAt: null })).toEqual(
      new Date("2026-12-08T00:00:00Z"),
    );
    expect(
      benefitsEndAt({ status: "active", currentPeriodEnd: periodEnd, pastDueSince: null, endedAt: null }),
    ).toBeNull();
  });

  it("warns 5 days before a charge, unless that moment has passed", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(chargeNoticeAt(new Date("2026-12-22T12:00:00Z"), now)).toEqual(new Date("2026-12-17T12:00:00Z"));
    expect(chargeNoticeAt(new Date("2026-11-25T12:00:00Z"), now)).toBeNull();
  });
});
