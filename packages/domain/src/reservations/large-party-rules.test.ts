import { describe, expect, it } from "vitest";
import { type LargePartyCheck, largePartyProblem } from "./large-party-rules.ts";

const valid: LargePartyCheck = {
  party: 12,
  date: "2026-03-10",
  time: "20:00",
  maxPartySize: 8,
  today: "2026-03-01",
  daysAhead: 30,
  seatingTimes: ["19:30", "20:00", "20:30"],
};

describe("largePartyProblem", () => {
  it("accepts a party above the online limit on a seating time inside the window", () => {
    expect(largePartyProblem(valid)).toBeNull();
    expect(largePartyProblem({ ...valid, party: 9 })).toBeNull();
    expect(largePartyProblem({ ...valid, party: 100 })).toBeNull();
    expect(largePartyProblem({ ...valid, date: "2026-03-01" })).toBeNull();
    expect(largePartyProblem({ ...valid, date: "2026-03-31" })).toBeNull();
  });

  it("sends parties the venue takes online to the booking form, and refuses more than 100", () => {
    expect(largePartyProblem({ ...valid, party: 8 })).toBe("partyTooSmall");
    expect(largePartyProblem({ ...valid, party: 1 })).toBe("partyTooSmall");
    expect(largePartyProblem({ ...valid, party: 9.5 })).toBe("partyTooSmall");
    expect(largePartyProblem({ ...valid, party: 101 })).toBe("partyTooLarge");
    expect(largePartyProblem({ ...valid, party: 1e9 })).toBe("partyTooLarge");
  });

  it("refuses impossible dates, past ones and those beyond the booking window", () => {
    expect(largePartyProblem({ ...valid, date: "2026-02-30" })).toBe("invalidDate");
    expect(largePartyProblem({ ...valid, date: "10/03/2026" })).toBe("invalidDate");
    expect(largePartyProblem({ ...valid, date: "2026-02-28" })).toBe("datePast");
    expect(largePartyProblem({ ...valid, date: "2026-04-01" })).toBe("dateBeyondWindow");
  });

  it("takes only one of the day's seating times", () => {
    expect(largePartyProblem({ ...valid, time: "20:15" })).toBe("notSeatingTime");
    expect(largePartyProblem({ ...valid, time: "25:00" })).toBe("notSeatingTime");
    expect(largePartyProblem({ ...valid, seatingTimes: [] })).toBe("notSeatingTime");
  });
});
