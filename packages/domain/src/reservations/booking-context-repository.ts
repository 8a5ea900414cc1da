import { type Database, idArray, schema } from "@sobremesa/db";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { HeldBooking, TimeBlock } from "./venue-model.ts";

const { activeReservationStatuses, reservations, reservationSettings } = schema;

/** What a booking decision reads under the place's lock (bookingContext). */
export interface BookingContext {
  keyTaken: boolean;
  timeBlocks: TimeBlock[];
  held: HeldBooking[];
  /** Arrivals of this guest's active bookings of the place in the window. */
  guestStarts: Date[];
  /** The place's setup version (null without booking settings): a cached setup must match it. */
  setupVersion: number | null;
}

/** What deciding many places' times at once reads of each place (bookingContexts). */
export interface PlaceContext {
  placeId: number;
  timeZone: string;
  timeBlocks: TimeBlock[];
  held: HeldBooking[];
  /** null for a place without booking settings (it takes no online bookings). */
  setupVersion: number | null;
}

interface BookingContextRow {
  keyTaken: boolean;
  blocks:
    | { id: number; scope: string; startsAt: string; endsAt: string; zoneIds: number[]; tableIds: number[] }[]
    | null;
  holds: PlaceHolds | null;
  guestStarts: string[];
  setupVersion: number | null;
}

/** A place's holds as columns: reservation ids, table ids, starts and ends in epoch milliseconds, parties. */
type PlaceHolds = [ids: string[], tableIds: number[], startsAt: number[], endsAt: number[], parties: number[]];

/**
 * One entry per reservation from a place's table holds (one per table). A place without holds
 * aggregates to null, or to arrays of null.
 */
function heldOf(holds: PlaceHolds | null): HeldBooking[] {
  if (!holds?.[0]) return [];
  const [ids, tableIds, startsAt, endsAt, parties] = holds;
  const byId = new Map<string, HeldBooking>();
  for (const [index, id] of ids.entries()) {
    const booking = byId.get(id);
    if (booking) booking.tableIds.push(tableIds[index]!);
    else
      byId.set(id, {
        id,
        startsAt: new Date(startsAt[index]!),
        endsAt: new Date(endsAt[index]!),
        party: parties[index]!,
        tableIds: [tableIds[index]!],
      });
  }
  return [...byId.values()];
}

/**
 * The time blocks touching [from, to) of a place, as a JSON array (null when there is none): the
 * venue's own blocks, and its days closed all day, each a block of the whole venue from its midnight
 * to the next in its zone (ids negative, apart from time_blocks' own). Plain SQL over the expressions
 * given (parameters, or columns of an outer query), so that the one-place booking read and the
 * many-place card read share it.
 */
function blocksJson(at: { place: SQL; from: SQL; to: SQL; timeZone: SQL }): SQL {
  return sql`(select json_agg(block) from (
      select json_build_object('id', tb.id, 'scope', tb.scope, 'startsAt', tb.starts_at, 'endsAt', tb.ends_at,
               'zoneIds', tb.zone_ids, 'tableIds', tb.table_ids) as block
        from time_blocks tb
       where tb.place_id = ${at.place} and tb.starts_at < ${at.to} and tb.ends_at > ${at.from}
      union all
      select json_build_object('id', -closures.id, 'scope', 'global', 'startsAt', closures.starts_at,
               'endsAt', closures.ends_at, 'zoneIds', '{}'::int[], 'tableIds', '{}'::int[])
        from (
          select d.id, (d.date::timestamp at time zone ${at.timeZone}) as starts_at,
                 ((d.date + 1)::timestamp at time zone ${at.timeZone}) as ends_at
            from place_special_days d
           where d.place_id = ${at.place} and d.closed
             and d.date between (${at.from} - interval '2 days')::date and (${at.to} + interval '2 days')::date
        ) closures
       where closures.starts_at < ${at.to} and closures.ends_at > ${at.from}
    ) blocks)`;
}

/**
 * The active table holds touching [from, to) of a place (a moving booking's own excepted), as five
 * arrays (PlaceHolds): a JSON constructor per hold cost more than the rest of a listing's read. A
 * stay lasts at most 12 hours, so holds are sought on the place's index from a day before `from`
 * (the many-place statement's plan is kept and reused, so it must not count on seeing how many
 * rows a place has). Plain SQL over the expressions given, shared by the one-place and many-place
 * reads.
 */
function holdsColumns(at: { place: SQL; from: SQL; to: SQL; exceptReservationId?: string | undefined }): SQL {
  return sql`(select json_build_array(array_agg(h.reservation_id), array_agg(h.table_id),
             array_agg(round(date_part('epoch', h.starts_at) * 1000)::bigint),
             array_agg(round(date_part('epoch', h.ends_at) * 1000)::bigint),
             array_agg(h.party))
        from reservation_table_holds h
       where h.place_id = ${at.place} and h.active
         and h.starts_at > ${at.from} - interval '1 day' and h.starts_at < ${at.to} and h.ends_at > ${at.from}
         ${at.exceptReservationId ? sql`and h.reservation_id <> ${at.exceptReservationId}` : sql``}
    )`;
}

