/**
 * Calendar entries (iCalendar, RFC 5545, sent as RFC 5546 messages) and Google Calendar links for
 * bookings and ticket orders: the server's e-mails and the web's confirmation pages build them here.
 * Times travel in UTC ("Z" form), so every calendar shows them in its owner's zone without a
 * VTIMEZONE. No entry carries a secret: calendars are shared with family and Google is a third party.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

/**
 * PUBLISH for the file offered to download and the confirmation e-mail; CANCEL when the booking is
 * cancelled (with a higher SEQUENCE, so calendars apply it over what they hold).
 */
export type CalendarMethod = "PUBLISH" | "CANCEL";

export interface CalendarEntry {
  /** Stable per booking or order: a second import updates the event instead of adding one. */
  uid: string;
  /** Grows with each change of the booking (time, party size, cancellation). */
  sequence: number;
  startsAt: string | Date;
  endsAt: string | Date;
  title: string;
  location: string;
  description: string;
  /** The booking's page, without any token: opening it asks for what proves the diner. */
  url: string;
  organizer: CalendarPerson;
  /** Named in a CANCEL (RFC 5546 requires an ATTENDEE there, and forbids one in PUBLISH). */
  attendee?: CalendarPerson | undefined;
  /** When the file was made (DTSTAMP); defaults to now. */
  stamp?: Date | undefined;
}

/** 2025-11-14T02:30:00.000Z -> 20251114T023000Z (RFC 5545 date-time in UTC). */
export function utcStamp(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${String(value)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values: backslash, semicolon and comma escaped, newlines as \n (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, with the characters a quoted value cannot hold dropped (RFC 5545 3.2). */
function paramValue(value: string): string {
  const kept = [...value].filter((char) => char !== '"' && char >= " " && char !== "\u007f");
  return `"${kept.join("")}"`;
}

/** Lines longer than 75 octets fold with CRLF + space (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  // No UTF-16 unit takes more than three bytes: most lines are short enough not to count them.
  if (line.length * 3 <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** How many bytes UTF-8 writes a code point in. */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** "Sobremesa <no-reply@sobremesa.mx>" (the mail-from setting) as the calendar's organizer. */
export function calendarPerson(address: string, fallbackName = "Sobremesa"): CalendarPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>\s]+)>\s*$/.exec(address);
  if (match) return { name: match[1] || fallbackName, email: match[2] as string };
  return { name: fallbackName, email: address.trim() };
}

const person = (property: string, who: CalendarPerson) => `${property};CN=${paramValue(who.name)}:mailto:${who.email}`;

/** The iCalendar text of one entry: CRLF line ends, folded lines. */
export function buildICalendar(entry: CalendarEntry, method: CalendarMethod): string {
  const cancelled = method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sobremesa//Reservaciones//ES",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${utcStamp(entry.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(entry.startsAt)}`,
    `DTEND:${utcStamp(entry.endsAt)}`,
    person("ORGANIZER", entry.organizer),
    ...(cancelled && entry.attendee ? [person("ATTENDEE", entry.attendee)] : []),
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    `DESCRIPTION:${escapeIcsText(entry.description)}`,
    `URL:${entry.url}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/** A link that downloads the file with no script (a data: URL). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** Google Calendar's "add event" template link. */
export function googleCalendarUrl(
  entry: Pick<CalendarEntry, "startsAt" | "endsAt" | "title" | "location" | "description">,
): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${utcStamp(entry.startsAt)}/${utcStamp(entry.endsAt)}`,
    details: entry.description,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** What a confirmation page offers: the file (a data: URL) and the Google link. */
export interface CalendarLinks {
  ics: string;
  googleUrl: string;
}

export function calendarLinks(entry: CalendarEntry, method: CalendarMethod): CalendarLinks {
  return { ics: buildICalendar(entry, method), googleUrl: googleCalendarUrl(entry) };
}
