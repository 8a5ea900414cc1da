import { type CalendarEntry, calendarLinks, type ExperienceOrderDto, type Language } from "@sobremesa/contracts";
import QRCode from "qrcode";
import { localDateTime } from "../reservations/index.ts";
import type { ExperienceRow, OrderRow, SessionRow } from "./experiences-repository.ts";
import { orderCalendarText } from "./messages.ts";
import { money, type ServiceContext, title } from "./service-context.ts";

/** How an order is shown to its buyer, and the calendar entry of its session. */
export function orderViews({ repository, options, organizer }: ServiceContext) {
  /** The order as a calendar entry: UID per order, and its page without the buyer's e-mail. */
  function calendarEntry(order: OrderRow, experience: ExperienceRow, session: SessionRow): CalendarEntry {
    const language: Language = order.language === "en" ? "en" : "es";
    const pageUrl = new URL(`${language === "en" ? "/en" : ""}/order/${order.code}/`, options.siteUrl).toString();
    return {
      uid: `${order.code}@sobremesa`,
      sequence: order.calendarSequence,
      startsAt: session.startsAt,
      endsAt: new Date(session.startsAt.getTime() + experience.durationMinutes * 60_000),
      ...orderCalendarText(language, { title: title(experience, language), code: order.code, pageUrl }),
      location: `${experience.venueName}, ${experience.address}`,
      url: pageUrl,
      organizer,
      stamp: new Date(),
    };
  }

  async function orderDto(
    order: OrderRow,
    language: Language,
    clientSecret: string | null = null,
  ): Promise<ExperienceOrderDto> {
    const [experience, session, items, tickets, refunded] = await Promise.all([
      repository.experience(order.experienceId),
      repository.session(order.sessionId),
      repository.items(order.id),
      repository.tickets(order.id),
      repository.refundedOf(order.id),
    ]);
    if (!experience || !session) throw new Error(`order ${order.code} lost its experience or session`);
    const types = new Map((await repository.ticketTypes(experience.id)).map((type) => [type.id, type]));
    const local = localDateTime(session.startsAt, experience.timeZone);
    const typeName = (id: number) => {
      const type = types.get(id);
      return type ? (language === "es" ? type.nameEs : type.nameEn) : "";
    };
    return {
      code: order.code,
      status: order.status as ExperienceOrderDto["status"],
      experience: {
        slug: experience.slug,
        title: title(experience, language),
        venue_name: experience.venueName,
        address: experience.address,
      },
      session: {
        id: session.id,
        starts_at: session.startsAt.toISOString(),
        local_date: local.date,
        local_time: local.time,
        time_zone: experience.timeZone,
        cancelled: session.status === "cancelled",
      },
      items: items.map((item) => ({
        ticket_type_id: item.ticketTypeId,
        name: typeName(item.ticketTypeId),
        quantity: item.quantity,
        unit_price: money(item.unitPriceMinor, order.currency),
        total: money(item.unitPriceMinor * item.quantity, order.currency),
      })),
      subtotal: money(order.subtotalMinor, order.currency),
      discount: money(order.discountMinor, order.currency),
      total: money(order.totalMinor, order.currency),
      refunded: money(refunded, order.currency),
      contact: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email },
      tickets: await Promise.all(
        tickets.map(async (ticket) => ({
          id: ticket.id,
          code: ticket.code,
          ticket_type: typeName(ticket.ticketTypeId),
          holder_name: ticket.holderName || `${order.firstName} ${order.lastName}`.trim(),
          qr_svg: await QRCode.toString(ticket.code, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
          checked_in_at: ticket.checkedInAt ? ticket.checkedInAt.toISOString() : null,
          voided: ticket.voidedAt !== null,
          transferable:
            order.status === "paid" &&
            session.status === "scheduled" &&
            session.startsAt.getTime() > Date.now() &&
            ticket.checkedInAt === null &&
            ticket.voidedAt === null,
        })),
      ),
      hold_expires_at: order.holdExpiresAt.toISOString(),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      payment: order.status === "awaiting_authentication" ? { client_secret: clientSecret } : null,
      calendar:
        order.status === "paid" && session.status === "scheduled"
          ? calendarLinks(calendarEntry(order, experience, session), "PUBLISH")
          : null,
    };
  }

  return { calendarEntry, orderDto };
}
