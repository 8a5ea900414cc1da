import { domainCatalogues } from "@sobremesa/domain/i18n";
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

// The catalogues were written for i18next: its own answers are what ours must give. The domain's
// catalogues (e-mails, answers, PDFs) go through the same translator, so they are held to it too.
describe.each([
  ["es", es, 1000],
  ["en", en, 1000],
  ["es", domainCatalogues.es, 200],
  ["en", domainCatalogues.en, 200],
])("translate (%s) as i18next does", (language, catalogue, leastKeys) => {
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
    expect(keys.length).toBeGreaterThan(leastKeys);
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

  it.runIf(catalogue === es || catalogue === en)(
    "unknown keys, default values, lists and a variable given as undefined",
    () => {
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
    },
  );
});

describe("interpolate", () => {
  it("fills in given values, empties given-but-missing ones and keeps unknown placeholders", () => {
    expect(interpolate("{{a}} y {{ b }} y {{c}}", { a: 1, b: null })).toBe("1 y  y {{c}}");
    expect(interpolate("sin variables", undefined)).toBe("sin variables");
  });
});

/** Every text of a catalogue by its full key, plural forms kept apart. */
function textsOf(catalogue: object, prefix = ""): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? textsOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholdersOf = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]?.trim() ?? ""))].sort();

describe("the domain's catalogues", () => {
  const texts = { es: new Map(textsOf(domainCatalogues.es)), en: new Map(textsOf(domainCatalogues.en)) };
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

  it("have the same keys in Spanish and English", () => {
    expect([...new Set([...texts.en.keys()].map(base))].sort()).toEqual(
      [...new Set([...texts.es.keys()].map(base))].sort(),
    );
  });

  it("give each key the same placeholders in both languages", () => {
    const placeholders = (language: "es" | "en") => {
      const byKey = new Map<string, string[]>();
      for (const [key, text] of texts[language]) {
        byKey.set(base(key), [...new Set([...(byKey.get(base(key)) ?? []), ...placeholdersOf(text)])].sort());
      }
      return byKey;
    };
    const spanish = placeholders("es");
    for (const [key, names] of placeholders("en")) expect(names, key).toEqual(spanish.get(key));
  });

  it("have no empty texts", () => {
    for (const language of ["es", "en"] as const) {
      for (const [key, text] of texts[language]) {
        expect(typeof text, `${language} ${key}`).toBe("string");
        expect(String(text).trim(), `${language} ${key}`).not.toBe("");
      }
    }
  });
});
