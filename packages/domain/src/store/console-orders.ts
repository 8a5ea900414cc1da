import type {
  ConsoleOrderDetail,
  ConsoleOrderSummary,
  FulfilmentStep,
  Language,
  StoreOrderStatus,
} from "@sobremesa/contracts";
import { filledText } from "../i18n/index.ts";
import { type AuthorizeStore, type ConsoleActor, STORE_ROLES_THAT } from "./console.ts";
import { refuseConsole } from "./console-messages.ts";
import type { ConsoleOrdersRepository } from "./console-orders-repository.ts";
import type { ConsoleRepository } from "./console-repository.ts";
import { orderShipped, statusWord } from "./messages.ts";
import { languageOf, orderView, priced } from "./order-view.ts";
import { addressLines } from "./rules.ts";
import { fail, money, type StoreDeps, shownStatus } from "./shared.ts";
import type { NewOutboxRow, OrderRow } from "./store-rows.ts";

/** Where each step takes a paid order, and from where. */
const STEPS: Record<FulfilmentStep, { from: readonly (string | null)[]; to: string }> = {
  pick: { from: [null], to: "preparing" },
  pack: { from: ["preparing"], to: "packed" },
  ship: { from: ["preparing", "packed"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
};

export function nextStep(order: { status: string; fulfilmentStatus: string | null }): FulfilmentStep | null {
  if (order.status !== "paid") return null;
  const at = order.fulfilmentStatus;
  return at === null
    ? "pick"
    : at === "preparing"
      ? "pack"
      : at === "packed"
        ? "ship"
        : at === "shipped"
          ? "deliver"
          : null;
}

/** The store cancels (everything back) until the parcel leaves. */
export const storeCanCancel = (order: { status: string; fulfilmentStatus: string | null }) =>
  order.status === "paid" &&
  (order.fulfilmentStatus === null || ["preparing", "packed"].includes(order.fulfilmentStatus));

/** The order queue: paid orders, their steps to the buyer's door, and their refunds through the payments domain. */
export function consoleOrders(
  deps: StoreDeps,
  repository: ConsoleRepository,
  writes: ConsoleOrdersRepository,
  authorize: AuthorizeStore,
) {
  const { options } = deps;
  const { orderUrl, orderMail } = orderView(deps);

  async function orderOf(storeId: number, number: string, language: Language): Promise<OrderRow> {
    const order = await repository.orderOfStore(storeId, number.trim().toUpperCase());
    // Unpaid orders are the checkout's, not the queue's; another store's are as unknown as none.
    if (!order || (order.status !== "paid" && order.status !== "refunded"))
      return refuseConsole("consoleNotFound", language);
    return order;
  }

  const buyerOf = (order: OrderRow) => `${order.firstName} ${order.lastName}`.trim() || order.email;

  async function detail(order: OrderRow, language: Language): Promise<ConsoleOrderDetail> {
    const [items, returned, refunds, payment] = await Promise.all([
      repository.orderItems(order.id),
      repository.returnedUnits(order.id),
      repository.refundsOf(order.id),
      options.payments.paymentOf("store", order.id),
    ]);
    const state = order.addressStateId ? await deps.repository.state(order.addressStateId) : undefined;
    const refunded = refunds.reduce((sum, row) => sum + row.refund.amountMinor, 0);
    const paid = payment?.status === "succeeded" ? payment.amountMinor : 0;
    const currency = order.currency;
    return {
      number: order.number,
      status: shownStatus(order),
      buyer: buyerOf(order),
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      total: money(order.totalMinor, currency),
      refunded: money(refunded, currency),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      email: order.email,
      language: languageOf(order),
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
      shipping: language === "es" ? order.shippingNameEs : order.shippingNameEn,
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      items: items.map((item) => ({
        variant_id: item.variantId,
        sku: item.sku,
        product: language === "es" ? item.productNameEs : item.productNameEn,
        variant: language === "es" ? item.variantNameEs : item.variantNameEn,
        quantity: item.quantity,
        returned: returned.get(item.variantId) ?? 0,
        unit_price: money(item.unitPriceMinor, currency),
      })),
      paid: money(paid, currency),
      refundable: money(payment ? Math.max(0, paid - payment.refundedMinor) : 0, currency),
      refunds: refunds.map((row) => ({
        at: row.refund.createdAt.toISOString(),
        amount: money(row.refund.amountMinor, currency),
        cancelled: row.refund.cancelled,
        actor: row.actor,
      })),
      next_step: nextStep(order),
      can_cancel: storeCanCancel(order),
    };
  }

  /** The buyer's e-mail of a step, in the buyer's language, once per order and step. */
  async function stepMail(order: OrderRow, step: FulfilmentStep, shipped: OrderRow | null): Promise<NewOutboxRow> {
    const language = languageOf(order);
    const values = { name: order.firstName, number: order.number, url: orderUrl(order) };
    const text =
      step === "ship"
        ? (() => {
            const letter = orderShipped(language, {
              name: order.firstName,
              number: order.number,
              tracking: shipped?.trackingNumber ?? null,
              orderUrl: orderUrl(order),
            });
            const carrier = shipped?.carrier
              ? filledText(language, "store.console.steps.carrier", { carrier: shipped.carrier })
              : null;
            return { subject: letter.subject, body: [carrier, letter.body].filter(Boolean).join("\n") };
          })()
        : step === "deliver"
          ? {
              subject: filledText(language, "store.console.steps.delivered.subject", values),
              body: filledText(language, "store.console.steps.delivered.body", values),
            }
          : {
              subject: filledText(
                language,
                `store.console.steps.${step === "pick" ? "picked" : "packed"}.subject`,
                values,
              ),
              body: filledText(language, `store.console.steps.${step === "pick" ? "picked" : "packed"}.body`, values),
            };
    const status = step === "ship" ? "OrderInTransit" : step === "deliver" ? "OrderDelivered" : "OrderProcessing";
    return {
      channel: "email",
      recipient: order.email,
      subject: text.subject,
      body: text.body,
      template: `store-order-${STEPS[step].to}`,
      language,
      // The shipped e-mail shares the managers' key: one e-mail however the order was moved on.
      dedupKey: step === "ship" ? `store-shipped:${order.id}:email` : `store-step:${order.id}:${step}:email`,
      ...(await orderMail(order, status as "OrderProcessing")),
    };
  }

  async function refundOf(
    actor: ConsoleActor | null,
    order: OrderRow,
    input: {
      key: string;
      amountMinor: number | null;
      items: { variantId: number; quantity: number }[];
      note: string | null;
    },
    cancel: boolean,
    language: Language,
  ) {
    const payment = await options.payments.paymentOf("store", order.id);
    if (payment?.status !== "succeeded" || !payment.providerPaymentId)
      return refuseConsole("orderNotRefundable", language);
    const left = payment.amountMinor - payment.refundedMinor;
    const amount = input.amountMinor ?? left;
    // The payments domain records it once per key and never beyond what is left of the payment.
    const refund =
      amount > 0
        ? await options.payments.refund(
            payment,
            {
              amountMinor: amount,
              reason: "operator",
              key: `store-console:${order.id}:${input.key}`,
              actorUserId: actor?.id ?? null,
              ...(input.note ? { note: input.note } : {}),
            },
            language,
          )
        : null;
    const given = refund?.amountMinor ?? 0;
    const buyer = languageOf(order);
    const values = { name: order.firstName, number: order.number, amount: priced(given, order), url: orderUrl(order) };
    const letter = cancel ? "storeCancelled" : "partialRefund";
    await writes.settleRefund({
      storeId: order.storeId,
      orderId: order.id,
      key: `${order.id}:${input.key}`,
      refundId: refund?.id ?? null,
      amountMinor: given,
      items: input.items,
      cancel,
      actorId: actor?.id ?? null,
      note: input.note,
      messages: [
        {
          channel: "email",
          recipient: order.email,
          subject: filledText(buyer, `store.console.${letter}.subject`, values),
          body: filledText(buyer, `store.console.${letter}.body`, values),
          template: cancel ? "store-order-cancelled" : "store-order-partial-refund",
          language: buyer,
          dedupKey: `store-console-refund:${order.id}:${input.key}:email`,
          ...(await orderMail(order, cancel ? "OrderCancelled" : "OrderProcessing")),
        },
      ],
    });
  }

  return {
    async orderQueue(
      actor: ConsoleActor | null,
      storeId: number,
      filter: "open" | "shipped" | "closed" | "all",
      language: Language,
    ): Promise<{ data: ConsoleOrderSummary[] }> {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      const rows = await repository.orderQueue(storeId, filter, 200);
      return {
        data: rows.map(({ order, itemCount, refunded }) => ({
          number: order.number,
          status: shownStatus(order),
          buyer: buyerOf(order),
          item_count: itemCount,
          total: money(order.totalMinor, order.currency),
          refunded: money(refunded, order.currency),
          created_at: order.createdAt.toISOString(),
          paid_at: order.paidAt ? order.paidAt.toISOString() : null,
        })),
      };
    },

    async queueOrder(actor: ConsoleActor | null, storeId: number, number: string, language: Language) {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      return { order: await detail(await orderOf(storeId, number, language), language) };
    },

    /** Pick, pack, ship (carrier and tracking number) or deliver; the buyer is e-mailed at each step. */
    async stepOrder(
      actor: ConsoleActor | null,
      storeId: number,
      number: string,
      input: { step: FulfilmentStep; carrier?: string | undefined; trackingNumber?: string | undefined },
      language: Language,
    ) {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      const order = await orderOf(storeId, number, language);
      const { from, to } = STEPS[input.step];
      const names = (status: StoreOrderStatus) => statusWord(status, language);
      const refused = () =>
        fail("ORDER_STATUS_INVALID", "statusInvalid", language, {
          from: names(shownStatus(order)),
          to: names(to as StoreOrderStatus),
        });
      if (order.status !== "paid" || !from.includes(order.fulfilmentStatus)) return refused();
      if (input.step === "ship" && (!input.carrier || !input.trackingNumber))
        return refuseConsole("carrierRequired", language);
      const shipped =
        input.step === "ship"
          ? { ...order, carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null }
          : null;
      const moved = await writes.step(
        order,
        from,
        to,
        { carrier: input.carrier, trackingNumber: input.trackingNumber, actorId: actor?.id ?? null },
        [await stepMail(order, input.step, shipped)],
      );
      if (!moved) return refused();
      return { order: await detail(moved, language) };
    },

    /** A refund of part or all of what is left, with the units (if any) that come back to the stock. */
    async refundQueueOrder(
      actor: ConsoleActor | null,
      storeId: number,
      number: string,
      input: {
        key: string;
        amountMinor: number;
        items: { variantId: number; quantity: number }[];
        note: string | null;
      },
      language: Language,
    ) {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      const order = await orderOf(storeId, number, language);
      const [items, returned] = await Promise.all([
        repository.orderItems(order.id),
        repository.returnedUnits(order.id),
      ]);
      for (const asked of input.items) {
        const item = items.find((row) => row.variantId === asked.variantId);
        const left = item ? item.quantity - (returned.get(item.variantId) ?? 0) : 0;
        if (asked.quantity > left)
          return refuseConsole("refundItems", language, {
            product: item ? (language === "es" ? item.productNameEs : item.productNameEn) : `#${asked.variantId}`,
            left,
          });
      }
      await refundOf(actor, order, input, false, language);
      return { order: await detail((await repository.orderOfStore(storeId, order.number)) ?? order, language) };
    },

    /** The store cancels before the parcel leaves: what is left of the payment back, every unit back. */
    async cancelQueueOrder(
      actor: ConsoleActor | null,
      storeId: number,
      number: string,
      input: { note: string | null },
      language: Language,
    ) {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      const order = await orderOf(storeId, number, language);
      if (order.status === "refunded") return { order: await detail(order, language) };
      if (!storeCanCancel(order)) return refuseConsole("notCancellableShipped", language);
      // One cancellation per order, whoever clicks and however often.
      await refundOf(actor, order, { key: "cancel", amountMinor: null, items: [], note: input.note }, true, language);
      return { order: await detail((await repository.orderOfStore(storeId, order.number)) ?? order, language) };
    },
  };
}
