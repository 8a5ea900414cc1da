import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";
import { type ActiveBookingRow, lockedSetupChange, setupQueries } from "./setup-repository.ts";

const {
  amenities,
  countries,
  cuisines,
  foodTypes,
  placeAmenities,
  placeCuisines,
  placeFoodTypes,
  placeHours,
  placePhotos,
  places,
  placeSpecialDays,
} = schema;

export type PhotoRow = typeof placePhotos.$inferSelect;
export type NewPhotoRow = Pick<PhotoRow, "stem" | "widths" | "width" | "height" | "altEs" | "altEn">;

export interface ProfileRow {
  id: number;
  slug: string;
  name: string;
  descriptionEs: string;
  descriptionEn: string;
  phone: string;
  address: string;
  priceRange: number;
  cuisineIds: number[];
  foodTypeIds: number[];
  amenityIds: number[];
  latitude: number;
  longitude: number;
  version: number;
}
export type ProfileChange = Omit<ProfileRow, "id" | "slug" | "version">;
export interface HoursRow {
  weekday: number;
  opensAt: string;
  closesAt: string;
}
export type SpecialDayRow = Omit<typeof placeSpecialDays.$inferSelect, "createdAt" | "placeId">;
export type NewSpecialDayRow = Omit<SpecialDayRow, "id">;

/** Why a profile write was refused inside its transaction (nothing of it stays). */
export class ProfileWriteRefused extends Error {
  readonly reason: "stale" | "not-found" | "too-many" | "unknown-cuisine" | "unknown-taxon" | "day-not-found";
  constructor(reason: ProfileWriteRefused["reason"]) {
    super(reason);
    this.reason = reason;
    this.name = "ProfileWriteRefused";
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Moves the profile version: the place row changes, so the place page's cache sees it too. */
async function bumpVersion(tx: Tx, placeId: number): Promise<void> {
  await tx
    .update(places)
    .set({ profileVersion: sql`${places.profileVersion} + 1` })
    .where(eq(places.id, placeId));
}

const profileColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  descriptionEs: places.descriptionEs,
  descriptionEn: places.descriptionEn,
  phone: places.phone,
  address: places.address,
  priceRange: places.priceRange,
  latitude: places.latitude,
  longitude: places.longitude,
  version: places.profileVersion,
};

/** The taxonomy links a profile edit replaces as a whole (cuisines, food types, amenities). */
const links = {
  cuisineIds: { link: placeCuisines, catalogue: cuisines },
  foodTypeIds: { link: placeFoodTypes, catalogue: foodTypes },
  amenityIds: { link: placeAmenities, catalogue: amenities },
} as const;

async function linkedIds(db: Database | Tx, link: typeof placeCuisines, placeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: link.itemId })
    .from(link)
    .where(eq(link.placeId, placeId))
    .orderBy(asc(link.itemId));
  return rows.map((row) => row.id);
}

async function hoursOf(db: Database | Tx, placeId: number): Promise<HoursRow[]> {
  return db
    .select({
      weekday: placeHours.weekday,
      opensAt: sql<string>`to_char(${placeHours.opensAt}, 'HH24:MI')`,
      closesAt: sql<string>`to_char(${placeHours.closesAt}, 'HH24:MI')`,
    })
    .from(placeHours)
    .where(eq(placeHours.placeId, placeId))
    .orderBy(asc(placeHours.weekday), asc(placeHours.opensAt));
}

const specialDayColumns = {
  id: placeSpecialDays.id,
  date: placeSpecialDays.date,
  closed: placeSpecialDays.closed,
  hours: placeSpecialDays.hours,
  reasonEs: placeSpecialDays.reasonEs,
  reasonEn: placeSpecialDays.reasonEn,
};

