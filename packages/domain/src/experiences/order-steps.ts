import { randomBytes } from "node:crypto";
import { buildICalendar, DomainError, formatDateTime, formatMoney, type Language } from "@sobremesa/contracts";
import type { EmailDetails } from "../notifications/index.ts";
import type { OrderSteps } from "../payments/index.ts";
import type { NewOutboxRow, OrderRow } from "./experiences-repository.ts";
import { experienceMessage, orderConfirmation, orderReminder } from "./messages.ts";
import type { orderViews } from "./order-view.ts";
import { type ServiceContext, title } from "./service-context.ts";

/** A ticket's code, encoded in its QR: unguessable. */
export const ticketCode = () => randomBytes(16).toString("base64url");

/** What paying or ending a ticket order does; paying writes its tickets and messages. */
export function orderSteps({
  repository,
  options,
  calendarEntry,
}: ServiceContext & Pick<ReturnType<typeof orderViews>, "calendarEntry">) {
  const orderUrl = (order: OrderRow) =>
    new URL(
      `${order.language === "en" ? "/en" : ""}/order/${order.code}/?email=${encodeURIComponent(order.email)}`,
      options.siteUrl,
    ).toString();

  /** The paid order's tickets, confirmation (e-mail and WhatsApp) and the reminder a day before. */
  async function confirm(order: OrderRow): Promise<OrderRow | undefined> {
    const [experience, session, items] = await Promise.all([
      repository.experience(order.experienceId),
      repository.session(order.sessionId),
      repository.items(order.id),
    ]);
    if (!experience || !session) throw new Error(`order ${order.code} lost its experience or session`);
    const language: Language = order.language === "en" ? "en" : "es";
    const holderName = `${order.firstName} ${order.lastName}`.trim();
    const tickets = items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        ticketTypeId: item.ticketTypeId,
        code: ticketCode(),
        holderName,
      })),
    );
    const context = {
      name: order.firstName,
      title: title(experience, language),
      when: formatDateTime(session.startsAt, experience.timeZone, language, "full"),
      venue: experience.venueName,
      address: experience.address,
      code: order.code,
      tickets: tickets.length,
      total: formatMoney(order.totalMinor, order.currency, language),
      paidOn: formatDateTime(new Date(), experience.timeZone, language),
      orderUrl: orderUrl(order),
    };
    const confirmation = orderConfirmation(language, context);
    const details: EmailDetails = {
      markup: {
        type: "EventReservation",
        reservationNumber: order.code,
        status: "Confirmed",
        underName: `${order.firstName} ${order.lastName}`.trim(),
        event: {
          name: context.title,
          startDate: session.startsAt.toISOString(),
          place: { name: experience.venueName, address: experience.address },
        },
        numSeats: tickets.length,
        url: context.orderUrl,
      },
    };
    // One thread per order: its messages leave in the order they were written.
    const thread = order.code;
    const messages: NewOutboxRow[] = [
      {
        channel: "email",
        recipient: order.email,
        subject: confirmation.subject,
        body: confirmation.body,
        template: "experience-order-confirmed",
        language,
        dedupKey: `experience-order:${order.id}:email`,
        calendar: buildICalendar(calendarEntry(order, experience, session), "PUBLISH"),
        thread,
        details,
      },
      {
        channel: "whatsapp",
        recipient: order.phone,
        subject: null,
        body: confirmation.whatsapp,
        template: "experience-order-confirmed",
        language,
        dedupKey: `experience-order:${order.id}:whatsapp`,
        thread,
      },
    ];
    const remindAt = new Date(session.startsAt.getTime() - 24 * 60 * 60_000);
    if (remindAt > new Date()) {
      const reminder = orderReminder(language, context);
      messages.push({
        channel: "email",
        recipient: order.email,
        subject: reminder.subject,
        body: reminder.body,
        template: "experience-reminder",
        language,
        dedupKey: `experience-reminder:${order.id}:email`,
        sendAfter: remindAt,
        thread,
        details,
      });
    }
    return repository.confirm(order.id, tickets, messages);
  }

  /** What paying or ending a ticket order does, for the shared charge step. */
  const steps: OrderSteps<OrderRow> = {
    kind: "experience",
    markPaid: (order) => confirm(order),
    awaitAuthentication: async (order) => (await repository.awaitAuthentication(order.id)) ?? order,
    release: (order, status, { freeKey }) => repository.release(order.id, status, { freeKey }),
    reload: (order) => repository.orderByCode(order.code),
    // A session cancelled while the buyer paid: refunded, and told why.
    holdExpired: async (language, order) =>
      (await repository.session(order.sessionId))?.status === "cancelled"
        ? new DomainError("SESSION_CANCELLED", experienceMessage("sessionCancelled", language))
        : new DomainError("HOLD_EXPIRED", experienceMessage("holdExpired", language)),
  };

  return { steps };
}
