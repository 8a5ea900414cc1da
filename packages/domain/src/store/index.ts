import type { Database } from "@sobremesa/db";
import { paymentsService } from "../payments/index.ts";
import { itemPhotosReader, itemPhotosService, type PhotoFiles } from "../photos/index.ts";
import { consoleStaff, storeAuthorizer } from "./console.ts";
import { consoleCatalogue } from "./console-catalogue.ts";
import { consoleCatalogueRepository } from "./console-catalogue-repository.ts";
import { consoleOrders } from "./console-orders.ts";
import { consoleOrdersRepository } from "./console-orders-repository.ts";
import { consolePhotos } from "./console-photos.ts";
import { consoleRepository } from "./console-repository.ts";
import { consoleSettings } from "./console-settings.ts";
import { consoleSettingsRepository } from "./console-settings-repository.ts";
import { consoleStock } from "./console-stock.ts";
import { createStoreRepository } from "./store-repository.ts";
import { createStoreService, type StoreServiceOptions } from "./store-service.ts";

export { type AuthorizeStore, type ConsoleActor, STORE_ROLES_THAT } from "./console.ts";
export type { ProductInput, VariantInput } from "./console-catalogue.ts";
export { nextStep, storeCanCancel } from "./console-orders.ts";
export type { StoreSettingsInput } from "./console-settings.ts";
export { quantityFits } from "./console-stock.ts";
export { storeMessage } from "./messages.ts";
export { addressLines, buyerCanCancel, canMove, expectedUnitsOut, mergeCarts } from "./rules.ts";
export {
  type CartCookie,
  type CartOwner,
  orderNumber,
  STORE_MANAGER_ROLE,
  STORE_PAGE_SIZE,
  type StoreService,
  type StoreServiceOptions,
} from "./store-service.ts";

/**
 * The online store: stores, categories, products with variants, the stock ledger, carts
 * that merge at sign-in, orders (take the units, charge, confirm, with an undo), the buyer's
 * cancellation and the store managers' audit.
 */
export function storeService(db: Database, options: Omit<StoreServiceOptions, "payments">) {
  return createStoreService(createStoreRepository(db), {
    photos: itemPhotosReader(db),
    ...options,
    payments: paymentsService(db, { provider: options.provider }),
  });
}

/**
 * The partner area's store console: each store's team (owners name managers by an account's
 * e-mail), its stock moved only through the ledger, its order queue (pick, pack, ship, refund
 * and cancel through the payments domain) and its owners' settings (texts, shipping prices), each
 * change in the partner audit log.
 */
export function storeConsoleService(
  db: Database,
  options: Omit<StoreServiceOptions, "payments"> & { files: PhotoFiles; changed?: () => void },
) {
  const repository = consoleRepository(db);
  const authorize = storeAuthorizer(repository);
  const photos = itemPhotosService(db, { files: options.files, changed: options.changed });
  const deps = {
    repository: createStoreRepository(db),
    options: { ...options, payments: paymentsService(db, { provider: options.provider }) },
  };
  return {
    authorizeStore: authorize,
    ...consoleStaff(repository, authorize),
    ...consoleStock(repository, authorize),
    ...consoleOrders(deps, repository, consoleOrdersRepository(db), authorize),
    ...consoleCatalogue(consoleCatalogueRepository(db), deps.repository, authorize, photos),
    ...consolePhotos(photos, authorize),
    ...consoleSettings(consoleSettingsRepository(db), authorize),
  };
}

export type StoreConsoleService = ReturnType<typeof storeConsoleService>;
