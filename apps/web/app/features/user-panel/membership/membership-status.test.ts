import type { SubscriptionDto } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { summarizeMembership } from "./membership-status";
import { subscriptionFixture } from "./test-fixtures";

const now = new Date("2026-07-20T12:00:00Z");
const sub = (overrides: Partial<SubscriptionDto> = {}) => subscriptionFixture(overrides);

describe("summarizeMembership", () => {
  it("a trial says when it turns paid and for how much", () => {
    expect(summarizeMembership(sub({ status: "trialing" }), now)).toMatchObject({
      phase: "trial",
      nextChargeAt: "2026-08-14T18:00:00.000Z",
      nextChargeAmount: 14900,
      canCancel: true,
      needsCard: false,
    });
  });

  it("an active membership renews at the period end, with its own discount taken off", () => {
    const summary = summarizeMembership(
      sub({
        status: "active",
        trial_ends_at: null,
        current_period_end: "2026-08-20T00:00:00.000Z",
        discount_percent: 30,
      }),
      now,
    );
    expect(summary).toMatchObject({
      phase: "active",
      nextChargeAt: "2026-08-20T00:00:00.000Z",
      nextChargeAmount: 10430,
    });
  });

  it("past due keeps the benefits while the payment is retried, and asks for a card", () => {
    const summary = summarizeMembership(
      sub({ status: "past_due", grace_ends_at: "2026-07-27T00:00:00.000Z", ends_at: null }),
      now,
    );
    expect(summary).toMatchObject({
      phase: "past_due",
      retryUntil: "2026-07-27T00:00:00.000Z",
      needsCard: true,
      canCancel: true,
      nextChargeAt: null,
    });
  });

  it("a cancellation at period end keeps the benefits until then and cannot be cancelled again", () => {
    const summary = summarizeMembership(
      sub({ status: "active", cancel_at_period_end: true, ends_at: "2026-08-20T00:00:00.000Z" }),
      now,
    );
    expect(summary).toMatchObject({
      phase: "cancelled",
      benefitsUntil: "2026-08-20T00:00:00.000Z",
      canCancel: false,
      nextChargeAt: null,
    });
  });

  it("a cancelled trial without ends_at keeps the benefits until the trial's end", () => {
    const summary = summarizeMembership(sub({ status: "trialing", cancel_at_period_end: true, ends_at: null }), now);
    expect(summary).toMatchObject({ phase: "cancelled", benefitsUntil: "2026-08-14T18:00:00.000Z" });
  });

  it("a cancellation whose date has passed, or an ended membership, is over", () => {
    expect(summarizeMembership(sub({ status: "cancelled", ends_at: "2026-07-01T00:00:00.000Z" }), now)).toMatchObject({
      phase: "ended",
      canCancel: false,
    });
    expect(summarizeMembership(sub({ status: "ended", ends_at: "2026-07-19T00:00:00.000Z" }), now)).toMatchObject({
      phase: "ended",
      benefitsUntil: "2026-07-19T00:00:00.000Z",
      canCancel: false,
    });
  });

  it("an incomplete first payment asks for a card", () => {
    expect(summarizeMembership(sub({ status: "incomplete" }), now)).toMatchObject({
      phase: "incomplete",
      needsCard: true,
    });
  });
});
