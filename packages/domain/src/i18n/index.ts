import { createTranslator, type Language, type TOptions } from "@sobremesa/contracts";
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };

/**
 * The domain's texts (answers, e-mails, SMS, WhatsApp messages, PDFs) live in es.json and en.json
 * and go through the same translator as the web's pages. Each domain's messages.ts reads them.
 */
export const domainCatalogues = { es, en } as const;

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A catalogue key, plural forms folded into their base key as `count` picks them. */
export type DomainTextKey =
  Paths<typeof es> extends infer Key
    ? Key extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
      ? Base
      : Key
    : never;

export type DomainText = (key: DomainTextKey, options?: TOptions) => string;

const translators = {
  es: createTranslator("es", () => es),
  en: createTranslator("en", () => en),
} satisfies Record<Language, DomainText>;

export function domainText(language: Language): DomainText {
  return translators[language];
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A text whose every placeholder is filled: a value the caller left out becomes empty, not `{{name}}`. */
export function filledText(language: Language, key: DomainTextKey, values: Record<string, string | number> = {}) {
  const t = translators[language];
  const names = [...t(key).matchAll(PLACEHOLDER)].map((match) => match[1]!.trim());
  return t(key, Object.fromEntries(names.map((name) => [name, values[name] ?? ""])));
}
