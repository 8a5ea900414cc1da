import { describe, expect, it } from "vitest";
import { channelOf, holdsTables, nextStatus } from "./day-book-rules.ts";

describe("day book transitions", () => {
  it("seats, completes, marks no-show and cancels only from the statuses that allow it", () => {
    expect(nextStatus("confirmed", "seat")).toBe("seated");
    expect(nextStatus("pending", "seat")).toBe("seated");
    expect(nextStatus("seated", "complete")).toBe("completed");
    expect(nextStatus("confirmed", "no_show")).toBe("no_show");
    expect(nextStatus("confirmed", "cancel")).toBe("cancelled");
  });

  it("refuses every other step, and never reopens history", () => {
    expect(nextStatus("confirmed", "complete")).toBeNull();
    expect(nextStatus("seated", "seat")).toBeNull();
    expect(nextStatus("seated", "no_show")).toBeNull();
    expect(nextStatus("seated", "cancel")).toBeNull();
    for (const over of ["completed", "cancelled", "no_show", "unknown"])
      for (const action of ["seat", "complete", "no_show", "cancel"] as const)
        expect(nextStatus(over, action)).toBeNull();
  });

  it("knows which bookings hold tables and names the channels", () => {
    expect(["pending", "confirmed", "seated"].every(holdsTables)).toBe(true);
    expect(["completed", "cancelled", "no_show"].some(holdsTables)).toBe(false);
    expect([channelOf("WEBSITE"), channelOf("PHONE"), channelOf("WALK_IN")]).toEqual(["website", "phone", "walk_in"]);
  });
});
