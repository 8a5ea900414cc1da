import { isDomainError } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { leavesNoOwner, refuseStaff } from "./staff-roles.ts";

describe("the team rule every business shares", () => {
  it("refuses only to take the owner role from the last owner", () => {
    expect(leavesNoOwner("owner", "manager", 1)).toBe(true);
    expect(leavesNoOwner("owner", null, 1)).toBe(true);
    expect(leavesNoOwner("owner", "owner", 1)).toBe(false);
    expect(leavesNoOwner("owner", "store_manager", 2)).toBe(false);
    expect(leavesNoOwner("manager", "door", 0)).toBe(false);
  });

  it("words a refusal for the kind of business, in the person's language", () => {
    const messageOf = (work: () => never) => {
      try {
        work();
      } catch (error) {
        if (isDomainError(error)) return `${error.code} ${error.message}`;
      }
      return "";
    };
    expect(messageOf(() => refuseStaff("store", "lastOwner", "es"))).toMatch(/^LAST_OWNER La tienda/);
    expect(messageOf(() => refuseStaff("organizer", "lastOwner", "en"))).toMatch(/^LAST_OWNER The organizer/);
    expect(messageOf(() => refuseStaff("venue", "staffNotFound", "en"))).toMatch(/^NOT_FOUND .*venue's team/);
    expect(messageOf(() => refuseStaff("organizer", "alreadyStaff", "es"))).toContain("organizador");
  });
});
