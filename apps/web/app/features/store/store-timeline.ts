import type { StoreOrderDto, StoreOrderStatus } from "@sobremesa/contracts";

/** The way an order normally goes; a cancelled or refunded order ends where it stopped. */
export const ORDER_PATH: readonly StoreOrderStatus[] = [
  "pending_payment",
  "paid",
  "preparing",
  "packed",
  "shipped",
  "delivered",
];

export interface TimelineStep {
  status: StoreOrderStatus;
  /** When the order reached it, or null for a step still ahead. */
  at: string | null;
  state: "done" | "current" | "ahead";
}

/**
 * The steps the order page draws: the normal path with the times the order reached each step; an
 * order that left the path (cancelled, refunded) shows the steps it went through and then that.
 */
export function timelineSteps(order: Pick<StoreOrderDto, "status" | "timeline">): TimelineStep[] {
  const reached = new Map<StoreOrderStatus, string>();
  for (const entry of order.timeline) if (!reached.has(entry.status)) reached.set(entry.status, entry.at);
  const offPath = !ORDER_PATH.includes(order.status);
  if (offPath) {
    const passed = ORDER_PATH.filter((status) => reached.has(status));
    const ends = order.timeline.filter((entry) => !ORDER_PATH.includes(entry.status)).map((entry) => entry.status);
    const tail = ends.length > 0 ? [...new Set(ends)] : [order.status];
    return [...passed, ...tail].map((status, index, all) => ({
      status,
      at: reached.get(status) ?? null,
      state: index === all.length - 1 ? "current" : "done",
    }));
  }
  // An order shipped without the packing step (the store audit's shortcut) shows no packing step.
  const path = ORDER_PATH.filter(
    (status) =>
      status !== "packed" || reached.has("packed") || ORDER_PATH.indexOf(order.status) < ORDER_PATH.indexOf("packed"),
  );
  const currentIndex = path.indexOf(order.status);
  return path.map((status, index) => ({
    status,
    at: reached.get(status) ?? null,
    state: index < currentIndex ? "done" : index === currentIndex ? "current" : "ahead",
  }));
}

/** The step a store manager moves an order to next from the audit, or null once it needs none. */
export function nextStoreStep(status: StoreOrderStatus): "preparing" | "shipped" | "delivered" | null {
  return status === "paid"
    ? "preparing"
    : status === "preparing"
      ? "shipped"
      : status === "shipped"
        ? "delivered"
        : null;
}
