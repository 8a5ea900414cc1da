import type { Language } from "@sobremesa/contracts";
import i18next, { type i18n } from "i18next";
import en from "./en.json";
import es from "./es.json";

export const catalogues = { es, en } as const;

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, created synchronously from the bundled catalogues. The
 * language of a request comes from its path, and an instance never changes language, so sharing
 * it between concurrent server requests is safe.
 */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: catalogues[language] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
