import { describe, expect, it } from "vitest";
import { isOwnAdmission, scanTimeProblem, ticketAtDoor } from "./door-rules.ts";

describe("the door's rules", () => {
  const now = new Date("2027-03-05T02:00:00Z");

  it("takes device times a few minutes ahead, refuses further ahead and days-old ones", () => {
    expect(scanTimeProblem(new Date("2027-03-05T02:09:00Z"), now)).toBeNull();
    expect(scanTimeProblem(new Date("2027-03-05T02:11:00Z"), now)).toBe("scanInFuture");
    expect(scanTimeProblem(new Date("2027-03-03T02:00:00Z"), now)).toBeNull();
    expect(scanTimeProblem(new Date("2027-03-01T02:00:00Z"), now)).toBe("scanTooOld");
  });

  it("tells a ticket of another session, organizer or an unpaid order from one it may admit", () => {
    const door = { organizerId: 1, sessionId: 10 };
    expect(ticketAtDoor(undefined, door)).toBe("unknown");
    expect(ticketAtDoor({ organizerId: 2, sessionId: 10, orderStatus: "paid", voidedAt: null }, door)).toBe(
      "otherSession",
    );
    expect(ticketAtDoor({ organizerId: 1, sessionId: 11, orderStatus: "paid", voidedAt: null }, door)).toBe(
      "otherSession",
    );
    expect(ticketAtDoor({ organizerId: 1, sessionId: 10, orderStatus: "refunded", voidedAt: null }, door)).toBe(
      "cancelled",
    );
    expect(ticketAtDoor({ organizerId: 1, sessionId: 10, orderStatus: "paid", voidedAt: null }, door)).toBe(
      "admissible",
    );
    expect(ticketAtDoor({ organizerId: 1, sessionId: 10, orderStatus: "paid", voidedAt: new Date() }, door)).toBe(
      "cancelled",
    );
  });

  it("reads a resent scan of the same device and time as its own admission", () => {
    const at = new Date("2027-03-05T01:00:00Z");
    expect(isOwnAdmission({ checkedInAt: at, checkedInDevice: "device-a1" }, { device: "device-a1", at })).toBe(true);
    expect(isOwnAdmission({ checkedInAt: at, checkedInDevice: "device-b2" }, { device: "device-a1", at })).toBe(false);
    expect(
      isOwnAdmission({ checkedInAt: at, checkedInDevice: "device-a1" }, { device: "device-a1", at: new Date(0) }),
    ).toBe(false);
  });
});
