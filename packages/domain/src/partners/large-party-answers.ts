import { randomUUID } from "node:crypto";
import {
  DomainError,
  type Language,
  type LargePartyAnswer,
  type LargePartyEntry,
  type LargePartyListAnswer,
  normalizePhone,
} from "@sobremesa/contracts";
import { sqlState } from "@sobremesa/db";
import { domainText } from "../i18n/index.ts";
import {
  addMinutes,
  dayWindow,
  findSlot,
  type LargePartyRow,
  largePartyAcceptedIntro,
  largePartyDeclinedEmail,
  turnMinutes,
  type Venue,
} from "../reservations/index.ts";
import { ROLES_THAT } from "./access.ts";
import { type DayBookDeps, dayBookTableOf, entryOf } from "./day-book.ts";
import { refuseDayBook } from "./day-book-messages.ts";
import type { DayBookQueries } from "./day-book-repository.ts";
import type { PartnerActor } from "./shared.ts";
import { bookAsStaff, staffVenue } from "./staff-booking.ts";

type Problem = "notFound" | "alreadyAnswered" | "tooFewSeats" | "oneZone" | "notSeatingTime";
const codes = {
  notFound: "NOT_FOUND",
  alreadyAnswered: "CONFLICT",
  tooFewSeats: "VALIDATION_FAILED",
  oneZone: "VALIDATION_FAILED",
  notSeatingTime: "CONFLICT",
} as const satisfies Record<Problem, string>;

function refuse(problem: Problem, language: Language, values: Record<string, string | number> = {}): never {
  throw new DomainError(codes[problem], domainText(language)(`partners.largeParty.errors.${problem}`, values));
}

const statusText = (status: string, language: Language) =>
  ["pending", "accepted", "declined", "cancelled"].includes(status)
    ? domainText(language)(`partners.largeParty.statuses.${status as "pending"}`)
    : status;

