import type {
  ConsoleOrderDetail,
  ConsoleOrderSummary,
  ConsoleProductDto,
  ConsoleStockLine,
  ConsoleStoreSettings,
  Language,
  PartnerStore,
  StoreStaffMember,
} from "@sobremesa/contracts";

/** What the store pages of the partner area hand their views. */
export interface StoreConsoleData {
  language: Language;
  store: PartnerStore;
}

export interface StoreOrdersData extends StoreConsoleData {
  open: ConsoleOrderSummary[];
  shipped: ConsoleOrderSummary[];
  closed: ConsoleOrderSummary[];
}

export interface StoreOrderData extends StoreConsoleData {
  order: ConsoleOrderDetail;
}

export interface StoreStockData extends StoreConsoleData {
  stock: ConsoleStockLine[];
}

export interface StoreStaffData extends StoreConsoleData {
  staff: StoreStaffMember[];
  viewerId: string;
}

export interface StoreProductsData extends StoreConsoleData {
  products: ConsoleProductDto[];
  categories: { id: number; name: string }[];
  taxRatePercent: number;
}

export interface StoreSettingsData extends StoreConsoleData {
  settings: ConsoleStoreSettings;
}
