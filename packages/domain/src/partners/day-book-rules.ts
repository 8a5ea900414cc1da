import type { DayBookAction, DayBookStatus } from "@sobremesa/contracts";

/**
 * What the host may do with a booking in each status. A booking that is over (completed, cancelled,
 * no-show) is history and stays as it is; a seated party can only finish.
 */
const TRANSITIONS: Record<DayBookAction, { from: readonly DayBookStatus[]; to: DayBookStatus }> = {
  seat: { from: ["pending", "confirmed"], to: "seated" },
  complete: { from: ["seated"], to: "completed" },
  no_show: { from: ["pending", "confirmed"], to: "no_show" },
  cancel: { from: ["pending", "confirmed"], to: "cancelled" },
};

/** The status an action leads to from the current one, or null when the step is not allowed. */
export function nextStatus(current: string, action: DayBookAction): DayBookStatus | null {
  const rule = TRANSITIONS[action];
  return (rule.from as readonly string[]).includes(current) ? rule.to : null;
}

/** Statuses whose booking still holds its tables (and so can move or change). */
export function holdsTables(status: string): boolean {
  return status === "pending" || status === "confirmed" || status === "seated";
}

/** The stored channel of a booking (reservations.source) as the console names it. */
export function channelOf(source: string): "website" | "phone" | "walk_in" {
  if (source === "PHONE") return "phone";
  if (source === "WALK_IN") return "walk_in";
  return "website";
}

export const sourceOf = { phone: "PHONE", walk_in: "WALK_IN" } as const;
