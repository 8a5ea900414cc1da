import type {
  AuditLogAnswer,
  InvitationPreview,
  Language,
  PartnerOrganizer,
  PartnerStore,
  PartnerVenue,
  StaffAnswer,
} from "@sobremesa/contracts";

/** What the partner pages' loaders hand their views. */
export interface VenuesData {
  language: Language;
  venues: PartnerVenue[];
  /** The organizers of things to do the person works for, beside their venues. */
  organizers: PartnerOrganizer[];
  /** The online stores the person runs, listed beside the venues. */
  stores?: PartnerStore[];
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

/** What a venue page a role may not open throws (a 403): the console shows the venue's sections with it. */
export interface ForbiddenData {
  forbidden: { venue: PartnerVenue };
}

/** What a store page a role may not open throws (a 403): the console shows the store's sections with it. */
export interface ForbiddenStoreData {
  forbidden: { store: PartnerStore };
}

function forbiddenOf(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== "object" || data === null || !("forbidden" in data)) return undefined;
  const { forbidden } = data as { forbidden: unknown };
  return typeof forbidden === "object" && forbidden !== null ? (forbidden as Record<string, unknown>) : undefined;
}

/** The venue of a thrown 403's data, when it carries one. */
export function forbiddenVenueOf(data: unknown): PartnerVenue | undefined {
  const venue = forbiddenOf(data)?.venue as PartnerVenue | undefined;
  return venue && typeof venue.id === "number" && typeof venue.name === "string" ? venue : undefined;
}

/** The store of a thrown 403's data, when it carries one. */
export function forbiddenStoreOf(data: unknown): PartnerStore | undefined {
  const store = forbiddenOf(data)?.store as PartnerStore | undefined;
  return store && typeof store.id === "number" && typeof store.name === "string" ? store : undefined;
}
