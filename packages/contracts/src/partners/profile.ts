import { z } from "zod";
import {
  HOURS_RANGES_PER_DAY_MAX,
  PHONE_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  PHOTOS_PER_VENUE_MAX,
  SPECIAL_DAY_REASON_MAX_LENGTH,
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_CUISINES_MAX,
  VENUE_DESCRIPTION_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  VENUE_TAXA_MAX,
} from "../field-limits.ts";
import { calendarDateInput, idInput, idParamInput, MAX_DB_INTEGER, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { setupTimeField } from "./setup.ts";

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
  foodTypeIds: z.array(idInput).max(VENUE_TAXA_MAX).default([]),
  amenityIds: z.array(idInput).max(VENUE_TAXA_MAX).default([]),
  /** The map pin; the domain checks it lies in the venue's country. */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
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
  foodTypeIds: z.array(z.number().int()),
  amenityIds: z.array(z.number().int()),
  latitude: z.number(),
  longitude: z.number(),
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

/** A photo as a public page shows it: its renditions and the alternative text in the page's language. */
export const publicPhoto = z.object({
  stem: z.string(),
  widths: z.array(z.number().int()),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type PublicPhoto = z.infer<typeof publicPhoto>;
export function publicPhotoOf(photo: VenuePhoto, language: "es" | "en"): PublicPhoto {
  return {
    stem: photo.stem,
    widths: photo.widths,
    width: photo.width,
    height: photo.height,
    alt: language === "es" ? photo.altEs : photo.altEn,
  };
}

export const venueProfileAnswer = z.object({
  profile: venueProfile,
  /** The cuisine catalogue in the request's language, to choose from. */
  cuisines: z.array(cuisineOption),
  foodTypes: z.array(cuisineOption),
  amenities: z.array(cuisineOption),
  hours: z.array(z.object({ weekday: z.number().int(), opensAt: z.string(), closesAt: z.string() })),
  specialDays: z.array(z.lazy(() => specialDay)),
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

/** One opening in the venue's wall-clock time; a close earlier than the open is after midnight. */
export const hoursRange = z.object({ opensAt: setupTimeField, closesAt: setupTimeField });
export type HoursRange = z.infer<typeof hoursRange>;
export const weeklyHoursRange = hoursRange.extend({ weekday: z.number().int().min(0).max(6) });
export type WeeklyHoursRange = z.infer<typeof weeklyHoursRange>;

/** The whole week's opening hours (0 = Sunday); a weekday with no range is closed. */
export const venueHoursBody = z.object({
  hours: z.array(weeklyHoursRange).max(7 * HOURS_RANGES_PER_DAY_MAX),
  version,
  lang,
});
export type VenueHoursBody = z.input<typeof venueHoursBody>;
export const venueHoursAnswer = z.object({ hours: z.array(weeklyHoursRange), version: z.number().int() });

/** A date closed all day, or open at other hours than usual, with the reason shown to guests. */
export const specialDayBody = z.object({
  date: calendarDateInput,
  closed: z.boolean(),
  /** The day's hours when it is not closed. */
  hours: z.array(hoursRange).max(HOURS_RANGES_PER_DAY_MAX).default([]),
  reasonEs: textInput().trim().min(1).max(SPECIAL_DAY_REASON_MAX_LENGTH),
  reasonEn: textInput().trim().min(1).max(SPECIAL_DAY_REASON_MAX_LENGTH),
  version,
  /** Said again after the venue was told which bookings the closure falls on: keep them. */
  keepExisting: z.boolean().default(false),
  lang,
});
export type SpecialDayBody = z.input<typeof specialDayBody>;
export type SpecialDayFields = Omit<z.output<typeof specialDayBody>, "lang">;
export const specialDay = z.object({
  id: z.number().int(),
  date: z.string(),
  closed: z.boolean(),
  hours: z.array(hoursRange),
  reasonEs: z.string(),
  reasonEn: z.string(),
});
export type SpecialDay = z.infer<typeof specialDay>;
export const specialDayAnswer = z.object({ specialDay, version: z.number().int() });
export const specialDayParams = z.object({ venueId: idParamInput, dayId: idParamInput });
export const specialDayDeleteQuery = z.object({ version: z.coerce.number().int().min(0).max(MAX_DB_INTEGER), lang });
export const specialDayRemovedAnswer = z.object({ removed: z.literal(true), version: z.number().int() });
