import type { Availability, Language, ReservationsClient } from "@sobremesa/contracts";
import { useEffect, useRef, useState } from "react";
import { reservationsApi } from "./booking-api";
import { browserToday } from "./booking-dates";

/** What the picker shows: the slots of the asked day, or a skeleton / an error over the last known day. */
export type AvailabilityState =
  | { status: "loading"; data: Availability | null }
  | { status: "ready"; data: Availability }
  | { status: "error"; data: Availability | null };

export interface AvailabilityRequestInput {
  placeSlug: string;
  language: Language;
  /** Null before the venue said what today is: the browser's today is asked first. */
  date: string | null;
  party: number;
  zoneId?: number | undefined;
  /** Bumped to ask again for the same day (a slot filled up meanwhile). */
  refreshKey?: number;
  /** The day the server already loaded (server rendering): shown at once, not asked again. */
  initialData?: Availability | null;
  /** For tests; defaults to the browser client in the page language. */
  client?: ReservationsClient;
}

function matches(data: Availability | null | undefined, date: string | null, party: number): boolean {
  return Boolean(data && (date === null || data.date === date) && data.party === party);
}

const keyOf = (date: string | null, party: number, zoneId: number | undefined, refreshKey: number) =>
  `${date ?? "?"}|${party}|${zoneId ?? ""}|${refreshKey}`;

/**
 * Loads the availability of a place for a date and party size. A change of input aborts the request
 * in flight, so an old answer never replaces a newer one.
 */
export function useAvailability(input: AvailabilityRequestInput): AvailabilityState {
  const { placeSlug, language, date, party, zoneId, refreshKey = 0, initialData, client } = input;
  const initialMatches = initialData !== undefined && matches(initialData, date, party);
  const [state, setState] = useState<AvailabilityState>(() =>
    initialMatches && initialData
      ? { status: "ready", data: initialData }
      : { status: "loading", data: initialData ?? null },
  );
  // The inputs whose answer is on screen: the server's (not asked again on mount), or the last one.
  const loaded = useRef(initialMatches && initialData ? keyOf(initialData.date, party, zoneId, refreshKey) : null);

  useEffect(() => {
    if (loaded.current === keyOf(date, party, zoneId, refreshKey)) {
      // Back on the day on screen (a change undone before its answer came): it is current again.
      setState((previous) => (previous.data ? { status: "ready", data: previous.data } : previous));
      return;
    }
    const controller = new AbortController();
    const api = client ?? reservationsApi(language);
    setState((previous) => ({ status: "loading", data: previous.data }));
    api
      .availability(placeSlug, { date: date ?? browserToday(), party, zoneId }, { signal: controller.signal })
      .then((data) => {
        if (controller.signal.aborted) return;
        // Keyed by the day answered: when the caller adopts the venue's today, nothing is asked again.
        loaded.current = keyOf(data.date, party, zoneId, refreshKey);
        setState({ status: "ready", data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((previous) => ({ status: "error", data: previous.data }));
      });
    return () => controller.abort();
  }, [placeSlug, language, date, party, zoneId, refreshKey, client]);

  return state;
}
