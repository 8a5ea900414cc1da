import { describe, expect, it } from "vitest";
import { loadGeo } from "./geo.ts";
import { generateStore, type StoreCountryRow } from "./store.ts";
import { STORE_CATALOGUE } from "./store-catalogue.ts";

const countryRows: StoreCountryRow[] = loadGeo().countries.map(({ id, code, currency }) => ({ id, code, currency }));
const now = new Date("2026-11-21T15:37:00Z");
const seed = 20261121;
const generated = generateStore(countryRows, { seed, now });

/** Plausible shelf prices per currency in minor units, and the unit they are rounded to. */
const PRICES: Record<string, { min: number; max: number; unit: number }> = {
  // $20 to $5,000
  MXN: { min: 2_000, max: 500_000, unit: 100 },
  // $5.000 to $500.000
  COP: { min: 500_000, max: 50_000_000, unit: 10_000 },
  // ₡500 to ₡50.000
  CRC: { min: 50_000, max: 5_000_000, unit: 5_000 },
};
/** Shipping: $50 to $500, $5.000 to $50.000, ₡1.000 to ₡10.000. */
const SHIPPING: Record<string, [number, number]> = {
  MXN: [5_000, 50_000],
  COP: [500_000, 5_000_000],
  CRC: [100_000, 1_000_000],
};
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const storeById = new Map(generated.stores.map((row) => [row.id, row]));
const productById = new Map(generated.products.map((row) => [row.id, row]));
const variantById = new Map(generated.variants.map((row) => [row.id, row]));
const currencyOfVariant = (variantId: number) =>
  storeById.get(productById.get(variantById.get(variantId)!.productId)!.storeId)!.currency;

