import { z } from "zod";
import { emailField, languageField } from "../accounts/schemas.ts";
import { idParamInput } from "../input.ts";
import { languages } from "../locales.ts";

/**
 * The partner console's API (base PARTNERS_API_BASE, OpenAPI tag `partners`): the venues a person
 * works for, their staff, invitations and the audit log. Every call is made signed in.
 */

export const venueRoles = ["owner", "manager", "host"] as const;
export type VenueRole = (typeof venueRoles)[number];
export const venueRoleField = z.enum(venueRoles);

/** Roles at an organizer of things to do: door staff only check tickets in. */
export const organizerRoles = ["owner", "manager", "door"] as const;
export type OrganizerRole = (typeof organizerRoles)[number];
export const organizerRoleField = z.enum(organizerRoles);

/** Every partner call may say the language of its messages; else the locale cookie, then es. */
export const partnersQuery = z.object({ lang: z.enum(languages).optional() });

export const venueParams = z.object({ venueId: idParamInput });
export const staffParams = venueParams.extend({ staffId: z.uuid("a staff member's id") });
export const invitationParams = venueParams.extend({ invitationId: z.uuid("an invitation's id") });

/**
 * An invitation link's token: 64 hexadecimal digits (32 random bytes). Lower case only, since the
 * site lowers the case of the paths it serves.
 */
export const invitationTokenField = z
  .string()
  .regex(/^[0-9a-f]{64}$/, "the token of an invitation link (64 digits 0-9 and letters a-f)");
export const invitationTokenParams = z.object({ token: invitationTokenField });

export const inviteStaffBody = z.object({
  email: emailField,
  role: venueRoleField,
  /** The language of the invitation e-mail: the invitee's. */
  language: languageField.default("es"),
  lang: languageField.optional(),
});
export type InviteStaffBody = z.input<typeof inviteStaffBody>;

export const changeRoleBody = z.object({ role: venueRoleField, lang: languageField.optional() });
export type ChangeRoleBody = z.input<typeof changeRoleBody>;

export const acceptInvitationBody = z.object({ token: invitationTokenField, lang: languageField.optional() });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

export const partnerAuditQuery = partnersQuery.extend({
  /** Entries before this id (the previous page's last), newest first. */
  before: idParamInput.optional(),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(50),
});

export const partnerVenue = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  /** The venue's IANA time zone: its times are shown in it. */
  timeZone: z.string(),
  role: venueRoleField,
});
export type PartnerVenue = z.infer<typeof partnerVenue>;

export const partnerOrganizer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** ISO code in lower case: mx, co or cr. */
  countryCode: z.string(),
  currency: z.string(),
  role: organizerRoleField,
});
export type PartnerOrganizer = z.infer<typeof partnerOrganizer>;

export const myVenuesAnswer = z.object({ data: z.array(partnerVenue) });
export type MyVenuesAnswer = z.infer<typeof myVenuesAnswer>;
export const venueAnswer = z.object({ venue: partnerVenue });
export type VenueAnswer = z.infer<typeof venueAnswer>;

export const staffMember = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: venueRoleField,
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: venueRoleField,
  expiresAt: z.string(),
  invitedBy: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const staffAnswer = z.object({
  staff: z.array(staffMember),
  /** Pending invitations; only owners see them. */
  invitations: z.array(pendingInvitation),
});
export type StaffAnswer = z.infer<typeof staffAnswer>;

export const invitationAnswer = z.object({ invitation: pendingInvitation });
export type InvitationAnswer = z.infer<typeof invitationAnswer>;
export const staffMemberAnswer = z.object({ member: staffMember });
export type StaffMemberAnswer = z.infer<typeof staffMemberAnswer>;
export const removedAnswer = z.object({ removed: z.literal(true) });

/** What the acceptance page shows before the person accepts. */
export const invitationPreview = z.object({
  /** The business invited to: a venue, or an organizer of things to do (`business`). */
  venue: z.object({ id: z.number().int(), name: z.string() }),
  business: z.enum(["venue", "organizer"]),
  role: z.enum([...venueRoles, "door"]),
  email: z.string(),
  status: z.enum(["pending", "accepted", "expired", "revoked"]),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const invitationPreviewAnswer = z.object({ invitation: invitationPreview });
/** The venue or the organizer the person just joined. */
export const acceptedAnswer = z.object({ venue: partnerVenue.optional(), organizer: partnerOrganizer.optional() });
export type AcceptedAnswer = z.infer<typeof acceptedAnswer>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The row's fields before and after the change (null when it was created or removed). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogAnswer = z.object({ data: z.array(auditEntry), nextBefore: z.number().int().nullable() });
export type AuditLogAnswer = z.infer<typeof auditLogAnswer>;
