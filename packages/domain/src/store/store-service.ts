import { createHash, randomBytes, randomInt } from "node:crypto";
import {
  type AuditAnswer,
  CART_LIMITS,
  type CartDto,
  COUNTRIES,
  DomainError,
  type ErrorCode,
  formatDateTime,
  formatMoney,
  IVA_RATE_BP,
  type Language,
  normalizePhone,
  orderTotals,
  type PlaceOrderBody,
  type ProductCard,
  type ProductDetail,
  type ShippingAddress,
  type ShippingOptionDto,
  type StoreAnswer,
  type StoreCard,
  type StoreCountry,
  type StoreOrderDto,
  type StoreOrderStatus,
  type StoreOrderSummary,
  type StoreSort,
  storeOrderStatuses,
} from "@sobremesa/contracts";
import { isUniqueViolation } from "@sobremesa/db";
import type { BillingProvider } from "../billing/index.ts";
import type { EmailDetails } from "../notifications/index.ts";
import {
  isOpenOrder,
  OPEN_ORDER_STATUSES,
  type OrderSteps,
  type PaymentsService,
  resolveCardPayment,
  type SavedCards,
  sameRequester,
} from "../payments/index.ts";
import {
  orderConfirmation,
  orderRefunded,
  orderShipped,
  type StoreProblem,
  statusWord,
  storeMessage,
} from "./messages.ts";
import { mexicanPostalCodeFitsState } from "./postal-codes.ts";
import { addressLines, buyerCanCancel, canMove, expectedUnitsOut, mergeCarts } from "./rules.ts";
import {
  CartChanged,
  type CartRow,
  type NewOutboxRow,
  type OrderRow,
  type ShippingOptionRow,
  StockShortage,
  type StoreRepository,
  type StoreRow,
  type VariantLine,
} from "./store-repository.ts";

export interface StoreServiceOptions {
  provider: BillingProvider;
  /** The charge step, refunds and idempotency every kind of order shares. */
  payments: PaymentsService;
  siteUrl: string;
  /** The signed-in buyer's customer at the provider and their saved cards. */
  savedCards?: (userId: string) => Promise<SavedCards | null>;
  /** How long an unpaid order keeps its units while the bank asks the buyer. */
  holdMinutes?: number;
}

/** Who is shopping: the signed-in user, and the anonymous cart cookie's token if the browser has one. */
export interface CartOwner {
  userId: string | null;
  token: string | null;
}

/** What the HTTP adapter does with the cart cookie after a cart call. */
export type CartCookie = { set: string } | { clear: true } | null;

