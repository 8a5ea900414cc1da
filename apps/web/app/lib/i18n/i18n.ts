import type { Language } from "@sobremesa/contracts";
import { bundledCatalogues } from "./bundled-catalogues";
import enUrl from "./en.json?url";
import esUrl from "./es.json?url";
import type { I18n } from "./react-i18n";
import { createTranslator } from "./translate";

export type Catalogue = (typeof bundledCatalogues)[Language];

/** The hashed, immutably cached address of each catalogue: the browser fetches only its page's. */
const catalogueUrls: Record<Language, string> = { es: esUrl, en: enUrl };

// The server has both from the start (a request may be in either language); in the browser this
// branch is dead code, so the bundle carries neither catalogue.
const loaded: Partial<Record<Language, Catalogue>> = import.meta.env.SSR ? { ...bundledCatalogues } : {};
const loading = new Map<Language, Promise<void>>();
const instances = new Map<Language, I18n>();

export function catalogueUrl(language: Language): string {
  return catalogueUrls[language];
}

/**
 * Fetches a language's catalogue once (the root preloads the page's own, so this usually finds it
 * in the cache). Hydration waits for the page's language; a navigation to the other language waits
 * for it in the root's client middleware.
 */
export function loadCatalogue(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = fetch(catalogueUrls[language], { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`translations ${language}: HTTP ${response.status}`);
        return response.json() as Promise<Catalogue>;
      })
      .then((catalogue) => {
        loaded[language] = catalogue;
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * A language's catalogue as an object, for code outside React (alert titles, script errors). Before
 * it has arrived (it always has once the page is hydrated) the other language's stands in.
 */
export function catalogueOf(language: Language): Catalogue {
  const found = loaded[language] ?? loaded[language === "es" ? "en" : "es"];
  if (!found) throw new Error(`translations ${language} used before they were loaded`);
  return found;
}

/**
 * One translator per language. It reads the loaded catalogue when called, so one made before the
 * catalogue arrived translates once it has. The language of a request comes from its path and never
 * changes, so sharing it between concurrent server requests is safe.
 */
export function getI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = { language, t: createTranslator(language, () => loaded[language]) };
    instances.set(language, instance);
  }
  return instance;
}
