import type { ExperienceSession, Money, PurchaseBody, TicketTypeDto } from "@sobremesa/contracts";
import { type ContactValues, contactBody } from "#app/features/payment/index.ts";

/**
 * The rules of the detail and buy pages, pure: sessions by day, which one to offer first, how many
 * tickets may be chosen, and the totals with the member discount (the buyer's contact is payment's). The server
 * decides for real (seats, limits, prices); these only keep the page honest while the buyer chooses.
 */

/** A session with this few seats left says how many remain. */
export const FEW_SEATS = 10;

export interface SessionDay {
  date: string;
  sessions: ExperienceSession[];
}

/** Sessions grouped by the venue's calendar day, days and times in order. */
export function sessionsByDay(sessions: readonly ExperienceSession[]): SessionDay[] {
  const days = new Map<string, ExperienceSession[]>();
  const sorted = [...sessions].sort((a, b) =>
    a.local_date === b.local_date ? a.local_time.localeCompare(b.local_time) : a.local_date.localeCompare(b.local_date),
  );
  for (const session of sorted) {
    const day = days.get(session.local_date);
    if (day) day.push(session);
    else days.set(session.local_date, [session]);
  }
  return [...days].map(([date, list]) => ({ date, sessions: list }));
}

/** The session the buy page starts on: the asked one when it is on sale, else the first on sale. */
export function initialSession(sessions: readonly ExperienceSession[], asked: number | null): ExperienceSession | null {
  const onSale = sessionsByDay(sessions)
    .flatMap((day) => day.sessions)
    .filter((session) => session.state === "on_sale" && session.available > 0);
  return onSale.find((session) => session.id === asked) ?? onSale[0] ?? null;
}

export type Quantities = Readonly<Record<number, number>>;

export function ticketCount(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}

/** How many tickets one order of this session may hold: its per-order limit, and never more than the seats left. */
export function orderLimit(session: Pick<ExperienceSession, "per_order_limit" | "available">): number {
  return Math.max(0, Math.min(session.per_order_limit, session.available));
}

/** One ticket type's quantity changed by a stepper, kept within 0 and what the order may still take. */
export function stepQuantity(quantities: Quantities, ticketTypeId: number, delta: number, limit: number): Quantities {
  const current = quantities[ticketTypeId] ?? 0;
  const others = ticketCount(quantities) - current;
  const next = Math.max(0, Math.min(current + delta, limit - others));
  return { ...quantities, [ticketTypeId]: next };
}

/** Quantities of another session: trimmed, last ticket type first, to the new session's limit. */
export function fitQuantities(quantities: Quantities, limit: number): Quantities {
  const result: Record<number, number> = { ...quantities };
  let excess = ticketCount(result) - limit;
  for (const id of Object.keys(result).map(Number).reverse()) {
    if (excess <= 0) break;
    const cut = Math.min(result[id] ?? 0, excess);
    result[id] = (result[id] ?? 0) - cut;
    excess -= cut;
  }
  return result;
}

export interface PurchaseTotals {
  currency: string;
  lines: { ticketType: TicketTypeDto; quantity: number; unit: Money; total: Money }[];
  subtotal: Money;
  /** What members save (the gap between the price and the member price); zero without one. */
  discount: Money;
  total: Money;
}

/**
 * The order's lines and totals in the experience's currency: each ticket at its list price and, for
 * a member (everyone sees the member price, only members pay it), the discount as its own line.
 * Integers of minor units.
 */
export function purchaseTotals(
  ticketTypes: readonly TicketTypeDto[],
  quantities: Quantities,
  member: boolean,
): PurchaseTotals {
  const currency = ticketTypes[0]?.price.currency ?? "MXN";
  let subtotal = 0;
  let discount = 0;
  const lines: PurchaseTotals["lines"] = [];
  for (const ticketType of ticketTypes) {
    const quantity = quantities[ticketType.id] ?? 0;
    if (quantity <= 0) continue;
    const lineTotal = ticketType.price.amount * quantity;
    subtotal += lineTotal;
    if (member && ticketType.member_price)
      discount += (ticketType.price.amount - ticketType.member_price.amount) * quantity;
    lines.push({ ticketType, quantity, unit: ticketType.price, total: { amount: lineTotal, currency } });
  }
  discount = Math.max(0, discount);
  return {
    currency,
    lines,
    subtotal: { amount: subtotal, currency },
    discount: { amount: discount, currency },
    total: { amount: subtotal - discount, currency },
  };
}

/** The purchase body of the contract (without the payment), tickets with a quantity only. */
export function purchaseRequest(
  sessionId: number,
  quantities: Quantities,
  contact: ContactValues,
): Omit<PurchaseBody, "payment" | "lang"> {
  return {
    session_id: sessionId,
    tickets: Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ ticket_type_id: Number(id), quantity })),
    contact: contactBody(contact),
  };
}
