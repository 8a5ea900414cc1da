import {
  type ConsoleProductDto,
  IVA_RATE_BP,
  includedTax,
  type Language,
  type PartnerStore,
  type VenuePhoto,
} from "@sobremesa/contracts";
import type { ItemPhotos } from "../photos/index.ts";
import { type AuthorizeStore, type ConsoleActor, STORE_ROLES_THAT } from "./console.ts";
import {
  CatalogueEditRefused,
  type ConsoleCatalogueRepository,
  type ProductFields,
  type ProductRow,
  type VariantFields,
  type VariantRow,
} from "./console-catalogue-repository.ts";
import { refuseConsole } from "./console-messages.ts";
import { countryOf, money, pick } from "./shared.ts";
import type { StoreRepository } from "./store-repository.ts";

export interface ProductInput {
  categoryId: number;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  active: boolean;
}
export interface VariantInput {
  nameEs: string;
  nameEn: string;
  priceMinor: number;
  threshold: number;
  active: boolean;
}

const variantFields = (input: VariantInput): VariantFields => ({
  nameEs: input.nameEs,
  nameEn: input.nameEn,
  priceMinor: input.priceMinor,
  lowStockThreshold: input.threshold,
  active: input.active,
});

/** The store's products and variants, edited by its team: es and en texts, prices with IVA, versioned. */
export function consoleCatalogue(
  repository: ConsoleCatalogueRepository,
  stores: StoreRepository,
  authorize: AuthorizeStore,
  photos: ItemPhotos,
) {
  async function taxRateOf(store: PartnerStore): Promise<number> {
    const row = await stores.storeById(store.id);
    return IVA_RATE_BP[countryOf(row?.countryCode ?? "mx")];
  }

  function productDto(
    entry: { product: ProductRow; variants: VariantRow[]; photos: VenuePhoto[] },
    categories: Map<number, { nameEs: string; nameEn: string }>,
    currency: string,
    rateBp: number,
    language: Language,
  ): ConsoleProductDto {
    const { product } = entry;
    const category = categories.get(product.categoryId);
    return {
      id: product.id,
      slug: product.slug,
      category: { id: product.categoryId, name: category ? pick(category, language) : "" },
      name_es: product.nameEs,
      name_en: product.nameEn,
      description_es: product.descriptionEs,
      description_en: product.descriptionEn,
      active: product.active,
      version: product.version,
      variants: entry.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        name_es: variant.nameEs,
        name_en: variant.nameEn,
        price: money(variant.priceMinor, currency),
        tax: money(includedTax(variant.priceMinor, rateBp), currency),
        stock: variant.stock,
        threshold: variant.lowStockThreshold,
        active: variant.active,
        version: variant.version,
      })),
      photos: entry.photos,
    };
  }

  async function read(store: PartnerStore, language: Language, productId?: number) {
    const [entries, categories, rateBp] = await Promise.all([
      repository.products(store.id, productId),
      repository.categories(store.id),
      taxRateOf(store),
    ]);
    const byId = new Map(categories.map((row) => [row.id, row]));
    const photosOf = await photos.byOwner(
      "product",
      entries.map((entry) => entry.product.id),
    );
    return {
      data: entries.map((entry) =>
        productDto({ ...entry, photos: photosOf.get(entry.product.id) ?? [] }, byId, store.currency, rateBp, language),
      ),
      categories: categories.map((row) => ({ id: row.id, name: pick(row, language) })),
      tax_rate_percent: rateBp / 100,
    };
  }

  async function one(store: PartnerStore, productId: number, language: Language) {
    const [product] = (await read(store, language, productId)).data;
    return product ? { product } : refuseConsole("consoleNotFound", language);
  }

  function refused(error: unknown, language: Language): never {
    if (error instanceof CatalogueEditRefused) {
      if (error.reason === "stale") return refuseConsole("versionChanged", language);
      if (error.reason === "category") return refuseConsole("categoryUnknown", language);
      if (error.reason === "not-found") return refuseConsole("consoleNotFound", language);
    }
    throw error;
  }

  return {
    async products(actor: ConsoleActor | null, storeId: number, language: Language) {
      return read(await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language), language);
    },

    async createProduct(
      actor: ConsoleActor | null,
      storeId: number,
      input: ProductInput & { variant: VariantInput & { sku: string } },
      language: Language,
    ) {
      const store = await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      const fields: ProductFields = { ...input };
      let productId: number;
      try {
        productId = await repository.createProduct(
          storeId,
          fields,
          { ...variantFields(input.variant), sku: input.variant.sku },
          actor?.id ?? null,
        );
      } catch (error) {
        if (error instanceof CatalogueEditRefused && error.reason === "sku-taken")
          return refuseConsole("skuTaken", language, { sku: input.variant.sku });
        return refused(error, language);
      }
      return one(store, productId, language);
    },

    async updateProduct(
      actor: ConsoleActor | null,
      storeId: number,
      productId: number,
      input: ProductInput & { version: number },
      language: Language,
    ) {
      const store = await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      try {
        const { version, ...fields } = input;
        await repository.updateProduct(storeId, productId, fields, version, actor?.id ?? null);
      } catch (error) {
        return refused(error, language);
      }
      return one(store, productId, language);
    },

    async createVariant(
      actor: ConsoleActor | null,
      storeId: number,
      productId: number,
      input: VariantInput & { sku: string },
      language: Language,
    ) {
      const store = await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      try {
        await repository.createVariant(
          storeId,
          productId,
          { ...variantFields(input), sku: input.sku },
          actor?.id ?? null,
        );
      } catch (error) {
        if (error instanceof CatalogueEditRefused && error.reason === "sku-taken")
          return refuseConsole("skuTaken", language, { sku: input.sku });
        return refused(error, language);
      }
      return one(store, productId, language);
    },

    async updateVariant(
      actor: ConsoleActor | null,
      storeId: number,
      variantId: number,
      input: VariantInput & { version: number },
      language: Language,
    ) {
      const store = await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      let productId: number | undefined;
      try {
        await repository.updateVariant(storeId, variantId, variantFields(input), input.version, actor?.id ?? null);
        productId = (await repository.products(storeId)).find((entry) =>
          entry.variants.some((variant) => variant.id === variantId),
        )?.product.id;
      } catch (error) {
        return refused(error, language);
      }
      return productId === undefined ? refuseConsole("consoleNotFound", language) : one(store, productId, language);
    },
  };
}
