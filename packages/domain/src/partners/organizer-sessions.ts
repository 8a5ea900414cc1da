import {
  type Language,
  type OrganizerSession,
  SESSIONS_PER_REQUEST_MAX,
  type SessionSalesAnswer,
} from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import { localDateTime, zonedInstant } from "../reservations/index.ts";
import { type AuthorizeOrganizer, ORGANIZER_ROLES_THAT } from "./organizer-access.ts";
import type { OrganizerExperiencesRepository } from "./organizer-experiences-repository.ts";
import { refuseOrganizer } from "./organizer-messages.ts";
import {
  type OrganizerSessionsRepository,
  type SessionRow,
  SessionWriteRefused,
} from "./organizer-sessions-repository.ts";
import { sessionDates } from "./organizer-sessions-rules.ts";
import { toCsv } from "./reports-rules.ts";
import type { PartnerActor } from "./shared.ts";

export interface NewSessions {
  date: string;
  time: string;
  capacity: number;
  perOrderLimit: number;
  salesCutoffMinutes: number;
  repeat?: { weekdays: number[]; until: string } | undefined;
}

export interface SessionChanges {
  capacity?: number | undefined;
  perOrderLimit?: number | undefined;
  salesCutoffMinutes?: number | undefined;
}

export function sessionOf(row: SessionRow, timeZone: string): OrganizerSession {
  const local = localDateTime(row.startsAt, timeZone);
  return {
    id: row.id,
    experienceId: row.experienceId,
    startsAt: row.startsAt.toISOString(),
    localDate: local.date,
    localTime: local.time,
    capacity: row.capacity,
    reserved: row.reserved,
    perOrderLimit: row.perOrderLimit,
    salesCutoffMinutes: row.salesCutoffMinutes,
    status: row.status,
  };
}

const sessionSnapshot = (row: SessionRow) => ({
  experienceId: row.experienceId,
  startsAt: row.startsAt.toISOString(),
  capacity: row.capacity,
  perOrderLimit: row.perOrderLimit,
  salesCutoffMinutes: row.salesCutoffMinutes,
});

/** Money in a CSV cell: the amount in major units with two decimals, the currency in its own column. */
const csvMoney = (minor: number) => (minor / 100).toFixed(2);

/**
 * Sessions of an organizer's experiences: created in the experience's wall clock (one or a weekly
 * series), their capacity and limits changed, and what each sold (orders, revenue, guest list).
 */
