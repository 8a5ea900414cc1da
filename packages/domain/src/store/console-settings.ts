import type { ConsoleStoreSettings, Language } from "@sobremesa/contracts";
import { type AuthorizeStore, type ConsoleActor, STORE_ROLES_THAT } from "./console.ts";
import { refuseConsole } from "./console-messages.ts";
import { StoreConsoleRefused } from "./console-repository.ts";
import type { ConsoleSettingsRepository, StoreSettingsRow, StoreSettingsWrite } from "./console-settings-repository.ts";

export type StoreSettingsInput = StoreSettingsWrite & { version: number };

function toSettings(row: StoreSettingsRow, currency: string): ConsoleStoreSettings {
  const money = (amount: number) => ({ amount, currency });
  return {
    tagline_es: row.taglineEs,
    tagline_en: row.taglineEn,
    description_es: row.descriptionEs,
    description_en: row.descriptionEn,
    version: row.version,
    shipping: row.shipping.map((option) => ({
      id: option.id,
      code: option.code,
      name_es: option.nameEs,
      name_en: option.nameEn,
      price: money(option.priceMinor),
      free_from: option.freeFromMinor === null ? null : money(option.freeFromMinor),
      min_days: option.minDays,
      max_days: option.maxDays,
    })),
  };
}

/** The owner's settings page: the store's tagline and description in es and en, and its shipping prices. */
export function consoleSettings(repository: ConsoleSettingsRepository, authorize: AuthorizeStore) {
  return {
    async storeSettings(actor: ConsoleActor | null, storeId: number, language: Language) {
      const store = await authorize(actor, storeId, STORE_ROLES_THAT.editStore, language);
      const row = await repository.settings(storeId);
      if (!row) return refuseConsole("consoleNotFound", language);
      return { settings: toSettings(row, store.currency) };
    },

    /** From the version read; 409 when someone changed the settings since (audited). */
    async updateStoreSettings(
      actor: ConsoleActor | null,
      storeId: number,
      input: StoreSettingsInput,
      language: Language,
    ) {
      const store = await authorize(actor, storeId, STORE_ROLES_THAT.editStore, language);
      try {
        const { version, ...next } = input;
        const row = await repository.update(storeId, version, next, actor?.id ?? null);
        if (!row) return refuseConsole("versionChanged", language);
        return { settings: toSettings(row, store.currency) };
      } catch (error) {
        if (error instanceof StoreConsoleRefused && error.reason === "not-found")
          return refuseConsole("shippingUnknown", language);
        throw error;
      }
    },
  };
}