function blocksOf(blocks: NonNullable<BookingContextRow["blocks"]>): TimeBlock[] {
  return blocks.map((block) => ({
    id: block.id,
    scope: block.scope === "global" ? "global" : "specific",
    startsAt: new Date(block.startsAt),
    endsAt: new Date(block.endsAt),
    zoneIds: block.zoneIds,
    tableIds: block.tableIds,
  }));
}

/** What a booking decision reads under the place's lock. */
export function bookingContextQueries(db: Database) {
  return {
    /**
     * Everything deciding a booking reads, in one statement (each round trip waits its turn on a busy
     * event loop): the time blocks and active holds touching [from, to) (a moving booking's own
     * excepted), and for a new booking whether its Idempotency-Key is taken and when this guest
     * already has an active booking there. Under the place's lock it must be its own statement
     * after the lock, never part of it: a statement's snapshot is taken before the lock is granted
     * and would miss the booking that held it.
     */
    async bookingContext(input: {
      placeId: number;
      from: Date;
      to: Date;
      guestEmail?: string | undefined;
      idempotencyKey?: string | null | undefined;
      exceptReservationId?: string | undefined;
    }): Promise<BookingContext> {
      const { placeId, from, to, guestEmail, idempotencyKey, exceptReservationId } = input;
      const at = { place: sql`${placeId}::int`, from: sql`${from}::timestamptz`, to: sql`${to}::timestamptz` };
      const [row] = (
        (await db.execute(sql`
          select
            ${idempotencyKey ? sql`exists (select 1 from ${reservations} where ${reservations.idempotencyKey} = ${idempotencyKey})` : sql`false`} as "keyTaken",
            ${blocksJson({ ...at, timeZone: sql`(select p.timezone from places p where p.id = ${placeId}::int)` })} as "blocks",
            ${holdsColumns({ ...at, exceptReservationId })} as "holds",
            ${
              guestEmail
                ? sql`(select coalesce(json_agg(${reservations.startsAt}), '[]')
              from ${reservations}
              where ${reservations.placeId} = ${placeId} and ${reservations.email} = ${guestEmail}
                and ${inArray(reservations.status, [...activeReservationStatuses])}
                and ${reservations.startsAt} >= ${from} and ${reservations.startsAt} < ${to})`
                : sql`'[]'::json`
            } as "guestStarts",
            (select ${reservationSettings.setupVersion} from ${reservationSettings}
              where ${reservationSettings.placeId} = ${placeId}) as "setupVersion"
        `)) as unknown as { rows: BookingContextRow[] }
      ).rows;
      if (!row) throw new Error("booking context returned nothing");
      return {
        keyTaken: row.keyTaken,
        timeBlocks: row.blocks ? blocksOf(row.blocks) : [],
        held: heldOf(row.holds),
        guestStarts: row.guestStarts.map((startsAt) => new Date(startsAt)),
        setupVersion: row.setupVersion === null ? null : Number(row.setupVersion),
      };
    },

    /**
     * The time zone, setup version, time blocks and active holds touching [from, to) of many places,
     * in one statement whatever their number (unknown ids are left out).
     */
    async bookingContexts(input: { placeIds: number[]; from: Date; to: Date }): Promise<PlaceContext[]> {
      const { placeIds, from, to } = input;
      if (placeIds.length === 0) return [];
      return placeContexts(
        db,
        sql`select p.id, p.timezone, ${from}::timestamptz as "from", ${to}::timestamptz as "to"
              from places p where p.id = any(${idArray(placeIds)}::int[])`,
      );
    },
  };
}

interface PlaceContextRow {
  placeId: number;
  timeZone: string;
  setupVersion: number | null;
  blocks: BookingContextRow["blocks"];
  holds: PlaceHolds | null;
}

/**
 * The contexts of the places `windows` lists (id, timezone, and the [from, to) each is read over).
 * Written as plain SQL, its few parameters apart: a listing asks for it on every page, and
 * composing the statement from the schema's objects cost more than running it. The windows are
 * worked out once per place (materialized), not again in every condition that names them.
 */
async function placeContexts(db: Database, windows: SQL): Promise<PlaceContext[]> {
  const rows = (
    (await db.execute(sql`
      with w as materialized (${windows})
      select w.id as "placeId", w.timezone as "timeZone",
        (select rs.setup_version from reservation_settings rs where rs.place_id = w.id) as "setupVersion",
        ${blocksJson({ place: sql`w.id`, from: sql`w."from"`, to: sql`w."to"`, timeZone: sql`w.timezone` })} as "blocks",
        ${holdsColumns({ place: sql`w.id`, from: sql`w."from"`, to: sql`w."to"` })} as "holds"
      from w
    `)) as unknown as { rows: PlaceContextRow[] }
  ).rows;
  return rows.map((row) => ({
    placeId: Number(row.placeId),
    timeZone: row.timeZone,
    timeBlocks: row.blocks ? blocksOf(row.blocks) : [],
    held: heldOf(row.holds),
    setupVersion: row.setupVersion === null ? null : Number(row.setupVersion),
  }));
}
