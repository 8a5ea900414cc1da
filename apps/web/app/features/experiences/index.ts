export { ExperienceBuyView } from "./components/buy-view.tsx";
export { ExperienceDetailView } from "./components/detail-view.tsx";
export { ExperienceListingView } from "./components/listing-view.tsx";
export { OrderPageView } from "./components/order-page-view.tsx";
export { ThanksView } from "./components/thanks-view.tsx";
export type { ListingLocation } from "./experience-paths.ts";
export {
  experiencePath,
  hasQueryFilters,
  idParam,
  listingHrefOf,
  listingPathOf,
  listingSegmentsOf,
  ORDER_QUERY_KEY,
  orderCodeParam,
  parseListingFilters,
  parseListingSegments,
  SESSION_QUERY_KEY,
} from "./experience-paths.ts";
export { initialSession } from "./experience-purchase.ts";
export { purchaseFailure } from "./experiences-api.ts";
export type {
  BuyContact,
  CategoryChip,
  Crumb,
  ExperienceBuyData,
  ExperienceDetailData,
  ExperienceListingData,
  OrderPageData,
  ThanksData,
} from "./experiences-data.ts";
export { experienceDetailMeta, experienceListingMeta } from "./experiences-meta.ts";
