import { randomBytes } from "node:crypto";
import type { Database } from "@sobremesa/db";
import type { BillingProvider } from "../billing/index.ts";
import { paymentsService } from "../payments/index.ts";
import { itemPhotosService, type PhotoFiles } from "../photos/index.ts";
import { createReservationsDeps, createReservationsRepository } from "../reservations/index.ts";
import { dayBookReads } from "./day-book.ts";
import { dayBookActions } from "./day-book-actions.ts";
import { createDayBookRepository } from "./day-book-repository.ts";
import { createFloorRepository } from "./floor-repository.ts";
import { largePartyAnswers } from "./large-party-answers.ts";
import { createMenuRepository } from "./menu-repository.ts";
import { type NewVenueInput, onboardVenue } from "./onboarding.ts";
import { createOnboardingRepository } from "./onboarding-repository.ts";
import { organizerDoor } from "./organizer-door.ts";
import { createOrganizerDoorRepository } from "./organizer-door-repository.ts";
import { organizerExperiences } from "./organizer-experiences.ts";
import { createOrganizerExperiencesRepository } from "./organizer-experiences-repository.ts";
import { type NewOrganizerInput, onboardOrganizer } from "./organizer-onboarding.ts";
import { createOrganizerOnboardingRepository } from "./organizer-onboarding-repository.ts";
import { organizerPhotos } from "./organizer-photos.ts";
import { organizerRefunds } from "./organizer-refunds.ts";
import { createOrganizerRefundsRepository } from "./organizer-refunds-repository.ts";
import { organizerSessions } from "./organizer-sessions.ts";
import { createOrganizerSessionsRepository } from "./organizer-sessions-repository.ts";
import { createOrganizersRepository } from "./organizers-repository.ts";
import { organizersService as createOrganizersService } from "./organizers-service.ts";
import { createPartnersRepository } from "./partners-repository.ts";
import { createPartnersService } from "./partners-service.ts";
import { venueProfile } from "./profile.ts";
import { createProfileRepository } from "./profile-repository.ts";
import { reports } from "./reports.ts";
import { createReportsRepository } from "./reports-repository.ts";
import { createSetupRepository } from "./setup-repository.ts";
import type { Authorize, PartnersServiceOptions } from "./shared.ts";
import { type NewStoreInput, onboardStore } from "./store-onboarding.ts";
import { createStoreOnboardingRepository } from "./store-onboarding-repository.ts";

export { INVITATION_TTL_MS, type Permission, ROLES_THAT, roleAllows } from "./access.ts";
export { invitationTokenHash } from "./invitations.ts";
export { partnersMessage } from "./messages.ts";
export { type NewVenueInput, type OnboardedVenue, OnboardingRefused } from "./onboarding.ts";
export {
  type AuthorizeOrganizer,
  ORGANIZER_ROLES_THAT,
  type OrganizerPermission,
  organizerRoleAllows,
} from "./organizer-access.ts";
export type { NewOrganizerInput, OnboardedOrganizer } from "./organizer-onboarding.ts";
export type { NewSessions, SessionChanges } from "./organizer-sessions.ts";
export type { VenueProfileService } from "./profile.ts";
export { refuseProfile } from "./profile-messages.ts";
export type { ReportRange } from "./reports.ts";
export type { ShiftInput, TimeBlockInput } from "./setup.ts";
export type { Authorize, PartnerActor, PartnersServiceOptions } from "./shared.ts";
export {
  type BusinessKind,
  leavesNoOwner,
  refusedStaffWrite,
  refuseStaff,
  staffRoleChange,
} from "./staff-roles.ts";
export type { NewStoreInput, OnboardedStore } from "./store-onboarding.ts";

/**
 * The partner console for venues: who works where and in which role (owner, manager, host), the
 * owners' invitations by e-mail, and an audit log written in the same transaction as each change.
 */
export function partnersService(db: Database, options: PartnersServiceOptions) {
  const service = createPartnersService(
    createPartnersRepository(db),
    options,
    createSetupRepository(db),
    createFloorRepository(db),
    createMenuRepository(db),
  );
  const now = options.now ?? (() => new Date());
  return { ...service, ...reports(service.authorize, createReportsRepository(db), now) };
}

