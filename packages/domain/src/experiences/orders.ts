import { timingSafeEqual } from "node:crypto";
import type { ExperienceOrderSummary, Language } from "@sobremesa/contracts";
import type { ExperiencesDeps } from "./experiences-deps.ts";
import { fail, money, title } from "./service-context.ts";

/** Orders after the purchase: the buyer's view and list, the venue's check-in and the expiry sweep. */
export function orders({ repository, options, orderDto, steps }: ExperiencesDeps) {
  return {
    async order(code: string, access: { userId: string | null; email: string | null }, language: Language) {
      const order = await repository.orderByCode(code.toUpperCase());
      if (!order) return null;
      const owner = access.userId !== null && order.userId === access.userId;
      const byEmail = access.email !== null && access.email.trim().toLowerCase() === order.email;
      return owner || byEmail ? orderDto(order, language) : null;
    },

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
