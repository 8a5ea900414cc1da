import type { AccountUser, CartDto, StoreAnswer, StoreCard, StoreOrderDto } from "@sobremesa/contracts";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type {
  AuditData,
  CheckoutData,
  StoreListingData,
  StoreOrderPageData,
  StoresData,
} from "#app/features/store/index.ts";
import { loaderArgs } from "#app/lib/navigation/test-loader-args.ts";
import { servicesContext, type WebServices, type WebStore } from "#app/services.ts";
import { loadAudit, loadCheckout, loadStore, loadStoreOrder, loadStores } from "./store-pages.server";

const ana = { id: "u1", email: "ana@example.com", firstName: "Ana", lastName: "López" } as AccountUser;

const card = (slug: string, country: "mx" | "co" | "cr") =>
  ({
    slug,
    name: slug,
    tagline: "",
    country_code: country,
    categories: [{ slug: "salsas", name: "Salsas" }],
  }) as StoreCard;

const emptyCart = { store: null, items: [], item_count: 0, merged: false, shipping_options: [] } as unknown as CartDto;

function setUp(options: { signedIn?: boolean; manager?: boolean; storeIds?: number[]; cartCookie?: string } = {}) {
  const store = {
    stores: vi.fn(async () => [card("a", "mx"), card("b", "mx"), card("c", "co")]),
    store: vi.fn(async (slug: string, query: { category?: string; page: number }) =>
      slug === "a" && (!query.category || query.category === "salsas")
        ? ({
            store: { ...card("a", "mx"), description: "Salsas de la casa", shipping_options: [], tax_rate_percent: 16 },
            category: query.category ? { slug: "salsas", name: "Salsas" } : null,
            products: [],
            total: 30,
            page: query.page,
            page_size: 12,
          } as unknown as StoreAnswer)
        : null,
    ),
    product: vi.fn(async () => null),
    cart: vi.fn(async (owner: { userId: string | null; token: string | null }) => ({
      cart: emptyCart,
      cookie: owner.userId && owner.token ? ({ clear: true } as const) : null,
    })),
    order: vi.fn(async (_number: string, access: { userId: string | null; email: string | null }) =>
      access.userId === "u1" || access.email === "ana@example.com" ? ({ number: "PED-7KQ2MX" } as StoreOrderDto) : null,
    ),
    ordersOf: vi.fn(async () => []),
    isManager: vi.fn(async () => options.manager ?? false),
    auditScope: vi.fn(async () => (options.manager ? ("all" as const) : (options.storeIds ?? null))),
    audit: vi.fn(async () => ({ store: { slug: "a", name: "A" } }) as unknown as AuditData["audit"]),
  } satisfies WebStore;
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    store,
    accounts: { sessionFromHeaders: async () => (options.signedIn ? { user: ana } : null) },
    log: { error: vi.fn() },
    publicConfig: { siteUrl: "https://sobremesa.test" },
  } as unknown as WebServices);
  const cookies = [options.signedIn ? "rs_s_t=x" : "", options.cartCookie ? `sm_cart=${options.cartCookie}` : ""]
    .filter(Boolean)
    .join("; ");
  const args = <Args>(path: string, params: Record<string, string> = {}) =>
    loaderArgs<Args>({
      request: new Request(`https://sobremesa.test${path}`, cookies ? { headers: { cookie: cookies } } : {}),
      params,
      context,
    });
  return { store, args };
}

const body = <T>(result: unknown) => (result as { data: T }).data;
const statusOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (thrown: unknown) =>
      thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status,
  );