describe("demo store catalogue", () => {
  it("makes every store, four in Mexico and two each in Colombia and Costa Rica, in its country's currency", () => {
    expect(generated.stores).toHaveLength(STORE_CATALOGUE.length);
    const code = new Map(countryRows.map((row) => [row.id, row.code]));
    const perCountry: Record<string, number> = {};
    for (const store of generated.stores) {
      const country = code.get(store.countryId)!;
      perCountry[country] = (perCountry[country] ?? 0) + 1;
      expect(store.currency).toBe({ mx: "MXN", co: "COP", cr: "CRC" }[country]);
      expect(store.hue).toBeGreaterThanOrEqual(0);
      expect(store.hue).toBeLessThan(360);
      expect(store.cityName.trim()).not.toBe("");
    }
    expect(perCountry).toEqual({ mx: 4, co: 2, cr: 2 });
    expect(new Set(generated.stores.map((store) => store.hue)).size).toBe(generated.stores.length);
  });

  it("gives unique, well-formed slugs and SKUs", () => {
    for (const slugs of [
      generated.stores.map((row) => row.slug),
      generated.products.map((row) => row.slug),
      generated.variants.map((row) => row.sku),
    ]) {
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const row of [...generated.stores, ...generated.products, ...generated.categories]) {
      expect(row.slug).toMatch(SLUG);
    }
    for (const row of generated.variants) expect(row.sku).toMatch(/^[A-Z]{3}(-[A-Z0-9]+)+$/);
    for (const store of generated.stores) {
      const slugs = generated.categories.filter((row) => row.storeId === store.id).map((row) => row.slug);
      expect(new Set(slugs).size, store.slug).toBe(slugs.length);
    }
  });

  it("ships every store standard and express, express faster and dearer, free from a threshold on standard", () => {
    for (const store of generated.stores) {
      const options = generated.shippingOptions.filter((row) => row.storeId === store.id);
      expect(options.map((row) => row.code)).toEqual(["standard", "express"]);
      const [standard, express] = options as [(typeof options)[number], (typeof options)[number]];
      const [min, max] = SHIPPING[store.currency]!;
      for (const option of options) {
        expect(option.priceMinor, store.slug).toBeGreaterThanOrEqual(min);
        expect(option.priceMinor, store.slug).toBeLessThanOrEqual(max);
        expect(option.minDays).toBeGreaterThanOrEqual(1);
        expect(option.minDays).toBeLessThanOrEqual(option.maxDays);
        expect(option.nameEs.trim()).not.toBe("");
        expect(option.nameEn.trim()).not.toBe("");
      }
      expect(express.priceMinor).toBeGreaterThan(standard.priceMinor);
      expect(express.maxDays).toBeLessThanOrEqual(standard.minDays);
      expect(standard.freeFromMinor).toBeGreaterThan(standard.priceMinor * 5);
      expect(express.freeFromMinor).toBeNull();
    }
  });

  it("has 3-4 categories and 8-14 products a store, every category used and every product in its store's", () => {
    const categoryById = new Map(generated.categories.map((row) => [row.id, row]));
    for (const store of generated.stores) {
      const categories = generated.categories.filter((row) => row.storeId === store.id);
      const products = generated.products.filter((row) => row.storeId === store.id);
      expect(categories.length, store.slug).toBeGreaterThanOrEqual(3);
      expect(categories.length, store.slug).toBeLessThanOrEqual(4);
      expect(products.length, store.slug).toBeGreaterThanOrEqual(8);
      expect(products.length, store.slug).toBeLessThanOrEqual(14);
      for (const category of categories) {
        expect(
          products.some((product) => product.categoryId === category.id),
          category.slug,
        ).toBe(true);
      }
    }
    for (const product of generated.products) {
      expect(categoryById.get(product.categoryId)?.storeId, product.slug).toBe(product.storeId);
      expect(product.imageCount).toBeGreaterThanOrEqual(2);
      expect(product.imageCount).toBeLessThanOrEqual(4);
    }
  });

  it("writes Spanish and English everywhere, details 3-5 lines in both", () => {
    const texts = (row: object) => Object.entries(row).filter(([key]) => /(Es|En)$/.test(key));
    for (const row of [
      ...generated.stores,
      ...generated.categories,
      ...generated.shippingOptions,
      ...generated.products,
      ...generated.variants,
    ]) {
      for (const [key, value] of texts(row)) {
        expect(typeof value, key).toBe("string");
        expect((value as string).trim(), key).not.toBe("");
        expect(value as string).not.toMatch(/lorem|\bTODO\b|\bFIXME\b/);
      }
    }
    for (const row of [...generated.stores, ...generated.products]) {
      expect(row.descriptionEs).not.toBe(row.descriptionEn);
    }
    for (const product of generated.products) {
      expect(product.nameEs).not.toBe(product.nameEn);
      const es = product.detailsEs.split("\n");
      expect(es.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(es.length, product.slug).toBeLessThanOrEqual(5);
      expect(product.detailsEn.split("\n"), product.slug).toHaveLength(es.length);
      // Two or three sentences.
      for (const description of [product.descriptionEs, product.descriptionEn]) {
        const sentences = description.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/);
        expect(sentences.length, product.slug).toBeGreaterThanOrEqual(2);
        expect(sentences.length, product.slug).toBeLessThanOrEqual(3);
      }
    }
  });

  it("prices every variant plausibly for its currency, with sales below their struck-through price", () => {
    for (const product of generated.products) {
      const variants = generated.variants.filter((row) => row.productId === product.id);
      expect(variants.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(variants.length, product.slug).toBeLessThanOrEqual(4);
      expect(variants.map((row) => row.sort)).toEqual(variants.map((_, index) => index));
    }
    for (const variant of generated.variants) {
      const range = PRICES[currencyOfVariant(variant.id)]!;
      expect(variant.priceMinor, variant.sku).toBeGreaterThanOrEqual(range.min);
      expect(variant.priceMinor, variant.sku).toBeLessThanOrEqual(range.max);
      expect(variant.priceMinor % range.unit, variant.sku).toBe(0);
      if (variant.compareAtMinor !== null) {
        expect(variant.compareAtMinor, variant.sku).toBeGreaterThan(variant.priceMinor);
        expect(variant.compareAtMinor, variant.sku).toBeLessThan(variant.priceMinor * 1.5);
      }
    }
    const onSale = generated.variants.filter((row) => row.compareAtMinor !== null);
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    expect(onSale.length).toBeLessThan(generated.variants.length / 5);
  });

  it("leaves two or three variants sold out and a few low on stock, the rest comfortably stocked", () => {
    const soldOut = generated.variants.filter((row) => row.stock === 0);
    const low = generated.variants.filter((row) => row.stock > 0 && row.stock <= row.lowStockThreshold);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    expect(soldOut.length).toBeLessThanOrEqual(3);
    expect(low.length).toBeGreaterThanOrEqual(4);
    expect(low.length).toBeLessThan(generated.variants.length / 5);
    for (const row of low) expect(row.stock, row.sku).toBeLessThanOrEqual(4);
    for (const variant of generated.variants) {
      expect(variant.stock).toBeGreaterThanOrEqual(0);
      expect(variant.stock).toBeLessThanOrEqual(80);
      expect(variant.lowStockThreshold).toBeGreaterThanOrEqual(2);
      expect(variant.lowStockThreshold).toBeLessThanOrEqual(5);
    }
    // Every store's shelves are mostly full: no store is all sold out or low.
    for (const store of generated.stores) {
      const products = new Set(generated.products.filter((row) => row.storeId === store.id).map((row) => row.id));
      const variants = generated.variants.filter((row) => products.has(row.productId));
      const stocked = variants.filter((row) => row.stock > row.lowStockThreshold);
      expect(stocked.length / variants.length, store.slug).toBeGreaterThan(0.7);
    }
  });

  it("backs every variant's stock with a ledger in the past that sums to it and never goes negative", () => {
    const byVariant = new Map<number, typeof generated.movements>();
    for (const movement of generated.movements) {
      const list = byVariant.get(movement.variantId) ?? [];
      list.push(movement);
      byVariant.set(movement.variantId, list);
      expect(movement.quantity).not.toBe(0);
      expect(["receipt", "adjustment"]).toContain(movement.reason);
      expect(movement.note.trim()).not.toBe("");
      expect(Date.parse(movement.createdAt)).toBeLessThan(now.getTime());
    }
    // Ids follow time, so the audit reads the ledger in id order.
    const times = generated.movements.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(generated.movements.map((row) => row.id)).toEqual(generated.movements.map((_, index) => index + 1));

    for (const variant of generated.variants) {
      const movements = byVariant.get(variant.id) ?? [];
      const product = productById.get(variant.productId)!;
      expect(movements.length, variant.sku).toBeGreaterThanOrEqual(1);
      expect(movements[0]).toMatchObject({
        reason: "receipt",
        note: "Inventario inicial",
        createdAt: product.createdAt,
      });
      expect(movements[0]!.quantity).toBeGreaterThan(0);
      expect(
        movements.filter((row) => row.note === "Inventario inicial"),
        variant.sku,
      ).toHaveLength(1);
      let balance = 0;
      for (const movement of movements) {
        balance += movement.quantity;
        expect(balance, variant.sku).toBeGreaterThanOrEqual(0);
        expect(Date.parse(movement.createdAt)).toBeGreaterThanOrEqual(Date.parse(product.createdAt));
      }
      expect(balance, variant.sku).toBe(variant.stock);
    }
    const livedIn = generated.variants.filter((row) => (byVariant.get(row.id)?.length ?? 0) > 1 && row.stock > 0);
    expect(livedIn.length).toBeGreaterThan(generated.variants.length / 5);
    expect(generated.movements.some((row) => row.reason === "adjustment" && row.quantity < 0)).toBe(true);
    expect(generated.movements.filter((row) => row.reason === "receipt").length).toBeGreaterThan(
      generated.variants.length,
    );
  });

  it("lists products over the weeks since each store opened, all before now", () => {
    const day = 86_400_000;
    for (const product of generated.products) {
      const created = Date.parse(product.createdAt);
      expect(created, product.slug).toBeLessThan(now.getTime() - day);
      expect(created, product.slug).toBeGreaterThan(now.getTime() - 100 * day);
    }
    expect(new Set(generated.products.map((row) => row.createdAt.slice(0, 10))).size).toBeGreaterThan(15);
  });

  it("records a handful of past price changes ending at the current price", () => {
    const changes = generated.priceChanges;
    expect(changes.length).toBeGreaterThanOrEqual(8);
    expect(changes.length).toBeLessThanOrEqual(30);
    expect(new Set(changes.map((row) => row.variantId)).size).toBe(changes.length);
    for (const change of changes) {
      const variant = variantById.get(change.variantId)!;
      const product = productById.get(variant.productId)!;
      expect(change.newPriceMinor).toBe(variant.priceMinor);
      expect(change.oldPriceMinor).not.toBe(change.newPriceMinor);
      expect(change.oldPriceMinor).toBeGreaterThan(0);
      if (variant.compareAtMinor !== null) expect(change.oldPriceMinor).toBe(variant.compareAtMinor);
      else expect(change.oldPriceMinor).toBeLessThan(change.newPriceMinor);
      expect(change.oldPriceMinor % PRICES[currencyOfVariant(variant.id)]!.unit).toBe(0);
      expect(Date.parse(change.changedAt)).toBeLessThan(now.getTime());
      expect(Date.parse(change.changedAt)).toBeGreaterThan(Date.parse(product.createdAt));
    }
    for (const variant of generated.variants) {
      if (variant.compareAtMinor !== null) {
        expect(
          changes.some((row) => row.variantId === variant.id),
          variant.sku,
        ).toBe(true);
      }
    }
    expect(changes.some((row) => row.oldPriceMinor < row.newPriceMinor)).toBe(true);
  });

  it("is the same for the same seed and moment, with another ledger for another seed", () => {
    expect(generateStore(countryRows, { seed, now })).toEqual(generated);
    const other = generateStore(countryRows, { seed: seed + 1, now });
    expect(other.products.map((row) => row.slug)).toEqual(generated.products.map((row) => row.slug));
    expect(other.variants).toEqual(generated.variants);
    expect(other.movements).not.toEqual(generated.movements);
  });

  it("skips the stores of a missing country without changing the others", () => {
    const without = generateStore(
      countryRows.filter((row) => row.code !== "co"),
      { seed, now },
    );
    const colombia = countryRows.find((row) => row.code === "co")!;
    const kept = generated.stores.filter((row) => row.countryId !== colombia.id);
    expect(without.stores.map((row) => row.slug)).toEqual(kept.map((row) => row.slug));
    const keptIds = new Set(kept.map((row) => row.id));
    const strip = ({
      id: _id,
      storeId: _storeId,
      categoryId: _categoryId,
      sort: _sort,
      ...rest
    }: (typeof generated.products)[number]) => rest;
    expect(without.products.map(strip)).toEqual(
      generated.products.filter((row) => keptIds.has(row.storeId)).map(strip),
    );
    expect(generateStore([], { seed, now })).toEqual({
      stores: [],
      shippingOptions: [],
      categories: [],
      products: [],
      variants: [],
      movements: [],
      priceChanges: [],
    });
  });
});
