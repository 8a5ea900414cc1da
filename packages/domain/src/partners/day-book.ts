import {
  addDays,
  type DayBookAnswer,
  type DayBookEntry,
  type GuestTagName,
  guestTagNames,
  type Language,
} from "@sobremesa/contracts";
import { localDateTime, type ReservationsDeps, zonedInstant } from "../reservations/index.ts";
import { ROLES_THAT } from "./access.ts";
import type { DayBookEventRow, DayBookRepository, DayBookRow } from "./day-book-repository.ts";

type DayBookTableRow = Awaited<ReturnType<DayBookRepository["tables"]>>[number];

import { channelOf } from "./day-book-rules.ts";
import type { Authorize, PartnerActor } from "./shared.ts";

export interface DayBookDeps {
  repository: DayBookRepository;
  reservations: ReservationsDeps;
  authorize: Authorize;
  now: () => Date;
}

/** A venue table as the day book's rows show it: its zone named in the staff member's language. */
export function dayBookTableOf(table: DayBookTableRow, language: Language) {
  return {
    id: table.id,
    label: table.label,
    zoneId: table.zoneId,
    zoneName: language === "en" ? table.zoneEn : table.zoneEs,
    minCovers: table.minCovers,
    maxCovers: table.maxCovers,
  };
}

export function entryOf(row: DayBookRow): DayBookEntry {
  const local = localDateTime(row.startsAt, row.timeZone);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    channel: channelOf(row.source),
    party: row.party,
    date: local.date,
    time: local.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    tables: row.tables,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    email: row.email,
    language: row.language === "en" ? "en" : "es",
    occasion: row.occasion,
    note: row.note,
    cancelReason: row.cancelReason,
    guest:
      row.guestNote === null
        ? null
        : {
            note: row.guestNote,
            tags: (row.guestTags ?? []).filter((tag): tag is GuestTagName => guestTagNames.includes(tag as never)),
          },
  };
}

/** The instants a venue's local date spans, [its midnight, the next one). */
export function localDay(date: string, timeZone: string): [Date, Date] {
  const start = (day: string) => zonedInstant(day, "00:00", timeZone) ?? zonedInstant(day, "01:00", timeZone);
  const from = start(date) ?? new Date(`${date}T00:00:00Z`);
  const to = start(addDays(date, 1)) ?? new Date(from.getTime() + 24 * 3_600_000);
  return [from, to];
}

/** Reading the day book and its feed of changes. */
export function dayBookReads({ repository, reservations, authorize, now }: DayBookDeps) {
  return {
    async dayBook(
      actor: PartnerActor | null,
      placeId: number,
      date: string | undefined,
      language: Language,
    ): Promise<DayBookAnswer> {
      const venue = await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const place = await reservations.placeById(placeId);
      const timeZone = place?.timeZone ?? venue.timeZone;
      const today = localDateTime(now(), timeZone).date;
      const day = date ?? today;
      const [from, to] = localDay(day, timeZone);
      // Read first: a change landing between the two reads is sent again live, never lost.
      const lastEventId = await repository.lastEventId(placeId);
      const [tables, rows] = await Promise.all([repository.tables(placeId), repository.bookings(placeId, from, to)]);
      return {
        venue: { id: placeId, name: place?.name ?? venue.name, timeZone },
        date: day,
        today,
        tables: tables.map((table) => dayBookTableOf(table, language)),
        reservations: rows.map(entryOf),
        lastEventId,
      };
    },

    /** May this person follow the venue's day (the events stream checks before it opens). */
    async followDay(actor: PartnerActor | null, placeId: number, language: Language): Promise<void> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
    },

    /** The feed's last event of every venue (where a listening instance starts from). */
    latestEventId(): Promise<number> {
      return repository.lastEventId(null);
    },

    /** The changes after an event id, oldest first (a reconnecting day book catches up with them). */
    eventsAfter(placeId: number | null, after: number, limit: number): Promise<DayBookEventRow[]> {
      return repository.eventsAfter(placeId, after, limit);
    },
  };
}
