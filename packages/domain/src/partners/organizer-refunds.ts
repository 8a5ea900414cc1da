import { formatDateTime, formatMoney, type Language, type OrganizerSession } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import type { PaymentsService } from "../payments/index.ts";
import { type AuthorizeOrganizer, ORGANIZER_ROLES_THAT } from "./organizer-access.ts";
import { refuseOrganizer } from "./organizer-messages.ts";
import type { OrganizerRefundsRepository, RefundOrderRow } from "./organizer-refunds-repository.ts";
import { sessionOf } from "./organizer-sessions.ts";
import type { OrganizerSessionsRepository } from "./organizer-sessions-repository.ts";
import type { PartnerActor } from "./shared.ts";

type FoundSession = NonNullable<Awaited<ReturnType<OrganizerSessionsRepository["sessionOf"]>>>;
type Letter = "cancelled" | "refunded";

/**
 * An organizer gives money back: part or all of one order, or every order of a session it
 * cancels (in full, fees included: a service that does not happen is refunded whole). The money
 * moves through the payments domain's one refund step, once per key, never beyond what was paid;
 * the order's record, its tickets and seats, the buyer's messages and the audit line follow in one
 * transaction.
 */
export function organizerRefunds(deps: {
  refunds: OrganizerRefundsRepository;
  sessions: OrganizerSessionsRepository;
  payments: PaymentsService;
  authorizeOrganizer: AuthorizeOrganizer;
  siteUrl: string;
  now: () => Date;
  changed?: (() => void) | undefined;
}) {
  const { refunds, sessions, payments, authorizeOrganizer, now } = deps;

  async function sessionFor(organizerId: number, sessionId: number, language: Language): Promise<FoundSession> {
    const found = await sessions.sessionOf(organizerId, sessionId);
    if (!found) return refuseOrganizer("sessionNotFound", language);
    return found;
  }

  const buyerLanguage = (order: RefundOrderRow): Language => (order.language === "en" ? "en" : "es");
  const orderUrl = (order: RefundOrderRow) =>
    new URL(
      `${order.language === "en" ? "/en" : ""}/order/${order.code}/?email=${encodeURIComponent(order.email)}`,
      deps.siteUrl,
    ).toString();

  /** The buyer's e-mail (and WhatsApp for a cancelled session, as the confirmation went), in their language. */
  function letters(order: RefundOrderRow, found: FoundSession, letter: Letter, amountMinor: number, full: boolean) {
    const language = buyerLanguage(order);
    const t = domainText(language);
    const values = {
      name: order.firstName,
      code: order.code,
      title: language === "es" ? found.experience.titleEs : found.experience.titleEn,
      when: formatDateTime(found.session.startsAt, found.experience.timeZone, language, "full"),
      amount: formatMoney(amountMinor, order.currency, language),
      url: orderUrl(order),
    };
    const body =
      letter === "cancelled"
        ? [
            t("experiences.cancelled.greeting", values),
            t("experiences.cancelled.refund", values),
            t("experiences.cancelled.voided", values),
          ].join("\n")
        : [
            t("experiences.refunded.greeting", values),
            t(full ? "experiences.refunded.full" : "experiences.refunded.partial"),
            t("experiences.refunded.link", values),
          ].join("\n");
    const subject = t(
      letter === "cancelled" ? "experiences.cancelled.subject" : "experiences.refunded.subject",
      values,
    );
    return { language, subject, body };
  }

  /** Gives back `amountMinor` of the order's payment under `key` and records it (once per key). */
  async function refundOrder(
    actor: PartnerActor | null,
    organizerId: number,
    found: FoundSession,
    order: RefundOrderRow,
    input: { key: string; amountMinor: number | null; cancel: boolean },
    language: Language,
  ): Promise<number> {
    const payment = await payments.paymentOf("experience", order.id);
    if (payment?.status !== "succeeded" || !payment.providerPaymentId)
      return refuseOrganizer("orderNotRefundable", language);
    const paymentKey = `organizer-refund:${order.id}:${input.key}`;
    // The same key asked again (or at once) is that one refund, whatever is left by now.
    const earlier = await payments.refundByKey(paymentKey);
    const amount =
      earlier && earlier.status !== "failed"
        ? earlier.amountMinor
        : (input.amountMinor ?? payment.amountMinor - payment.refundedMinor);
    const refund =
      amount > 0
        ? await payments.refund(
            payment,
            {
              amountMinor: amount,
              reason: input.cancel ? "session_cancelled" : "operator",
              key: paymentKey,
              actorUserId: actor?.id ?? null,
            },
            language,
          )
        : null;
    const given = refund?.amountMinor ?? 0;
    const letter: Letter = input.cancel ? "cancelled" : "refunded";
    await refunds.settleRefund({
      order,
      key: `${order.id}:${input.key}`,
      refundId: refund?.id ?? null,
      amountMinor: given,
      end: input.cancel,
      sessionCancelled: input.cancel,
      actorId: actor?.id ?? null,
      messages: (full) => {
        // Nothing went back (all of it had already): no letter about money.
        if (given === 0 && !input.cancel) return [];
        const text = letters(order, found, letter, given, full);
        const thread = order.code;
        const email = {
          channel: "email",
          recipient: order.email,
          subject: text.subject,
          body: text.body,
          template: input.cancel ? "experience-session-cancelled" : "experience-order-refunded",
          language: text.language,
          dedupKey: `experience-refund:${order.id}:${input.key}:email`,
          thread,
        };
        return input.cancel
          ? [
              email,
              {
                channel: "whatsapp",
                recipient: order.phone,
                subject: null,
                body: `${text.subject}\n${text.body}`,
                template: "experience-session-cancelled",
                language: text.language,
                dedupKey: `experience-refund:${order.id}:${input.key}:whatsapp`,
                thread,
              },
            ]
          : [email];
      },
      audit: (full) => ({
        placeId: null,
        organizerId,
        actorId: actor?.id ?? null,
        action: input.cancel ? "order.refund.cancelled_session" : "order.refund",
        entity: "experience_order",
        entityId: order.code,
        before: { status: order.status, refundedMinor: payment.refundedMinor },
        after: { status: full ? "refunded" : "paid", refundedMinor: payment.refundedMinor + given, amountMinor: given },
      }),
    });
    return given;
  }

  async function orderAnswer(sessionId: number, code: string) {
    const order = await refunds.orderOfSession(sessionId, code);
    const payment = order ? await payments.paymentOf("experience", order.id) : undefined;
    const refundedMinor = payment?.refundedMinor ?? 0;
    const paid = payment?.status === "succeeded" ? payment.amountMinor : 0;
    const status = order?.status === "refunded" ? ("refunded" as const) : ("paid" as const);
    return {
      order: {
        code,
        status,
        refundedMinor,
        refundableMinor: status === "paid" ? Math.max(0, paid - refundedMinor) : 0,
      },
    };
  }

  return {
    /**
     * Refunds part or all of one paid order of the session, once per Idempotency-Key (the same key
     * with another amount is refused). A refund that leaves nothing paid ends the order: its tickets
     * are void and its seats back on sale.
     */
    async refundSessionOrder(
      actor: PartnerActor | null,
      organizerId: number,
      sessionId: number,
      code: string,
      input: { key: string; amountMinor: number },
      language: Language,
    ) {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.refund, language);
      const found = await sessionFor(organizerId, sessionId, language);
      const order = await refunds.orderOfSession(sessionId, code);
      if (!order) return refuseOrganizer("orderNotFound", language);
      const before = await refunds.refundByKey(`${order.id}:${input.key}`);
      if (before && before.amountMinor !== input.amountMinor)
        return refuseOrganizer("refundKeyReused", language, {
          amount: formatMoney(before.amountMinor, order.currency, language),
        });
      if (!before) {
        if (order.status !== "paid") return refuseOrganizer("orderNotRefundable", language);
        await refundOrder(actor, organizerId, found, order, { ...input, cancel: false }, language);
        deps.changed?.();
      }
      return orderAnswer(sessionId, order.code);
    },

    /**
     * Cancels a session that has not started: off sale at once, then every paid order refunded in
     * full through the payments domain (its own key per order, so cancelling twice or at once gives
     * each order back once), tickets void, seats back, each buyer told. Cancelling a cancelled
     * session finishes what an earlier attempt could not (the provider was down) and changes
     * nothing else.
     */
    async cancelSession(
      actor: PartnerActor | null,
      organizerId: number,
      sessionId: number,
      language: Language,
    ): Promise<{ session: OrganizerSession; refundedOrders: number; refundedMinor: number }> {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.refund, language);
      const found = await sessionFor(organizerId, sessionId, language);
      if (found.session.status === "scheduled" && found.session.startsAt.getTime() <= now().getTime())
        return refuseOrganizer("sessionStarted", language);
      const cancelled = await refunds.cancelSession(sessionId, (before) => ({
        placeId: null,
        organizerId,
        actorId: actor?.id ?? null,
        action: "session.cancel",
        entity: "experience_session",
        entityId: String(sessionId),
        before: { status: before.status },
        after: { status: "cancelled" },
      }));
      if (!cancelled) return refuseOrganizer("sessionNotFound", language);
      deps.changed?.();
      const current = { ...found, session: cancelled.session };
      let refundedOrders = 0;
      let refundedMinor = 0;
      const failures: unknown[] = [];
      // One order's trouble (the provider down) leaves the others refunded; the next attempt finishes it.
      for (const order of cancelled.paid) {
        try {
          refundedMinor += await refundOrder(
            actor,
            organizerId,
            current,
            order,
            { key: "session-cancel", amountMinor: null, cancel: true },
            language,
          );
          refundedOrders += 1;
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
      return {
        session: sessionOf(
          (await sessions.sessionOf(organizerId, sessionId))?.session ?? cancelled.session,
          current.experience.timeZone,
        ),
        refundedOrders,
        refundedMinor,
      };
    },
  };
}
