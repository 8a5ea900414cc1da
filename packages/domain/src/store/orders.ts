import type { Language, StoreOrderDto, StoreOrderSummary } from "@sobremesa/contracts";
import { orderRefunded } from "./messages.ts";
import { languageOf, orderView, priced } from "./order-view.ts";
import { buyerCanCancel } from "./rules.ts";
import { fail, money, type StoreDeps, shownStatus } from "./shared.ts";

/** The buyer's orders: one by number (theirs, or by e-mail), cancelling it, and their list. */
export function orders(deps: StoreDeps) {
  const { repository, options } = deps;
  const { orderDto, orderMail, accessible } = orderView(deps);

  return {
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
  };
}
