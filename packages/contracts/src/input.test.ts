import { describe, expect, it } from "vitest";
import {
  calendarDateInput,
  clockTimeInput,
  hasNoControlCharacters,
  idInput,
  idParamInput,
  inputIssueMessages,
  localizedIssueMessage,
  MAX_DB_INTEGER,
  partySizeParamInput,
  textInput,
} from "./input.ts";

describe("the shared input blocks", () => {
  it("refuse text with NUL or another control character, and keep tabs and new lines", () => {
    for (const bad of ["a\u0000b", "\u0001", "x\u001b[31m", "\u007f"]) {
      expect(hasNoControlCharacters(bad)).toBe(false);
      expect(textInput().trim().max(80).safeParse(bad).error?.issues[0]?.message).toBe(
        inputIssueMessages.controlCharacters.en,
      );
    }
    expect(textInput().parse("Ventana\n\tcerca\r\n")).toBe("Ventana\n\tcerca\r\n");
    expect(textInput().parse("Crème brûlée 🍮")).toBe("Crème brûlée 🍮");
  });

  it("take ids a PostgreSQL integer column holds, from JSON and from text", () => {
    expect(idInput.parse(MAX_DB_INTEGER)).toBe(MAX_DB_INTEGER);
    expect(idParamInput.parse(String(MAX_DB_INTEGER))).toBe(MAX_DB_INTEGER);
    for (const bad of [0, -1, 1.5, MAX_DB_INTEGER + 1, 2 ** 53, Number.NaN]) {
      expect(idInput.safeParse(bad).error?.issues[0]?.message).toBe(inputIssueMessages.idRange.en);
    }
    expect(idParamInput.safeParse("2147483648").success).toBe(false);
  });

  it("take only dates that exist", () => {
    for (const good of ["2027-02-28", "2028-02-29", "2027-12-31"]) expect(calendarDateInput.parse(good)).toBe(good);
    for (const bad of ["2027-02-30", "2027-02-31", "0000-00-00", "2027-13-01", "2026-02-29", "2027-4-1", "mañana"]) {
      expect(calendarDateInput.safeParse(bad).error?.issues.at(-1)?.message).toBe(inputIssueMessages.calendarDate.en);
    }
  });

  it("take wall-clock times and party sizes a booking can have", () => {
    for (const good of ["00:00", "09:05", "21:30", "23:59"]) expect(clockTimeInput.parse(good)).toBe(good);
    for (const bad of ["24:00", "25:00", "9:30", "21:60", "21:30:00", "21:30\u0000"]) {
      expect(clockTimeInput.safeParse(bad).success).toBe(false);
    }
    expect(partySizeParamInput.parse("4")).toBe(4);
    for (const bad of ["0", "-2", "2.5", "101", "1000000000", "dos"]) {
      expect(partySizeParamInput.safeParse(bad).error?.issues[0]?.message).toBe(inputIssueMessages.partySize.en);
    }
  });

  it("word their rules in Spanish too, leaving other messages as they are", () => {
    expect(localizedIssueMessage(inputIssueMessages.idRange.en, "es")).toBe(inputIssueMessages.idRange.es);
    expect(localizedIssueMessage(inputIssueMessages.idRange.en, "en")).toBe(inputIssueMessages.idRange.en);
    expect(localizedIssueMessage("six digits", "es")).toBe("six digits");
  });
});
