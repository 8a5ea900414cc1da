import { hashString } from "@sobremesa/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import {
  countries,
  storeCategories,
  storePriceChanges,
  storeProducts,
  storeShippingOptions,
  storeStockMovements,
  stores,
  storeVariants,
} from "../schema/index.ts";
import { insertRows } from "./insert-rows.ts";
import { createRandom, type Random } from "./random.ts";
import { type CatalogueProduct, type CatalogueVariant, STORE_CATALOGUE } from "./store-catalogue.ts";

/**
 * The demo's online store: the hand-written catalogue of store-catalogue.ts turned into
 * rows, with the stock of every variant written as the ledger the store audit reconciles against
 * (an opening receipt, and for some variants later restocks and count adjustments, all in the past)
 * and a few past price changes. Pure generation (generateStore) is separate from the inserts
 * (seedStore) so tests can check the rows without a database.
 */

/** A row of the countries table: stores take their country's id and currency. */
export interface StoreCountryRow {
  id: number;
  code: string;
  currency: string;
}

export interface StoreRow {
  id: number;
  slug: string;
  name: string;
  taglineEs: string;
  taglineEn: string;
  descriptionEs: string;
  descriptionEn: string;
  countryId: number;
  cityName: string;
  currency: string;
  hue: number;
  active: boolean;
  sort: number;
}

export interface ShippingOptionRow {
  id: number;
  storeId: number;
  code: string;
  nameEs: string;
  nameEn: string;
  priceMinor: number;
  freeFromMinor: number | null;
  minDays: number;
  maxDays: number;
  sort: number;
}

export interface StoreCategoryRow {
  id: number;
  storeId: number;
  slug: string;
  nameEs: string;
  nameEn: string;
  sort: number;
}

export interface ProductRow {
  id: number;
  storeId: number;
  categoryId: number;
  slug: string;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  detailsEs: string;
  detailsEn: string;
  imageCount: number;
  active: boolean;
  sort: number;
  /** ISO instant. */
  createdAt: string;
}

export interface VariantRow {
  id: number;
  productId: number;
  sku: string;
  nameEs: string;
  nameEn: string;
  priceMinor: number;
  compareAtMinor: number | null;
  stock: number;
  lowStockThreshold: number;
  sort: number;
  active: boolean;
}

export interface StockMovementRow {
  id: number;
  variantId: number;
  quantity: number;
  reason: "receipt" | "adjustment";
  orderId: null;
  actorUserId: null;
  note: string;
  /** ISO instant. */
  createdAt: string;
}

export interface PriceChangeRow {
  id: number;
  variantId: number;
  oldPriceMinor: number;
  newPriceMinor: number;
  actorUserId: null;
  /** ISO instant. */
  changedAt: string;
}

export interface GeneratedStore {
  stores: StoreRow[];
  shippingOptions: ShippingOptionRow[];
  categories: StoreCategoryRow[];
  products: ProductRow[];
  variants: VariantRow[];
  movements: StockMovementRow[];
  priceChanges: PriceChangeRow[];
}

/** The low-stock threshold of a variant whose catalogue entry and product name none. */
export const DEFAULT_LOW_STOCK = 5;

/** Stores opened between this many days ago (their first products and opening stock date from then). */
const OPENED_DAYS_AGO: [number, number] = [70, 95];
/** Share of a store's products listed on its opening day; the others were added in the weeks since. */
const LAUNCH_SHARE = 0.7;
/** Share of in-stock variants whose ledger has more than the opening receipt. */
const LIVED_IN_SHARE = 0.4;
/** Share of variants not on sale whose price went up since they were listed. */
const PRICE_RISE_SHARE = 0.05;
/** Prices after a rise are rounded to this many minor units ($10, $1.000, ₡100). */
const PRICE_STEP: Record<string, number> = { MXN: 1_000, COP: 100_000, CRC: 10_000 };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const OPENING_NOTE = "Inventario inicial";
/** Later movements: what a store's stock ledger shows over a few weeks, with the note a manager writes. */
const LATER_MOVEMENTS = {
  restock: { reason: "receipt", notes: ["Reabastecimiento del productor", "Lote nuevo recibido"] },
  loss: { reason: "adjustment", notes: ["Merma: empaque dañado en bodega", "Ajuste por conteo físico"] },
  found: { reason: "adjustment", notes: ["Ajuste por conteo físico: unidades sin registrar"] },
} as const;
/** A sold-out variant's stock left through the shop counter (sales outside the site, no order behind them). */
const COUNTER_SALES_NOTE = "Salida por ventas en tienda física";

