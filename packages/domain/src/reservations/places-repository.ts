import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { eq, inArray, sql } from "drizzle-orm";
import type { Shift, Table, TableCombination } from "./venue-model.ts";

const {
  categories,
  cities,
  colonies,
  places,
  reservationSettings,
  reservationShifts,
  reservationZones,
  tableCombinations,
  venueTables,
} = schema;

export interface PlaceSummary {
  id: number;
  slug: string;
  name: string;
  category: string;
  timeZone: string;
  address: string;
  phone: string;
  currency: string;
  imageSeed: number;
  areaName: string;
}

export interface VenueSettings {
  daysAhead: number;
  minNoticeMinutes: number;
  cancelUntilHours: number;
  depositPerGuest: number | null;
  maxPartySize: number;
  /** Moves with every change of the setup: a cached setup with another number is stale. */
  setupVersion: number;
}

export interface ZoneNames {
  id: number;
  es: string;
  en: string;
}

export interface VenueSetup {
  settings: VenueSettings;
  zones: ZoneNames[];
  tables: Table[];
  combinations: TableCombination[];
  shifts: Shift[];
}

const placeColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  category: categories.key,
  timeZone: places.timezone,
  address: places.address,
  phone: places.phone,
  currency: places.currency,
  imageSeed: places.imageSeed,
  areaName: sql<string>`coalesce(${colonies.name} || ', ' || ${cities.name}, ${cities.name})`,
};

/** A place and its venue's setup: what the service caches, and the settings row a booking locks. */
export function placeQueries(db: Database) {
  const placeSummaries = () =>
    db
      .select(placeColumns)
      .from(places)
      .innerJoin(categories, eq(categories.id, places.categoryId))
      .innerJoin(cities, eq(cities.id, places.cityId))
      .leftJoin(colonies, eq(colonies.id, places.colonyId));

  /**
   * The parts of venues' models that change rarely (cached by the service), by place id; a place
   * without settings has none. One statement however many places: a listing's cards miss the cache
   * together, and round trips per place cost more than the rows.
   */
  async function venueSetups(placeIds: readonly number[]): Promise<Map<number, VenueSetup>> {
    if (placeIds.length === 0) return new Map();
    const rows = (
      (await db.execute(sql`
        select
          ${reservationSettings.placeId} as "placeId",
          ${reservationSettings.daysAhead} as "daysAhead",
          ${reservationSettings.minNoticeMinutes} as "minNoticeMinutes",
          ${reservationSettings.cancelUntilHours} as "cancelUntilHours",
          ${reservationSettings.depositPerGuest} as "depositPerGuest",
          ${reservationSettings.maxPartySize} as "maxPartySize",
          ${reservationSettings.setupVersion} as "setupVersion",
          (select coalesce(json_agg(json_build_object(
              'id', ${reservationZones.id}, 'es', ${reservationZones.nameEs}, 'en', ${reservationZones.nameEn})
              order by ${reservationZones.position}, ${reservationZones.id}), '[]')
            from ${reservationZones} where ${reservationZones.placeId} = ${reservationSettings.placeId}) as "zones",
          (select coalesce(json_agg(json_build_object(
              'id', ${venueTables.id}, 'zoneId', ${venueTables.zoneId}, 'label', ${venueTables.label},
              'minCovers', ${venueTables.minCovers}, 'maxCovers', ${venueTables.maxCovers},
              'online', ${venueTables.online}, 'priority', ${venueTables.priority}) order by ${venueTables.id}), '[]')
            from ${venueTables}
            where ${venueTables.placeId} = ${reservationSettings.placeId} and ${venueTables.archivedAt} is null) as "tables",
          (select coalesce(json_agg(json_build_object(
              'id', ${tableCombinations.id}, 'tableIds', ${tableCombinations.tableIds},
              'minCovers', ${tableCombinations.minCovers}, 'maxCovers', ${tableCombinations.maxCovers},
              'online', ${tableCombinations.online}, 'priority', ${tableCombinations.priority})
              order by ${tableCombinations.id}), '[]')
            from ${tableCombinations} where ${tableCombinations.placeId} = ${reservationSettings.placeId}) as "combinations",
          (select coalesce(json_agg(json_build_object(
              'id', ${reservationShifts.id}, 'name', ${reservationShifts.nameEs}, 'weekdays', ${reservationShifts.weekdays},
              'firstSeating', to_char(${reservationShifts.firstSeating}, 'HH24:MI'),
              'lastSeating', to_char(${reservationShifts.lastSeating}, 'HH24:MI'),
              'slotIntervalMinutes', ${reservationShifts.slotIntervalMinutes},
              'turnTimes', ${reservationShifts.turnTimes}, 'pacingCovers', ${reservationShifts.pacingCovers})
              order by ${reservationShifts.id}), '[]')
            from ${reservationShifts} where ${reservationShifts.placeId} = ${reservationSettings.placeId}) as "shifts"
        from ${reservationSettings}
        where ${inArray(reservationSettings.placeId, [...placeIds])}
      `)) as unknown as { rows: ({ placeId: number } & VenueSettings & Omit<VenueSetup, "settings">)[] }
    ).rows;
    return new Map(
      rows.map(({ placeId, zones, tables, combinations, shifts, ...settings }) => [
        Number(placeId),
        { settings, zones, tables, combinations, shifts },
      ]),
    );
  }

  return {
    async placeBySlug(slug: string): Promise<PlaceSummary | undefined> {
      const [row] = await placeSummaries().where(eq(places.slug, slug));
      return row;
    },

    async placeById(id: number): Promise<PlaceSummary | undefined> {
      const [row] = await placeSummaries().where(eq(places.id, id));
      return row;
    },

    /** One venue's setup (venueSetups); undefined without settings. */
    async venueSetup(placeId: number): Promise<VenueSetup | undefined> {
      return (await venueSetups([placeId])).get(placeId);
    },

    /** The setups of many venues in that one statement (places without settings are left out). */
    venueSetups,

    /** Locks the place's booking settings row until the transaction ends, and reads it. */
    async lockPlace(placeId: number): Promise<VenueSettings | undefined> {
      const [row] = await db
        .select()
        .from(reservationSettings)
        .where(eq(reservationSettings.placeId, placeId))
        .for("update");
      if (!row) return undefined;
      const { placeId: _placeId, ...settings } = row;
      return settings;
    },
  };
}
