import { z } from "zod";
import { isLocalDate } from "./calendar.ts";
import { MAX_BOOKABLE_PLACES } from "./discovery/constants.ts";

/**
 * Building blocks of every request schema whose values reach a database column: text PostgreSQL can
 * store, ids within an `integer` column and dates that exist. A value outside them is refused at the
 * edge with a message that says what to fix, instead of failing in the driver.
 */

/** The largest party a request may name (a venue's own maximum is usually far lower). */
export const MAX_PARTY_INPUT = 100;

/** The largest value of a PostgreSQL `integer` (and `serial`) column. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** The messages of these blocks, in English as zod reports them and in Spanish for the error answer. */
export const inputIssueMessages = {
  controlCharacters: {
    en: "remove the control characters (such as the NUL byte) from this text",
    es: "quita los caracteres de control (como el byte nulo) de este texto",
  },
  idRange: {
    en: `an id from 1 to ${MAX_DB_INTEGER}`,
    es: `un identificador de 1 a ${MAX_DB_INTEGER}`,
  },
  calendarDate: {
    en: "a date that exists on the calendar, as YYYY-MM-DD (for example 2027-02-28)",
    es: "una fecha que exista en el calendario, como AAAA-MM-DD (por ejemplo 2027-02-28)",
  },
  clockTime: {
    en: "a time as HH:mm, from 00:00 to 23:59 (for example 21:30)",
    es: "una hora como HH:mm, de 00:00 a 23:59 (por ejemplo 21:30)",
  },
  partySize: {
    en: `a number of people from 1 to ${MAX_PARTY_INPUT}`,
    es: `un número de personas de 1 a ${MAX_PARTY_INPUT}`,
  },
  placeIdList: {
    en: `from 1 to ${MAX_BOOKABLE_PLACES} place ids, separated by commas`,
    es: `de 1 a ${MAX_BOOKABLE_PLACES} identificadores de lugares, separados por comas`,
  },
} as const;

const spanishOf = new Map<string, string>(Object.values(inputIssueMessages).map(({ en, es }) => [en, es]));

/** Whether zod's message comes from one of these blocks (and so exists in both languages). */
export function isSharedIssueMessage(message: string): boolean {
  return spanishOf.has(message);
}

/** An issue message of these blocks in the request's language; any other message as it is. */
export function localizedIssueMessage(message: string, lang: "es" | "en"): string {
  return lang === "es" ? (spanishOf.get(message) ?? message) : message;
}

/**
 * Whether text is free of NUL, which PostgreSQL text cannot hold, and of the other C0 controls and
 * DEL, which no keyboard types. Tab, line feed and carriage return are fine: notes have lines.
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/**
 * Text a person typed: a string without control characters. Chain `.trim()`, `.min()`, `.max()`,
 * `.regex()` on it as on `z.string()`.
 */
export function textInput() {
  return z.string().refine(hasNoControlCharacters, inputIssueMessages.controlCharacters.en);
}

/** The id of a row (a positive `integer` or `serial`), from JSON. */
export const idInput = z
  .number(inputIssueMessages.idRange.en)
  .int(inputIssueMessages.idRange.en)
  .min(1, inputIssueMessages.idRange.en)
  .max(MAX_DB_INTEGER, inputIssueMessages.idRange.en);

/** The id of a row from a path or query parameter (text that is a number). */
export const idParamInput = z.coerce
  .number<string | number>(inputIssueMessages.idRange.en)
  .int(inputIssueMessages.idRange.en)
  .min(1, inputIssueMessages.idRange.en)
  .max(MAX_DB_INTEGER, inputIssueMessages.idRange.en);

/** A calendar date ("YYYY-MM-DD") that exists: not 2027-02-30, not 0000-00-00. */
export const calendarDateInput = textInput().refine(isLocalDate, inputIssueMessages.calendarDate.en);

/** A wall-clock time, "HH:mm" from 00:00 to 23:59. */
export const clockTimeInput = textInput().regex(/^([01]\d|2[0-3]):[0-5]\d$/, inputIssueMessages.clockTime.en);

/** A party size from a query parameter (text that is a whole number of people). */
export const partySizeParamInput = z.coerce
  .number<string | number>(inputIssueMessages.partySize.en)
  .int(inputIssueMessages.partySize.en)
  .min(1, inputIssueMessages.partySize.en)
  .max(MAX_PARTY_INPUT, inputIssueMessages.partySize.en);
