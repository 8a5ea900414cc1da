import { z } from "zod";
import {
  PHONE_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  PHOTOS_PER_VENUE_MAX,
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_CUISINES_MAX,
  VENUE_DESCRIPTION_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
} from "../field-limits.ts";
import { idInput, idParamInput, MAX_DB_INTEGER, textInput } from "../input.ts";
import { languages } from "../locales.ts";

/**
 * A venue's public profile and photos in the partner console (owners and managers): what the place
 * page shows. Edits name the version they were made from (SETUP_CHANGED when it moved).
 */

const lang = z.enum(languages).optional();
const version = z.number().int().min(0).max(MAX_DB_INTEGER);

export const venuePhoneField = textInput()
  .trim()
  .min(7)
  .max(PHONE_MAX_LENGTH)
  .regex(/^\+?[0-9][0-9 ()-]*$/, "a phone number: digits, spaces, dashes and brackets, optionally starting with +");

export const venueProfileBody = z.object({
  name: textInput().trim().min(2).max(VENUE_NAME_MAX_LENGTH),
  descriptionEs: textInput().trim().min(1).max(VENUE_DESCRIPTION_MAX_LENGTH),
  descriptionEn: textInput().trim().min(1).max(VENUE_DESCRIPTION_MAX_LENGTH),
  phone: venuePhoneField,
  address: textInput().trim().min(3).max(VENUE_ADDRESS_MAX_LENGTH),
  /** 1 ($) to 4 ($$$$). */
  priceRange: z.number().int().min(1).max(4),
  /** Ids from the cuisine catalogue, at most a few; the first is the venue's main cuisine. */
  cuisineIds: z.array(idInput).max(VENUE_CUISINES_MAX).default([]),
  version,
  lang,
});
export type VenueProfileBody = z.input<typeof venueProfileBody>;
export type VenueProfileFields = Omit<z.output<typeof venueProfileBody>, "lang">;

export const venueProfile = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  descriptionEs: z.string(),
  descriptionEn: z.string(),
  phone: z.string(),
  address: z.string(),
  priceRange: z.number().int(),
  cuisineIds: z.array(z.number().int()),
  version: z.number().int(),
});
export type VenueProfile = z.infer<typeof venueProfile>;

export const cuisineOption = z.object({ id: z.number().int(), name: z.string() });

export const venuePhoto = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** Stored name stem; each rendition is `{PHOTOS_PATH}/{stem}-{width}.{webp|jpg}`. */
  stem: z.string(),
  widths: z.array(z.number().int()),
  width: z.number().int(),
  height: z.number().int(),
  altEs: z.string(),
  altEn: z.string(),
});
export type VenuePhoto = z.infer<typeof venuePhoto>;

export const venueProfileAnswer = z.object({
  profile: venueProfile,
  /** The cuisine catalogue in the request's language, to choose from. */
  cuisines: z.array(cuisineOption),
  photos: z.array(venuePhoto),
  limits: z.object({ photoMaxBytes: z.number().int(), photosMax: z.number().int() }),
});
export type VenueProfileAnswer = z.infer<typeof venueProfileAnswer>;
export const profileUpdatedAnswer = z.object({ profile: venueProfile });

export const photoParams = z.object({ venueId: idParamInput, photoId: idParamInput });
export const photoUploadQuery = z.object({
  altEs: textInput().trim().max(PHOTO_ALT_MAX_LENGTH).optional(),
  altEn: textInput().trim().max(PHOTO_ALT_MAX_LENGTH).optional(),
  lang,
});
export const photoAltBody = z.object({
  altEs: textInput().trim().max(PHOTO_ALT_MAX_LENGTH),
  altEn: textInput().trim().max(PHOTO_ALT_MAX_LENGTH),
  lang,
});
export type PhotoAltBody = z.input<typeof photoAltBody>;
/** The photos' new order: every photo of the venue, once; a list that differs from what is stored is stale. */
export const photoOrderBody = z.object({
  photoIds: z.array(idInput).max(PHOTOS_PER_VENUE_MAX),
  lang,
});
export type PhotoOrderBody = z.input<typeof photoOrderBody>;
export const photoAnswer = z.object({ photo: venuePhoto });
export const photosAnswer = z.object({ photos: z.array(venuePhoto) });

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
