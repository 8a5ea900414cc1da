import type { Database } from "@sobremesa/db";
import { createReservationsDeps, createReservationsRepository } from "../reservations/index.ts";
import { dayBookReads } from "./day-book.ts";
import { dayBookActions } from "./day-book-actions.ts";
import { createDayBookRepository } from "./day-book-repository.ts";
import { createFloorRepository } from "./floor-repository.ts";
import { createMenuRepository } from "./menu-repository.ts";
import { createPartnersRepository } from "./partners-repository.ts";
import { createPartnersService } from "./partners-service.ts";
import { createSetupRepository } from "./setup-repository.ts";
import type { Authorize, PartnersServiceOptions } from "./shared.ts";

export { INVITATION_TTL_MS, type Permission, ROLES_THAT, roleAllows } from "./access.ts";
export { invitationTokenHash } from "./invitations.ts";
export { partnersMessage } from "./messages.ts";
export type { PartnersService } from "./partners-service.ts";
export type { ShiftInput, TimeBlockInput } from "./setup.ts";
export type { Authorize, PartnerActor, PartnersServiceOptions } from "./shared.ts";

/**
 * The partner console for venues: who works where and in which role (owner, manager, host), the
 * owners' invitations by e-mail, and an audit log written in the same transaction as each change.
 */
export function partnersService(db: Database, options: PartnersServiceOptions) {
  return createPartnersService(
    createPartnersRepository(db),
    options,
    createSetupRepository(db),
    createFloorRepository(db),
    createMenuRepository(db),
  );
}

/**
 * The venue's day book: a day's bookings and the staff's actions on them, each checked by the
 * partners service's `authorize` and written with its audit line.
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
  return { ...dayBookReads(deps), ...dayBookActions(deps) };
}

export type DayBookService = ReturnType<typeof dayBookService>;

/** Forgets the day book feed's changes older than two days (the worker's sweep). */
export function pruneDayBookEvents(db: Database, now = new Date()): Promise<number> {
  return createDayBookRepository(db).pruneEvents(new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000));
}
export type { DayBookEventRow } from "./day-book-repository.ts";
