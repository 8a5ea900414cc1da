import { DOOR_CLOCK_SKEW_MS, DOOR_SCAN_MAX_AGE_MS, type DoorScanOutcome } from "@sobremesa/contracts";

/** Why a scan's device time cannot be taken: ahead of the server's clock beyond drift, or too old. */
export function scanTimeProblem(scannedAt: Date, now: Date): "scanInFuture" | "scanTooOld" | null {
  if (scannedAt.getTime() > now.getTime() + DOOR_CLOCK_SKEW_MS) return "scanInFuture";
  if (scannedAt.getTime() < now.getTime() - DOOR_SCAN_MAX_AGE_MS) return "scanTooOld";
  return null;
}

/** What a scanned ticket is at this session's door before anyone tries to admit it. */
export function ticketAtDoor(
  ticket: { organizerId: number | null; sessionId: number; orderStatus: string; voidedAt: Date | null } | undefined,
  door: { organizerId: number; sessionId: number },
): Exclude<DoorScanOutcome, "admitted" | "alreadyUsed"> | "admissible" {
  if (!ticket) return "unknown";
  if (ticket.organizerId !== door.organizerId || ticket.sessionId !== door.sessionId) return "otherSession";
  // A fully refunded order or a cancelled session voids its tickets.
  if (ticket.orderStatus !== "paid" || ticket.voidedAt) return "cancelled";
  return "admissible";
}

/**
 * Whether a ticket found taken was taken by this very scan (the device sent its batch again after
 * losing the answer): then the scan still reads as admitted, not as a conflict.
 */
export function isOwnAdmission(
  admission: { checkedInAt: Date | null; checkedInDevice: string | null },
  scan: { device: string; at: Date },
): boolean {
  return admission.checkedInDevice === scan.device && admission.checkedInAt?.getTime() === scan.at.getTime();
}
