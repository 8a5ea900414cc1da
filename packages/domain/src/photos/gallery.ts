import { type Language, PHOTO_MAX_BYTES, type VenuePhoto } from "@sobremesa/contracts";

/** A picture checked, resized and stored under its content-hashed stem (apps/server's photo files). */
export interface StoredPhoto {
  stem: string;
  widths: number[];
  width: number;
  height: number;
}

/** Where photo files go: the server's store (data directory or S3-compatible bucket) and its image tools. */
export interface PhotoFiles {
  /**
   * Reads the bytes as an image by their content and stores its renditions under `{prefix}/{hash}`;
   * null when they are not an image.
   */
  store(prefix: string, bytes: Uint8Array): Promise<StoredPhoto | null>;
  remove(photo: { stem: string; widths: readonly number[] }): Promise<void>;
}

/** A stored photo's row, whoever owns it (a venue, an experience, a product). */
export interface PhotoRow extends StoredPhoto {
  id: number;
  position: number;
  altEs: string;
  altEn: string;
}
export type NewPhoto = StoredPhoto & { altEs: string; altEn: string };

/** A refusal before any storage: the caller words it for its kind of business. */
export type PhotoProblem = "too-large" | "too-many" | "not-an-image";

/** What changed, for the audit line the storage writes in the change's own transaction. */
export interface PhotoAuditFields {
  action: "photo.create" | "photo.alt" | "photo.reorder" | "photo.delete";
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * One owner kind's photo rows. Each write locks the owner first (so two uploads near the limit are
 * served one after the other), writes its audit line in the same transaction, and throws its own
 * refusal (not found, too many, stale order) for the caller to word.
 */
export interface PhotoStorage<Owner, Audit> {
  photos(owner: Owner): Promise<PhotoRow[]>;
  insert(owner: Owner, row: NewPhoto, max: number, audit: (created: PhotoRow) => Audit): Promise<PhotoRow>;
  updateAlt(
    owner: Owner,
    photoId: number,
    alt: { altEs: string; altEn: string },
    audit: (before: PhotoRow, after: PhotoRow) => Audit,
  ): Promise<PhotoRow>;
  reorder(
    owner: Owner,
    photoIds: number[],
    audit: (before: PhotoRow[], after: PhotoRow[]) => Audit,
  ): Promise<PhotoRow[]>;
  remove(owner: Owner, photoId: number, audit: (removed: PhotoRow) => Audit): Promise<PhotoRow>;
  /** Whether a row still names these files (the same picture uploaded twice). */
  stemInUse(stem: string): Promise<boolean>;
}

export const photoOf = (row: PhotoRow): VenuePhoto => ({
  id: row.id,
  position: row.position,
  stem: row.stem,
  widths: row.widths,
  width: row.width,
  height: row.height,
  altEs: row.altEs,
  altEn: row.altEn,
});

/**
 * The one photo subsystem of venues, experiences and products: upload (size, count and content
 * checked), alt texts, order and removal. A photo's files are stored before its row and removed again
 * when the row cannot be written, and a removed photo's files go after its row's transaction commits,
 * so a row never names missing files and a refused upload leaves nothing behind. Who may act is
 * checked by the caller before each call.
 */
export function photoGallery<Owner, Audit>(deps: {
  storage: PhotoStorage<Owner, Audit>;
  files: PhotoFiles;
  max: number;
  /** The folder of the owner's files (`12`, `e12`, `p12`): two owners never share one. */
  prefix: (owner: Owner) => string;
  refuse: (problem: PhotoProblem, owner: Owner, language: Language) => never;
  audit: (owner: Owner, fields: PhotoAuditFields) => Audit;
}) {
  const { storage, files, max, refuse, audit } = deps;
  return {
    async photos(owner: Owner): Promise<VenuePhoto[]> {
      return (await storage.photos(owner)).map(photoOf);
    },

    async add(
      owner: Owner,
      input: { bytes: Uint8Array; altEs?: string | undefined; altEn?: string | undefined },
      language: Language,
    ): Promise<VenuePhoto> {
      if (input.bytes.byteLength > PHOTO_MAX_BYTES) return refuse("too-large", owner, language);
      // Counted first so a full owner is told at once, and again under the owner's lock.
      if ((await storage.photos(owner)).length >= max) return refuse("too-many", owner, language);
      const stored = await files.store(deps.prefix(owner), input.bytes);
      if (!stored) return refuse("not-an-image", owner, language);
      try {
        return photoOf(
          await storage.insert(
            owner,
            { ...stored, altEs: input.altEs ?? "", altEn: input.altEn ?? "" },
            max,
            (created) =>
              audit(owner, {
                action: "photo.create",
                entityId: String(created.id),
                before: null,
                after: photoOf(created),
              }),
          ),
        );
      } catch (error) {
        // The same picture may already be a photo of this owner: its files are that row's too.
        if (!(await storage.stemInUse(stored.stem))) await files.remove(stored);
        throw error;
      }
    },

    async updateAlt(owner: Owner, photoId: number, alt: { altEs: string; altEn: string }): Promise<VenuePhoto> {
      return photoOf(
        await storage.updateAlt(owner, photoId, alt, (before, after) =>
          audit(owner, {
            action: "photo.alt",
            entityId: String(photoId),
            before: photoOf(before),
            after: photoOf(after),
          }),
        ),
      );
    },

    async reorder(owner: Owner, photoIds: number[], entityId: string): Promise<VenuePhoto[]> {
      const order = (rows: PhotoRow[]) => ({ photoIds: rows.map((row) => row.id) });
      return (
        await storage.reorder(owner, photoIds, (before, after) =>
          audit(owner, { action: "photo.reorder", entityId, before: order(before), after: order(after) }),
        )
      ).map(photoOf);
    },

    async remove(owner: Owner, photoId: number): Promise<{ removed: true }> {
      const removed = await storage.remove(owner, photoId, (row) =>
        audit(owner, { action: "photo.delete", entityId: String(photoId), before: photoOf(row), after: null }),
      );
      // After the commit: a page rendered just before may still name the files for a moment, but a
      // row never names files that are gone.
      if (!(await storage.stemInUse(removed.stem))) await files.remove(removed);
      return { removed: true };
    },
  };
}

export type PhotoGallery<Owner> = ReturnType<typeof photoGallery<Owner, unknown>>;
