/**
 * The purchase rules of things to do, as pure functions: what may be bought of a session, and what
 * it costs. The seats themselves are taken by the database (a capacity check), not here.
 */

export interface SessionRules {
  startsAt: Date;
  status: string;
  salesCutoffMinutes: number;
  perOrderLimit: number;
}

export type SelectionProblem = "salesClosed" | "noTickets" | "ticketLimit" | "ticketTypeUnknown";

/** Quantities per ticket type, with repeated types added up and empty lines left out. */
export function mergeTickets(lines: { ticket_type_id: number; quantity: number }[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) {
    if (line.quantity > 0) merged.set(line.ticket_type_id, (merged.get(line.ticket_type_id) ?? 0) + line.quantity);
  }
  return merged;
}

/** When a session stops selling: its cut-off before the start. */
export function salesCloseAt(session: Pick<SessionRules, "startsAt" | "salesCutoffMinutes">): Date {
  return new Date(session.startsAt.getTime() - session.salesCutoffMinutes * 60_000);
}

export function selectionProblem(
  session: SessionRules,
  tickets: Map<number, number>,
  ticketTypeIds: ReadonlySet<number>,
  now: Date,
): SelectionProblem | null {
  if (session.status !== "scheduled" || salesCloseAt(session) <= now) return "salesClosed";
  for (const id of tickets.keys()) if (!ticketTypeIds.has(id)) return "ticketTypeUnknown";
  const seats = [...tickets.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (seats === 0) return "noTickets";
  if (seats > session.perOrderLimit) return "ticketLimit";
  return null;
}

/** Totals in minor units; a member's discount is rounded to the nearest minor unit, once, on the subtotal. */
export function priceOrder(
  lines: { quantity: number; unitPriceMinor: number }[],
  memberDiscountPercent: number | null,
): { subtotal: number; discount: number; total: number } {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  const discount = memberDiscountPercent ? Math.round((subtotal * memberDiscountPercent) / 100) : 0;
  return { subtotal, discount, total: subtotal - discount };
}

/** The member's price of one ticket. */
export function memberPrice(priceMinor: number, memberDiscountPercent: number): number {
  return priceMinor - Math.round((priceMinor * memberDiscountPercent) / 100);
}
