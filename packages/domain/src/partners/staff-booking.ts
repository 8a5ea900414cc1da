import { randomBytes } from "node:crypto";
import { addDays, type Language } from "@sobremesa/contracts";
import {
  type Assignment,
  dayWindow,
  evaluateRequest,
  evaluateSlot,
  localDateTime,
  type PlaceSummary,
  type ReservationRow,
  type ReservationsDeps,
  reservationCode,
  reservationError,
  slotsOfDay,
  type UnavailableCode,
  type Venue,
  type VenueSetup,
} from "../reservations/index.ts";
import { refuseDayBook } from "./day-book-messages.ts";
import type { DayBookQueries } from "./day-book-repository.ts";
import type { PartnerActor } from "./shared.ts";

type Settings = NonNullable<Awaited<ReturnType<DayBookQueries["lockPlace"]>>>;

/**
 * The venue as staff book it: the diner's rules (shifts, turn times, pacing, blocks, free tables),
 * with every table offered (those kept off the website are kept for the phone and the door) and no
 * minimum notice (the person is on the line or at the door).
 */
export function staffVenue(
  timeZone: string,
  setup: VenueSetup,
  settings: Settings,
  blocks: Venue["timeBlocks"],
): Venue {
  return {
    timeZone,
    zones: setup.zones.map((zone) => ({ id: zone.id, name: zone.es })),
    tables: setup.tables.map((table) => ({ ...table, online: true })),
    combinations: setup.combinations.map((combination) => ({ ...combination, online: true })),
    shifts: setup.shifts,
    timeBlocks: blocks,
    bookingWindow: { daysAhead: settings.daysAhead, minNoticeMinutes: 0 },
  };
}

/**
 * The venue reduced to the tables the host chose, pushed together as one: the same rules decide
 * (a seating time, not past, inside the window, no block, every chosen table free for the stay),
 * but the host has judged the fit and the kitchen's load, so neither covers nor pacing refuse it.
 */
function chosenTablesVenue(venue: Venue, tableIds: readonly number[], party: number): Venue {
  return {
    ...venue,
    tables: venue.tables.filter((table) => tableIds.includes(table.id)).map((table) => ({ ...table, online: false })),
    combinations: [{ id: 0, tableIds: [...tableIds], minCovers: 1, maxCovers: party, online: true, priority: 0 }],
    shifts: venue.shifts.map((shift) => ({ ...shift, pacingCovers: null })),
  };
}

/** What the audit log keeps of a booking. */
export const snapshot = (row: ReservationRow, tableIds?: number[]) => ({
  status: row.status,
  party: row.party,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  ...(tableIds ? { tableIds } : {}),
  ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
});

/** Messages only to the addresses the booking has (a walk-in may have neither). */
export const addressed = <T extends { recipient: string }>(messages: T[]) =>
  messages.filter((message) => message.recipient.trim() !== "");

export interface StaffBookingRequest {
  id: string;
  /** Seated now (a walk-in), else confirmed for its date and time. */
  walkIn: boolean;
  date: string;
  time: string;
  party: number;
  /** The tables the host chose; without them the best free fit, as for the diner. */
  tableIds?: readonly number[] | undefined;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string;
  language: Language;
  note: string | null;
  source: "WEBSITE" | "PHONE" | "WALK_IN";
  userId: string | null;
  /** The audit line's action (`reservation.create.phone`, ...). */
  auditAction: string;
  /** A line put before the diner's confirmation e-mail. */
  intro?: string | undefined;
}

/**
 * A booking entered by the venue's staff, inside a transaction that already holds the place's lock:
 * decided by the availability rules on the day's bookings as read under that lock, written with its
 * table holds, the diner's confirmation and reminders, the venue's notices and the audit line. Every
 * way staff book (the phone, the door, an accepted large-party request) comes through here; the
 * exclusion constraint remains the last word on overlaps (the caller turns 23P01 into an answer).
 */