function entryOfRequest(row: LargePartyRow): Omit<LargePartyEntry, "freeTableIds" | "problem"> {
  return {
    id: row.id,
    status: row.status,
    party: row.party,
    date: row.date,
    time: row.time.slice(0, 5),
    name: row.contactName,
    email: row.contactEmail,
    phone: row.contactPhone,
    message: row.message,
    language: row.language === "en" ? "en" : "es",
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a request. */
const requestSnapshot = (row: LargePartyRow) => ({
  status: row.status,
  party: row.party,
  date: row.date,
  time: row.time.slice(0, 5),
  ...(row.reservationId ? { reservationId: row.reservationId } : {}),
  ...(row.answerMessage ? { answerMessage: row.answerMessage } : {}),
});

/**
 * The venue's answers to large-party requests (hosts, managers, owners, as for taking a booking):
 * accepted with the tables the host picks, through the same staff booking as a phone booking (so
 * the same rules and the same guard against double booking), or declined with a message. The
 * request row is locked and its answer is a conditional update on `pending`: answered once, however
 * many staff press at once. Each answer writes its audit line and the diner's e-mail in its
 * transaction.
 */
export function largePartyAnswers({ repository, reservations, authorize, now }: DayBookDeps) {
  const { placeById, setupOf } = reservations;

  async function placeAndSetup(placeId: number, language: Language) {
    const [place, setup] = await Promise.all([placeById(placeId), setupOf(placeId)]);
    if (!place || !setup) return refuseDayBook("notConfigured", language);
    return { place, setup };
  }

  /** The tables free for the whole stay of a request at its time, and why the time cannot be booked. */
  function freeTables(
    venue: Venue,
    request: LargePartyRow,
    held: { startsAt: Date; endsAt: Date; tableIds: number[] }[],
  ) {
    const slot = findSlot(venue, request.date, request.time.slice(0, 5));
    const shift = slot && venue.shifts.find((candidate) => candidate.id === slot.shiftId);
    if (!slot || !shift) return { freeTableIds: [], problem: "RESERVATION_CANNOT_BE_CREATED" };
    const start = slot.startsAt;
    const end = addMinutes(start, turnMinutes(shift, request.party));
    const overlapping = (from: Date, to: Date) => from < end && start < to;
    const busy = new Set(
      held.filter((booking) => overlapping(booking.startsAt, booking.endsAt)).flatMap((b) => b.tableIds),
    );
    const blocks = venue.timeBlocks.filter((block) => overlapping(block.startsAt, block.endsAt));
    const freeTableIds = venue.tables
      .filter(
        (table) =>
          !busy.has(table.id) &&
          !blocks.some(
            (block) =>
              block.scope === "specific" && (block.zoneIds.includes(table.zoneId) || block.tableIds.includes(table.id)),
          ),
      )
      .map((table) => table.id);
    let problem: string | null = null;
    if (start.getTime() < now().getTime()) problem = "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST";
    else if (blocks.some((block) => block.scope === "global" && block.startsAt <= start && start < block.endsAt))
      problem = "TIME_BLOCK_GLOBAL";
    return { freeTableIds, problem };
  }

  /** The request for an answer: locked, of this venue, still pending. */
  async function pendingUnderLock(tx: DayBookQueries, placeId: number, requestId: string, language: Language) {
    const current = await tx.lockLargeParty(placeId, requestId);
    if (!current) return refuse("notFound", language);
    if (current.status !== "pending")
      return refuse("alreadyAnswered", language, { status: statusText(current.status, language) });
    return current;
  }

  /** Records the answer (only over `pending`: the lock above makes it exact) and its audit line. */
  async function answer(
    tx: DayBookQueries,
    actor: PartnerActor | null,
    current: LargePartyRow,
    answerFields: { status: "accepted" | "declined"; answerMessage: string | null; reservationId: string | null },
    language: Language,
  ) {
    const answered = await tx.answerLargeParty(current.placeId, current.id, {
      ...answerFields,
      answeredBy: actor?.id ?? null,
    });
    if (!answered) return refuse("alreadyAnswered", language, { status: "" });
    await tx.audit({
      placeId: current.placeId,
      actorId: actor?.id ?? null,
      action: answerFields.status === "accepted" ? "large_party.accept" : "large_party.decline",
      entity: "large_party_request",
      entityId: current.id,
      before: requestSnapshot(current),
      after: requestSnapshot(answered),
    });
    return answered;
  }

  return {
    /** The venue's requests waiting for an answer, each with the tables free at its time. */
    async largePartyRequests(
      actor: PartnerActor | null,
      placeId: number,
      language: Language,
    ): Promise<LargePartyListAnswer> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const [rows, tables, place, setup] = await Promise.all([
        repository.pendingLargeParties(placeId),
        repository.tables(placeId),
        placeById(placeId),
        setupOf(placeId),
      ]);
      const requests: LargePartyEntry[] = [];
      for (const row of rows) {
        let verdict: { freeTableIds: number[]; problem: string | null } = { freeTableIds: [], problem: null };
        if (place && setup) {
          const [from, to] = dayWindow(row.date, place.timeZone);
          const day = await repository.bookingContext({ placeId, from, to });
          verdict = freeTables(staffVenue(place.timeZone, setup, setup.settings, day.timeBlocks), row, day.held);
        }
        requests.push({ ...entryOfRequest(row), ...verdict });
      }
      return {
        requests,
        tables: tables.map((table) => dayBookTableOf(table, language)),
        combinations: (setup?.combinations ?? []).map((combination) => ({
          id: combination.id,
          tableIds: [...combination.tableIds].sort((a, b) => a - b),
          maxCovers: combination.maxCovers,
        })),
      };
    },

    /** Accepts with tables: a confirmed booking for the request's date and time, made as staff make one. */
    async acceptLargeParty(
      actor: PartnerActor | null,
      placeId: number,
      requestId: string,
      tableIds: number[],
      language: Language,
    ): Promise<LargePartyAnswer> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      // A request of another venue is not found, whatever tables were named.
      if (!(await repository.largeParty(placeId, requestId))) refuse("notFound", language);
      const { place, setup } = await placeAndSetup(placeId, language);
      const wanted = [...new Set(tableIds)].sort((a, b) => a - b);
      const chosen = wanted.map((id) => setup.tables.find((table) => table.id === id));
      if (chosen.some((table) => !table)) refuseDayBook("unknownTable", language);
      if (new Set(chosen.map((table) => table!.zoneId)).size > 1) refuse("oneZone", language);
      const seats = chosen.reduce((sum, table) => sum + table!.maxCovers, 0);
      const reservationId = randomUUID();
      const answered = await repository
        .transaction(async (tx) => {
          const settings = await tx.lockPlace(placeId);
          if (!settings) return refuseDayBook("notConfigured", language);
          const current = await pendingUnderLock(tx, placeId, requestId, language);
          if (seats < current.party) refuse("tooFewSeats", language, { seats, party: current.party });
          // The setup read above may predate a table's deletion, which takes the same lock.
          if ((await tx.liveTableCount(placeId, wanted)) !== wanted.length) refuseDayBook("unknownTable", language);
          const phone = normalizePhone(current.contactPhone, "MX");
          await bookAsStaff(
            tx,
            { reservations, now },
            actor,
            place,
            setup,
            settings,
            {
              id: reservationId,
              walkIn: false,
              date: current.date,
              time: current.time.slice(0, 5),
              party: current.party,
              tableIds: wanted,
              firstName: current.contactName,
              lastName: "",
              email: current.contactEmail,
              phone: phone?.e164 ?? current.contactPhone,
              countryCode: phone?.countryCode ?? "+52",
              language: current.language === "en" ? "en" : "es",
              note: current.message || null,
              source: "WEBSITE",
              userId: current.createdBy,
              auditAction: "reservation.create.large_party",
              intro: largePartyAcceptedIntro(current.language, place),
            },
            language,
          );
          return answer(tx, actor, current, { status: "accepted", answerMessage: null, reservationId }, language);
        })
        .catch((error: unknown) => {
          // Taken meanwhile by another booking (the exclusion constraint, on any instance).
          if (sqlState(error) === "23P01") refuseDayBook("tableTaken", language);
          if (error instanceof DomainError && error.code === "RESERVATION_CANNOT_BE_CREATED")
            refuse("notSeatingTime", language);
          throw error;
        });
      const booking = await repository.booking(placeId, reservationId);
      return { request: entryOfRequest(answered), reservation: booking ? entryOf(booking) : null };
    },

    /** Declines with a message the diner reads in the e-mail. */
    async declineLargeParty(
      actor: PartnerActor | null,
      placeId: number,
      requestId: string,
      message: string,
      language: Language,
    ): Promise<LargePartyAnswer> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const place = await placeById(placeId);
      if (!place) return refuse("notFound", language);
      const answered = await repository.transaction(async (tx) => {
        const current = await pendingUnderLock(tx, placeId, requestId, language);
        const row = await answer(
          tx,
          actor,
          current,
          { status: "declined", answerMessage: message, reservationId: null },
          language,
        );
        await tx.enqueue([largePartyDeclinedEmail(row, place, message)]);
        return row;
      });
      return { request: entryOfRequest(answered), reservation: null };
    },
  };
}
