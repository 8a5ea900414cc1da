import type { VenuePhoto } from "@sobremesa/contracts";
import type { Database } from "@sobremesa/db";
import type { PhotoFiles } from "./gallery.ts";
import { photoOf } from "./gallery.ts";
import { itemPhotos } from "./item-photos.ts";
import { createItemPhotosRepository, type ItemOwner } from "./photos-repository.ts";

export type {
  NewPhoto,
  PhotoAuditFields,
  PhotoFiles,
  PhotoProblem,
  PhotoRow,
  PhotoStorage,
  StoredPhoto,
} from "./gallery.ts";
export { photoGallery, photoOf } from "./gallery.ts";
export type { ActingItemOwner, ItemPhotos } from "./item-photos.ts";
export type { ItemOwner } from "./photos-repository.ts";

/** Photos of experiences and products, stored and resized by the server's photo files. */
export function itemPhotosService(
  db: Database,
  options: { files: PhotoFiles; changed?: (kind: ItemOwner["kind"]) => void },
) {
  return itemPhotos({ repository: createItemPhotosRepository(db), ...options });
}

/** Reads the photos of several experiences or products at once, in their order (public pages). */
export type ItemPhotosReader = (kind: ItemOwner["kind"], ids: number[]) => Promise<Map<number, VenuePhoto[]>>;

export function itemPhotosReader(db: Database): ItemPhotosReader {
  const repository = createItemPhotosRepository(db);
  return async (kind, ids) => {
    const rows = await repository.byOwner(kind, [...new Set(ids)]);
    return new Map([...rows].map(([id, list]) => [id, list.map(photoOf)]));
  };
}
