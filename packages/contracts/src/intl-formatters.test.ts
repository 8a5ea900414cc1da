import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formatters.ts";

describe("shared Intl formatters", () => {
  it("builds one formatter per locale and options and formats as Intl does", () => {
    const options = { dateStyle: "full", timeStyle: "short", timeZone: "America/Bogota" } as const;
    const instant = new Date("2026-11-23T01:00:00Z");
    expect(dateTimeFormat("es-MX", options)).toBe(dateTimeFormat("es-MX", { ...options }));
    expect(dateTimeFormat("es-MX", options)).not.toBe(dateTimeFormat("en-US", options));
    expect(dateTimeFormat("es-MX", options).format(instant)).toBe(
      new Intl.DateTimeFormat("es-MX", options).format(instant),
    );
    expect(numberFormat("es-CO").format(12345)).toBe(new Intl.NumberFormat("es-CO").format(12345));
    expect(numberFormat("es-CO")).toBe(numberFormat("es-CO", {}));
  });
});
