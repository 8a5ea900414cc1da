import { randomInt } from "node:crypto";
import {
  COUNTRIES,
  DomainError,
  formatDateTime,
  type Language,
  normalizePhone,
  orderTotals,
  type PlaceOrderBody,
  type ShippingAddress,
  type StoreOrderDto,
} from "@sobremesa/contracts";
import { isUniqueViolation } from "@sobremesa/db";
import { isOpenOrder, OPEN_ORDER_STATUSES, type OrderSteps, resolveCardPayment } from "../payments/index.ts";
import { type CartCookie, type CartOwner, cartReads } from "./cart.ts";
import { orderConfirmation, storeMessage } from "./messages.ts";
import { languageOf, orderView, priced } from "./order-view.ts";
import { mexicanPostalCodeFitsState } from "./postal-codes.ts";
import { countryOf, fail, pick, type StoreDeps } from "./shared.ts";
import { CartChanged, type NewOutboxRow, type OrderRow, StockShortage, type StoreRow } from "./store-rows.ts";

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function orderNumber(): string {
  let number = "PED-";
  for (let index = 0; index < 6; index++) number += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return number;
}

/**
 * Placing an order as steps with an undo: take the units from the ledger (never below zero), charge
 * the card (an Idempotency-Key makes a retry the same order), confirm and empty the cart; a refused
 * card or an abandoned payment gives the units back.
 */
export function checkout(deps: StoreDeps) {
  const { repository, options } = deps;
  const { provider } = options;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;
  const { cartOf, cartLines, stockProblem } = cartReads(deps);
  const { orderDto, orderUrl, orderMail, accessible } = orderView(deps);

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
    /** Take the units, charge, confirm. A repeated Idempotency-Key answers the first attempt's order. */
    async placeOrder(
      owner: CartOwner,
      body: Omit<PlaceOrderBody, "address"> & { address: ShippingAddress },
      context: { idempotencyKey: string; fingerprint: string; language: Language },
    ): Promise<{ order: StoreOrderDto; cookie: CartCookie }> {
      const { language } = context;
      // The order this key already made, answered to a repeat; checked again before any refusal, as a
      // copy sent at once may find the cart taken, emptied or checked out by the first.
      const replayed = async () => {
        const first = await repository.orderByKey(context.idempotencyKey);
        if (!first) return undefined;
        const answered = await options.payments.replay(
          first,
          steps,
          { fingerprint: context.fingerprint, userId: owner.userId },
          language,
        );
        return { order: await orderDto(answered.order, language, answered.clientSecret), cookie: null };
      };
      const replay = await replayed();
      if (replay) return replay;
      const { cart: owned, cookie } = await cartOf(owner, false);
      const { lines, store, cart } = await cartLines(owned);
      if (!cart || !store || lines.length === 0) return (await replayed()) ?? fail("CART_EMPTY", "cartEmpty", language);
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
        const again = await replayed();
        if (again) return again;
        if (error instanceof CartChanged && !error.checkedOut) return fail("CONFLICT", "cartChanged", language);
        if (error instanceof CartChanged || isUniqueViolation(error, "store_orders_one_per_cart_version"))
          return fail("CART_ALREADY_CHECKED_OUT", "cartCheckedOut", language);
        if (error instanceof StockShortage) {
          const short = lines.find((line) => line.variant.id === error.variantId);
          const [now] = await repository.variantLines([error.variantId]);
          return fail("OUT_OF_STOCK", now && now.variant.stock > 0 ? "outOfStock" : "soldOut", language, {
            product: short ? pick(short.product, language) : "",
            stock: now?.variant.stock ?? 0,
          });
        }
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
