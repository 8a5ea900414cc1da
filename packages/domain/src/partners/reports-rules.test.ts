import { describe, expect, it } from "vitest";
import { csvField, reportRange, shiftOf, toCsv } from "./reports-rules.ts";

describe("reports rules", () => {
  it("reads a range: the last 28 days by default, at most 366 days, never backwards", () => {
    expect(reportRange({}, "2026-03-28")).toEqual({ ok: true, from: "2026-03-01", to: "2026-03-28", days: 28 });
    expect(reportRange({ from: "2026-03-10" }, "2026-03-28")).toMatchObject({ from: "2026-03-10", to: "2026-03-28" });
    expect(reportRange({ from: "2026-04-10" }, "2026-03-28")).toMatchObject({ from: "2026-04-10", to: "2026-04-10" });
    expect(reportRange({ from: "2024-01-01", to: "2024-12-31" }, "2026-03-28")).toMatchObject({ days: 366 });
    expect(reportRange({ from: "2025-01-01", to: "2026-01-02" }, "2026-03-28")).toEqual({
      ok: false,
      problem: "rangeTooLong",
    });
    expect(reportRange({ from: "2026-03-02", to: "2026-03-01" }, "2026-03-28")).toEqual({
      ok: false,
      problem: "rangeReversed",
    });
    expect(reportRange({ to: "2026-02-29" }, "2026-03-28")).toEqual({ ok: false, problem: "rangeInvalidDate" });
  });

  it("puts a booking in the shift whose seatings span its time, midnight-crossing ones on the next day too", () => {
    const shifts = [
      {
        id: 1,
        name: "Comida",
        weekdays: [1, 2, 3, 4, 5],
        firstSeating: "13:00",
        lastSeating: "17:00",
        slotIntervalMinutes: 30,
      },
      { id: 2, name: "Noche", weekdays: [5], firstSeating: "22:00", lastSeating: "02:00", slotIntervalMinutes: 30 },
    ];
    // 2026-03-06 is a Friday.
    expect(shiftOf("2026-03-06", "13:00", shifts)).toBe(1);
    expect(shiftOf("2026-03-06", "17:25", shifts)).toBe(1);
    expect(shiftOf("2026-03-06", "17:31", shifts)).toBeNull();
    expect(shiftOf("2026-03-06", "23:15", shifts)).toBe(2);
    expect(shiftOf("2026-03-07", "01:30", shifts)).toBe(2);
    expect(shiftOf("2026-03-07", "13:00", shifts)).toBeNull();
    expect(shiftOf("2026-03-06", "01:30", shifts)).toBeNull();
  });

  it("writes CSV for Excel: BOM, CRLF, RFC 4180 quotes, formulas disarmed", () => {
    expect(csvField("Pérez, Ana")).toBe('"Pérez, Ana"');
    expect(csvField('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvField("línea\nnueva")).toBe('"línea\nnueva"');
    for (const formula of ["=1+1", "+52", "-2", "@SUM(A1)", "\tx"]) expect(csvField(formula)).toBe(`'${formula}`);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-3)).toBe("-3");
    expect(
      toCsv([
        ["a", 1],
        ["b", 2],
      ]),
    ).toBe("\uFEFFa,1\r\nb,2\r\n");
  });
});