export const STORE_MANAGER_ROLE = "store_manager";
export const STORE_PAGE_SIZE = 24;
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function orderNumber(): string {
  let number = "PED-";
  for (let index = 0; index < 6; index++) number += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const money = (amount: number, currency: string) => ({ amount, currency });
const pick = (row: { nameEs: string; nameEn: string }, language: Language) =>
  language === "es" ? row.nameEs : row.nameEn;
const countryOf = (code: string): StoreCountry => (code === "co" || code === "cr" ? code : "mx");
const percent = (bp: number) => bp / 100;
const statusOf = (status: string): StoreOrderStatus =>
  (storeOrderStatuses as readonly string[]).includes(status) ? (status as StoreOrderStatus) : "pending_payment";
/** What the buyer and the store read: its shipping once paid, and an order at the bank's step as still pending. */
const shownStatus = (order: { status: string; fulfilmentStatus: string | null }): StoreOrderStatus =>
  statusOf(
    order.status === "paid" && order.fulfilmentStatus
      ? order.fulfilmentStatus
      : order.status === "awaiting_authentication"
        ? "pending_payment"
        : order.status,
  );

/**
 * The online store: stores and products, the cart (an anonymous cart merges into the
 * account's at sign-in), placing an order as steps with an undo — take the units from the ledger
 * (never below zero), charge the card (an Idempotency-Key makes a retry the same order), confirm and
 * empty the cart; a refused card or an abandoned payment gives the units back — the buyer's
 * cancellation with a refund, and the store managers' audit and order handling.
 */
export function createStoreService(repository: StoreRepository, options: StoreServiceOptions) {
  const { provider } = options;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;

  const fail = (
    code: ErrorCode,
    problem: StoreProblem,
    language: Language,
    values?: Record<string, string | number>,
  ): never => {
    throw new DomainError(code, storeMessage(problem, language, values));
  };

  function shippingDto(option: ShippingOptionRow, currency: string, language: Language): ShippingOptionDto {
    return {
      code: option.code,
      name: pick(option, language),
      price: money(option.priceMinor, currency),
      free_from: option.freeFromMinor === null ? null : money(option.freeFromMinor, currency),
      min_days: option.minDays,
      max_days: option.maxDays,
    };
  }

  async function storeCards(rows: (StoreRow & { productCount: number })[], language: Language): Promise<StoreCard[]> {
    const categories = await repository.categories(rows.map((row) => row.id));
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      tagline: language === "es" ? row.taglineEs : row.taglineEn,
      country_code: countryOf(row.countryCode),
      city_name: row.cityName,
      currency: row.currency,
      hue: row.hue,
      product_count: row.productCount,
      categories: categories
        .filter((category) => category.storeId === row.id)
        .map((category) => ({ slug: category.slug, name: pick(category, language) })),
    }));
  }

  // Carts.

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

  // Orders.

  async function orderDto(
    order: OrderRow,
    language: Language,
    clientSecret: string | null = null,
  ): Promise<StoreOrderDto> {
    const [store, items, events, state] = await Promise.all([
      repository.storeById(order.storeId),
      repository.orderItems(order.id),
      repository.orderEvents(order.id),
      order.addressStateId ? repository.state(order.addressStateId) : Promise.resolve(undefined),
    ]);
    if (!store) throw new Error(`order ${order.number} lost its store`);
    const currency = order.currency;
    const status = shownStatus(order);
    const awaiting = order.status === "awaiting_authentication";
    return {
      number: order.number,
      status,
      awaiting_authentication: awaiting,
      store: { slug: store.slug, name: store.name },
      items: items.map((item) => ({
        variant_id: item.variantId,
        sku: item.sku,
        product_slug: item.productSlug,
        product_name: language === "es" ? item.productNameEs : item.productNameEn,
        variant_name: language === "es" ? item.variantNameEs : item.variantNameEn,
        quantity: item.quantity,
        unit_price: money(item.unitPriceMinor, currency),
        total: money(item.unitPriceMinor * item.quantity, currency),
      })),
      items_total: money(order.itemsMinor, currency),
      shipping: {
        code: order.shippingCode,
        name: language === "es" ? order.shippingNameEs : order.shippingNameEn,
        price: money(order.shippingMinor, currency),
        min_days: order.shippingMinDays,
        max_days: order.shippingMaxDays,
      },
      tax: { rate_percent: percent(order.taxRateBp), amount: money(order.taxMinor, currency) },
      total: money(order.totalMinor, currency),
      contact: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email, phone: order.phone },
      address_lines: addressLines({
        country: order.addressCountry,
        recipient: order.addressRecipient,
        line1: order.addressLine1,
        line2: order.addressLine2,
        district: order.addressDistrict,
        city: order.addressCity,
        state: state?.name ?? "",
        postalCode: order.addressPostalCode,
        references: order.addressReferences,
      }),
      tracking_number: order.trackingNumber,
      timeline: events.map((event) => ({ status: statusOf(event.status), at: event.at.toISOString() })),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      hold_expires_at: order.holdExpiresAt.toISOString(),
      can_cancel: buyerCanCancel(status),
      payment: awaiting ? { client_secret: clientSecret } : null,
    };
  }

  const orderUrl = (order: OrderRow) =>
    new URL(
      `${order.language === "en" ? "/en" : ""}/stores/order/${order.number}/?email=${encodeURIComponent(order.email)}`,
      options.siteUrl,
    ).toString();

  const languageOf = (order: OrderRow): Language => (order.language === "en" ? "en" : "es");
  const priced = (amount: number, order: OrderRow) =>
    formatMoney(amount, order.currency, languageOf(order), countryOf(order.addressCountry));

  /** An order e-mail's facts, for mail clients' order cards; its messages share the order's thread. */
  async function orderMail(
    order: OrderRow,
    status: "OrderProcessing" | "OrderInTransit" | "OrderCancelled",
    merchant?: string,
  ): Promise<{ thread: string; details: EmailDetails }> {
    const name = merchant ?? (await repository.storeById(order.storeId))?.name ?? "";
    return {
      thread: order.number,
      details: {
        markup: {
          type: "Order",
          orderNumber: order.number,
          status,
          merchant: name,
          customer: `${order.firstName} ${order.lastName}`.trim(),
          totalMinor: order.totalMinor,
          currency: order.currency,
          url: orderUrl(order),
        },
      },
    };
  }

  async function confirmationMessages(order: OrderRow): Promise<NewOutboxRow[]> {
    const language = languageOf(order);
    const [store, items, dto] = await Promise.all([
      repository.storeById(order.storeId),
      repository.orderItems(order.id),
      orderDto(order, language),
    ]);
    const message = orderConfirmation(language, {
      name: order.firstName,
      number: order.number,
      store: store?.name ?? "",
      items: items.map(
        (item) =>
          `${item.quantity} × ${language === "es" ? item.productNameEs : item.productNameEn} (${language === "es" ? item.variantNameEs : item.variantNameEn}) · ${priced(item.unitPriceMinor * item.quantity, order)}`,
      ),
      total: priced(order.totalMinor, order),
      tax: priced(order.taxMinor, order),
      delivery: dto.shipping.name,
      address: dto.address_lines.join(", "),
      paidOn: formatDateTime(new Date(), COUNTRIES[countryOf(store?.countryCode ?? "mx")].timeZone, language),
      orderUrl: orderUrl(order),
    });
    const mail = await orderMail(order, "OrderProcessing", store?.name);
    return [
      {
        channel: "email",
        recipient: order.email,
        subject: message.subject,
        body: message.body,
        template: "store-order-confirmed",
        language,
        dedupKey: `store-order:${order.id}:email`,
        ...mail,
      },
      {
        channel: "whatsapp",
        recipient: order.phone,
        subject: null,
        body: message.whatsapp,
        template: "store-order-confirmed",
        language,
        dedupKey: `store-order:${order.id}:whatsapp`,
        thread: mail.thread,
      },
    ];
  }

  /** What paying or ending a store order does, for the shared charge step. */
  const steps: OrderSteps<OrderRow> = {
    kind: "store",
    markPaid: async (order) => repository.markPaid(order, await confirmationMessages(order)),
    awaitAuthentication: async (order) => (await repository.awaitAuthentication(order.id)) ?? order,
    release: async (order, status, { freeKey }) =>
      (await repository.undo(order.id, OPEN_ORDER_STATUSES, status, [], { freeKey })) !== undefined,
    reload: (order) => repository.orderByNumber(order.number),
    holdExpired: (language) => new DomainError("HOLD_EXPIRED", storeMessage("holdExpired", language)),
  };

  async function accessible(number: string, access: { userId: string | null; email: string | null }) {
    const order = await repository.orderByNumber(number.trim().toUpperCase());
    if (!order) return undefined;
    const owner = access.userId !== null && order.userId === access.userId;
    const byEmail = access.email !== null && access.email.trim().toLowerCase() === order.email;
    return owner || byEmail ? order : undefined;
  }

  async function checkAddress(address: ShippingAddress, store: StoreRow, language: Language) {
    const country = countryOf(store.countryCode);
    if (address.country !== country) {
      const names = { mx: ["México", "Mexico"], co: ["Colombia", "Colombia"], cr: ["Costa Rica", "Costa Rica"] };
      fail("VALIDATION_FAILED", "addressCountry", language, {
        country: names[country][language === "es" ? 0 : 1] ?? "",
      });
    }
    const state = await repository.state(address.state_id);
    if (!state || state.countryCode !== country) return fail("VALIDATION_FAILED", "stateUnknown", language);
    if (address.country === "mx" && !mexicanPostalCodeFitsState(address.postal_code, state.code)) {
      fail("VALIDATION_FAILED", "postalCodeState", language, { postalCode: address.postal_code, state: state.name });
    }
  }

  return {
    async stores(country: StoreCountry | undefined, language: Language): Promise<StoreCard[]> {
      return storeCards(await repository.stores(country), language);
    },

    async store(
      slug: string,
      query: { category?: string | undefined; sort: StoreSort; page: number },
      language: Language,
    ): Promise<StoreAnswer | null> {
      const row = await repository.storeBySlug(slug);
      if (!row) return null;
      const categories = await repository.categories([row.id]);
      const category = query.category ? categories.find((entry) => entry.slug === query.category) : undefined;
      if (query.category && !category) return null;
      const [{ rows, total }, options, [card]] = await Promise.all([
        repository.products(row.id, category?.id, query.sort, {
          limit: STORE_PAGE_SIZE,
          offset: (query.page - 1) * STORE_PAGE_SIZE,
        }),
        repository.shippingOptions(row.id),
        storeCards([{ ...row, productCount: 0 }], language),
      ]);
      if (!card) return null;
      const productCount = (await repository.stores(row.countryCode)).find(
        (entry) => entry.id === row.id,
      )?.productCount;
      const products: ProductCard[] = rows.map((entry) => ({
        slug: entry.product.slug,
        name: pick(entry.product, language),
        store: { slug: row.slug, name: row.name },
        category: { slug: entry.category.slug, name: pick(entry.category, language) },
        price_from: money(entry.priceFrom, row.currency),
        compare_at: entry.compareAt === null ? null : money(Number(entry.compareAt), row.currency),
        varied_price: entry.priceCount > 1,
        in_stock: entry.stock > 0,
        hue: row.hue,
      }));
      return {
        store: {
          ...card,
          product_count: productCount ?? total,
          description: language === "es" ? row.descriptionEs : row.descriptionEn,
          tax_rate_percent: percent(IVA_RATE_BP[countryOf(row.countryCode)]),
          shipping_options: options.map((option) => shippingDto(option, row.currency, language)),
        },
        category: category ? { slug: category.slug, name: pick(category, language) } : null,
        products,
        total,
        page: query.page,
        page_size: STORE_PAGE_SIZE,
      };
    },

    /** The sitemap's reads: shown products by id range, and the stores and categories that have one. */
    sitemap: {
      productPageStarts: (size: number) => repository.shownProductPageStarts(size),
      products: (from: number, to: number | null) => repository.shownProductSlugs(from, to),
      storesWithProducts: () => repository.storesWithProducts(),
    },

    async product(slug: string, language: Language): Promise<ProductDetail | null> {
      const found = await repository.productBySlug(slug);
      if (!found) return null;
      const store = await repository.storeById(found.product.storeId);
      if (!store?.active) return null;
      const [variants, options] = await Promise.all([
        repository.variantsOf(found.product.id),
        repository.shippingOptions(store.id),
      ]);
      if (variants.length === 0) return null;
      const cheapest = variants.reduce((low, variant) => (variant.priceMinor < low.priceMinor ? variant : low));
      const country = countryOf(store.countryCode);
      return {
        slug: found.product.slug,
        name: pick(found.product, language),
        store: { slug: store.slug, name: store.name, country_code: country },
        category: { slug: found.category.slug, name: pick(found.category, language) },
        price_from: money(cheapest.priceMinor, store.currency),
        compare_at: cheapest.compareAtMinor === null ? null : money(cheapest.compareAtMinor, store.currency),
        varied_price: new Set(variants.map((variant) => variant.priceMinor)).size > 1,
        in_stock: variants.some((variant) => variant.stock > 0),
        hue: store.hue,
        description: language === "es" ? found.product.descriptionEs : found.product.descriptionEn,
        details: (language === "es" ? found.product.detailsEs : found.product.detailsEn)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        image_count: found.product.imageCount,
        variants: variants.map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          name: pick(variant, language),
          price: money(variant.priceMinor, store.currency),
          compare_at: variant.compareAtMinor === null ? null : money(variant.compareAtMinor, store.currency),
          stock: variant.stock,
        })),
        shipping_options: options.map((option) => shippingDto(option, store.currency, language)),
        tax_rate_percent: percent(IVA_RATE_BP[country]),
      };
    },

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

    /** Take the units, charge, confirm. A repeated Idempotency-Key answers the first attempt's order. */
    async placeOrder(
      owner: CartOwner,
      body: Omit<PlaceOrderBody, "address"> & { address: ShippingAddress },
      context: { idempotencyKey: string; fingerprint: string; language: Language },
    ): Promise<{ order: StoreOrderDto; cookie: CartCookie }> {
      const { language } = context;
      const replay = await repository.orderByKey(context.idempotencyKey);
      if (replay) {
        const answered = await options.payments.replay(
          replay,
          steps,
          { fingerprint: context.fingerprint, userId: owner.userId },
          language,
        );
        return { order: await orderDto(answered.order, language, answered.clientSecret), cookie: null };
      }
      const { cart: owned, cookie } = await cartOf(owner, false);
      const { lines, store, cart } = await cartLines(owned);
      if (!cart || !store || lines.length === 0) return fail("CART_EMPTY", "cartEmpty", language);
      for (const line of lines) {
        if (!line.variant.active || !line.product.active || line.product.storeId !== store.id)
          fail("VALIDATION_FAILED", "variantNotFound", language);
        stockProblem(line, line.quantity, language);
      }
      await checkAddress(body.address, store, language);
      const option = (await repository.shippingOptions(store.id)).find((entry) => entry.code === body.shipping_code);
      if (!option) return fail("VALIDATION_FAILED", "shippingUnknown", language);
      const phone = normalizePhone(body.contact.phone, body.contact.countryCode);
      if (!phone) return fail("VALIDATION_FAILED", "phoneInvalid", language);

      const card = await resolveCardPayment(
        provider,
        body.payment,
        { userId: owner.userId, savedCards: options.savedCards },
        language,
      );
      if (!card) return fail("VALIDATION_FAILED", "savedCardUnknown", language);

      const country = countryOf(store.countryCode);
      const totals = orderTotals(
        lines.map((line) => ({ unitPriceMinor: line.variant.priceMinor, quantity: line.quantity })),
        option,
        country,
      );
      const address = body.address;
      let order: OrderRow;
      try {
        order = await repository.placeOrder(
          {
            number: orderNumber(),
            storeId: store.id,
            userId: owner.userId,
            cartId: cart.id,
            cartVersion: cart.version,
            status: "pending_payment",
            firstName: body.contact.firstName,
            lastName: body.contact.lastName,
            email: body.contact.email,
            phone: phone.e164,
            language,
            currency: store.currency,
            itemsMinor: totals.itemsMinor,
            shippingMinor: totals.shippingMinor,
            totalMinor: totals.totalMinor,
            taxMinor: totals.taxMinor,
            taxRateBp: totals.taxRateBp,
            shippingCode: option.code,
            shippingNameEs: option.nameEs,
            shippingNameEn: option.nameEn,
            shippingMinDays: option.minDays,
            shippingMaxDays: option.maxDays,
            addressCountry: address.country,
            addressStateId: address.state_id,
            addressRecipient: address.recipient,
            addressLine1: address.line1,
            addressLine2: address.line2 ?? null,
            addressDistrict: address.district ?? null,
            addressCity: address.city,
            addressPostalCode: address.postal_code ?? null,
            addressReferences: address.references ?? null,
            holdExpiresAt: new Date(Date.now() + holdMs),
            provider: provider.name,
            idempotencyKey: context.idempotencyKey,
            requestFingerprint: context.fingerprint,
          },
          lines.map((line) => ({
            variantId: line.variant.id,
            productNameEs: line.product.nameEs,
            productNameEn: line.product.nameEn,
            variantNameEs: line.variant.nameEs,
            variantNameEn: line.variant.nameEn,
            productSlug: line.product.slug,
            sku: line.variant.sku,
            quantity: line.quantity,
            unitPriceMinor: line.variant.priceMinor,
          })),
        );
      } catch (error) {
        if (error instanceof CartChanged) return fail("CONFLICT", "cartChanged", language);
        if (isUniqueViolation(error, "store_orders_one_per_cart_version"))
          return fail("CART_ALREADY_CHECKED_OUT", "cartCheckedOut", language);
        if (error instanceof StockShortage) {
          const short = lines.find((line) => line.variant.id === error.variantId);
          const [now] = await repository.variantLines([error.variantId]);
          return fail("OUT_OF_STOCK", now && now.variant.stock > 0 ? "outOfStock" : "soldOut", language, {
            product: short ? pick(short.product, language) : "",
            stock: now?.variant.stock ?? 0,
          });
        }
        // The same key raced in: the first request's order is the answer.
        const first = await repository.orderByKey(context.idempotencyKey);
        if (first && first.requestFingerprint === context.fingerprint && sameRequester(first, owner.userId))
          return { order: await orderDto(first, language), cookie };
        throw error;
      }

      const settled = await options.payments.pay(
        order,
        steps,
        {
          customerId: card.customerId,
          paymentMethodId: card.paymentMethodId,
          amountMinor: totals.totalMinor,
          currency: store.currency,
          description: `${store.name} · ${order.number}`,
          metadata: { order: order.number },
        },
        language,
      );
      return { order: await orderDto(settled.order, language, settled.clientSecret), cookie };
    },

    /** The buyer answered the bank (sandbox), or Stripe.js did: the order is paid or undone. */
    async authenticate(
      number: string,
      email: string,
      authentication: "approved" | "rejected" | undefined,
      language: Language,
    ): Promise<StoreOrderDto> {
      const order = await accessible(number, { userId: null, email });
      if (!order) return fail("ORDER_NOT_FOUND", "orderNotFound", language);
      if (!isOpenOrder(order.status)) return orderDto(order, language);
      const settled = await options.payments.authenticate(order, steps, authentication, language);
      return orderDto(settled.order, language, settled.clientSecret);
    },

    async order(
      number: string,
      access: { userId: string | null; email: string | null },
      language: Language,
    ): Promise<StoreOrderDto | null> {
      const order = await accessible(number, access);
      return order ? orderDto(order, language) : null;
    },

    /** The buyer cancels before the store starts: the money goes back first, then the units. */
    async cancel(
      number: string,
      access: { userId: string | null; email: string | null },
      language: Language,
    ): Promise<StoreOrderDto> {
      const order = await accessible(number, access);
      if (!order) return fail("ORDER_NOT_FOUND", "orderNotFound", language);
      if (order.status === "refunded") return orderDto(order, language);
      const payment = await options.payments.paymentOf("store", order.id);
      if (!buyerCanCancel(shownStatus(order)) || payment?.status !== "succeeded")
        return fail("ORDER_NOT_CANCELLABLE", "notCancellable", language);
      // Recorded before the provider is asked, under a key of its own: asked again (a double click,
      // a retry after an error), it is the same single refund.
      await options.payments.refund(
        payment,
        { amountMinor: payment.amountMinor - payment.refundedMinor, reason: "requested_by_buyer" },
        language,
      );
      const message = orderRefunded(languageOf(order), {
        name: order.firstName,
        number: order.number,
        total: priced(order.totalMinor, order),
      });
      const undone = await repository.undo(order.id, ["paid"], "refunded", [
        {
          channel: "email",
          recipient: order.email,
          subject: message.subject,
          body: message.body,
          template: "store-order-refunded",
          language: languageOf(order),
          dedupKey: `store-refund:${order.id}:email`,
          ...(await orderMail(order, "OrderCancelled")),
        },
      ]);
      return orderDto(undone ?? (await repository.orderByNumber(order.number)) ?? order, language);
    },

    async ordersOf(userId: string, _language: Language): Promise<StoreOrderSummary[]> {
      const rows = await repository.ordersOfUser(userId, 100);
      return rows.map((row) => ({
        number: row.order.number,
        status: shownStatus(row.order),
        store: row.storeName,
        item_count: row.itemCount,
        total: money(row.order.totalMinor, row.order.currency),
        created_at: row.order.createdAt.toISOString(),
      }));
    },

    async isManager(userId: string | null): Promise<boolean> {
      return userId ? repository.hasRole(userId, STORE_MANAGER_ROLE) : false;
    },

    /** The `grant-role` command: the account with that e-mail becomes a store manager. */
    async grantManager(email: string): Promise<boolean> {
      return repository.grantRole(email, STORE_MANAGER_ROLE);
    },

    /** The audit of one store (the first when none is named): null for an unknown store. */
    async audit(storeSlug: string | undefined, language: Language): Promise<AuditAnswer | null> {
      const all = await repository.stores();
      const row = storeSlug ? all.find((entry) => entry.slug === storeSlug) : all[0];
      if (!row) return null;
      const [ledger, balances, orders, changes] = await Promise.all([
        repository.ledger(row.id, 200),
        repository.variantBalances(row.id),
        repository.orderBalances(row.id, 100),
        repository.priceChanges(row.id, 100),
      ]);
      const es = language === "es";
      const reconciled = orders.map((entry) => {
        const status = shownStatus(entry.order);
        return { entry, status, expected: expectedUnitsOut(status, entry.units) };
      });
      return {
        stores: all.map((entry) => ({ slug: entry.slug, name: entry.name })),
        store: { slug: row.slug, name: row.name, currency: row.currency },
        ledger: ledger.map((entry) => ({
          id: entry.movement.id,
          at: entry.movement.createdAt.toISOString(),
          sku: entry.sku,
          product: es ? entry.productEs : entry.productEn,
          variant: es ? entry.variantEs : entry.variantEn,
          quantity: entry.movement.quantity,
          reason: entry.movement.reason as AuditAnswer["ledger"][number]["reason"],
          order_number: entry.orderNumber,
          actor: entry.actor,
          note: entry.movement.note,
        })),
        low_stock: balances
          .filter((entry) => entry.variant.active && entry.variant.stock <= entry.variant.lowStockThreshold)
          .map((entry) => ({
            variant_id: entry.variant.id,
            sku: entry.variant.sku,
            product: es ? entry.productEs : entry.productEn,
            variant: pick(entry.variant, language),
            stock: entry.variant.stock,
            threshold: entry.variant.lowStockThreshold,
          })),
        reconciliation: {
          variants_checked: balances.length,
          variant_mismatches: balances
            .filter((entry) => entry.ledger !== entry.variant.stock)
            .map((entry) => ({ sku: entry.variant.sku, stock: entry.variant.stock, ledger: entry.ledger })),
          orders_checked: reconciled.length,
          order_mismatches: reconciled
            .filter(({ entry, expected }) => entry.unitsOut !== expected)
            .map(({ entry, status, expected }) => ({
              number: entry.order.number,
              status,
              expected,
              ledger: entry.unitsOut,
            })),
        },
        orders: reconciled.map(({ entry, status, expected }) => ({
          number: entry.order.number,
          status,
          created_at: entry.order.createdAt.toISOString(),
          item_count: entry.units,
          total: money(entry.order.totalMinor, entry.order.currency),
          units_out: entry.unitsOut,
          reconciled: entry.unitsOut === expected,
        })),
        price_changes: changes.map((entry) => ({
          at: entry.change.changedAt.toISOString(),
          sku: entry.sku,
          product: es ? entry.productEs : entry.productEn,
          variant: es ? entry.variantEs : entry.variantEn,
          old_price: money(entry.change.oldPriceMinor, row.currency),
          new_price: money(entry.change.newPriceMinor, row.currency),
          actor: entry.actor,
        })),
      };
    },

    /** A store manager moves an order on (preparing, shipped with its tracking number, delivered). */
    async advanceOrder(
      number: string,
      to: "preparing" | "shipped" | "delivered",
      input: { trackingNumber?: string | undefined; actorUserId: string },
      language: Language,
    ): Promise<StoreOrderDto> {
      const order = await repository.orderByNumber(number.trim().toUpperCase());
      if (!order) return fail("ORDER_NOT_FOUND", "orderNotFound", language);
      const from = shownStatus(order);
      const names = (status: StoreOrderStatus) => statusWord(status, language);
      if (!canMove(from, to))
        return fail("ORDER_STATUS_INVALID", "statusInvalid", language, { from: names(from), to: names(to) });
      const messages: NewOutboxRow[] = [];
      if (to === "shipped") {
        const message = orderShipped(languageOf(order), {
          name: order.firstName,
          number: order.number,
          tracking: input.trackingNumber ?? null,
          orderUrl: orderUrl(order),
        });
        messages.push({
          channel: "email",
          recipient: order.email,
          subject: message.subject,
          body: message.body,
          template: "store-order-shipped",
          language: languageOf(order),
          dedupKey: `store-shipped:${order.id}:email`,
          ...(await orderMail(order, "OrderInTransit")),
        });
      }
      const moved = await repository.advance(order.id, order.fulfilmentStatus, to, input, messages);
      if (!moved) return fail("ORDER_STATUS_INVALID", "statusInvalid", language, { from: names(from), to: names(to) });
      return orderDto(moved, language);
    },

    async recordMovement(
      input: {
        variantId: number;
        quantity: number;
        reason: "receipt" | "adjustment";
        note: string | null;
        actorUserId: string;
      },
      language: Language,
    ): Promise<{ stock: number }> {
      const line = await sellable(input.variantId, language);
      if (!(await repository.recordMovement(input)))
        fail("OUT_OF_STOCK", "outOfStock", language, {
          product: pick(line.product, language),
          stock: line.variant.stock,
        });
      const [after] = await repository.variantLines([input.variantId]);
      return { stock: after?.variant.stock ?? 0 };
    },

    async changePrice(variantId: number, priceMinor: number, actorUserId: string, language: Language) {
      const variant = await repository.changePrice(variantId, priceMinor, actorUserId);
      if (!variant) return fail("NOT_FOUND", "variantNotFound", language);
      return { variant_id: variant.id, price: variant.priceMinor };
    },

    /**
     * The worker's sweep: unpaid orders past their time are settled with the provider — a payment
     * that went through is confirmed; anything else is cancelled at the provider first (so nothing
     * can charge it afterwards) and its units return. That includes an order whose charge's answer
     * was lost: its units go back only once the provider says the card was not charged.
     */
    async expireHolds(now = new Date(), limit = 100): Promise<number> {
      return options.payments.sweepExpired(await repository.expiredPending(now, limit), steps);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
