import { consoleProductParams, consoleProductPhotoParams, consoleQuery, removedAnswer } from "@sobremesa/contracts";
import { photoRoutes } from "./photo-routes.ts";

/** A product's photos in the store console (owners and managers). */
export const storePhotoRoutes = photoRoutes(({ storeConsole }) => ({
  path: "/stores/:storeId/products/:productId/photos",
  owner: { of: "the product's", to: "a product" },
  params: consoleProductParams,
  photoParams: consoleProductPhotoParams,
  query: consoleQuery,
  removedAnswer,
  add: (actor, { storeId, productId }, upload, language) =>
    storeConsole.addProductPhoto(actor, storeId, productId, upload, language),
  reorder: (actor, { storeId, productId }, photoIds, language) =>
    storeConsole.reorderProductPhotos(actor, storeId, productId, photoIds, language),
  changeAlt: (actor, { storeId, productId, photoId }, alt, language) =>
    storeConsole.updateProductPhotoAlt(actor, storeId, productId, photoId, alt, language),
  remove: (actor, { storeId, productId, photoId }, language) =>
    storeConsole.removeProductPhoto(actor, storeId, productId, photoId, language),
}));
