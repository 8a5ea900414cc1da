import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { HeldBooking, TimeBlock } from "./venue-model.ts";

const {
  activeReservationStatuses,
  places,
  placeSpecialDays,
  reservations,
  reservationSettings,
  reservationTableHolds,
  timeBlocks,
} = schema;

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
  blocks: { id: number; scope: string; startsAt: string; endsAt: string; zoneIds: number[]; tableIds: number[] }[];
  holds: { id: string; tableId: number; startsAt: string; endsAt: string; party: number }[];
  guestStarts: string[];
  setupVersion: number | null;
}

/** One entry per reservation from its table holds (one row per table). */
function heldBookings(
  holds: { id: string; tableId: number; startsAt: Date; endsAt: Date; party: number }[],
): HeldBooking[] {
  const byId = new Map<string, HeldBooking>();
  for (const hold of holds) {
    const booking = byId.get(hold.id);
    if (booking) booking.tableIds.push(hold.tableId);
    else
      byId.set(hold.id, {
        id: hold.id,
        startsAt: hold.startsAt,
        endsAt: hold.endsAt,
        party: hold.party,
        tableIds: [hold.tableId],
      });
  }
  return [...byId.values()];
}

/**
 * The time blocks touching [from, to) of the place `place` names (a parameter, or a column of an
 * outer query), as a JSON array: the venue's own blocks and its days closed all day.
 */
function blocksJson(place: SQL, from: Date, to: Date): SQL {
  return sql`
  (select coalesce(json_agg(blocks.block), '[]') from (
    select json_build_object(
      'id', ${timeBlocks.id}, 'scope', ${timeBlocks.scope},
      'startsAt', ${timeBlocks.startsAt}, 'endsAt', ${timeBlocks.endsAt},
      'zoneIds', ${timeBlocks.zoneIds}, 'tableIds', ${timeBlocks.tableIds}) as block
    from ${timeBlocks}
    where ${timeBlocks.placeId} = ${place} and ${timeBlocks.startsAt} < ${to} and ${timeBlocks.endsAt} > ${from}
    union all
    -- A day closed all day is a block of the whole venue from its midnight to the next (ids
    -- negative, apart from time_blocks' own).
    select json_build_object(
      'id', -closures.id, 'scope', 'global', 'startsAt', closures.starts_at, 'endsAt', closures.ends_at,
      'zoneIds', '{}'::int[], 'tableIds', '{}'::int[])
    from (
      select d.id, (d.date::timestamp at time zone p.timezone) as starts_at,
             ((d.date + 1)::timestamp at time zone p.timezone) as ends_at
        from ${placeSpecialDays} d
        join ${places} p on p.id = d.place_id
       where d.place_id = ${place} and d.closed
         and d.date between (${from}::timestamptz - interval '2 days')::date and (${to}::timestamptz + interval '2 days')::date
    ) closures
    where closures.starts_at < ${to} and closures.ends_at > ${from}
  ) blocks)`;
}

/** The active table holds touching [from, to) of the place `place` names, as a JSON array. */
function holdsJson(place: SQL, from: Date, to: Date, exceptReservationId?: string): SQL {
  return sql`
  (select coalesce(json_agg(json_build_object(
      'id', ${reservationTableHolds.reservationId}, 'tableId', ${reservationTableHolds.tableId},
      'startsAt', ${reservationTableHolds.startsAt}, 'endsAt', ${reservationTableHolds.endsAt},
      'party', ${reservations.party})), '[]')
    from ${reservationTableHolds}
    join ${reservations} on ${reservations.id} = ${reservationTableHolds.reservationId}
    where ${reservationTableHolds.placeId} = ${place} and ${reservationTableHolds.active}
      and ${reservationTableHolds.startsAt} < ${to} and ${reservationTableHolds.endsAt} > ${from}
      ${exceptReservationId ? sql`and ${reservationTableHolds.reservationId} <> ${exceptReservationId}` : sql``}
  )`;
}

/**
 * holdsJson for one of many places, where no stay starts before startsAfter: the holds and their
 * bookings' parties each read as one range of the place's index and hashed together, instead of
 * one lookup per booking. A booking whose own start is outside the range (none should be) still
 * gets its party, looked up alone. Each hold is [reservation id, table id, starts at and ends at in
 * epoch milliseconds, party]: a listing's cards read many, and numbers parse for less than dates.
 */
