import type {
  AuditLogAnswer,
  DoorListAnswer,
  Language,
  OrganizerExperience,
  OrganizerSession,
  OrganizerStaffAnswer,
  PartnerOrganizer,
  SessionSalesAnswer,
} from "@sobremesa/contracts";

export interface OrganizerExperienceSummary {
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  cityName: string;
  active: boolean;
  upcomingSessions: number;
}

export interface OrganizerCity {
  id: number;
  name: string;
  state: string;
}

/** An organizer's home: its experiences. */
export interface OrganizerData {
  language: Language;
  organizer: PartnerOrganizer;
  experiences: OrganizerExperienceSummary[];
}

/** The editor of a new experience: the cities it may be in. */
export interface NewExperienceData {
  language: Language;
  organizer: PartnerOrganizer;
  cities: OrganizerCity[];
}

/** One experience: the editor, its ticket types and its sessions. */
export interface ExperienceData {
  language: Language;
  organizer: PartnerOrganizer;
  experience: OrganizerExperience;
  sessions: OrganizerSession[];
  cities: OrganizerCity[];
}

/** One session's sales. */
export interface SessionData {
  language: Language;
  organizer: PartnerOrganizer;
  sales: SessionSalesAnswer;
}

/** An organizer's audit log (owners), its times in the organizer's country's main zone. */
export interface OrganizerAuditData {
  language: Language;
  organizer: PartnerOrganizer;
  timeZone: string;
  log: AuditLogAnswer;
}

/** An organizer's staff (owners and managers read it) and, for owners, the pending invitations. */
export interface OrganizerStaffData {
  language: Language;
  organizer: PartnerOrganizer;
  staff: OrganizerStaffAnswer;
}

/** The door of a session: the guest list, which the device keeps to admit offline. */
export interface DoorData {
  language: Language;
  organizer: PartnerOrganizer;
  list: DoorListAnswer;
}