async function profileOf(db: Database | Tx, placeId: number, lock: boolean): Promise<ProfileRow | null> {
  const query = db.select(profileColumns).from(places).where(eq(places.id, placeId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  // The link tables have no order: the lowest id stands first, as the place page reads them.
  const [cuisineIds, foodTypeIds, amenityIds] = await Promise.all([
    linkedIds(db, placeCuisines, placeId),
    linkedIds(db, placeFoodTypes, placeId),
    linkedIds(db, placeAmenities, placeId),
  ]);
  return { ...row, cuisineIds, foodTypeIds, amenityIds };
}

async function photosOf(db: Database | Tx, placeId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(placePhotos)
    .where(eq(placePhotos.placeId, placeId))
    .orderBy(asc(placePhotos.position), asc(placePhotos.id));
}

/**
 * Storage of a venue's profile and photos. Every write locks the place's row first, so two edits of
 * one venue (a rename and a reorder, two uploads near the photo limit) are served one after the
 * other, and writes its audit line in the same transaction.
 */
export function createProfileRepository(db: Database) {
  async function change<T>(
    placeId: number,
    fn: (tx: Tx, current: ProfileRow) => Promise<{ result: T; audit: AuditWrite }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const current = await profileOf(tx, placeId, true);
      if (!current) throw new ProfileWriteRefused("not-found");
      const { result, audit } = await fn(tx, current);
      await writeAudit(tx, audit);
      return result;
    });
  }

  return {
    profile: (placeId: number) => profileOf(db, placeId, false),
    photos: (placeId: number) => photosOf(db, placeId),

    hours: (placeId: number) => hoursOf(db, placeId),

    async cuisineCatalogue(): Promise<{ id: number; nameEs: string; nameEn: string }[]> {
      return db
        .select({ id: cuisines.id, nameEs: cuisines.nameEs, nameEn: cuisines.nameEn })
        .from(cuisines)
        .orderBy(asc(cuisines.id));
    },

    async catalogue(which: "foodTypes" | "amenities"): Promise<{ id: number; nameEs: string; nameEn: string }[]> {
      const table = which === "foodTypes" ? foodTypes : amenities;
      return db.select({ id: table.id, nameEs: table.nameEs, nameEn: table.nameEn }).from(table).orderBy(asc(table.id));
    },

    /** The venue's country code (MX, CO, CR), to check a map pin against, and its time zone. */
    async whereabouts(placeId: number): Promise<{ countryCode: string; timeZone: string } | null> {
      const [row] = await db
        .select({ countryCode: countries.code, timeZone: places.timezone })
        .from(places)
        .innerJoin(countries, eq(countries.id, places.countryId))
        .where(eq(places.id, placeId));
      return row ?? null;
    },

    /** Special days from `fromDate` on (the venue's today), in date order. */
    async specialDays(placeId: number, fromDate: string): Promise<SpecialDayRow[]> {
      return db
        .select(specialDayColumns)
        .from(placeSpecialDays)
        .where(and(eq(placeSpecialDays.placeId, placeId), gte(placeSpecialDays.date, fromDate)))
        .orderBy(asc(placeSpecialDays.date));
    },

    /** Replaces the week's opening hours if the profile is still at `version`. */
    async replaceHours(
      placeId: number,
      version: number,
      hours: HoursRow[],
      audit: (before: HoursRow[], after: HoursRow[]) => AuditWrite,
    ): Promise<{ hours: HoursRow[]; version: number }> {
      return change(placeId, async (tx, current) => {
        if (current.version !== version) throw new ProfileWriteRefused("stale");
        const before = await hoursOf(tx, placeId);
        await tx.delete(placeHours).where(eq(placeHours.placeId, placeId));
        if (hours.length > 0) await tx.insert(placeHours).values(hours.map((row) => ({ ...row, placeId })));
        await bumpVersion(tx, placeId);
        const after = await hoursOf(tx, placeId);
        return { result: { hours: after, version: version + 1 }, audit: audit(before, after) };
      });
    },

    /** Changes the profile if it is still at `version`; the cuisines are replaced as a whole. */
    async updateProfile(
      placeId: number,
      version: number,
      fields: ProfileChange,
      audit: (before: ProfileRow, after: ProfileRow) => AuditWrite,
    ): Promise<ProfileRow> {
      return change(placeId, async (tx, before) => {
        if (before.version !== version) throw new ProfileWriteRefused("stale");
        const { cuisineIds, foodTypeIds, amenityIds, ...columns } = fields;
        const chosen = { cuisineIds, foodTypeIds, amenityIds };
        for (const [field, { link, catalogue }] of Object.entries(links)) {
          const ids = [...new Set(chosen[field as keyof typeof chosen])];
          if (ids.length > 0) {
            const known = await tx.select({ id: catalogue.id }).from(catalogue).where(inArray(catalogue.id, ids));
            if (known.length !== ids.length)
              throw new ProfileWriteRefused(field === "cuisineIds" ? "unknown-cuisine" : "unknown-taxon");
          }
          await tx.delete(link).where(eq(link.placeId, placeId));
          if (ids.length > 0) await tx.insert(link).values(ids.map((itemId) => ({ placeId, itemId })));
        }
        await tx
          .update(places)
          .set({ ...columns, profileVersion: sql`${places.profileVersion} + 1` })
          .where(eq(places.id, placeId));
        const after = await profileOf(tx, placeId, false);
        if (!after) throw new ProfileWriteRefused("not-found");
        return { result: after, audit: audit(before, after) };
      });
    },

    /** Adds a photo last, unless the venue already has `max`; the files must already be stored. */
    async insertPhoto(
      placeId: number,
      row: NewPhotoRow,
      max: number,
      audit: (created: PhotoRow) => AuditWrite,
    ): Promise<PhotoRow> {
      return change(placeId, async (tx) => {
        const existing = await photosOf(tx, placeId);
        if (existing.length >= max) throw new ProfileWriteRefused("too-many");
        const position = existing.reduce((last, photo) => Math.max(last, photo.position + 1), 0);
        const [created] = await tx
          .insert(placePhotos)
          .values({ ...row, placeId, position })
          .returning();
        if (!created) throw new Error("the photo insert returned no row");
        return { result: created, audit: audit(created) };
      });
    },

    async updatePhotoAlt(
      placeId: number,
      photoId: number,
      alt: { altEs: string; altEn: string },
      audit: (before: PhotoRow, after: PhotoRow) => AuditWrite,
    ): Promise<PhotoRow> {
      return change(placeId, async (tx) => {
        const before = (await photosOf(tx, placeId)).find((photo) => photo.id === photoId);
        if (!before) throw new ProfileWriteRefused("not-found");
        const [after] = await tx
          .update(placePhotos)
          .set(alt)
          .where(and(eq(placePhotos.id, photoId), eq(placePhotos.placeId, placeId)))
          .returning();
        if (!after) throw new ProfileWriteRefused("not-found");
        return { result: after, audit: audit(before, after) };
      });
    },

    /** Puts the photos in this order; refused as stale unless it names exactly the venue's photos. */
    async reorderPhotos(
      placeId: number,
      photoIds: number[],
      audit: (before: PhotoRow[], after: PhotoRow[]) => AuditWrite,
    ): Promise<PhotoRow[]> {
      return change(placeId, async (tx) => {
        const before = await photosOf(tx, placeId);
        const same =
          before.length === photoIds.length &&
          new Set(photoIds).size === photoIds.length &&
          before.every((photo) => photoIds.includes(photo.id));
        if (!same) throw new ProfileWriteRefused("stale");
        for (const [position, id] of photoIds.entries()) {
          await tx.update(placePhotos).set({ position }).where(eq(placePhotos.id, id));
        }
        const after = await photosOf(tx, placeId);
        return { result: after, audit: audit(before, after) };
      });
    },

    /** Removes a photo's row; the caller removes its files once this has committed. */
    async deletePhoto(placeId: number, photoId: number, audit: (removed: PhotoRow) => AuditWrite): Promise<PhotoRow> {
      return change(placeId, async (tx) => {
        const [removed] = await tx
          .delete(placePhotos)
          .where(and(eq(placePhotos.id, photoId), eq(placePhotos.placeId, placeId)))
          .returning();
        if (!removed) throw new ProfileWriteRefused("not-found");
        return { result: removed, audit: audit(removed) };
      });
    },

    /**
     * Saves a special day (replacing one on the same date) if the profile is still at `version`. It
     * runs as a setup change too: the booking settings row is locked first, so no booking slips in
     * between the conflict check and the closure, and the setup version moves so every instance's
     * availability sees the closed day. `check` sees the active bookings and may refuse.
     */
    async saveSpecialDay(
      placeId: number,
      version: number,
      day: NewSpecialDayRow,
      /** When the day closes the venue: its bookings from this instant on go to `check`. */
      bookingsFrom: Date | null,
      check: (bookings: ActiveBookingRow[]) => void,
      audit: (before: SpecialDayRow | null, after: SpecialDayRow) => AuditWrite,
    ): Promise<{ specialDay: SpecialDayRow; version: number }> {
      return lockedSetupChange(db, placeId, async (tx) => {
        const [current] = await tx
          .select({ version: places.profileVersion })
          .from(places)
          .where(eq(places.id, placeId))
          .for("update");
        if (!current) throw new ProfileWriteRefused("not-found");
        if (current.version !== version) throw new ProfileWriteRefused("stale");
        if (bookingsFrom) check(await setupQueries(tx).activeBookings(placeId, bookingsFrom));
        const [before] = await tx
          .select(specialDayColumns)
          .from(placeSpecialDays)
          .where(and(eq(placeSpecialDays.placeId, placeId), eq(placeSpecialDays.date, day.date)));
        const [saved] = await tx
          .insert(placeSpecialDays)
          .values({ ...day, placeId })
          .onConflictDoUpdate({
            target: [placeSpecialDays.placeId, placeSpecialDays.date],
            set: { closed: day.closed, hours: day.hours, reasonEs: day.reasonEs, reasonEn: day.reasonEn },
          })
          .returning(specialDayColumns);
        if (!saved) throw new Error("the special day upsert returned no row");
        await bumpVersion(tx, placeId);
        return { result: { specialDay: saved, version: version + 1 }, audit: audit(before ?? null, saved) };
      });
    },

    async deleteSpecialDay(
      placeId: number,
      version: number,
      dayId: number,
      audit: (removed: SpecialDayRow) => AuditWrite,
    ): Promise<{ version: number }> {
      return lockedSetupChange(db, placeId, async (tx) => {
        const [current] = await tx
          .select({ version: places.profileVersion })
          .from(places)
          .where(eq(places.id, placeId))
          .for("update");
        if (!current) throw new ProfileWriteRefused("not-found");
        if (current.version !== version) throw new ProfileWriteRefused("stale");
        const [removed] = await tx
          .delete(placeSpecialDays)
          .where(and(eq(placeSpecialDays.id, dayId), eq(placeSpecialDays.placeId, placeId)))
          .returning(specialDayColumns);
        if (!removed) throw new ProfileWriteRefused("day-not-found");
        await bumpVersion(tx, placeId);
        return { result: { version: version + 1 }, audit: audit(removed) };
      });
    },

    /** Whether another row still names these files (the same picture uploaded twice). */
    async stemInUse(stem: string): Promise<boolean> {
      const [row] = await db
        .select({ id: placePhotos.id })
        .from(placePhotos)
        .where(eq(placePhotos.stem, stem))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
