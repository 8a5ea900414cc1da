import { occasions } from "@sobremesa/contracts";
import type { BookingFormValues } from "./booking-form";

/**
 * What a diner typed on a booking page, kept in the tab's sessionStorage while they go to sign in
 * or create an account, so they come back to it. Contact data never goes in a URL: the choice
 * (date, time, party, zone) travels in the return path instead (booking-return.ts).
 */
export type BookingDraft = Pick<
  BookingFormValues,
  "firstName" | "lastName" | "email" | "countryCode" | "phone" | "note" | "occasion"
>;

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const PREFIX = "sobremesa:booking-draft:";
/** Long enough to create an account and type its e-mailed code; a forgotten draft does not come back days later. */
export const DRAFT_TTL_MS = 2 * 60 * 60 * 1000;

const draftFields = ["firstName", "lastName", "email", "countryCode", "phone", "note", "occasion"] as const;

/** The tab's sessionStorage, or nothing (the server, a browser refusing storage). */
function tabStorage(): DraftStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const keyOf = (placeSlug: string) => `${PREFIX}${placeSlug}`;

/** Keeps what was typed for this place; nothing when nothing was typed. */
export function keepBookingDraft(
  placeSlug: string,
  values: BookingFormValues,
  storage: DraftStorage | null = tabStorage(),
  now = Date.now(),
): void {
  const draft = Object.fromEntries(draftFields.map((field) => [field, values[field]])) as BookingDraft;
  const typed = draftFields.some((field) => field !== "countryCode" && draft[field].trim() !== "");
  try {
    if (typed) storage?.setItem(keyOf(placeSlug), JSON.stringify({ savedAt: now, draft }));
    else storage?.removeItem(keyOf(placeSlug));
  } catch {
    // Storage full or refused: the person types again, nothing breaks.
  }
}

/** The draft kept for this place, if it is recent and well-formed. */
export function readBookingDraft(
  placeSlug: string,
  storage: DraftStorage | null = tabStorage(),
  now = Date.now(),
): BookingDraft | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(keyOf(placeSlug)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { savedAt?: unknown; draft?: Record<string, unknown> };
    if (typeof parsed.savedAt !== "number" || now - parsed.savedAt > DRAFT_TTL_MS || now < parsed.savedAt) return null;
    const source = parsed.draft ?? {};
    const draft = Object.fromEntries(
      draftFields.map((field) => [field, typeof source[field] === "string" ? source[field].slice(0, 1000) : ""]),
    ) as BookingDraft;
    if (!(occasions as readonly string[]).includes(draft.occasion)) draft.occasion = "";
    return draft;
  } catch {
    return null;
  }
}

/** After the booking, the draft has served its purpose. */
export function clearBookingDraft(placeSlug: string, storage: DraftStorage | null = tabStorage()): void {
  try {
    storage?.removeItem(keyOf(placeSlug));
  } catch {
    // As above.
  }
}

/** The form with what the draft holds over it: a field typed before leaving wins over the account's. */
export function applyBookingDraft(values: BookingFormValues, draft: BookingDraft): BookingFormValues {
  const next = { ...values };
  for (const field of ["firstName", "lastName", "email", "note"] as const)
    if (draft[field].trim() !== "") next[field] = draft[field];
  if (draft.phone.trim() !== "") {
    next.phone = draft.phone;
    if (draft.countryCode) next.countryCode = draft.countryCode;
  }
  if (draft.occasion) next.occasion = draft.occasion;
  return next;
}

/** The account's contact in the fields still empty: what the person typed stays as typed. */
export function fillEmptyContact(
  values: BookingFormValues,
  contact: Pick<BookingFormValues, "firstName" | "lastName" | "email" | "countryCode" | "phone">,
): BookingFormValues {
  const next = { ...values };
  for (const field of ["firstName", "lastName", "email"] as const)
    if (next[field].trim() === "" && contact[field]) next[field] = contact[field];
  if (next.phone.trim() === "" && contact.phone) {
    next.phone = contact.phone;
    next.countryCode = contact.countryCode;
  }
  return next;
}
