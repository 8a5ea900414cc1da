import { formatMoney, type Language, type StoreOrderDto } from "@sobremesa/contracts";
import type { EmailDetails } from "../notifications/index.ts";
import { addressLines, buyerCanCancel } from "./rules.ts";
import { countryOf, money, percent, type StoreDeps, shownStatus, statusOf } from "./shared.ts";
import type { OrderRow } from "./store-rows.ts";

export const languageOf = (order: OrderRow): Language => (order.language === "en" ? "en" : "es");
export const priced = (amount: number, order: OrderRow) =>
  formatMoney(amount, order.currency, languageOf(order), countryOf(order.addressCountry));

/** An order as the buyer and the store see it, its link and e-mail facts, and who may open it. */
export function orderView({ repository, options }: StoreDeps) {
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
      carrier: order.carrier,
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

  async function accessible(number: string, access: { userId: string | null; email: string | null }) {
    const order = await repository.orderByNumber(number.trim().toUpperCase());
    if (!order) return undefined;
    const owner = access.userId !== null && order.userId === access.userId;
    const byEmail = access.email !== null && access.email.trim().toLowerCase() === order.email;
    return owner || byEmail ? order : undefined;
  }

  return { orderDto, orderUrl, orderMail, accessible };
}
