import type { Language, OrganizerRole, PartnerOrganizer } from "@sobremesa/contracts";
import type { PartnerActor } from "./shared.ts";

/**
 * Who may do what at an organizer of things to do: door staff check tickets in, owners and managers
 * run the experiences, their sessions and sales, owners the staff and the audit log.
 */
export const ORGANIZER_ROLES_THAT = {
  /** See the organizer and its experiences, sessions and seats left. */
  see: ["owner", "manager", "door"],
  /** Check tickets in at the door. */
  checkIn: ["owner", "manager", "door"],
  /** Create and edit experiences, their ticket types and sessions. */
  editExperiences: ["owner", "manager"],
  /** Read a session's orders, revenue and guest list. */
  readSales: ["owner", "manager"],
  /** Refund an order, cancel a session (its orders refunded in full). */
  refund: ["owner", "manager"],
  /** Invite, change and remove staff; read the audit log. */
  manageStaff: ["owner"],
} as const satisfies Record<string, readonly OrganizerRole[]>;

export type OrganizerPermission = keyof typeof ORGANIZER_ROLES_THAT;

export function isOrganizerRole(value: string): value is OrganizerRole {
  return value === "owner" || value === "manager" || value === "door";
}

/** Whether a role (or none: not staff) may act; unknown stored values never may. */
export function organizerRoleAllows(role: string | null, allowed: readonly OrganizerRole[]): boolean {
  return role !== null && isOrganizerRole(role) && allowed.includes(role);
}

/** The one check of every organizer endpoint: signed in (401), its staff (404), in an allowed role (403). */
export type AuthorizeOrganizer = (
  actor: PartnerActor | null,
  organizerId: number,
  allowed: readonly OrganizerRole[],
  language: Language,
) => Promise<PartnerOrganizer>;

export function toOrganizer(row: {
  id: number;
  slug: string;
  name: string;
  countryCode: string;
  currency: string;
  role: string;
}): PartnerOrganizer {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    countryCode: row.countryCode.toLowerCase(),
    currency: row.currency,
    role: row.role as OrganizerRole,
  };
}
