import {
  ApiError,
  DOOR_SCANS_MAX,
  type DoorGuest,
  type DoorListAnswer,
  type DoorScan,
  type DoorScanResult,
  type Language,
} from "@sobremesa/contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type DoorConflict, type DoorKept, deviceId, mergeList, readKept, writeKept } from "./door-storage";
import { organizersApi } from "./organizers-api";

/** What the door last said about a scan, for the result card and its live region. */
export type DoorOutcome =
  | { kind: "admitted"; guest: DoorGuest; offline: boolean }
  | { kind: "alreadyUsed"; guest: DoorGuest | null; at: string | null; device: string | null }
  | { kind: "otherSession"; other: DoorScanResult["otherSession"] }
  | { kind: "cancelled"; guest: DoorGuest | null }
  | { kind: "unknown"; offline: boolean }
  | { kind: "failed"; message: string };

/** How often an open door page sends waiting scans and reads the list again (other devices' admissions). */
const REFRESH_MS = 20_000;

const outcomeOf = (result: DoorScanResult): DoorOutcome => {
  switch (result.outcome) {
    case "admitted":
      return result.guest
        ? { kind: "admitted", guest: result.guest, offline: false }
        : { kind: "unknown", offline: false };
    case "alreadyUsed":
      return { kind: "alreadyUsed", guest: result.guest, at: result.checkedInAt, device: result.checkedInDevice };
    case "otherSession":
      return { kind: "otherSession", other: result.otherSession };
    case "cancelled":
      return { kind: "cancelled", guest: result.guest };
    default:
      return { kind: "unknown", offline: false };
  }
};

/** A network failure or a server briefly away: the scan is kept for later instead of refused. */
const isUnreachable = (failure: unknown) => !(failure instanceof ApiError) || failure.status >= 500;

/**
 * The door of a session on this device: scans go to the server when it answers, and are admitted
 * from the kept guest list and queued when it does not; the queue is sent when the network returns,
 * and scans another device admitted first come back as conflicts.
 */