describe("the store loaders", () => {
  it("lists every store with each country's count, or one country's", async () => {
    const { args } = setUp();
    const all = body<StoresData>(await loadStores(args("/stores/")));
    expect(all.stores).toHaveLength(3);
    expect(all.counts).toEqual({ mx: 2, co: 1, cr: 0 });
    const colombia = body<StoresData>(await loadStores(args("/en/stores/?country=co")));
    expect(colombia).toMatchObject({ country: "co", language: "en", canonical: "/en/stores/?country=co" });
    expect(colombia.stores.map((store) => store.slug)).toEqual(["c"]);
  });

  it("answers a store's page with its categories and pages, and 404 for what does not exist", async () => {
    const { args, store } = setUp();
    const page = body<StoreListingData>(await loadStore(args("/stores/a/?orden=price_asc&pagina=2", { slug: "a" })));
    expect(store.store).toHaveBeenCalledWith("a", { sort: "price_asc", page: 2 }, "es");
    expect(page).toMatchObject({ pages: 3, previousHref: "/stores/a/?orden=price_asc", noindex: true });
    expect(page.nextHref).toBe("/stores/a/?orden=price_asc&pagina=3");
    expect(page.categories.map((entry) => [entry.name, entry.active])).toEqual([
      ["Todo", true],
      ["Salsas", false],
    ]);
    expect(await statusOf(loadStore(args("/stores/zzz/", { slug: "zzz" })))).toBe(404);
    expect(await statusOf(loadStore(args("/stores/a/vinos/", { slug: "a", category: "vinos" })))).toBe(404);
    expect(await statusOf(loadStore(args("/stores/a/?pagina=4", { slug: "a" })))).toBe(404);
    expect(await statusOf(loadStore(args("/stores/a/?pagina=dos", { slug: "a" })))).toBe(404);
  });

  it("sends /checkout/ to the store's checkout", async () => {
    const { args } = setUp();
    const thrown = await loadCheckout(args("/en/checkout/?x=1")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/en/stores/checkout/?x=1");
  });

  it("reads the cart of the account and the cart cookie, then drops the cookie", async () => {
    const { args, store } = setUp({ signedIn: true, cartCookie: "tok" });
    const result = (await loadCheckout(args("/stores/checkout/"))) as {
      data: CheckoutData;
      init: { headers: Headers };
    };
    expect(store.cart).toHaveBeenCalledWith({ userId: "u1", token: "tok" }, "es");
    expect(result.data).toMatchObject({ signedIn: true, contact: { email: "ana@example.com", firstName: "Ana" } });
    expect(result.init.headers.get("Set-Cookie")).toBe("sm_cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure");
    const anonymous = setUp({ cartCookie: "tok" });
    const guest = (await loadCheckout(anonymous.args("/stores/checkout/"))) as { init: { headers: Headers } };
    expect(anonymous.store.cart).toHaveBeenCalledWith({ userId: null, token: "tok" }, "es");
    expect(guest.init.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows an order to its owner or with the buyer's e-mail, else asks", async () => {
    const owner = setUp({ signedIn: true });
    expect(
      body<StoreOrderPageData>(await loadStoreOrder(owner.args("/stores/order/PED-7KQ2MX/"), "PED-7KQ2MX")),
    ).toMatchObject({
      state: "found",
    });
    const guest = setUp();
    const asked = body<StoreOrderPageData>(await loadStoreOrder(guest.args("/order/PED-7KQ2MX/"), "ped-7kq2mx"));
    expect(asked).toMatchObject({ state: "ask", number: "PED-7KQ2MX", wrong: false });
    expect(guest.store.order).not.toHaveBeenCalled();
    const withEmail = await loadStoreOrder(guest.args("/order/PED-7KQ2MX/?email=ana@example.com"), "PED-7KQ2MX");
    expect(body<StoreOrderPageData>(withEmail)).toMatchObject({ state: "found", email: "ana@example.com" });
    const wrong = (await loadStoreOrder(guest.args("/order/PED-7KQ2MX/?email=eve@example.com"), "PED-7KQ2MX")) as {
      data: StoreOrderPageData;
      init: { status: number };
    };
    expect(wrong.data).toMatchObject({ state: "ask", wrong: true });
    expect(wrong.init.status).toBe(404);
  });

  it("gives the audit to store managers only; everyone else gets the 404", async () => {
    expect(await statusOf(loadAudit(setUp().args("/stores/store-audit/")))).toBe(404);
    const shopper = setUp({ signedIn: true });
    expect(await statusOf(loadAudit(shopper.args("/stores/store-audit/")))).toBe(404);
    expect(shopper.store.audit).not.toHaveBeenCalled();
    const manager = setUp({ signedIn: true, manager: true });
    const audit = body<AuditData>(await loadAudit(manager.args("/stores/store-audit/?store=a")));
    expect(manager.store.audit).toHaveBeenCalledWith("a", "es");
    expect(audit.audit.store.slug).toBe("a");
    // A store's own team reads the audit of its stores only.
    const team = setUp({ signedIn: true, storeIds: [7] });
    await loadAudit(team.args("/stores/store-audit/"));
    expect(team.store.audit).toHaveBeenCalledWith(undefined, "es", [7]);
  });
});