/**
 * The demo store's rows for the countries given (stores of a missing country are skipped). Each
 * product and each variant draws from its own PRNG stream keyed by the seed and its slug or SKU,
 * so a skipped store or an edited entry never shifts the others. Every instant is before `now`.
 */
export function generateStore(
  countryRows: readonly StoreCountryRow[],
  options: { seed: number; now: Date },
): GeneratedStore {
  const byCode = new Map(countryRows.map((row) => [row.code, row]));
  const now = options.now.getTime();
  const out: GeneratedStore = {
    stores: [],
    shippingOptions: [],
    categories: [],
    products: [],
    variants: [],
    movements: [],
    priceChanges: [],
  };
  // Movements and price changes get their ids once all are drawn, in the order they happened.
  const movements: Omit<StockMovementRow, "id">[] = [];
  const priceChanges: Omit<PriceChangeRow, "id">[] = [];

  for (const entry of STORE_CATALOGUE) {
    const country = byCode.get(entry.country);
    if (!country) continue;
    const storeRandom = createRandom(hashString(`${options.seed}:store:${entry.slug}`));
    const storeId = out.stores.length + 1;
    out.stores.push({
      id: storeId,
      slug: entry.slug,
      name: entry.name,
      taglineEs: entry.es.tagline,
      taglineEn: entry.en.tagline,
      descriptionEs: entry.es.description,
      descriptionEn: entry.en.description,
      countryId: country.id,
      cityName: entry.city,
      currency: country.currency,
      hue: entry.hue,
      active: true,
      sort: out.stores.length,
    });
    entry.shipping.forEach((option, sort) => {
      out.shippingOptions.push({
        id: out.shippingOptions.length + 1,
        storeId,
        code: option.code,
        nameEs: option.es,
        nameEn: option.en,
        priceMinor: option.price,
        freeFromMinor: option.freeFrom,
        minDays: option.days[0],
        maxDays: option.days[1],
        sort,
      });
    });
    const categoryIds = new Map<string, number>();
    entry.categories.forEach((category, sort) => {
      const id = out.categories.length + 1;
      categoryIds.set(category.slug, id);
      out.categories.push({ id, storeId, slug: category.slug, nameEs: category.es, nameEn: category.en, sort });
    });

    const opened = dayStart(now - storeRandom.int(...OPENED_DAYS_AGO) * DAY_MS);
    entry.products.forEach((product, sort) => {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) {
        throw new Error(`store: product ${product.slug} names category ${product.category}, not one of ${entry.slug}`);
      }
      const random = createRandom(hashString(`${options.seed}:store-product:${product.slug}`));
      const createdAt = listedAt(random, opened, now);
      const productId = out.products.length + 1;
      out.products.push({
        id: productId,
        storeId,
        categoryId,
        slug: product.slug,
        nameEs: product.es.name,
        nameEn: product.en.name,
        descriptionEs: product.es.description,
        descriptionEn: product.en.description,
        detailsEs: product.es.details.join("\n"),
        detailsEn: product.en.details.join("\n"),
        imageCount: random.int(2, 4),
        active: true,
        sort,
        createdAt: new Date(createdAt).toISOString(),
      });
      product.variants.forEach((variant, variantSort) => {
        const variantId = out.variants.length + 1;
        out.variants.push({
          id: variantId,
          productId,
          sku: variant.sku,
          nameEs: variant.es,
          nameEn: variant.en,
          priceMinor: variant.price,
          compareAtMinor: variant.compareAt ?? null,
          stock: variant.stock,
          lowStockThreshold: lowStockThreshold(product, variant),
          sort: variantSort,
          active: true,
        });
        const variantRandom = createRandom(hashString(`${options.seed}:store-variant:${variant.sku}`));
        for (const movement of ledger(variantRandom, variant.stock, createdAt, now)) {
          movements.push({ variantId, orderId: null, actorUserId: null, ...movement });
        }
        const change = priceChange(variantRandom, variant, country.currency, createdAt, now);
        if (change) priceChanges.push({ variantId, actorUserId: null, ...change });
      });
    });
  }

  // Stable sorts: movements of the same instant keep the order they were drawn in (opening receipt first).
  movements.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  out.movements = movements.map((movement, index) => ({ id: index + 1, ...movement }));
  priceChanges.sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));
  out.priceChanges = priceChanges.map((change, index) => ({ id: index + 1, ...change }));
  return out;
}

