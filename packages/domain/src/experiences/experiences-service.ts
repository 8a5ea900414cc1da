import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  buildICalendar,
  type CalendarEntry,
  calendarLinks,
  calendarPerson,
  DomainError,
  type ErrorCode,
  type ExperienceCategory,
  type ExperienceDetail,
  type ExperienceListingAnswer,
  type ExperienceOrderDto,
  type ExperienceOrderSummary,
  type ExperienceSession,
  experienceCategories,
  formatDateTime,
  formatMoney,
  type Language,
  normalizePhone,
  type PurchaseBody,
} from "@sobremesa/contracts";
import QRCode from "qrcode";
import type { BillingProvider } from "../billing/index.ts";
import type { EmailDetails } from "../notifications/index.ts";
import { type OrderSteps, type PaymentsService, resolveCardPayment, sameRequester } from "../payments/index.ts";
import { localDateTime } from "../reservations/index.ts";
import type {
  ExperienceRow,
  ExperiencesRepository,
  ListingFilter,
  ListingRow,
  NewOutboxRow,
  OrderRow,
  SessionRow,
} from "./experiences-repository.ts";
import {
  type ExperienceProblem,
  experienceMessage,
  orderCalendarText,
  orderConfirmation,
  orderReminder,
} from "./messages.ts";
import { memberPrice, mergeTickets, priceOrder, salesCloseAt, selectionProblem } from "./rules.ts";

export interface ExperiencesServiceOptions {
  provider: BillingProvider;
  /** The charge step, refunds and idempotency every kind of order shares. */
  payments: PaymentsService;
  siteUrl: string;
  /** The e-mails' sender ("Sobremesa <no-reply@sobremesa.mx>"): the calendar entries' organizer. */
  mailFrom?: string;
  /** Whether a user holds a running membership (member prices). */
  isMember?: (userId: string) => Promise<boolean>;
  /** The signed-in buyer's customer at the provider and their saved cards. */
  savedCards?: (userId: string) => Promise<{ customerId: string; paymentMethodIds: string[] } | null>;
  /** How long seats are held while the buyer pays. */
  holdMinutes?: number;
}

export const PAGE_SIZE = 24;
const SESSION_DAYS = 60;
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function money(amount: number, currency: string) {
  return { amount, currency };
}