export async function bookAsStaff(
  tx: DayBookQueries,
  { reservations, now }: { reservations: ReservationsDeps; now: () => Date },
  actor: PartnerActor | null,
  place: PlaceSummary,
  setup: VenueSetup,
  settings: Settings,
  request: StaffBookingRequest,
  language: Language,
): Promise<{ row: ReservationRow; tableIds: number[] }> {
  const { messagesFor, remindersFor, venueMessagesFor } = reservations;
  const clock = now();
  const date = request.walkIn ? localDateTime(clock, place.timeZone).date : request.date;
  const [from, to] = dayWindow(date, place.timeZone);
  const day = await tx.bookingContext({ placeId: place.id, from, to });
  const venue = staffVenue(place.timeZone, setup, settings, day.timeBlocks);
  const decision = request.walkIn
    ? seatNow(venue, request.party, clock, day.held, language)
    : evaluateRequest(
        {
          venue: request.tableIds ? chosenTablesVenue(venue, request.tableIds, request.party) : venue,
          party: request.party,
          now: clock,
          held: day.held,
        },
        date,
        request.time,
      );
  if (!decision.ok) throw reservationError(decision.code, language);
  const row = {
    id: request.id,
    code: reservationCode(),
    placeId: place.id,
    userId: request.userId,
    status: request.walkIn ? ("seated" as const) : ("confirmed" as const),
    party: request.party,
    startsAt: decision.slot.startsAt,
    endsAt: decision.endsAt,
    timeZone: place.timeZone,
    zoneId: decision.assignment.zoneId,
    zonePreference: null,
    occasion: null,
    note: request.note,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    countryCode: request.countryCode,
    language: request.language,
    source: request.source,
    manageToken: randomBytes(32).toString("base64url"),
    idempotencyKey: null,
    requestHash: null,
    calendarSequence: 0,
  };
  const created = await tx.insertBooking(row);
  const tableIds = decision.assignment.tableIds;
  await tx.holdTables(created, tableIds);
  // The diner hears of a booking made for them as of one made on the site; a walk-in is already here.
  if (!request.walkIn) {
    const confirmation = addressed(messagesFor("reservation-confirmed", created, place)).map((message) =>
      request.intro && message.channel === "email"
        ? { ...message, body: `${request.intro}\n\n${message.body}` }
        : message,
    );
    await tx.enqueue([...confirmation, ...addressed(remindersFor(created, place))]);
  }
  const venueStaff = await tx.venueRecipients(place.id);
  await tx.enqueue(venueMessagesFor("partners-venue-booked", created, place, venueStaff, actor?.id ?? null));
  await tx.audit({
    placeId: place.id,
    actorId: actor?.id ?? null,
    action: request.auditAction,
    entity: "reservation",
    entityId: created.id,
    before: null,
    after: snapshot(created, tableIds),
  });
  return { row: created, tableIds };
}

type SeatDecision =
  | { ok: true; slot: { startsAt: Date }; endsAt: Date; assignment: Assignment }
  | { ok: false; code: UnavailableCode };

/**
 * A walk-in is seated now, under the shift whose latest seating time has passed within one slot
 * interval (a party arriving at 21:10 sits under the 21:00 seating), with its turn time and tables.
 */
function seatNow(
  venue: Venue,
  party: number,
  clock: Date,
  held: Parameters<typeof evaluateSlot>[0]["held"],
  language: Language,
): SeatDecision {
  const today = localDateTime(clock, venue.timeZone).date;
  const local = localDateTime(clock, venue.timeZone);
  const started = [...slotsOfDay(venue, addDays(today, -1)), ...slotsOfDay(venue, today)].filter(
    (slot) => slot.startsAt.getTime() <= clock.getTime(),
  );
  const latest = started.at(-1);
  const shift = latest && venue.shifts.find((candidate) => candidate.id === latest.shiftId);
  if (!latest || !shift || clock.getTime() - latest.startsAt.getTime() > shift.slotIntervalMinutes * 60_000)
    return refuseDayBook("noOpenShift", language);
  const verdict = evaluateSlot(
    { venue, party, now: clock, held },
    { ...latest, date: local.date, time: local.time, startsAt: clock },
  );
  return verdict.ok ? verdict : { ok: false, code: verdict.code };
}
