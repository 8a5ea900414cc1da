import { type ConflictingBooking, DomainError, type Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import { localDateTime } from "../reservations/index.ts";
import type { FloorProblemKey } from "./floor-rules.ts";
import type { ActiveBookingRow } from "./setup-repository.ts";
import type { SetupProblemKey } from "./setup-rules.ts";

/** Refuses a setup change that breaks its rules: every problem named, with the field to fix. */
export function refuseProblems(
  problems: {
    field: string;
    problem: SetupProblemKey | FloorProblemKey;
    values?: Record<string, string> | undefined;
  }[],
  language: Language,
): never {
  const t = domainText(language);
  const details = problems.map((problem) => ({
    field: problem.field,
    message: t(`partners.setup.problems.${problem.problem}`, problem.values),
  }));
  throw new DomainError(
    "VALIDATION_FAILED",
    t("partners.setup.invalid", { problems: details.map((detail) => detail.message).join("; ") }),
    details,
  );
}

/** Refuses a change made from an older reading of what it changes. */
export function refuseStale(language: Language): never {
  throw new DomainError("SETUP_CHANGED", domainText(language)("partners.setup.changed"));
}

export type SetupThing = "shift" | "block" | "zone" | "table" | "combination" | "section" | "item";

export function refuseMissing(what: SetupThing, language: Language): never {
  throw new DomainError("NOT_FOUND", domainText(language)(`partners.setup.${what}NotFound`));
}

/** Refuses a change that would leave bookings without their time, listing them so the venue can decide. */
export function refuseConflicts(bookings: ActiveBookingRow[], timeZone: string, language: Language): never {
  const listed: ConflictingBooking[] = bookings.map((booking) => ({
    id: booking.id,
    code: booking.code,
    name: `${booking.firstName} ${booking.lastName}`.trim(),
    party: booking.party,
    status: booking.status,
    ...localDateTime(booking.startsAt, timeZone),
  }));
  throw new DomainError(
    "SETUP_BOOKINGS_CONFLICT",
    domainText(language)("partners.setup.bookingsConflict", { count: listed.length }),
    { bookings: listed },
  );
}
