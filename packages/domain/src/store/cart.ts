import { createHash, randomBytes } from "node:crypto";
import { CART_LIMITS, type CartDto, IVA_RATE_BP, type Language } from "@sobremesa/contracts";
import { mergeCarts } from "./rules.ts";
import { countryOf, fail, money, percent, pick, type StoreDeps, shippingDto } from "./shared.ts";
import type { CartRow, VariantLine } from "./store-rows.ts";

/** Who is shopping: the signed-in user, and the anonymous cart cookie's token if the browser has one. */
export interface CartOwner {
  userId: string | null;
  token: string | null;
}

/** What the HTTP adapter does with the cart cookie after a cart call. */
export type CartCookie = { set: string } | { clear: true } | null;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Finding and reading the shopper's cart, and whether a line can be sold: the cart's and the checkout's. */
export function cartReads({ repository }: StoreDeps) {
  /**
   * The shopper's cart. Signed in with an anonymous cart still in the browser: that cart merges into
   * the account's and the cookie goes. Signed out with none: one is made only when `create`, with a
   * token of ours (a token the browser made up is never adopted).
   */
  async function cartOf(
    owner: CartOwner,
    create: boolean,
  ): Promise<{ cart: CartRow | undefined; cookie: CartCookie; merged: boolean }> {
    const anonymous = owner.token ? await repository.cartOfToken(hashToken(owner.token)) : undefined;
    if (owner.userId) {
      const account =
        create || anonymous ? await repository.ensureUserCart(owner.userId) : await repository.cartOfUser(owner.userId);
      if (!anonymous || !account) return { cart: account, cookie: owner.token ? { clear: true } : null, merged: false };
      const [accountLines, anonymousLines] = await Promise.all([
        repository.cartItems(account.id),
        repository.cartItems(anonymous.id),
      ]);
      const merged = mergeCarts(
        { storeId: account.storeId, lines: accountLines },
        { storeId: anonymous.storeId, lines: anonymousLines },
      );
      const done = await repository.mergeCart(account.id, anonymous.id, merged);
      const cart = (await repository.cartOfUser(owner.userId)) ?? account;
      return { cart, cookie: { clear: true }, merged: done && anonymousLines.length > 0 };
    }
    if (anonymous) return { cart: anonymous, cookie: null, merged: false };
    if (!create) return { cart: undefined, cookie: owner.token ? { clear: true } : null, merged: false };
    const token = randomBytes(24).toString("base64url");
    return { cart: await repository.createTokenCart(hashToken(token)), cookie: { set: token }, merged: false };
  }

  async function cartLines(given: CartRow | undefined) {
    // Read afresh: the call that led here may just have changed the cart's store.
    const cart = given ? await repository.cartById(given.id) : undefined;
    if (!cart) return { lines: [] as (VariantLine & { quantity: number })[], store: undefined, cart: undefined };
    const items = await repository.cartItems(cart.id);
    const found = new Map(
      (await repository.variantLines(items.map((item) => item.variantId))).map((line) => [line.variant.id, line]),
    );
    const lines = items.flatMap((item) => {
      const line = found.get(item.variantId);
      return line ? [{ ...line, quantity: item.quantity }] : [];
    });
    const store = cart.storeId ? await repository.storeById(cart.storeId) : undefined;
    return { lines, store, cart };
  }

  async function cartDto(cart: CartRow | undefined, merged: boolean, language: Language): Promise<CartDto> {
    const { lines, store } = await cartLines(cart);
    if (!store || lines.length === 0)
      return {
        store: null,
        items: [],
        item_count: 0,
        items_total: null,
        shipping_options: [],
        tax_rate_percent: null,
        merged,
      };
    const options = await repository.shippingOptions(store.id);
    const currency = store.currency;
    return {
      store: { slug: store.slug, name: store.name, country_code: countryOf(store.countryCode), currency },
      items: lines.map((line) => ({
        variant_id: line.variant.id,
        sku: line.variant.sku,
        product_slug: line.product.slug,
        product_name: pick(line.product, language),
        variant_name: pick(line.variant, language),
        hue: store.hue,
        unit_price: money(line.variant.priceMinor, currency),
        quantity: line.quantity,
        line_total: money(line.variant.priceMinor * line.quantity, currency),
        stock: line.variant.active && line.product.active ? line.variant.stock : 0,
      })),
      item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      items_total: money(
        lines.reduce((sum, line) => sum + line.variant.priceMinor * line.quantity, 0),
        currency,
      ),
      shipping_options: options.map((option) => shippingDto(option, currency, language)),
      tax_rate_percent: percent(IVA_RATE_BP[countryOf(store.countryCode)]),
      merged,
    };
  }

  function stockProblem(line: VariantLine, quantity: number, language: Language): void {
    const product = pick(line.product, language);
    if (line.variant.stock <= 0) fail("OUT_OF_STOCK", "soldOut", language, { product });
    if (quantity > line.variant.stock)
      fail("OUT_OF_STOCK", "outOfStock", language, { product, stock: line.variant.stock });
  }

  async function sellable(variantId: number, language: Language): Promise<VariantLine> {
    const [line] = await repository.variantLines([variantId]);
    if (!line?.variant.active || !line.product.active) return fail("NOT_FOUND", "variantNotFound", language);
    return line;
  }

  return { cartOf, cartLines, cartDto, stockProblem, sellable };
}