export function useDoor(language: Language, organizerId: number, list: DoorListAnswer) {
  const sessionId = list.session.id;
  const api = useMemo(() => organizersApi(language), [language]);
  const first: DoorKept = { guests: list.guests, readAt: list.readAt, queue: [], conflicts: [] };
  const kept = useRef<DoorKept>(first);
  const [state, setState] = useState<DoorKept>(first);
  const [online, setOnline] = useState(true);
  const [outcome, setOutcome] = useState<{ id: number; outcome: DoorOutcome } | null>(null);
  const device = useRef("");
  const sending = useRef(false);
  const shown = useRef(0);

  const update = useCallback(
    (change: (current: DoorKept) => DoorKept) => {
      kept.current = change(kept.current);
      setState(kept.current);
      writeKept(organizerId, sessionId, kept.current);
    },
    [organizerId, sessionId],
  );
  const show = useCallback((next: DoorOutcome) => setOutcome({ id: ++shown.current, outcome: next }), []);

  /** Lays the server's answers over the list: each guest's check-in as the server now has it. */
  const applyResults = useCallback(
    (results: DoorScanResult[]) =>
      update((current) => {
        const answered = new Map(
          results.filter((result) => result.guest).map((result) => [result.code, result] as const),
        );
        return {
          ...current,
          guests: current.guests.map((guest) => {
            const result = answered.get(guest.code);
            return result
              ? { ...guest, checkedInAt: result.checkedInAt, checkedInDevice: result.checkedInDevice }
              : guest;
          }),
        };
      }),
    [update],
  );

  /** Sends the waiting scans, a slice at a time; what another device admitted first becomes a conflict. */
  const sendQueue = useCallback(async () => {
    if (sending.current || kept.current.queue.length === 0) return;
    sending.current = true;
    try {
      while (kept.current.queue.length > 0) {
        const slice = kept.current.queue.slice(0, DOOR_SCANS_MAX);
        let results: DoorScanResult[];
        try {
          results = (await api.checkIn(organizerId, sessionId, { deviceId: device.current, scans: slice })).results;
        } catch (failure) {
          if (isUnreachable(failure) || (failure instanceof ApiError && failure.status !== 400)) return;
          // The server will never take these scans (a device clock far off): they are dropped, and said so.
          update((current) => ({ ...current, queue: current.queue.slice(slice.length) }));
          show({ kind: "failed", message: (failure as ApiError).message });
          continue;
        }
        applyResults(results);
        const conflicts: DoorConflict[] = results
          .filter((result) => result.outcome !== "admitted")
          .map((result) => ({
            code: result.code,
            name: result.guest?.name ?? "",
            typeEs: result.guest?.typeEs ?? "",
            typeEn: result.guest?.typeEn ?? "",
            checkedInAt: result.checkedInAt,
            checkedInDevice: result.checkedInDevice,
          }));
        update((current) => ({
          ...current,
          queue: current.queue.slice(slice.length),
          // One line per ticket: the latest answer about it.
          conflicts: [
            ...current.conflicts.filter((kept) => !conflicts.some((conflict) => conflict.code === kept.code)),
            ...conflicts,
          ],
        }));
      }
    } finally {
      sending.current = false;
    }
  }, [api, organizerId, sessionId, update, applyResults, show]);

  /** Reads the list again (other devices' admissions), keeping this device's unsent ones. */
  const refresh = useCallback(async () => {
    try {
      const fresh = await api.doorList(organizerId, sessionId);
      update((current) => ({
        ...current,
        readAt: fresh.readAt,
        guests: mergeList(fresh.guests, current.queue, current.guests, device.current),
      }));
    } catch {
      // Offline or refused: the kept list stays as it is.
    }
  }, [api, organizerId, sessionId, update]);

  useEffect(() => {
    device.current = deviceId();
    const stored = readKept(organizerId, sessionId);
    if (stored)
      update(() => ({
        guests: mergeList(list.guests, stored.queue, stored.guests, device.current),
        readAt: list.readAt,
        queue: stored.queue,
        conflicts: stored.conflicts,
      }));
    else update((current) => current);
    setOnline(navigator.onLine);
    const back = () => {
      setOnline(true);
      void sendQueue().then(refresh);
    };
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sendQueue().then(refresh);
    }, REFRESH_MS);
    if (navigator.onLine) void sendQueue();
    return () => {
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
      window.clearInterval(timer);
    };
  }, [organizerId, sessionId, list, update, sendQueue, refresh]);

  /** Admits from the kept list: the scan waits in the queue with the device's time. */
  const admitOffline = useCallback(
    (scan: DoorScan) => {
      const guest = kept.current.guests.find((candidate) => candidate.code === scan.code);
      if (!guest) return show({ kind: "unknown", offline: true });
      if (guest.checkedInAt)
        return show({ kind: "alreadyUsed", guest, at: guest.checkedInAt, device: guest.checkedInDevice });
      const admitted = { ...guest, checkedInAt: scan.scannedAt, checkedInDevice: device.current };
      update((current) => ({
        ...current,
        guests: current.guests.map((candidate) => (candidate.code === scan.code ? admitted : candidate)),
        queue: [...current.queue, scan],
      }));
      show({ kind: "admitted", guest: admitted, offline: true });
    },
    [update, show],
  );

  const scan = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) return;
      const next: DoorScan = { code, scannedAt: new Date().toISOString() };
      if (navigator.onLine) {
        try {
          const [result] = (await api.checkIn(organizerId, sessionId, { deviceId: device.current, scans: [next] }))
            .results;
          if (result) {
            applyResults([result]);
            show(outcomeOf(result));
          }
          return;
        } catch (failure) {
          if (!isUnreachable(failure)) return show({ kind: "failed", message: (failure as ApiError).message });
          setOnline(false);
        }
      }
      admitOffline(next);
    },
    [api, organizerId, sessionId, applyResults, show, admitOffline],
  );

  const clearConflicts = useCallback(() => update((current) => ({ ...current, conflicts: [] })), [update]);

  return { state, online, outcome, scan, clearConflicts, device: device.current };
}
