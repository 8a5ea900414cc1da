import { type Language, pathFor } from "@sobremesa/contracts";

/** The partner console's addresses in a language. */
export const partnersPaths = {
  venues: (language: Language) => pathFor("partners-home", language),
  venue: (language: Language, venueId: number) => pathFor("partners-venue", language, { venueId: String(venueId) }),
  dayBook: (language: Language, venueId: number) =>
    pathFor("partners-day-book", language, { venueId: String(venueId) }),
  staff: (language: Language, venueId: number) => pathFor("partners-staff", language, { venueId: String(venueId) }),
  audit: (language: Language, venueId: number) => pathFor("partners-audit", language, { venueId: String(venueId) }),
  setup: (language: Language, venueId: number) => pathFor("partners-setup", language, { venueId: String(venueId) }),
  reports: (language: Language, venueId: number) => pathFor("partners-reports", language, { venueId: String(venueId) }),
  profile: (language: Language, venueId: number) => pathFor("partners-profile", language, { venueId: String(venueId) }),
  floor: (language: Language, venueId: number) => pathFor("partners-floor", language, { venueId: String(venueId) }),
  menu: (language: Language, venueId: number) => pathFor("partners-menu", language, { venueId: String(venueId) }),
  organizer: (language: Language, organizerId: number) =>
    pathFor("partners-organizer", language, { organizerId: String(organizerId) }),
  newExperience: (language: Language, organizerId: number) =>
    pathFor("partners-organizer-new-experience", language, { organizerId: String(organizerId) }),
  experience: (language: Language, organizerId: number, experienceId: number) =>
    pathFor("partners-organizer-experience", language, {
      organizerId: String(organizerId),
      experienceId: String(experienceId),
    }),
  organizerAudit: (language: Language, organizerId: number) =>
    pathFor("partners-organizer-audit", language, { organizerId: String(organizerId) }),
  organizerStaff: (language: Language, organizerId: number) =>
    pathFor("partners-organizer-staff", language, { organizerId: String(organizerId) }),
  session: (language: Language, organizerId: number, sessionId: number) =>
    pathFor("partners-organizer-session", language, { organizerId: String(organizerId), sessionId: String(sessionId) }),
  door: (language: Language, organizerId: number, sessionId: number) =>
    pathFor("partners-organizer-door", language, { organizerId: String(organizerId), sessionId: String(sessionId) }),
};
