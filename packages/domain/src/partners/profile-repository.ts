import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";

const { cuisines, placeCuisines, placePhotos, places } = schema;

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
  version: number;
}
export type ProfileChange = Omit<ProfileRow, "id" | "slug" | "version">;

/** Why a profile write was refused inside its transaction (nothing of it stays). */
export class ProfileWriteRefused extends Error {
  readonly reason: "stale" | "not-found" | "too-many" | "unknown-cuisine";
  constructor(reason: ProfileWriteRefused["reason"]) {
    super(reason);
    this.reason = reason;
    this.name = "ProfileWriteRefused";
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const profileColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  descriptionEs: places.descriptionEs,
  descriptionEn: places.descriptionEn,
  phone: places.phone,
  address: places.address,
  priceRange: places.priceRange,
  version: places.profileVersion,
};

async function profileOf(db: Database | Tx, placeId: number, lock: boolean): Promise<ProfileRow | null> {
  const query = db.select(profileColumns).from(places).where(eq(places.id, placeId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  // The link table has no order: the lowest id stands first, as the place page reads them.
  const links = await db
    .select({ id: placeCuisines.itemId })
    .from(placeCuisines)
    .where(eq(placeCuisines.placeId, placeId))
    .orderBy(asc(placeCuisines.itemId));
  return { ...row, cuisineIds: links.map((link) => link.id) };
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

    async cuisineCatalogue(): Promise<{ id: number; nameEs: string; nameEn: string }[]> {
      return db
        .select({ id: cuisines.id, nameEs: cuisines.nameEs, nameEn: cuisines.nameEn })
        .from(cuisines)
        .orderBy(asc(cuisines.id));
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
        const { cuisineIds, ...columns } = fields;
        if (cuisineIds.length > 0) {
          const known = await tx.select({ id: cuisines.id }).from(cuisines).where(inArray(cuisines.id, cuisineIds));
          if (known.length !== new Set(cuisineIds).size) throw new ProfileWriteRefused("unknown-cuisine");
        }
        await tx
          .update(places)
          .set({ ...columns, profileVersion: sql`${places.profileVersion} + 1` })
          .where(eq(places.id, placeId));
        await tx.delete(placeCuisines).where(eq(placeCuisines.placeId, placeId));
        if (cuisineIds.length > 0) {
          await tx.insert(placeCuisines).values([...new Set(cuisineIds)].map((itemId) => ({ placeId, itemId })));
        }
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
