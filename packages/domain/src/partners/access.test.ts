import { describe, expect, it } from "vitest";
import { INVITATION_TTL_MS, invitationStatus, maskedEmail, ROLES_THAT, roleAllows } from "./access.ts";

describe("venue roles", () => {
  it("lets a host run the day and nothing else", () => {
    expect(roleAllows("host", ROLES_THAT.runTheDay)).toBe(true);
    expect(roleAllows("host", ROLES_THAT.changeSetup)).toBe(false);
    expect(roleAllows("host", ROLES_THAT.manageStaff)).toBe(false);
  });

  it("lets a manager change the setup but not the staff", () => {
    expect(roleAllows("manager", ROLES_THAT.changeSetup)).toBe(true);
    expect(roleAllows("manager", ROLES_THAT.manageStaff)).toBe(false);
  });

  it("lets an owner do everything", () => {
    for (const allowed of Object.values(ROLES_THAT)) expect(roleAllows("owner", allowed)).toBe(true);
  });

  it("refuses someone who is not staff, and a role it does not know", () => {
    expect(roleAllows(null, ROLES_THAT.runTheDay)).toBe(false);
    expect(roleAllows("admin", ROLES_THAT.runTheDay)).toBe(false);
  });
});

describe("invitation status", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const live = { acceptedAt: null, revokedAt: null, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };

  it("is pending until it is used, revoked or past its expiry", () => {
    expect(invitationStatus(live, now)).toBe("pending");
    expect(invitationStatus({ ...live, acceptedAt: now }, now)).toBe("accepted");
    expect(invitationStatus({ ...live, revokedAt: now }, now)).toBe("revoked");
    expect(invitationStatus({ ...live, expiresAt: now }, now)).toBe("expired");
  });

  it("lasts seven days", () => {
    expect(INVITATION_TTL_MS).toBe(604_800_000);
  });
});

describe("masked e-mail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskedEmail("anfitrion@example.com")).toBe("a•••@example.com");
    expect(maskedEmail("broken")).toBe("•••");
  });
});
