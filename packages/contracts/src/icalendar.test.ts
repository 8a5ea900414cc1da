import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  buildICalendar,
  type CalendarEntry,
  calendarLinks,
  calendarPerson,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsDataUrl,
  utcStamp,
} from "./icalendar.ts";

const entry: CalendarEntry = {
  uid: "ABCD2345@sobremesa",
  sequence: 0,
  startsAt: "2025-11-15T02:30:00.000Z",
  endsAt: "2025-11-15T04:30:00.000Z",
  title: "Reservación en La Casa del Mole",
  location: "La Casa del Mole, Av. Chapultepec 10; Americana, Guadalajara",
  description:
    "Código de reservación: ABCD2345 · 2 personas\nTu reservación: https://sobremesa.mx/lugar/reservacion/ABCD2345/",
  url: "https://sobremesa.mx/lugar/reservacion/ABCD2345/",
  organizer: { name: "Sobremesa", email: "no-reply@sobremesa.mx" },
  attendee: { name: "Ana López", email: "ana@example.com" },
  stamp: new Date("2025-11-01T10:00:00Z"),
};

/** What a calendar program reads from the text (ical.js, the parser of Thunderbird's calendar). */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const organizer = event.getFirstProperty("organizer");
  const attendee = event.getFirstProperty("attendee");
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    organizer: { cn: organizer?.getParameter("cn"), value: organizer?.getFirstValue() },
    attendee: attendee?.getFirstValue() ?? null,
    start: time("dtstart"),
    end: time("dtend"),
    stamp: time("dtstamp"),
    location: event.getFirstPropertyValue("location"),
    description: event.getFirstPropertyValue("description"),
    url: event.getFirstPropertyValue("url"),
  };
}

describe("buildICalendar", () => {
  it("publishes a booking with its organizer, UID, SEQUENCE, stamp and UTC times", () => {
    const text = buildICalendar(entry, "PUBLISH");
    expect(read(text)).toEqual({
      method: "PUBLISH",
      uid: "ABCD2345@sobremesa",
      sequence: 0,
      status: "CONFIRMED",
      organizer: { cn: "Sobremesa", value: "mailto:no-reply@sobremesa.mx" },
      // RFC 5546 forbids ATTENDEE in PUBLISH.
      attendee: null,
      start: "2025-11-15T02:30:00.000Z",
      end: "2025-11-15T04:30:00.000Z",
      stamp: "2025-11-01T10:00:00.000Z",
      location: entry.location,
      description: entry.description,
      url: entry.url,
    });
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("cancels with METHOD:CANCEL, STATUS:CANCELLED, the higher SEQUENCE and the diner as ATTENDEE", () => {
    const cancelled = read(buildICalendar({ ...entry, sequence: 2 }, "CANCEL"));
    expect(cancelled).toMatchObject({
      method: "CANCEL",
      uid: "ABCD2345@sobremesa",
      sequence: 2,
      status: "CANCELLED",
      attendee: "mailto:ana@example.com",
    });
  });

  it("keeps a quote out of the organizer's name, and every line of a long non-ASCII text whole", () => {
    const text = buildICalendar(
      { ...entry, organizer: { name: 'Sobre"mesa', email: "hola@sobremesa.mx" }, title: "ñ".repeat(200) },
      "PUBLISH",
    );
    expect(read(text).organizer.cn).toBe("Sobremesa");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("summary")).toBe("ñ".repeat(200));
  });
});

describe("calendarPerson", () => {
  it("reads the mail-from setting as name and address", () => {
    expect(calendarPerson("Sobremesa <no-reply@sobremesa.mx>")).toEqual({
      name: "Sobremesa",
      email: "no-reply@sobremesa.mx",
    });
    expect(calendarPerson('"Sobremesa MX" <hola@sobremesa.mx>')).toEqual({
      name: "Sobremesa MX",
      email: "hola@sobremesa.mx",
    });
    expect(calendarPerson("hola@sobremesa.mx")).toEqual({ name: "Sobremesa", email: "hola@sobremesa.mx" });
  });
});

describe("the text helpers", () => {
  it("writes instants in RFC 5545 UTC form", () => {
    expect(utcStamp("2025-11-15T02:30:00.000Z")).toBe("20251115T023000Z");
    // An offset is converted to UTC, never kept as local time.
    expect(utcStamp("2025-11-14T20:30:00-06:00")).toBe("20251115T023000Z");
    expect(() => utcStamp("nope")).toThrow();
  });

  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a character", () => {
    const folded = foldIcsLine(`DESCRIPTION:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });
});

describe("the links a confirmation page offers", () => {
  it("makes a data: URL of the file and a Google link with the same words and times", () => {
    const links = calendarLinks(entry, "PUBLISH");
    expect(decodeURIComponent(icsDataUrl(links.ics).replace("data:text/calendar;charset=utf-8,", ""))).toBe(links.ics);
    const google = new URL(links.googleUrl);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(google.searchParams)).toEqual({
      action: "TEMPLATE",
      text: entry.title,
      dates: "20251115T023000Z/20251115T043000Z",
      details: entry.description,
      location: entry.location,
    });
    expect(googleCalendarUrl(entry)).toBe(links.googleUrl);
  });
});

/**
 * libical (Evolution's and many servers' iCalendar library) against the iTIP restrictions of each
 * METHOD: Debian's gir1.2-ical-3.0 and python3-gi, which .ci/run installs. The system Python: the
 * bindings are Debian's.
 */
function libicalProblems(texts: string[]): string[][] {
  const script = fileURLToPath(new URL("./icalendar-libical.py", import.meta.url));
  return JSON.parse(execFileSync("/usr/bin/python3", [script], { input: JSON.stringify(texts), encoding: "utf8" }));
}

describe("libical", () => {
  it("accepts the booking, the ticket and the cancellation under RFC 5546's restrictions", () => {
    const ticket = { ...entry, uid: "EXP-7KQ2MX@sobremesa", attendee: undefined, title: "Cata de mezcal" };
    const texts = [
      buildICalendar(entry, "PUBLISH"),
      buildICalendar(ticket, "PUBLISH"),
      buildICalendar({ ...entry, sequence: 3 }, "CANCEL"),
    ];
    expect(libicalProblems(texts)).toEqual([[], [], []]);
  });

  it("names what a message lacks (the check this relies on works)", () => {
    const withoutOrganizer = buildICalendar(entry, "PUBLISH").replace(/ORGANIZER[^\r]*\r\n/, "");
    expect(libicalProblems([withoutOrganizer])[0]).toEqual([expect.stringContaining("ORGANIZER")]);
  });
});
