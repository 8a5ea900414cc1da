import type { Language, StoreOrderDto, StoreOrderStatus } from "@sobremesa/contracts";
import { cartReads } from "./cart.ts";
import { orderShipped, statusWord } from "./messages.ts";
import { languageOf, orderView } from "./order-view.ts";
import { canMove } from "./rules.ts";
import { fail, pick, type StoreDeps, shownStatus } from "./shared.ts";
import type { NewOutboxRow } from "./store-rows.ts";

export const STORE_MANAGER_ROLE = "store_manager";

/** What the store managers do: who is one, moving an order along its shipping, stock and prices. */
export function managers(deps: StoreDeps) {
  const { repository } = deps;
  const { sellable } = cartReads(deps);
  const { orderDto, orderUrl, orderMail } = orderView(deps);

  return {
    async isManager(userId: string | null): Promise<boolean> {
      return userId ? repository.hasRole(userId, STORE_MANAGER_ROLE) : false;
    },

    /**
     * Which stores' audit the person may read: every store for the global role, their own stores
     * for a store's owners and managers, none (null) for anyone else.
     */
    async auditScope(userId: string | null): Promise<"all" | number[] | null> {
      if (!userId) return null;
      if (await repository.hasRole(userId, STORE_MANAGER_ROLE)) return "all";
      const own = await repository.staffStoreIds(userId);
      return own.length > 0 ? own : null;
    },

    /** The `grant-role` command: the account with that e-mail becomes a store manager. */
    async grantManager(email: string): Promise<boolean> {
      return repository.grantRole(email, STORE_MANAGER_ROLE);
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
  };
}
