import type { VenueRole } from "@sobremesa/contracts";

/** Who may do what at a venue: a host runs the day, owners and managers the setup, owners the staff. */
export const ROLES_THAT = {
  /** See the venue and run its day. */
  runTheDay: ["owner", "manager", "host"],
  /** Change the venue's setup, and read its staff list. */
  changeSetup: ["owner", "manager"],
  /** Read the venue's reports and download them: the business's figures, not the day's work. */
  readReports: ["owner", "manager"],
  /** Invite, change and remove staff; read the audit log. */
  manageStaff: ["owner"],
} as const satisfies Record<string, readonly VenueRole[]>;

export type Permission = keyof typeof ROLES_THAT;

export function isVenueRole(value: string): value is VenueRole {
  return value === "owner" || value === "manager" || value === "host";
}

/** Whether a role (or none: not staff) may act; unknown stored values never may. */
export function roleAllows(role: string | null, allowed: readonly VenueRole[]): boolean {
  return role !== null && isVenueRole(role) && allowed.includes(role);
}

/** Invitations work for seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function invitationStatus(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): "pending" | "accepted" | "expired" | "revoked" {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

/**
 * An invited address as the link's holder sees it (`a•••@example.com`): enough to tell which account
 * to sign in with, not the whole address for whoever a link was forwarded to.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
