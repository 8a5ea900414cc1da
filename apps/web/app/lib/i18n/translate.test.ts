import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import es from "./es.json";
import { createTranslator, interpolate } from "./translate";

/** Every key of a catalogue, plural forms folded into their base key. */
function keysOf(catalogue: object, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, "")],
  );
}

/** A value for every variable the catalogue's texts name, so each placeholder is filled in. */
function variablesOf(catalogue: object): Record<string, string> {
  const names = new Set([...JSON.stringify(catalogue).matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]?.trim()));
  return Object.fromEntries([...names].filter((name) => name && name !== "count").map((name) => [name, `<${name}>`]));
}

// The catalogues were written for i18next: its own answers are what ours must give.
describe.each([
  ["es", es],
  ["en", en],
])("translate (%s) as i18next does", (language, catalogue) => {
  const reference = i18next.createInstance();
  void reference.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = createTranslator(language, () => catalogue);
  const keys = [...new Set(keysOf(catalogue))];
  const variables = variablesOf(catalogue);

  it("every key, with and without its variables", () => {
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of keys) {
      expect(t(key), key).toBe(reference.t(key));
      expect(t(key, variables), key).toBe(reference.t(key, variables));
    }
  });

  it("every key with counts that pick each plural form, and millions (Spanish 'many')", () => {
    for (const key of keys) {
      for (const count of [0, 1, 2, 5, 21, 1_000_000, 1.5]) {
        expect(t(key, { ...variables, count }), `${key} ${count}`).toBe(reference.t(key, { ...variables, count }));
      }
    }
  });

  it("unknown keys, default values, lists and a variable given as undefined", () => {
    expect(t("no.such.key")).toBe(reference.t("no.such.key"));
    expect(t("no.such.key", { defaultValue: "MX" })).toBe(reference.t("no.such.key", { defaultValue: "MX" }));
    expect(t("chains.benefits", { returnObjects: true })).toEqual(
      reference.t("chains.benefits", { returnObjects: true }),
    );
    expect(t("membership.landing.faq.items", { returnObjects: true })).toEqual(
      reference.t("membership.landing.faq.items", { returnObjects: true }),
    );
    expect(t("categories.count", { count: 3, formatted: undefined })).toBe(
      reference.t("categories.count", { count: 3, formatted: undefined }),
    );
  });
});

describe("interpolate", () => {
  it("fills in given values, empties given-but-missing ones and keeps unknown placeholders", () => {
    expect(interpolate("{{a}} y {{ b }} y {{c}}", { a: 1, b: null })).toBe("1 y  y {{c}}");
    expect(interpolate("sin variables", undefined)).toBe("sin variables");
  });
});