/** The shopper's cart: look, add a line, change a quantity, empty it. */
export function shoppingCart(deps: StoreDeps) {
  const { repository } = deps;
  const { cartOf, cartDto, stockProblem, sellable } = cartReads(deps);

  return {
    async cart(owner: CartOwner, language: Language): Promise<{ cart: CartDto; cookie: CartCookie }> {
      const { cart, cookie, merged } = await cartOf(owner, false);
      return { cart: await cartDto(cart, merged, language), cookie };
    },

    async addToCart(
      owner: CartOwner,
      input: { variantId: number; quantity: number; replace: boolean },
      language: Language,
    ): Promise<{ cart: CartDto; cookie: CartCookie }> {
      const line = await sellable(input.variantId, language);
      const { cart, cookie, merged } = await cartOf(owner, true);
      if (!cart) throw new Error("no cart was made for the shopper");
      const items = await repository.cartItems(cart.id);
      const otherStore = items.length > 0 && cart.storeId !== null && cart.storeId !== line.product.storeId;
      if (otherStore && !input.replace) {
        const current = cart.storeId ? await repository.storeById(cart.storeId) : undefined;
        fail("CART_OTHER_STORE", "otherStore", language, { store: current?.name ?? "" });
      }
      const kept = otherStore ? [] : items;
      const existing = kept.find((item) => item.variantId === input.variantId)?.quantity ?? 0;
      const quantity = existing + input.quantity;
      if (quantity > CART_LIMITS.perItem) fail("CART_LIMIT", "itemLimit", language, { limit: CART_LIMITS.perItem });
      if (existing === 0 && kept.length >= CART_LIMITS.lines)
        fail("CART_LIMIT", "lineLimit", language, { limit: CART_LIMITS.lines });
      stockProblem(line, quantity, language);
      await repository.setCartLine(cart.id, line.product.storeId, { variantId: input.variantId, quantity }, otherStore);
      return { cart: await cartDto(cart, merged, language), cookie };
    },

    async setQuantity(
      owner: CartOwner,
      variantId: number,
      quantity: number,
      language: Language,
    ): Promise<{ cart: CartDto; cookie: CartCookie }> {
      const { cart, cookie, merged } = await cartOf(owner, false);
      if (!cart) return fail("NOT_FOUND", "variantNotFound", language);
      const items = await repository.cartItems(cart.id);
      if (!items.some((item) => item.variantId === variantId)) return fail("NOT_FOUND", "variantNotFound", language);
      if (quantity > 0) {
        const [line] = await repository.variantLines([variantId]);
        if (!line) return fail("NOT_FOUND", "variantNotFound", language);
        // Fewer is always allowed, even past the stock: that is how a shopper fixes a short line.
        const previous = items.find((item) => item.variantId === variantId)?.quantity ?? 0;
        if (quantity > previous) stockProblem(line, quantity, language);
      }
      await repository.setCartLine(cart.id, cart.storeId ?? 0, { variantId, quantity });
      return { cart: await cartDto(cart, merged, language), cookie };
    },

    async emptyCart(owner: CartOwner, language: Language): Promise<{ cart: CartDto; cookie: CartCookie }> {
      const { cart, cookie } = await cartOf(owner, false);
      if (cart) await repository.emptyCart(cart.id);
      return { cart: await cartDto(cart, false, language), cookie };
    },
  };
}
