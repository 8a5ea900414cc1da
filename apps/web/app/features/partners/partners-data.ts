import type { AuditLogAnswer, InvitationPreview, Language, PartnerVenue, StaffAnswer } from "@sobremesa/contracts";

/** What the partner pages' loaders hand their views. */
export interface VenuesData {
  language: Language;
  venues: PartnerVenue[];
}

export interface VenueData {
  language: Language;
  venue: PartnerVenue;
}

export interface StaffData extends VenueData {
  staff: StaffAnswer;
  /** The signed-in person's user id: their own row says "(you)". */
  viewerId: string;
}

export interface AuditData extends VenueData {
  log: AuditLogAnswer;
}

export interface InvitationData {
  language: Language;
  token: string;
  invitation: InvitationPreview;
  /** The signed-in account's address: a different one than invited cannot accept. */
  viewerEmail: string;
  /** Whether the signed-in address is the invited one (the preview only shows it masked). */
  viewerInvited: boolean;
}
