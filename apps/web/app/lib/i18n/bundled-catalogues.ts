import en from "./en.json";
import es from "./es.json";

/**
 * Both catalogues as modules, for the server (and unit tests). The browser never bundles this: it
 * fetches the one catalogue of the page's language (i18n.ts), about half of what both weigh.
 */
export const bundledCatalogues = { es, en } as const;
