// Apart from the profile's schemas: a page that shows photos needs these without zod.

/** Where the server serves photo renditions, and each rendition's name. */
export const PHOTOS_PATH = "/media/photos";
export const PHOTO_FORMATS = ["webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export function photoUrl(stem: string, width: number, format: PhotoFormat): string {
  return `${PHOTOS_PATH}/${stem}-${width}.${format}`;
}
/** A srcset of every stored width in one format. */
export function photoSrcSet(photo: { stem: string; widths: readonly number[] }, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoUrl(photo.stem, width, format)} ${width}w`).join(", ");
}
