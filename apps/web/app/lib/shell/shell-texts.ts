import type { Language } from "@sobremesa/contracts";
import { catalogueOf } from "../i18n/i18n";

/** The shell's texts in a language, for code that runs outside React (the imperative API). */
export function shellTexts(language: Language) {
  return catalogueOf(language).shell;
}