/**
 * The venue's day book: a day's bookings and the staff's actions on them, and the answers to
 * large-party requests, each checked by the partners service's `authorize` and written with its
 * audit line.
 */
export function dayBookService(
  db: Database,
  authorize: Authorize,
  options: { siteUrl: string; mailFrom?: string | undefined; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const reservations = createReservationsDeps(createReservationsRepository(db), {
    siteUrl: options.siteUrl,
    ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
    now,
  });
  const deps = { repository: createDayBookRepository(db), reservations, authorize, now };
  return { ...dayBookReads(deps), ...dayBookActions(deps), ...largePartyAnswers(deps) };
}

export type PartnersService = ReturnType<typeof partnersService>;

export type DayBookService = ReturnType<typeof dayBookService>;

/** Forgets the day book feed's changes older than two days (the worker's sweep). */
export function pruneDayBookEvents(db: Database, now = new Date()): Promise<number> {
  return createDayBookRepository(db).pruneEvents(new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000));
}
export type { DayBookEventRow } from "./day-book-repository.ts";

/**
 * A venue's public profile and photos (owners and managers), each change audited; `changed` is told
 * after each committed one (the server forgets its cached catalogue version).
 */
export function venueProfileService(
  db: Database,
  authorize: Authorize,
  options: { files: PhotoFiles; changed?: () => void; now?: () => Date },
) {
  return venueProfile({ repository: createProfileRepository(db), authorize, ...options });
}

/** An operator's new venue (the create-venue command): the place, its settings, its owner's invitation. */
export function createVenue(db: Database, input: NewVenueInput, options: { siteUrl: string; newToken?: () => string }) {
  return onboardVenue(createOnboardingRepository(db), input, options);
}

/**
 * Organizers of things to do in the partner console: their staff (owner, manager, door) with the
 * venues' invitations and audit log, their experiences and ticket types, sessions, sales and door, and
 * refunds (one order, or every order of a cancelled session) through the payments domain. Its
 * `authorizeOrganizer` is the one check of every organizer call; `changed` is told after each
 * committed change the public site shows (the server forgets its cached catalogue version).
 */
export function organizersService(
  db: Database,
  options: PartnersServiceOptions & { changed?: () => void; provider: BillingProvider; files: PhotoFiles },
) {
  const now = options.now ?? (() => new Date());
  const newToken = options.newToken ?? (() => randomBytes(32).toString("hex"));
  const people = createOrganizersService(createOrganizersRepository(db), createPartnersRepository(db), {
    ...options,
    newToken,
  });
  const experiences = createOrganizerExperiencesRepository(db);
  const sessions = createOrganizerSessionsRepository(db);
  const photos = itemPhotosService(db, { files: options.files, changed: options.changed });
  const shared = { authorizeOrganizer: people.authorizeOrganizer, now, changed: options.changed };
  return {
    ...people,
    ...organizerExperiences({ repository: experiences, photos, ...shared }),
    ...organizerPhotos({ photos, authorizeOrganizer: people.authorizeOrganizer }),
    ...organizerSessions({ sessions, experiences, ...shared }),
    ...organizerDoor({ door: createOrganizerDoorRepository(db), sessions, ...shared }),
    ...organizerRefunds({
      refunds: createOrganizerRefundsRepository(db),
      sessions,
      payments: paymentsService(db, { provider: options.provider }),
      siteUrl: options.siteUrl,
      ...shared,
    }),
  };
}

export type OrganizersService = ReturnType<typeof organizersService>;

/** An operator's new organizer (the create-organizer command): the organizer and its owner's invitation. */
export function createOrganizer(
  db: Database,
  input: NewOrganizerInput,
  options: { siteUrl: string; newToken?: () => string },
) {
  return onboardOrganizer(createOrganizerOnboardingRepository(db), input, options);
}

/**
 * An operator's new store (the create-store command): active and empty, one standard shipping option
 * and one category, its owner (an existing account) on its team at once and told by e-mail.
 */
export function createStore(db: Database, input: NewStoreInput, options: { siteUrl: string }) {
  return onboardStore(createStoreOnboardingRepository(db), input, options);
}
