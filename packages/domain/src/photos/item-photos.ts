import { type Language, PHOTOS_PER_ITEM_MAX, type VenuePhoto } from "@sobremesa/contracts";
import { type PhotoFiles, photoGallery, photoOf } from "./gallery.ts";
import { refuseItemPhoto } from "./messages.ts";
import {
  type ItemOwner,
  type ItemPhotoAudit,
  type ItemPhotosRepository,
  PhotoWriteRefused,
} from "./photos-repository.ts";

/** An item and who is changing its photos (the audit line's actor). */
export type ActingItemOwner = ItemOwner & { actorId: string | null };

/**
 * Photos of experiences (organizer console) and products (store console) through the one photo
 * gallery. The caller has already checked that the person may edit the item's business; the
 * repository checks the item is that business's under its lock.
 */
export function itemPhotos(deps: {
  repository: ItemPhotosRepository;
  files: PhotoFiles;
  /** Told after every committed change, so this instance's next page shows it. */
  changed?: (kind: ItemOwner["kind"]) => void;
}) {
  const { repository } = deps;
  const gallery = photoGallery<ActingItemOwner, ItemPhotoAudit>({
    storage: repository,
    files: deps.files,
    max: PHOTOS_PER_ITEM_MAX,
    prefix: (owner) => `${owner.kind === "experience" ? "e" : "p"}${owner.id}`,
    refuse: (problem, owner, language) => refuseItemPhoto(problem, owner.kind, language),
    audit: (owner, fields) => ({ ...fields, actorId: owner.actorId, entity: "item_photos" }),
  });

  async function guarded<T>(owner: ActingItemOwner, language: Language, write: () => Promise<T>): Promise<T> {
    try {
      const result = await write();
      deps.changed?.(owner.kind);
      return result;
    } catch (error) {
      if (error instanceof PhotoWriteRefused) refuseItemPhoto(error.reason, owner.kind, language);
      throw error;
    }
  }

  return {
    photos: (owner: ItemOwner): Promise<VenuePhoto[]> => gallery.photos({ ...owner, actorId: null }),

    /** The photos of several items at once, in their order: the first is an item's card picture. */
    async byOwner(kind: ItemOwner["kind"], ids: number[]): Promise<Map<number, VenuePhoto[]>> {
      const rows = await repository.byOwner(kind, ids);
      return new Map([...rows].map(([id, list]) => [id, list.map(photoOf)]));
    },

    add: (
      owner: ActingItemOwner,
      input: { bytes: Uint8Array; altEs?: string | undefined; altEn?: string | undefined },
      language: Language,
    ) => guarded(owner, language, () => gallery.add(owner, input, language)),

    updateAlt: (owner: ActingItemOwner, photoId: number, alt: { altEs: string; altEn: string }, language: Language) =>
      guarded(owner, language, () => gallery.updateAlt(owner, photoId, alt)),

    reorder: (owner: ActingItemOwner, photoIds: number[], language: Language) =>
      guarded(owner, language, () => gallery.reorder(owner, photoIds, String(owner.id))),

    remove: (owner: ActingItemOwner, photoId: number, language: Language) =>
      guarded(owner, language, () => gallery.remove(owner, photoId)),
  };
}

export type ItemPhotos = ReturnType<typeof itemPhotos>;