export function lowStockThreshold(product: CatalogueProduct, variant: CatalogueVariant): number {
  return variant.low ?? product.low ?? DEFAULT_LOW_STOCK;
}

/** When a product was listed: most on the store's opening day, the rest in the weeks after. */
function listedAt(random: Random, opened: number, now: number): number {
  if (random.chance(LAUNCH_SHARE)) return businessHours(random, opened, opened + DAY_MS - 1);
  return businessHours(random, opened + 7 * DAY_MS, now - 2 * DAY_MS);
}

type Movement = Pick<StockMovementRow, "quantity" | "reason" | "note" | "createdAt">;

/**
 * A variant's ledger, summing to its stock with a running balance that never goes negative: the
 * opening receipt when the product was listed, then for some variants a restock or a count
 * adjustment or two. A sold-out variant received stock and sold it at the shop counter.
 */
function ledger(random: Random, stock: number, listed: number, now: number): Movement[] {
  const at = (instant: number) => new Date(instant).toISOString();
  if (stock === 0) {
    const received = random.int(6, 14);
    const soldOut = businessHours(random, Math.min(listed + 7 * DAY_MS, now - DAY_MS), now - HOUR_MS);
    return [
      { quantity: received, reason: "receipt", note: OPENING_NOTE, createdAt: at(listed) },
      { quantity: -received, reason: "adjustment", note: COUNTER_SALES_NOTE, createdAt: at(soldOut) },
    ];
  }
  const later: Movement[] = [];
  if (random.chance(LIVED_IN_SHARE)) {
    const count = random.int(1, 2);
    for (let index = 0; index < count; index++) {
      const kind = random.weighted<keyof typeof LATER_MOVEMENTS>([
        ["restock", 3],
        ["loss", 2],
        ["found", 1],
      ]);
      const quantity = kind === "restock" ? random.int(6, 24) : kind === "loss" ? -random.int(1, 3) : random.int(1, 2);
      const { reason, notes } = LATER_MOVEMENTS[kind];
      const instant = businessHours(random, listed + DAY_MS, now - HOUR_MS);
      later.push({ quantity, reason, note: random.pick(notes), createdAt: at(instant) });
    }
    later.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }
  // Drop the latest movements until the opening receipt is positive and the balance never negative.
  while (later.length > 0 && !balanced(stock, later)) later.pop();
  const opening = stock - later.reduce((sum, movement) => sum + movement.quantity, 0);
  return [{ quantity: opening, reason: "receipt", note: OPENING_NOTE, createdAt: at(listed) }, ...later];
}

function balanced(stock: number, later: readonly Movement[]): boolean {
  let balance = stock - later.reduce((sum, movement) => sum + movement.quantity, 0);
  if (balance <= 0) return false;
  for (const movement of later) {
    balance += movement.quantity;
    if (balance < 0) return false;
  }
  return true;
}

/**
 * A past price change or none: a variant on sale went down from its struck-through price in the last
 * three weeks; a few others went up by 5-12 % some time after they were listed.
 */
