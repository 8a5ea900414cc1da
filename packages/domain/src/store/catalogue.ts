import {
  IVA_RATE_BP,
  type Language,
  type ProductCard,
  type ProductDetail,
  publicPhotoOf,
  type StoreAnswer,
  type StoreCard,
  type StoreCountry,
  type StoreSort,
  type VenuePhoto,
} from "@sobremesa/contracts";
import { countryOf, money, percent, pick, type StoreDeps, shippingDto } from "./shared.ts";
import type { StoreRow } from "./store-rows.ts";

export const STORE_PAGE_SIZE = 24;

const coverOf = (photos: VenuePhoto[] | undefined, language: Language) =>
  photos?.[0] ? publicPhotoOf(photos[0], language) : null;

/** The shop window: the stores of a country, one store's products by category, a product's page. */
export function catalogue({ repository, options }: StoreDeps) {
  const photosOf = async (ids: number[]) =>
    options.photos ? options.photos("product", ids) : new Map<number, VenuePhoto[]>();

  async function storeCards(rows: (StoreRow & { productCount: number })[], language: Language): Promise<StoreCard[]> {
    const categories = await repository.categories(rows.map((row) => row.id));
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      tagline: language === "es" ? row.taglineEs : row.taglineEn,
      country_code: countryOf(row.countryCode),
      city_name: row.cityName,
      currency: row.currency,
      hue: row.hue,
      product_count: row.productCount,
      categories: categories
        .filter((category) => category.storeId === row.id)
        .map((category) => ({ slug: category.slug, name: pick(category, language) })),
    }));
  }

  return {
    async stores(country: StoreCountry | undefined, language: Language): Promise<StoreCard[]> {
      return storeCards(await repository.stores(country), language);
    },

    async store(
      slug: string,
      query: { category?: string | undefined; sort: StoreSort; page: number },
      language: Language,
    ): Promise<StoreAnswer | null> {
      const row = await repository.storeBySlug(slug);
      if (!row) return null;
      const categories = await repository.categories([row.id]);
      const category = query.category ? categories.find((entry) => entry.slug === query.category) : undefined;
      if (query.category && !category) return null;
      const [{ rows, total }, options, [card]] = await Promise.all([
        repository.products(row.id, category?.id, query.sort, {
          limit: STORE_PAGE_SIZE,
          offset: (query.page - 1) * STORE_PAGE_SIZE,
        }),
        repository.shippingOptions(row.id),
        storeCards([{ ...row, productCount: 0 }], language),
      ]);
      if (!card) return null;
      const photos = await photosOf(rows.map((entry) => entry.product.id));
      const productCount = (await repository.stores(row.countryCode)).find(
        (entry) => entry.id === row.id,
      )?.productCount;
      const products: ProductCard[] = rows.map((entry) => ({
        slug: entry.product.slug,
        name: pick(entry.product, language),
        store: { slug: row.slug, name: row.name },
        category: { slug: entry.category.slug, name: pick(entry.category, language) },
        price_from: money(entry.priceFrom, row.currency),
        compare_at: entry.compareAt === null ? null : money(Number(entry.compareAt), row.currency),
        varied_price: entry.priceCount > 1,
        in_stock: entry.stock > 0,
        hue: row.hue,
        cover_photo: coverOf(photos.get(entry.product.id), language),
      }));
      return {
        store: {
          ...card,
          product_count: productCount ?? total,
          description: language === "es" ? row.descriptionEs : row.descriptionEn,
          tax_rate_percent: percent(IVA_RATE_BP[countryOf(row.countryCode)]),
          shipping_options: options.map((option) => shippingDto(option, row.currency, language)),
        },
        category: category ? { slug: category.slug, name: pick(category, language) } : null,
        products,
        total,
        page: query.page,
        page_size: STORE_PAGE_SIZE,
      };
    },

    /** The sitemap's reads: shown products by id range, and the stores and categories that have one. */
    sitemap: {
      productPageStarts: (size: number) => repository.shownProductPageStarts(size),
      products: (from: number, to: number | null) => repository.shownProductSlugs(from, to),
      storesWithProducts: () => repository.storesWithProducts(),
    },

    async product(slug: string, language: Language): Promise<ProductDetail | null> {
      const found = await repository.productBySlug(slug);
      if (!found) return null;
      const store = await repository.storeById(found.product.storeId);
      if (!store?.active) return null;
      const [variants, shipping, photos] = await Promise.all([
        repository.variantsOf(found.product.id),
        repository.shippingOptions(store.id),
        photosOf([found.product.id]).then((all) => all.get(found.product.id) ?? []),
      ]);
      if (variants.length === 0) return null;
      const cheapest = variants.reduce((low, variant) => (variant.priceMinor < low.priceMinor ? variant : low));
      const country = countryOf(store.countryCode);
      return {
        slug: found.product.slug,
        name: pick(found.product, language),
        store: { slug: store.slug, name: store.name, country_code: country },
        category: { slug: found.category.slug, name: pick(found.category, language) },
        price_from: money(cheapest.priceMinor, store.currency),
        compare_at: cheapest.compareAtMinor === null ? null : money(cheapest.compareAtMinor, store.currency),
        varied_price: new Set(variants.map((variant) => variant.priceMinor)).size > 1,
        in_stock: variants.some((variant) => variant.stock > 0),
        hue: store.hue,
        cover_photo: coverOf(photos, language),
        description: language === "es" ? found.product.descriptionEs : found.product.descriptionEn,
        details: (language === "es" ? found.product.detailsEs : found.product.detailsEn)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        image_count: found.product.imageCount,
        photos: photos.map((photo) => publicPhotoOf(photo, language)),
        variants: variants.map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          name: pick(variant, language),
          price: money(variant.priceMinor, store.currency),
          compare_at: variant.compareAtMinor === null ? null : money(variant.compareAtMinor, store.currency),
          stock: variant.stock,
        })),
        shipping_options: shipping.map((option) => shippingDto(option, store.currency, language)),
        tax_rate_percent: percent(IVA_RATE_BP[country]),
      };
    },
  };
}
