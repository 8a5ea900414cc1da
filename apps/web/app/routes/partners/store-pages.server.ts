import { isDomainError, type Language } from "@sobremesa/contracts";
import type { StoreConsoleService } from "@sobremesa/domain/store";
import { data, redirect } from "react-router";
import type {
  ForbiddenStoreData,
  StoreOrderData,
  StoreOrdersData,
  StoreProductsData,
  StoreSettingsData,
  StoreStaffData,
  StoreStockData,
} from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { signInPath } from "#app/lib/guards/guard-rules.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import type { Route as OrderRoute } from "./+types/store-order-page";
import type { Route as OrdersRoute } from "./+types/store-orders-page";
import type { Route as ProductsRoute } from "./+types/store-products-page";
import type { Route as SettingsRoute } from "./+types/store-settings-page";
import type { Route as StaffRoute } from "./+types/store-staff-page";
import type { Route as StockRoute } from "./+types/store-stock-page";

type StoreArgs =
  | OrdersRoute.LoaderArgs
  | OrderRoute.LoaderArgs
  | StockRoute.LoaderArgs
  | StaffRoute.LoaderArgs
  | ProductsRoute.LoaderArgs
  | SettingsRoute.LoaderArgs;

const headers = { "Cache-Control": PRIVATE_PAGE_CACHE };
const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/**
 * A store page: the signed-in person (else the sign-in page), the store as they may see it and what
 * the page reads; a stranger to the store gets the 404 page, a role that may not the 403 page with
 * the store's sections (an owners' page, such as the team, for a store manager).
 */
async function storePage<T>(
  args: StoreArgs,
  read: (
    stores: StoreConsoleService,
    actor: { id: string; email: string; name: string },
    storeId: number,
    language: Language,
  ) => Promise<T>,
  { ownersOnly = false } = {},
) {
  const url = new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext) as WebServices;
  const session = await services.accounts?.sessionFromHeaders(args.request.headers);
  if (!session) throw redirect(signInPath(language, `${url.pathname}${url.search}`));
  const stores = services.storeConsole;
  if (!stores) throw notFound(url.pathname);
  const actor = { id: session.user.id, email: session.user.email, name: session.user.name };
  const storeId = Number(args.params.storeId);
  if (!Number.isSafeInteger(storeId) || storeId < 1 || storeId > 2_147_483_647) throw notFound(url.pathname);
  const store = stores.partnerStore(actor, storeId, language);
  try {
    // The owners' check first: a store manager never has the page's reading done for them.
    if (ownersOnly) await stores.ownerStore(actor, storeId, language);
    const [found, read_] = await Promise.all([store, read(stores, actor, storeId, language)]);
    return { language, store: found, actor, read: read_ };
  } catch (error) {
    if (isDomainError(error) && error.code === "NOT_FOUND") throw notFound(url.pathname);
    if (isDomainError(error) && error.code === "FORBIDDEN") {
      const known = await store.catch(() => undefined);
      throw known
        ? data({ forbidden: { store: known } } satisfies ForbiddenStoreData, {
            status: 403,
            statusText: "Forbidden",
            headers,
          })
        : data(error.message, { status: 403, statusText: "Forbidden", headers });
    }
    if (isDomainError(error) && error.code === "UNAUTHENTICATED") throw redirect(signInPath(language, url.pathname));
    throw error;
  } finally {
    // A refusal above leaves the store's reading unawaited; it settles here, never unhandled.
    await store.catch(() => undefined);
  }
}

export async function loadStoreOrders(args: OrdersRoute.LoaderArgs) {
  const page = await storePage(args, async (stores, actor, storeId, language) => {
    const [open, shipped, closed] = await Promise.all(
      (["open", "shipped", "closed"] as const).map((filter) => stores.orderQueue(actor, storeId, filter, language)),
    );
    return { open: open?.data ?? [], shipped: shipped?.data ?? [], closed: closed?.data ?? [] };
  });
  return data({ language: page.language, store: page.store, ...page.read } satisfies StoreOrdersData, { headers });
}

export async function loadStoreOrder(args: OrderRoute.LoaderArgs) {
  const page = await storePage(args, (stores, actor, storeId, language) =>
    stores.queueOrder(actor, storeId, String(args.params.number ?? ""), language),
  );
  return data({ language: page.language, store: page.store, order: page.read.order } satisfies StoreOrderData, {
    headers,
  });
}

export async function loadStoreStock(args: StockRoute.LoaderArgs) {
  const page = await storePage(args, (stores, actor, storeId, language) => stores.stock(actor, storeId, language));
  return data({ language: page.language, store: page.store, stock: page.read.data } satisfies StoreStockData, {
    headers,
  });
}

export async function loadStoreStaff(args: StaffRoute.LoaderArgs) {
  const page = await storePage(
    args,
    (stores, actor, storeId, language) => stores.storeStaff(actor, storeId, language),
    {
      ownersOnly: true,
    },
  );
  return data(
    {
      language: page.language,
      store: page.store,
      staff: page.read.staff,
      viewerId: page.actor.id,
    } satisfies StoreStaffData,
    { headers },
  );
}

export async function loadStoreProducts(args: ProductsRoute.LoaderArgs) {
  const page = await storePage(args, (stores, actor, storeId, language) => stores.products(actor, storeId, language));
  return data(
    {
      language: page.language,
      store: page.store,
      products: page.read.data,
      categories: page.read.categories,
      taxRatePercent: page.read.tax_rate_percent,
    } satisfies StoreProductsData,
    { headers },
  );
}

export async function loadStoreSettings(args: SettingsRoute.LoaderArgs) {
  const page = await storePage(args, (stores, actor, storeId, language) =>
    stores.storeSettings(actor, storeId, language),
  );
  return data(
    { language: page.language, store: page.store, settings: page.read.settings } satisfies StoreSettingsData,
    { headers },
  );
}
