import type { Language } from "@sobremesa/contracts";
import { catalogueOf } from "#app/lib/i18n/i18n.ts";

/** The shell's texts in a language, for code that runs outside React (the imperative API). */
export function shellTexts(language: Language) {
  return catalogueOf(language).shell;
}
