import type { Language } from "@sobremesa/contracts";
import { dateTimeFormat } from "@sobremesa/contracts";
import { privacyEn } from "./texts/privacy-en";
import { privacyEs } from "./texts/privacy-es";
import { termsEn } from "./texts/terms-en";
import { termsEs } from "./texts/terms-es";

/** A paragraph, a bulleted list, or a small heading inside a section. */
export type LegalBlock = string | { list: string[] } | { subheading: string };

export interface LegalSection {
  /** The heading's anchor (#id): lower case, hyphens, in the document's language. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** When the text last changed (YYYY-MM-DD); shown on the page and bumped with every change. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalDocumentId = "privacy" | "terms";

/**
 * The privacy notice and the terms and conditions. They are long, so they live in these data
 * modules rather than in the UI catalogues; both languages say the same, section by section.
 */
export const legalDocuments: Record<LegalDocumentId, Record<Language, LegalDocument>> = {
  privacy: { es: privacyEs, en: privacyEn },
  terms: { es: termsEs, en: termsEn },
};

export function legalDocument(id: LegalDocumentId, language: Language): LegalDocument {
  return legalDocuments[id][language];
}

/** The last-updated date in the page's language, e.g. "20 de noviembre de 2026" / "November 20, 2026". */
export function formatUpdated(date: string, language: Language): string {
  return dateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
