import type { DoorGuest, DoorScan } from "@sobremesa/contracts";

/** A scan admitted here that another device had admitted first, found when the queue was sent. */
export interface DoorConflict {
  code: string;
  name: string;
  typeEs: string;
  typeEn: string;
  checkedInAt: string | null;
  checkedInDevice: string | null;
}

/** What a device keeps of one session's door between scans, reloads and network losses. */
export interface DoorKept {
  guests: DoorGuest[];
  /** When the server last gave the list. */
  readAt: string;
  /** Scans made offline (or whose sending failed), oldest first, with the device's time. */
  queue: DoorScan[];
  conflicts: DoorConflict[];
}

const DEVICE_KEY = "sobremesa.door.device";
const keyOf = (organizerId: number, sessionId: number) => `sobremesa.door.${organizerId}.${sessionId}`;

// localStorage may be missing (private modes, the server) or full: the door then works for this page only.
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** This browser's own device id, made once: the server tells devices apart by it. */
export function deviceId(): string {
  const store = storage();
  const kept = store?.getItem(DEVICE_KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  try {
    store?.setItem(DEVICE_KEY, made);
  } catch {
    // Nothing kept: a new id next time, which the server accepts as another device.
  }
  return made;
}

export function readKept(organizerId: number, sessionId: number): DoorKept | null {
  try {
    const text = storage()?.getItem(keyOf(organizerId, sessionId));
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<DoorKept>;
    if (!Array.isArray(kept.guests) || !Array.isArray(kept.queue) || typeof kept.readAt !== "string") return null;
    return { guests: kept.guests, readAt: kept.readAt, queue: kept.queue, conflicts: kept.conflicts ?? [] };
  } catch {
    return null;
  }
}

export function writeKept(organizerId: number, sessionId: number, kept: DoorKept): void {
  try {
    storage()?.setItem(keyOf(organizerId, sessionId), JSON.stringify(kept));
  } catch {
    // Full or refused: the page still holds the list and the queue in memory.
  }
}

/**
 * The server's fresh list with this device's scans not yet sent laid over it: a guest admitted here
 * offline stays admitted on the device until the server answers for that scan.
 */
export function mergeList(fresh: DoorGuest[], queue: DoorScan[], kept: DoorGuest[] | undefined, device: string) {
  const queued = new Set(queue.map((scan) => scan.code));
  const local = new Map((kept ?? []).map((guest) => [guest.code, guest]));
  return fresh.map((guest) => {
    if (guest.checkedInAt || !queued.has(guest.code)) return guest;
    const mine = local.get(guest.code);
    return mine?.checkedInAt ? { ...guest, checkedInAt: mine.checkedInAt, checkedInDevice: device } : guest;
  });
}
