import { type ExperienceOrderDto, type Language, normalizePhone, type PurchaseBody } from "@sobremesa/contracts";
import { resolveCardPayment } from "../payments/index.ts";
import type { ExperiencesDeps } from "./experiences-deps.ts";
import type { OrderRow } from "./experiences-repository.ts";
import { mergeTickets, priceOrder, selectionProblem } from "./rules.ts";
import { fail, orderCode } from "./service-context.ts";

/**
 * Buying tickets as steps with an undo: hold the seats, charge the card, confirm; and the buyer's
 * answer to the bank when the card asks for it.
 */
export function purchases({ repository, options, memberOf, orderDto, steps }: ExperiencesDeps) {
  const { provider } = options;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;

  return {
    /** Hold, pay, confirm. A repeated Idempotency-Key answers the first attempt's order. */
    async purchase(
      slug: string,
      body: Omit<PurchaseBody, "payment"> & {
        payment: {
          paymentMethodId?: string | undefined;
          card?: { number: string; exp_month: number; exp_year: number; cvc: string } | undefined;
        };
      },
      context: { userId: string | null; idempotencyKey: string; fingerprint: string; language: Language },
    ): Promise<ExperienceOrderDto> {
      const { language } = context;
      // The order this key already made, answered to a repeat; checked again before a refusal, as a
      // copy sent at once may find the seats held by the first.
      const replayed = async () => {
        const first = await repository.orderByKey(context.idempotencyKey);
        if (!first) return undefined;
        const answered = await options.payments.replay(
          first,
          steps,
          { fingerprint: context.fingerprint, userId: context.userId },
          language,
        );
        return orderDto(answered.order, language, answered.clientSecret);
      };
      const replay = await replayed();
      if (replay) return replay;
      const experience = await repository.bySlug(slug);
      if (!experience) return fail("NOT_FOUND", "notFound", language);
      const session = await repository.session(body.session_id);
      if (!session || session.experienceId !== experience.id) return fail("NOT_FOUND", "sessionNotFound", language);
      const types = await repository.ticketTypes(experience.id, "onSale");
      const tickets = mergeTickets(body.tickets);
      const problem = selectionProblem(session, tickets, new Set(types.map((type) => type.id)), new Date());
      if (problem === "salesClosed") return fail("SALES_CLOSED", "salesClosed", language);
      if (problem === "ticketLimit")
        return fail("TICKET_LIMIT", "ticketLimit", language, { limit: session.perOrderLimit });
      if (problem) return fail("VALIDATION_FAILED", problem, language);
      const phone = normalizePhone(body.contact.phone, body.contact.countryCode);
      if (!phone) return fail("VALIDATION_FAILED", "phoneInvalid", language);

      // The card first: a mistyped one fails before any seat is held.
      const card = await resolveCardPayment(
        provider,
        body.payment,
        { userId: context.userId, savedCards: options.savedCards },
        language,
      );
      if (!card) return fail("VALIDATION_FAILED", "savedCardUnknown", language);
      const { paymentMethodId, customerId } = card;

      const member = await memberOf(context.userId);
      const priceOf = new Map(types.map((type) => [type.id, type.priceMinor]));
      const lines = [...tickets].map(([ticketTypeId, quantity]) => ({
        ticketTypeId,
        quantity,
        unitPriceMinor: priceOf.get(ticketTypeId) ?? 0,
      }));
      const totals = priceOrder(lines, member ? experience.memberDiscountPercent : null);
      const seats = lines.reduce((sum, line) => sum + line.quantity, 0);

      let order: OrderRow | undefined;
      try {
        order = await repository.hold(
          {
            code: orderCode(),
            experienceId: experience.id,
            sessionId: session.id,
            userId: context.userId,
            status: "pending_payment",
            seats,
            firstName: body.contact.firstName,
            lastName: body.contact.lastName,
            email: body.contact.email,
            phone: phone.e164,
            language,
            currency: experience.currency,
            subtotalMinor: totals.subtotal,
            discountMinor: totals.discount,
            totalMinor: totals.total,
            holdExpiresAt: new Date(Date.now() + holdMs),
            provider: provider.name,
            idempotencyKey: context.idempotencyKey,
            requestFingerprint: context.fingerprint,
          },
          lines,
        );
      } catch (error) {
        // The same key raced in: the first request's order is the answer.
        const again = await replayed();
        if (again) return again;
        throw error;
      }
      if (!order) return (await replayed()) ?? fail("SOLD_OUT", "soldOut", language);

      const settled = await options.payments.pay(
        order,
        steps,
        {
          customerId,
          paymentMethodId,
          amountMinor: totals.total,
          currency: experience.currency,
          description: `${experience.titleEs} · ${order.code}`,
          metadata: { order: order.code },
        },
        language,
      );
      return orderDto(settled.order, language, settled.clientSecret);
    },

    /** The buyer answered the bank (sandbox), or Stripe.js did: the order is paid or released. */
    async authenticate(
      code: string,
      email: string,
      authentication: "approved" | "rejected" | undefined,
      language: Language,
    ) {
      const order = await repository.orderByCode(code);
      if (!order || order.email !== email.toLowerCase()) return fail("ORDER_NOT_FOUND", "orderNotFound", language);
      if (order.status === "paid") return orderDto(order, language);
      const settled = await options.payments.authenticate(order, steps, authentication, language);
      return orderDto(settled.order, language, settled.clientSecret);
    },
  };
}
