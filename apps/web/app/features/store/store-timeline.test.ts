import { describe, expect, it } from "vitest";
import { timelineSteps } from "./store-timeline";

describe("order timeline", () => {
  it("marks the steps done, the current one and those ahead", () => {
    const steps = timelineSteps({
      status: "preparing",
      timeline: [
        { status: "pending_payment", at: "2026-05-01T10:00:00Z" },
        { status: "paid", at: "2026-05-01T10:01:00Z" },
        { status: "preparing", at: "2026-05-02T09:00:00Z" },
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ["pending_payment", "done"],
      ["paid", "done"],
      ["preparing", "current"],
      ["packed", "ahead"],
      ["shipped", "ahead"],
      ["delivered", "ahead"],
    ]);
    expect(steps[1]?.at).toBe("2026-05-01T10:01:00Z");
    expect(steps[3]?.at).toBeNull();
  });

  it("leaves out the packing step of an order shipped without it", () => {
    const steps = timelineSteps({
      status: "shipped",
      timeline: [
        { status: "pending_payment", at: "a" },
        { status: "paid", at: "b" },
        { status: "preparing", at: "c" },
        { status: "shipped", at: "d" },
      ],
    });
    expect(steps.map((step) => step.status)).toEqual(["pending_payment", "paid", "preparing", "shipped", "delivered"]);
  });

  it("ends a cancelled order where it stopped", () => {
    const steps = timelineSteps({
      status: "refunded",
      timeline: [
        { status: "pending_payment", at: "a" },
        { status: "paid", at: "b" },
        { status: "cancelled", at: "c" },
        { status: "refunded", at: "d" },
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ["pending_payment", "done"],
      ["paid", "done"],
      ["cancelled", "done"],
      ["refunded", "current"],
    ]);
  });
});