export function organizerSessions(deps: {
  sessions: OrganizerSessionsRepository;
  experiences: OrganizerExperiencesRepository;
  authorizeOrganizer: AuthorizeOrganizer;
  now: () => Date;
  changed?: (() => void) | undefined;
}) {
  const { sessions, experiences, authorizeOrganizer, now } = deps;

  async function sessionFor(organizerId: number, sessionId: number, language: Language) {
    const found = await sessions.sessionOf(organizerId, sessionId);
    if (!found) return refuseOrganizer("sessionNotFound", language);
    return found;
  }

  /** A session's paid orders, seats left and revenue (owners and managers). */
  async function sessionSales(
    actor: PartnerActor | null,
    organizerId: number,
    sessionId: number,
    language: Language,
  ): Promise<SessionSalesAnswer> {
    await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.readSales, language);
    const found = await sessionFor(organizerId, sessionId, language);
    const paid = await sessions.paidOrders(sessionId);
    const orders = paid.map(({ order, items, paidMinor, refundedMinor }) => ({
      code: order.code,
      status: order.status === "refunded" ? ("refunded" as const) : ("paid" as const),
      name: `${order.firstName} ${order.lastName}`.trim(),
      email: order.email,
      phone: order.phone,
      seats: order.seats,
      totalMinor: order.totalMinor,
      paidAt: order.paidAt?.toISOString() ?? null,
      refundedMinor,
      refundableMinor: order.status === "paid" ? Math.max(0, paidMinor - refundedMinor) : 0,
      tickets: items.map((item) => ({ nameEs: item.nameEs, nameEn: item.nameEn, quantity: item.quantity })),
    }));
    const valid = orders.filter((order) => order.status === "paid");
    const scheduled = found.session.status === "scheduled";
    return {
      session: sessionOf(found.session, found.experience.timeZone),
      experience: {
        id: found.experience.id,
        titleEs: found.experience.titleEs,
        titleEn: found.experience.titleEn,
        timeZone: found.experience.timeZone,
      },
      currency: found.experience.currency,
      orders,
      seatsSold: valid.reduce((sum, order) => sum + order.seats, 0),
      seatsLeft: scheduled ? Math.max(0, found.session.capacity - found.session.reserved) : 0,
      revenueMinor: orders.reduce((sum, order) => sum + order.totalMinor - order.refundedMinor, 0),
      cancellation: {
        orders: valid.length,
        amountMinor: valid.reduce((sum, order) => sum + order.refundableMinor, 0),
      },
      canCancel: scheduled && found.session.startsAt.getTime() > now().getTime(),
    };
  }

  return {
    /** Sessions from a day ago on (the day's finished ones stay visible for the door and sales). */
    async experienceSessions(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      language: Language,
    ): Promise<{ data: OrganizerSession[] }> {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.see, language);
      const found = await experiences.experience(organizerId, experienceId);
      if (!found) return refuseOrganizer("experienceNotFound", language);
      const rows = await sessions.sessionsOf(experienceId, new Date(now().getTime() - 24 * 60 * 60 * 1000));
      return { data: rows.map((row) => sessionOf(row, found.experience.timeZone)) };
    },

    async createSessions(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      input: NewSessions,
      language: Language,
    ): Promise<{ data: OrganizerSession[] }> {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      const found = await experiences.experience(organizerId, experienceId);
      if (!found) return refuseOrganizer("experienceNotFound", language);
      if (!found.tiers.some((tier) => !tier.hidden)) return refuseOrganizer("noTiers", language);
      const planned = sessionDates(input.date, input.repeat);
      if ("problem" in planned) {
        if (planned.problem === "tooMany")
          return refuseOrganizer("tooManySessions", language, { count: planned.count, max: SESSIONS_PER_REQUEST_MAX });
        return refuseOrganizer("untilBeforeDate", language);
      }
      const timeZone = found.experience.timeZone;
      const starts: Date[] = [];
      for (const date of planned.dates) {
        const instant = zonedInstant(date, input.time, timeZone);
        if (!instant) return refuseOrganizer("impossibleTime", language, { date, time: input.time });
        if (instant.getTime() <= now().getTime())
          return refuseOrganizer("sessionInPast", language, { date, time: input.time });
        starts.push(instant);
      }
      const inserted = await sessions.insertSessions(
        starts.map((startsAt) => ({
          experienceId,
          startsAt,
          capacity: input.capacity,
          perOrderLimit: input.perOrderLimit,
          salesCutoffMinutes: input.salesCutoffMinutes,
        })),
        (rows) => ({
          placeId: null,
          organizerId,
          actorId: actor?.id ?? null,
          action: "session.create",
          entity: "experience_session",
          entityId: rows.map((row) => row.id).join(","),
          before: null,
          after: {
            experienceId,
            count: rows.length,
            starts: rows.map((row) => row.startsAt.toISOString()),
            capacity: input.capacity,
            perOrderLimit: input.perOrderLimit,
            salesCutoffMinutes: input.salesCutoffMinutes,
          },
        }),
      );
      deps.changed?.();
      return { data: inserted.map((row) => sessionOf(row, timeZone)) };
    },

    async changeSession(
      actor: PartnerActor | null,
      organizerId: number,
      sessionId: number,
      changes: SessionChanges,
      language: Language,
    ): Promise<OrganizerSession> {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      const found = await sessionFor(organizerId, sessionId, language);
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      try {
        const row = await sessions.changeSession(sessionId, set, (before, after) => ({
          placeId: null,
          organizerId,
          actorId: actor?.id ?? null,
          action: "session.update",
          entity: "experience_session",
          entityId: String(sessionId),
          before: sessionSnapshot(before),
          after: sessionSnapshot(after),
        }));
        deps.changed?.();
        return sessionOf(row, found.experience.timeZone);
      } catch (error) {
        if (error instanceof SessionWriteRefused && error.reason === "below-reserved")
          return refuseOrganizer("capacityBelowReserved", language, { reserved: error.reserved });
        if (error instanceof SessionWriteRefused) return refuseOrganizer("sessionNotFound", language);
        throw error;
      }
    },

    sessionSales,

    /** The guest list of a session as CSV (the venue reports' rules), headers in the person's language. */
    async sessionGuestsCsv(
      actor: PartnerActor | null,
      organizerId: number,
      sessionId: number,
      language: Language,
    ): Promise<{ filename: string; body: string }> {
      const sales = await sessionSales(actor, organizerId, sessionId, language);
      const t = domainText(language);
      const h = (
        key: "code" | "name" | "email" | "phone" | "seats" | "tickets" | "total" | "currency" | "paidAt" | "file",
      ) => t(`partners.organizers.guestList.${key}`);
      const paidAt = (iso: string | null) => {
        if (!iso) return "";
        const local = localDateTime(new Date(iso), sales.experience.timeZone);
        return `${local.date} ${local.time}`;
      };
      const rows = sales.orders
        .filter((order) => order.status === "paid")
        .map((order) => [
          order.code,
          order.name,
          order.email,
          order.phone,
          order.seats,
          order.tickets
            .map((ticket) => `${ticket.quantity} × ${language === "es" ? ticket.nameEs : ticket.nameEn}`)
            .join("; "),
          csvMoney(order.totalMinor),
          sales.currency,
          paidAt(order.paidAt),
        ]);
      const header = [
        h("code"),
        h("name"),
        h("email"),
        h("phone"),
        h("seats"),
        h("tickets"),
        h("total"),
        h("currency"),
        h("paidAt"),
      ];
      return {
        filename: `${h("file")}-${sales.session.localDate}-${sales.session.localTime.replace(":", "")}-${sessionId}.csv`,
        body: toCsv([header, ...rows]),
      };
    },
  };
}
