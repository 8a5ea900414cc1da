import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { NewPhoto, PhotoRow, PhotoStorage } from "./gallery.ts";

const { experiences, itemPhotos, partnerAuditLog, storeProducts } = schema;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** An experience of an organizer or a product of a store: whose photos, and which business answers for them. */
export type ItemOwner =
  | { kind: "experience"; id: number; organizerId: number }
  | { kind: "product"; id: number; storeId: number };

/** The audit line of a change to an item's photos: it belongs to the item's organizer or store. */
export interface ItemPhotoAudit {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Why a photo write was refused inside its transaction (nothing of it stays). */
export class PhotoWriteRefused extends Error {
  readonly reason: "owner-not-found" | "not-found" | "too-many" | "stale";
  constructor(reason: PhotoWriteRefused["reason"]) {
    super(reason);
    this.reason = reason;
    this.name = "PhotoWriteRefused";
  }
}

const ownerColumn = (owner: ItemOwner) =>
  owner.kind === "experience" ? itemPhotos.experienceId : itemPhotos.productId;
const ownedBy = (owner: ItemOwner) => eq(ownerColumn(owner), owner.id);
const photoColumns = {
  id: itemPhotos.id,
  position: itemPhotos.position,
  stem: itemPhotos.stem,
  widths: itemPhotos.widths,
  width: itemPhotos.width,
  height: itemPhotos.height,
  altEs: itemPhotos.altEs,
  altEn: itemPhotos.altEn,
};

async function photosOf(db: Database | Tx, owner: ItemOwner): Promise<PhotoRow[]> {
  return db
    .select(photoColumns)
    .from(itemPhotos)
    .where(ownedBy(owner))
    .orderBy(asc(itemPhotos.position), asc(itemPhotos.id));
}

/** Locks the experience or product row, refusing one that is not the named business's. */
async function lockOwner(tx: Tx, owner: ItemOwner): Promise<void> {
  const [row] =
    owner.kind === "experience"
      ? await tx
          .select({ id: experiences.id })
          .from(experiences)
          .where(and(eq(experiences.id, owner.id), eq(experiences.organizerId, owner.organizerId)))
          .for("update")
      : await tx
          .select({ id: storeProducts.id })
          .from(storeProducts)
          .where(and(eq(storeProducts.id, owner.id), eq(storeProducts.storeId, owner.storeId)))
          .for("update");
  if (!row) throw new PhotoWriteRefused("owner-not-found");
}

/**
 * Photos of experiences and products (`item_photos`). Every write locks its experience or product
 * row first and writes its line of the partner audit log, on the organizer's or the store's name, in
 * the same transaction.
 */
export function createItemPhotosRepository(db: Database): PhotoStorage<ItemOwner, ItemPhotoAudit> & {
  /** The photos of several items in one query (a listing's cards, a store's products), in order. */
  byOwner(kind: ItemOwner["kind"], ids: number[]): Promise<Map<number, PhotoRow[]>>;
} {
  async function change<T>(
    owner: ItemOwner,
    fn: (tx: Tx) => Promise<{ result: T; audit: ItemPhotoAudit }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      const { result, audit } = await fn(tx);
      await tx.insert(partnerAuditLog).values({
        organizerId: owner.kind === "experience" ? owner.organizerId : null,
        storeId: owner.kind === "product" ? owner.storeId : null,
        actorId: audit.actorId,
        action: audit.action,
        entity: audit.entity,
        entityId: audit.entityId,
        before: audit.before ?? null,
        after: audit.after ?? null,
      });
      return result;
    });
  }

  const ownerIds = (owner: ItemOwner) =>
    owner.kind === "experience" ? { experienceId: owner.id } : { productId: owner.id };

  return {
    photos: (owner) => photosOf(db, owner),

    async byOwner(kind, ids) {
      const found = new Map<number, PhotoRow[]>();
      if (ids.length === 0) return found;
      const column = kind === "experience" ? itemPhotos.experienceId : itemPhotos.productId;
      const rows = await db
        .select({ ...photoColumns, ownerId: column })
        .from(itemPhotos)
        .where(inArray(column, ids))
        .orderBy(asc(itemPhotos.position), asc(itemPhotos.id));
      for (const { ownerId, ...row } of rows) {
        if (ownerId === null) continue;
        const list = found.get(ownerId) ?? [];
        list.push(row);
        found.set(ownerId, list);
      }
      return found;
    },

    async insert(owner, row: NewPhoto, max, audit) {
      return change(owner, async (tx) => {
        const existing = await photosOf(tx, owner);
        if (existing.length >= max) throw new PhotoWriteRefused("too-many");
        const position = existing.reduce((last, photo) => Math.max(last, photo.position + 1), 0);
        const [created] = await tx
          .insert(itemPhotos)
          .values({ ...row, ...ownerIds(owner), position })
          .returning(photoColumns);
        if (!created) throw new Error("the photo insert returned no row");
        return { result: created, audit: audit(created) };
      });
    },

    async updateAlt(owner, photoId, alt, audit) {
      return change(owner, async (tx) => {
        const before = (await photosOf(tx, owner)).find((photo) => photo.id === photoId);
        if (!before) throw new PhotoWriteRefused("not-found");
        const [after] = await tx
          .update(itemPhotos)
          .set(alt)
          .where(and(eq(itemPhotos.id, photoId), ownedBy(owner)))
          .returning(photoColumns);
        if (!after) throw new PhotoWriteRefused("not-found");
        return { result: after, audit: audit(before, after) };
      });
    },

    /** Refused as stale unless the list names exactly the item's photos, each once. */
    async reorder(owner, photoIds, audit) {
      return change(owner, async (tx) => {
        const before = await photosOf(tx, owner);
        const same =
          before.length === photoIds.length &&
          new Set(photoIds).size === photoIds.length &&
          before.every((photo) => photoIds.includes(photo.id));
        if (!same) throw new PhotoWriteRefused("stale");
        for (const [position, id] of photoIds.entries()) {
          await tx.update(itemPhotos).set({ position }).where(eq(itemPhotos.id, id));
        }
        const after = await photosOf(tx, owner);
        return { result: after, audit: audit(before, after) };
      });
    },

    async remove(owner, photoId, audit) {
      return change(owner, async (tx) => {
        const [removed] = await tx
          .delete(itemPhotos)
          .where(and(eq(itemPhotos.id, photoId), ownedBy(owner)))
          .returning(photoColumns);
        if (!removed) throw new PhotoWriteRefused("not-found");
        return { result: removed, audit: audit(removed) };
      });
    },

    async stemInUse(stem) {
      const [row] = await db.select({ id: itemPhotos.id }).from(itemPhotos).where(eq(itemPhotos.stem, stem)).limit(1);
      return Boolean(row);
    },
  };
}

export type ItemPhotosRepository = ReturnType<typeof createItemPhotosRepository>;
