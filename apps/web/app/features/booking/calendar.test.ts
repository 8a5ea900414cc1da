import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, googleCalendarUrl, icsDataUrl, utcStamp } from "./calendar";

const event = {
  code: "ABCD2345",
  startsAt: "2025-11-15T02:30:00.000Z",
  endsAt: "2025-11-15T04:30:00.000Z",
  title: "Reservación en La Casa del Mole",
  location: "La Casa del Mole, Av. Chapultepec 10; Americana, Guadalajara",
  description:
    "Código ABCD2345, 2 personas.\nCambia o cancela: https://sobremesa.mx/lugar/reservacion/ABCD2345/?token=x,y",
  stamp: new Date("2025-11-01T10:00:00Z"),
};

describe("utcStamp", () => {
  it("writes instants in RFC 5545 UTC form", () => {
    expect(utcStamp("2025-11-15T02:30:00.000Z")).toBe("20251115T023000Z");
    // An offset is converted to UTC, never kept as local time.
    expect(utcStamp("2025-11-14T20:30:00-06:00")).toBe("20251115T023000Z");
    expect(() => utcStamp("nope")).toThrow();
  });
});

describe("escapeIcsText", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldIcsLine", () => {
  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldIcsLine("SHORT:1")).toBe("SHORT:1");
  });
});

describe("buildIcs", () => {
  const ics = buildIcs(event);
  const unfolded = ics.replace(/\r\n /g, "");

  it("is one VEVENT with the code as UID and UTC start and end", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(unfolded).toContain("\r\nUID:ABCD2345@sobremesa\r\n");
    expect(unfolded).toContain("\r\nDTSTART:20251115T023000Z\r\n");
    expect(unfolded).toContain("\r\nDTEND:20251115T043000Z\r\n");
    expect(unfolded).toContain("\r\nDTSTAMP:20251101T100000Z\r\n");
    expect(unfolded).toContain("\r\nSTATUS:CONFIRMED\r\n");
    // Every line ends in CRLF: no bare LF.
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("escapes the text fields", () => {
    expect(unfolded).toContain("\r\nLOCATION:La Casa del Mole\\, Av. Chapultepec 10\\; Americana\\, Guadalajara\r\n");
    expect(unfolded).toContain(
      "\r\nDESCRIPTION:Código ABCD2345\\, 2 personas.\\nCambia o cancela: https://sobremesa.mx/lugar/reservacion/ABCD2345/?token=x\\,y\r\n",
    );
  });

  it("cancels the event for a cancelled reservation", () => {
    const cancelled = buildIcs({ ...event, cancelled: true });
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
  });

  it("downloads as a calendar data URL", () => {
    const url = icsDataUrl(ics);
    expect(url.startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(ics);
  });
});

describe("googleCalendarUrl", () => {
  it("is Google's template link with UTC dates and the texts encoded", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20251115T023000Z/20251115T043000Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("details")).toBe(event.description);
    expect(url.searchParams.get("location")).toBe(event.location);
  });
});