function priceChange(
  random: Random,
  variant: CatalogueVariant,
  currency: string,
  listed: number,
  now: number,
): Pick<PriceChangeRow, "oldPriceMinor" | "newPriceMinor" | "changedAt"> | null {
  if (variant.compareAt !== undefined) {
    const changedAt = businessHours(random, Math.max(listed + DAY_MS, now - 21 * DAY_MS), now - HOUR_MS);
    return { oldPriceMinor: variant.compareAt, newPriceMinor: variant.price, changedAt: iso(changedAt) };
  }
  if (!random.chance(PRICE_RISE_SHARE)) return null;
  const step = PRICE_STEP[currency] ?? 100;
  const rise = 1.05 + random.next() * 0.07;
  const old = Math.floor(variant.price / rise / step) * step;
  if (old <= 0 || old >= variant.price) return null;
  const changedAt = businessHours(random, Math.min(listed + 3 * DAY_MS, now - DAY_MS), now - DAY_MS);
  return { oldPriceMinor: old, newPriceMinor: variant.price, changedAt: iso(changedAt) };
}

function iso(instant: number): string {
  return new Date(instant).toISOString();
}

function dayStart(instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS;
}

/**
 * A whole minute between two instants, on shop hours when it can be: 14:00-23:00 UTC is 08:00-17:00
 * in Mexico City and San José and 09:00-18:00 in Bogotá. A window too short for that falls back to
 * any minute within it (or its start, when it is empty).
 */
function businessHours(random: Random, from: number, to: number): number {
  if (to <= from) return Math.floor(from / 60_000) * 60_000;
  const day = dayStart(from) + random.int(0, Math.floor((dayStart(to) - dayStart(from)) / DAY_MS)) * DAY_MS;
  const instant = day + random.int(14 * 60, 23 * 60 - 1) * 60_000;
  if (instant >= from && instant <= to) return instant;
  return Math.min(to, Math.ceil((from + random.next() * (to - from)) / 60_000) * 60_000);
}

export interface StoreSeedReport {
  stores: number;
  products: number;
  variants: number;
  movements: number;
  priceChanges: number;
  durationMs: number;
}

/**
 * Inserts the demo store when the stores table is empty (idempotent, like the experience seed, so a
 * database seeded before it existed gets it at its next start). Countries are looked up by code; the
 * stores of a missing one are skipped. Returns null when nothing was done.
 */
export async function seedStore(
  db: Database,
  options: { seed: number; now: Date; log?: (line: string) => void },
): Promise<StoreSeedReport | null> {
  const started = performance.now();
  if ((await db.$count(stores)) > 0) return null;
  const countryRows = await db
    .select({ id: countries.id, code: countries.code, currency: countries.currency })
    .from(countries);
  const generated = generateStore(countryRows, options);
  if (generated.stores.length === 0) return null;
  await db.transaction(async (tx) => {
    await insertRows(tx, stores, generated.stores);
    await insertRows(tx, storeShippingOptions, generated.shippingOptions);
    await insertRows(tx, storeCategories, generated.categories);
    await insertRows(tx, storeProducts, generated.products);
    await insertRows(tx, storeVariants, generated.variants);
    await insertRows(tx, storeStockMovements, generated.movements);
    await insertRows(tx, storePriceChanges, generated.priceChanges);
    // Rows went in with explicit ids: move each serial past them.
    for (const [table, last] of [
      ["stores", generated.stores.length],
      ["store_shipping_options", generated.shippingOptions.length],
      ["store_categories", generated.categories.length],
      ["store_products", generated.products.length],
      ["store_variants", generated.variants.length],
      ["store_stock_movements", generated.movements.length],
      ["store_price_changes", generated.priceChanges.length],
    ] as const) {
      if (last > 0) await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), ${last})`));
    }
  });
  const report: StoreSeedReport = {
    stores: generated.stores.length,
    products: generated.products.length,
    variants: generated.variants.length,
    movements: generated.movements.length,
    priceChanges: generated.priceChanges.length,
    durationMs: Math.round(performance.now() - started),
  };
  options.log?.(
    `demo seed: ${report.stores} stores (${report.products} products, ${report.variants} variants, ${report.movements} stock movements, ${report.priceChanges} price changes) in ${report.durationMs} ms`,
  );
  return report;
}
