import type { ConsoleStockLine, Language } from "@sobremesa/contracts";
import { type AuthorizeStore, type ConsoleActor, STORE_ROLES_THAT } from "./console.ts";
import { refuseConsole } from "./console-messages.ts";
import { type ConsoleRepository, StoreConsoleRefused } from "./console-repository.ts";
import type { VariantRow } from "./store-rows.ts";

function lineOf(
  row: { variant: VariantRow; productEs: string; productEn: string },
  language: Language,
): ConsoleStockLine {
  const { variant } = row;
  return {
    variant_id: variant.id,
    sku: variant.sku,
    product: language === "es" ? row.productEs : row.productEn,
    variant: language === "es" ? variant.nameEs : variant.nameEn,
    stock: variant.stock,
    threshold: variant.lowStockThreshold,
    low: variant.stock <= variant.lowStockThreshold,
    active: variant.active,
  };
}

/** Whether a hand move's quantity fits its reason: receipts and returns add, adjustments move either way. */
export function quantityFits(reason: "receipt" | "adjustment" | "return", quantity: number): boolean {
  return reason === "adjustment" ? quantity !== 0 : quantity > 0;
}

/** The store's stock as its staff see it, and their moves of it, only through the ledger. */
export function consoleStock(repository: ConsoleRepository, authorize: AuthorizeStore) {
  async function variantOf(storeId: number, variantId: number, language: Language) {
    const row = await repository.variantOfStore(storeId, variantId);
    // Another store's variant is as unknown as a missing one: nothing leaks across stores.
    return row ?? refuseConsole("consoleNotFound", language);
  }

  return {
    async stock(actor: ConsoleActor | null, storeId: number, language: Language) {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      return { data: (await repository.stockLines(storeId)).map((row) => lineOf(row, language)) };
    },

    /** A receipt, an adjustment or a return, with its reason; never below zero, audited. */
    async moveStock(
      actor: ConsoleActor | null,
      storeId: number,
      input: { variantId: number; quantity: number; reason: "receipt" | "adjustment" | "return"; note: string },
      language: Language,
    ): Promise<{ line: ConsoleStockLine }> {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      const before = await variantOf(storeId, input.variantId, language);
      if (!quantityFits(input.reason, input.quantity)) return refuseConsole("quantityInvalid", language);
      try {
        await repository.recordStock(storeId, { ...input, actorId: actor?.id ?? null });
      } catch (error) {
        if (error instanceof StoreConsoleRefused && error.reason === "below-zero") {
          const now = await variantOf(storeId, input.variantId, language);
          return refuseConsole("stockBelowZero", language, {
            product: lineOf(now, language).product,
            stock: now.variant.stock,
          });
        }
        throw error;
      }
      return { line: lineOf(await variantOf(storeId, before.variant.id, language), language) };
    },

    async setLowStockThreshold(
      actor: ConsoleActor | null,
      storeId: number,
      variantId: number,
      threshold: number,
      language: Language,
    ): Promise<{ line: ConsoleStockLine }> {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      await variantOf(storeId, variantId, language);
      await repository.setThreshold(storeId, variantId, threshold, actor?.id ?? null);
      return { line: lineOf(await variantOf(storeId, variantId, language), language) };
    },
  };
}