export function orderCode(): string {
  let code = "EXP-";
  for (let index = 0; index < 6; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const title = (row: { titleEs: string; titleEn: string }, language: Language) =>
  language === "es" ? row.titleEs : row.titleEn;

/**
 * Things to do: listings, an experience with its sessions, and buying tickets as steps
 * with an undo — hold the seats (the database never lets a session oversell), charge the card
 * (an Idempotency-Key makes a retried purchase the same purchase, never a second charge), then
 * confirm with the tickets and their messages; a refused card or an abandoned hold gives the seats
 * back. Venues check tickets in once.
 */
export function createExperiencesService(repository: ExperiencesRepository, options: ExperiencesServiceOptions) {
  const { provider } = options;
  const holdMs = (options.holdMinutes ?? 15) * 60_000;
  const organizer = calendarPerson(options.mailFrom ?? "Sobremesa <no-reply@sobremesa.mx>");

  const fail = (
    code: ErrorCode,
    problem: ExperienceProblem,
    language: Language,
    values?: Record<string, string | number>,
  ): never => {
    throw new DomainError(code, experienceMessage(problem, language, values));
  };

  function card(row: ListingRow, language: Language) {
    return {
      id: row.id,
      slug: row.slug,
      title: title(row, language),
      summary: language === "es" ? row.summaryEs : row.summaryEn,
      category: (experienceCategories as readonly string[]).includes(row.category)
        ? (row.category as ExperienceCategory)
        : "tour",
      country_code: row.countryCode,
      state: { name: row.stateName, slug: row.stateSlug },
      city: { name: row.cityName, slug: row.citySlug },
      venue_name: row.venueName,
      latitude: row.latitude,
      longitude: row.longitude,
      price_from: money(row.priceFromMinor, row.currency),
      member_discount_percent: row.memberDiscountPercent,
      next_session: row.nextSession ? row.nextSession.toISOString() : null,
      listed_at: row.createdAt.toISOString(),
      duration_minutes: row.durationMinutes,
      score: row.score,
      review_count: row.reviewCount,
    };
  }

  function sessionDto(session: SessionRow, timeZone: string, now: Date): ExperienceSession {
    const local = localDateTime(session.startsAt, timeZone);
    const available = Math.max(0, session.capacity - session.reserved);
    const closed = session.status !== "scheduled" || salesCloseAt(session) <= now;
    return {
      id: session.id,
      starts_at: session.startsAt.toISOString(),
      local_date: local.date,
      local_time: local.time,
      capacity: session.capacity,
      available,
      per_order_limit: session.perOrderLimit,
      sales_close_at: salesCloseAt(session).toISOString(),
      state: closed ? "closed" : available === 0 ? "sold_out" : "on_sale",
    };
  }

  async function memberOf(userId: string | null): Promise<boolean> {
    return userId && options.isMember ? options.isMember(userId) : false;
  }

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
    const [experience, session, items, tickets] = await Promise.all([
      repository.experience(order.experienceId),
      repository.session(order.sessionId),
      repository.items(order.id),
      repository.tickets(order.id),
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
      contact: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email },
      tickets: await Promise.all(
        tickets.map(async (ticket) => ({
          code: ticket.code,
          ticket_type: typeName(ticket.ticketTypeId),
          qr_svg: await QRCode.toString(ticket.code, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
          checked_in_at: ticket.checkedInAt ? ticket.checkedInAt.toISOString() : null,
        })),
      ),
      hold_expires_at: order.holdExpiresAt.toISOString(),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      payment: order.status === "awaiting_authentication" ? { client_secret: clientSecret } : null,
      calendar: order.status === "paid" ? calendarLinks(calendarEntry(order, experience, session), "PUBLISH") : null,
    };
  }

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
    const tickets = items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        ticketTypeId: item.ticketTypeId,
        code: randomBytes(16).toString("base64url"),
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
    holdExpired: (language) => new DomainError("HOLD_EXPIRED", experienceMessage("holdExpired", language)),
  };

  return {
    async list(input: {
      country: "mx" | "co" | "cr";
      state?: string | undefined;
      city?: string | undefined;
      category?: ExperienceCategory | undefined;
      from?: string | undefined;
      to?: string | undefined;
      priceMax?: number | undefined;
      page: number;
      language: Language;
    }): Promise<ExperienceListingAnswer | null> {
      const country = await repository.country(input.country);
      if (!country) return null;
      const state = input.state ? await repository.state(country.id, input.state) : undefined;
      if (input.state && !state) return null;
      const city = input.city && state ? await repository.city(state.id, input.city) : undefined;
      if (input.city && !city) return null;
      const filter: ListingFilter = {
        countryId: country.id,
        stateId: state?.id,
        cityId: city?.id,
        category: input.category,
        from: input.from,
        to: input.to,
        priceMax: input.priceMax,
      };
      const [{ rows, total }, counts] = await Promise.all([
        repository.list(filter, { limit: PAGE_SIZE, offset: (input.page - 1) * PAGE_SIZE }),
        repository.categoryCounts(filter),
      ]);
      return {
        data: rows.map((row) => card(row, input.language)),
        total,
        page: input.page,
        page_size: PAGE_SIZE,
        categories: counts.flatMap((count) =>
          (experienceCategories as readonly string[]).includes(count.category)
            ? [{ category: count.category as ExperienceCategory, count: count.count }]
            : [],
        ),
        location: {
          country: { code: country.code, name: input.language === "es" ? country.nameEs : country.nameEn },
          state: state ? { slug: state.slug, name: state.name } : null,
          city: city ? { slug: city.slug, name: city.name } : null,
        },
      };
    },

    /** The sitemap's reads: active experiences by id range, and the cities that have one. */
    sitemap: {
      pageStarts: (size: number) => repository.activePageStarts(size),
      experiences: (from: number, to: number | null) => repository.activeSlugs(from, to),
      listedCities: () => repository.listedCities(),
    },

    /** The viewer is not needed yet: every visitor sees the member price, members pay it. */
    async detail(
      slug: string,
      language: Language,
      _viewer: { userId: string | null },
    ): Promise<ExperienceDetail | null> {
      const row = await repository.bySlug(slug);
      if (!row) return null;
      const now = new Date();
      const [types, sessions] = await Promise.all([
        repository.ticketTypes(row.id),
        repository.upcomingSessions(row.id, new Date(now.getTime() + SESSION_DAYS * 86_400_000)),
      ]);
      const dtos = sessions.map((session) => sessionDto(session, row.timeZone, now));
      const next = dtos.find((session) => session.state === "on_sale");
      return {
        ...card({ ...row, nextSession: next ? new Date(next.starts_at) : null }, language),
        description: language === "es" ? row.descriptionEs : row.descriptionEn,
        included: (language === "es" ? row.includedEs : row.includedEn)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        cancellation_policy: language === "es" ? row.cancellationEs : row.cancellationEn,
        address: row.address,
        time_zone: row.timeZone,
        ticket_types: types.map((type) => ({
          id: type.id,
          code: type.code,
          name: language === "es" ? type.nameEs : type.nameEn,
          price: money(type.priceMinor, row.currency),
          member_price: row.memberDiscountPercent
            ? money(memberPrice(type.priceMinor, row.memberDiscountPercent), row.currency)
            : null,
        })),
        sessions: dtos,
      };
    },

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
      const replay = await repository.orderByKey(context.idempotencyKey);
      if (replay) {
        const answered = await options.payments.replay(
          replay,
          steps,
          { fingerprint: context.fingerprint, userId: context.userId },
          language,
        );
        return orderDto(answered.order, language, answered.clientSecret);
      }
      const experience = await repository.bySlug(slug);
      if (!experience) return fail("NOT_FOUND", "notFound", language);
      const session = await repository.session(body.session_id);
      if (!session || session.experienceId !== experience.id) return fail("NOT_FOUND", "sessionNotFound", language);
      const types = await repository.ticketTypes(experience.id);
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
        const first = await repository.orderByKey(context.idempotencyKey);
        if (first && first.requestFingerprint === context.fingerprint && sameRequester(first, context.userId))
          return orderDto(first, language);
        throw error;
      }
      if (!order) return fail("SOLD_OUT", "soldOut", language);

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

export type ExperiencesService = ReturnType<typeof createExperiencesService>;
