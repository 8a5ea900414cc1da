import { type Language, pathFor } from "@sobremesa/contracts";

/** The store pages' addresses in the partner area. */
export const storeConsolePaths = {
  orders: (language: Language, storeId: number) => pathFor("partners-store", language, { storeId: String(storeId) }),
  order: (language: Language, storeId: number, number: string) =>
    pathFor("partners-store-order", language, { storeId: String(storeId), number }),
  stock: (language: Language, storeId: number) =>
    pathFor("partners-store-stock", language, { storeId: String(storeId) }),
  products: (language: Language, storeId: number) =>
    pathFor("partners-store-products", language, { storeId: String(storeId) }),
  staff: (language: Language, storeId: number) =>
    pathFor("partners-store-staff", language, { storeId: String(storeId) }),
  settings: (language: Language, storeId: number) =>
    pathFor("partners-store-settings", language, { storeId: String(storeId) }),
};
