export { AuditView } from "./components/audit-view.tsx";
export { CheckoutView } from "./components/checkout-view.tsx";
export { OrderDetailView } from "./components/order-detail-view.tsx";
export { ProductView } from "./components/product-view.tsx";
export { StoreOrderPageView } from "./components/store-order-page-view.tsx";
export { StoreView } from "./components/store-view.tsx";
export { StoresView } from "./components/stores-view.tsx";
export type {
  AuditData,
  CategoryLink,
  CheckoutData,
  Crumb,
  OrderDetailData,
  ProductData,
  StoreListingData,
  StoreOrderPageData,
  StoresData,
} from "./store-data.ts";
export { privateMeta, productMeta, storeListingMeta, storesMeta } from "./store-meta.ts";
export type { StoreCountryCode } from "./store-paths.ts";
export {
  checkoutPath,
  countryParam,
  emailParam,
  isStoreOrderCode,
  ORDER_DETAIL_KEYS,
  pageParam,
  productPath,
  SLUG_PATTERN,
  STORE_QUERY_KEYS,
  sortParam,
  storeOrderNumberParam,
  storeOrderPath,
  storePath,
  storesPath,
} from "./store-paths.ts";
