import { timingSafeEqual } from "node:crypto";
import { type ExperienceOrderSummary, formatDateTime, type Language } from "@sobremesa/contracts";
import QRCode from "qrcode";
import { filledText } from "../i18n/index.ts";
import type { ExperiencesDeps } from "./experiences-deps.ts";
import type { NewOutboxRow, OrderRow } from "./experiences-repository.ts";
import { ticketCode } from "./order-steps.ts";
import { fail, money, title } from "./service-context.ts";

/** Orders after the purchase: the buyer's view and list, the venue's check-in and the expiry sweep. */
export function orders({ repository, options, orderDto, steps }: ExperiencesDeps) {
  /** The friend's e-mail, in the buyer's language: who sent it, the session and the ticket's link. */
  async function transferLetter(order: OrderRow, name: string, email: string, code: string): Promise<NewOutboxRow> {
    const [experience, session] = await Promise.all([
      repository.experience(order.experienceId),
      repository.session(order.sessionId),
    ]);
    const language: Language = order.language === "en" ? "en" : "es";
    const values = {
      name,
      from: `${order.firstName} ${order.lastName}`.trim(),
      title: experience ? title(experience, language) : "",
      when: session && experience ? formatDateTime(session.startsAt, experience.timeZone, language, "full") : "",
      venue: experience?.venueName ?? "",
      address: experience?.address ?? "",
      url: new URL(`/api/experiences/tickets/${code}/qr.svg`, options.siteUrl).toString(),
    };
    return {
      channel: "email",
      recipient: email,
      subject: filledText(language, "experiences.transfer.subject", values),
      body: filledText(language, "experiences.transfer.body", values),
      template: "experience-ticket-transferred",
      language,
      dedupKey: `experience-transfer:${code}:email`,
      thread: order.code,
    };
  }

  return {
    async order(code: string, access: { userId: string | null; email: string | null }, language: Language) {
      const order = await repository.orderByCode(code.toUpperCase());
      if (!order) return null;
      const owner = access.userId !== null && order.userId === access.userId;
      const byEmail = access.email !== null && access.email.trim().toLowerCase() === order.email;
      return owner || byEmail ? orderDto(order, language) : null;
    },

    /**
     * For the accounts domain's onEmailProven hook: ticket orders bought as a guest with an e-mail
     * become the account's once it proved the address. Idempotent; returns how many joined.
     */
    joinGuestOrders: (userId: string, email: string): Promise<number> =>
      email.includes("@") ? repository.joinGuestOrders(userId, email) : Promise.resolve(0),

    /** The signed-in buyer's orders for the user panel, latest session first. */
    async ordersOf(userId: string, language: Language): Promise<ExperienceOrderSummary[]> {
      const rows = await repository.ordersOfUser(userId, 100);
      return rows.map(({ order, experience, startsAt }) => ({
        code: order.code,
        status: order.status as ExperienceOrderSummary["status"],
        title: title(experience, language),
        slug: experience.slug,
        starts_at: startsAt.toISOString(),
        time_zone: experience.timeZone,
        tickets: order.seats,
        total: money(order.totalMinor, order.currency),
      }));
    },

    /** A venue scans a ticket: it checks in once, for a paid order, with that experience's key. */
    async checkIn(ticketCode: string, venueKey: string | undefined, language: Language) {
      const found = await repository.ticketForCheckIn(ticketCode);
      if (!found) return fail("TICKET_NOT_FOUND", "ticketNotFound", language);
      const expected = Buffer.from(found.experience.checkInKey);
      const given = Buffer.from(venueKey ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return fail("FORBIDDEN", "venueKey", language);
      if (found.ticket.voidedAt || found.session.status === "cancelled")
        return fail("CONFLICT", "ticketVoided", language);
      if (found.order.status !== "paid") return fail("CONFLICT", "ticketNotPaid", language);
      const checked = await repository.checkIn(found.ticket.id);
      if (!checked?.checkedInAt) return fail("TICKET_ALREADY_CHECKED_IN", "checkedIn", language);
      return {
        ticket: {
          code: checked.code,
          ticket_type: language === "es" ? found.type.nameEs : found.type.nameEn,
          order_code: found.order.code,
          experience: title(found.experience, language),
          starts_at: found.session.startsAt.toISOString(),
          checked_in_at: checked.checkedInAt.toISOString(),
        },
      };
    },

    /**
     * The buyer gives one ticket to a friend: the friend's name on it and a new code, so the old QR
     * is "unknown or transferred" at the door. Not for a used or void ticket, an order not paid, a
     * cancelled session or one that has started. The friend's e-mail, if given, gets the ticket's link.
     */
    async transferTicket(
      code: string,
      ticketId: string,
      access: { userId: string | null; email: string | null },
      input: { name: string; email?: string | undefined },
      language: Language,
    ) {
      const order = await repository.orderByCode(code.toUpperCase());
      const owner = order && access.userId !== null && order.userId === access.userId;
      const byEmail = order && access.email !== null && access.email.trim().toLowerCase() === order.email;
      if (!order || !(owner || byEmail)) return fail("ORDER_NOT_FOUND", "orderNotFound", language);
      const ticket = (await repository.tickets(order.id)).find((row) => row.id === ticketId);
      if (!ticket) return fail("TICKET_NOT_FOUND", "ticketNotInOrder", language);
      const newCode = ticketCode();
      const message = input.email ? await transferLetter(order, input.name, input.email, newCode) : null;
      const moved = await repository.transferTicket(
        order.id,
        ticketId,
        { holderName: input.name, code: newCode },
        message,
      );
      if (!moved) return fail("CONFLICT", "ticketNotTransferable", language);
      return orderDto(order, language);
    },

    /** A ticket's QR code alone (the link a friend gets), by its code: unknown once it was transferred or voided. */
    async ticketQr(ticketCodeAsked: string): Promise<string | null> {
      const found = await repository.ticketForCheckIn(ticketCodeAsked);
      if (!found || found.ticket.voidedAt) return null;
      return QRCode.toString(found.ticket.code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    },

    /**
     * The worker's sweep: holds past their time are settled with the provider — a payment that went
     * through is confirmed; anything else is cancelled at the provider first (so nothing can charge
     * it afterwards) and its seats return. That includes an order whose charge's answer was lost: its
     * seats go back only once the provider says the card was not charged.
     */
    async expireHolds(now = new Date(), limit = 100): Promise<number> {
      return options.payments.sweepExpired(await repository.expiredHolds(now, limit), steps);
    },
  };
}