function placeHoldsJson(place: SQL, from: Date, to: Date, startsAfter: Date): SQL {
  return sql`
  (select coalesce(json_agg(json_build_array(
      ${reservationTableHolds.reservationId}, ${reservationTableHolds.tableId},
      floor(extract(epoch from ${reservationTableHolds.startsAt}) * 1000)::bigint,
      floor(extract(epoch from ${reservationTableHolds.endsAt}) * 1000)::bigint,
      coalesce(ranged.party,
        (select ${reservations.party} from ${reservations} where ${reservations.id} = ${reservationTableHolds.reservationId})))), '[]')
    from ${reservationTableHolds}
    left join (
      select booked.id, booked.party from ${reservations} booked
       where booked.place_id = ${place} and booked.starts_at > ${startsAfter} and booked.starts_at < ${to}
    ) ranged on ranged.id = ${reservationTableHolds.reservationId}
    where ${reservationTableHolds.placeId} = ${place} and ${reservationTableHolds.active}
      and ${reservationTableHolds.startsAt} < ${to} and ${reservationTableHolds.endsAt} > ${from}
      and ${reservationTableHolds.startsAt} > ${startsAfter}
  )`;
}

function blocksOf(blocks: BookingContextRow["blocks"]): TimeBlock[] {
  return blocks.map((block) => ({
    id: block.id,
    scope: block.scope === "global" ? "global" : "specific",
    startsAt: new Date(block.startsAt),
    endsAt: new Date(block.endsAt),
    zoneIds: block.zoneIds,
    tableIds: block.tableIds,
  }));
}

type PlaceHold = [id: string, tableId: number, startsAt: number, endsAt: number, party: number];

function placeHeldOf(holds: PlaceHold[]): HeldBooking[] {
  return heldBookings(
    holds.map(([id, tableId, startsAt, endsAt, party]) => ({
      id,
      tableId,
      startsAt: new Date(Number(startsAt)),
      endsAt: new Date(Number(endsAt)),
      party,
    })),
  );
}

function heldOf(holds: BookingContextRow["holds"]): HeldBooking[] {
  return heldBookings(
    holds.map((hold) => ({ ...hold, startsAt: new Date(hold.startsAt), endsAt: new Date(hold.endsAt) })),
  );
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
      const [row] = (
        (await db.execute(sql`
          select
            ${idempotencyKey ? sql`exists (select 1 from ${reservations} where ${reservations.idempotencyKey} = ${idempotencyKey})` : sql`false`} as "keyTaken",
            ${blocksJson(sql`${placeId}`, from, to)} as "blocks",
            ${holdsJson(sql`${placeId}`, from, to, exceptReservationId)} as "holds",
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
        timeBlocks: blocksOf(row.blocks),
        held: heldOf(row.holds),
        guestStarts: row.guestStarts.map((startsAt) => new Date(startsAt)),
        setupVersion: row.setupVersion === null ? null : Number(row.setupVersion),
      };
    },

    /**
     * The time zone, setup version, time blocks and active holds touching [from, to) of many places,
     * in one statement whatever their number (unknown ids are left out). A stay never lasts a day:
     * holds are sought from a day before `from` on the place's index, not from its first booking.
     */
    async bookingContexts(input: { placeIds: number[]; from: Date; to: Date }): Promise<PlaceContext[]> {
      const { placeIds, from, to } = input;
      if (placeIds.length === 0) return [];
      // The outer alias is not the closures' "p": the block subquery must see this query's place.
      const place = sql`asked.id`;
      const startsAfter = new Date(from.getTime() - 24 * 60 * 60_000);
      const rows = (
        (await db.execute(sql`
          select asked.id as "placeId", asked.timezone as "timeZone",
            (select ${reservationSettings.setupVersion} from ${reservationSettings}
              where ${reservationSettings.placeId} = asked.id) as "setupVersion",
            ${blocksJson(place, from, to)} as "blocks",
            ${placeHoldsJson(place, from, to, startsAfter)} as "holds"
          from ${places} asked
          where ${inArray(sql`asked.id`, placeIds)}
        `)) as unknown as {
          rows: (Pick<BookingContextRow, "blocks" | "setupVersion"> & {
            placeId: number;
            timeZone: string;
            holds: PlaceHold[];
          })[];
        }
      ).rows;
      return rows.map((row) => ({
        placeId: Number(row.placeId),
        timeZone: row.timeZone,
        timeBlocks: blocksOf(row.blocks),
        held: placeHeldOf(row.holds),
        setupVersion: row.setupVersion === null ? null : Number(row.setupVersion),
      }));
    },
  };
}
