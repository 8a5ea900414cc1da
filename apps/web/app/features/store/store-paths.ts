import {
  hasNoControlCharacters,
  type Language,
  pathFor,
  type StoreSort,
  storeCountries,
  storeSorts,
} from "@sobremesa/contracts";

/**
 * The store's URLs. Pure: the loaders, the links and the forms all go through here, so what a link
 * writes is what a loader reads. The list's query names are the page language's words.
 */

export type StoreCountryCode = (typeof storeCountries)[number];

/** `?orden=precio&pagina=2` / `?sort=...&page=2`; the sort's values are the contract's. */
export const STORE_QUERY_KEYS = {
  es: { sort: "orden", page: "pagina", country: "pais" },
  en: { sort: "sort", page: "page", country: "country" },
} as const;

/** The confirmation page's query (the same in both languages, as the order page's e-mail). */
export const ORDER_DETAIL_KEYS = { order: "order", email: "email" } as const;

export const DEFAULT_SORT: StoreSort = "featured";

export function storesPath(language: Language, country?: StoreCountryCode | null): string {
  const path = pathFor("stores", language);
  return country ? `${path}?${STORE_QUERY_KEYS[language].country}=${country}` : path;
}

/** A store or one of its categories, with the sort and page when they are not the defaults. */
export function storePath(
  language: Language,
  slug: string,
  options: { category?: string | null | undefined; sort?: StoreSort | undefined; page?: number | undefined } = {},
): string {
  const path = options.category
    ? pathFor("store-category", language, { slug, category: options.category })
    : pathFor("store", language, { slug });
  const keys = STORE_QUERY_KEYS[language];
  const query = new URLSearchParams();
  if (options.sort && options.sort !== DEFAULT_SORT) query.set(keys.sort, options.sort);
  if (options.page && options.page > 1) query.set(keys.page, String(options.page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export function productPath(language: Language, slug: string): string {
  return pathFor("store-product", language, { slug });
}

export function checkoutPath(language: Language): string {
  return pathFor("store-checkout", language);
}

export function orderDetailPath(language: Language, number: string, email?: string | null): string {
  const query = new URLSearchParams({ [ORDER_DETAIL_KEYS.order]: number });
  if (email) query.set(ORDER_DETAIL_KEYS.email, email);
  return `${pathFor("store-order-detail", language)}?${query}`;
}

export function storeOrderPath(language: Language, number: string, email?: string | null): string {
  const path = pathFor("store-order", language, { orderNumber: number });
  return email ? `${path}?email=${encodeURIComponent(email)}` : path;
}

export function auditPath(language: Language, store?: string | null): string {
  const path = pathFor("store-audit", language);
  return store ? `${path}?store=${encodeURIComponent(store)}` : path;
}

/** The list's sort from the query: a known value, else the default. */
export function sortParam(value: string | null | undefined): StoreSort {
  return (storeSorts as readonly string[]).includes(value ?? "") ? (value as StoreSort) : DEFAULT_SORT;
}

/**
 * The page from the query: null when it is not a page number at all (the loader answers 404),
 * 1 when absent. The API serves at most 100 pages.
 */
export function pageParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return 1;
  if (!/^[1-9]\d{0,2}$/.test(value)) return null;
  const page = Number(value);
  return page <= 100 ? page : null;
}

export function countryParam(value: string | null | undefined): StoreCountryCode | null {
  return (storeCountries as readonly string[]).includes(value ?? "") ? (value as StoreCountryCode) : null;
}

/** A store order's number (PED-XXXXXX), upper-cased, else null. */
export function storeOrderNumberParam(value: string | null | undefined): string | null {
  const number = value?.trim().toUpperCase() ?? "";
  return /^PED-[A-Z0-9]{6}$/.test(number) ? number : null;
}

/** Whether a shared /order/{code}/ names a store order (PED-) rather than a thing to do's (EXP-). */
export function isStoreOrderCode(code: string | null | undefined): boolean {
  return /^PED-/i.test(code?.trim() ?? "");
}

/** A plain e-mail from the query (lower-cased), else null: the order's second key for a guest. */
export function emailParam(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? "";
  // Control characters (a NUL byte) are not in any address and the database cannot compare them.
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && hasNoControlCharacters(email)
    ? email
    : null;
}

export const SLUG_PATTERN = /^[a-z0-9-]{1,160}$/;
