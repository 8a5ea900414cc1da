/**
 * The longest values the contact fields take, shared by the schemas and the forms' inputs so a form
 * never lets someone type what the server then refuses.
 */
export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 80;
export const PHONE_MAX_LENGTH = 32;

/** A venue's profile in the partner console. */
export const VENUE_NAME_MAX_LENGTH = 120;
export const VENUE_DESCRIPTION_MAX_LENGTH = 2000;
export const VENUE_ADDRESS_MAX_LENGTH = 200;
export const VENUE_CUISINES_MAX = 5;
export const PHOTO_ALT_MAX_LENGTH = 200;
/** The largest photo file accepted, and how many photos a venue keeps. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTOS_PER_VENUE_MAX = 20;
/** Photos an experience or a product keeps (its page's gallery; the first is its card's picture). */
export const PHOTOS_PER_ITEM_MAX = 10;
/** Food types or amenities a venue may list. */
export const VENUE_TAXA_MAX = 30;
/** Openings in one day of a venue's hours. */
export const HOURS_RANGES_PER_DAY_MAX = 4;
export const SPECIAL_DAY_REASON_MAX_LENGTH = 120;
