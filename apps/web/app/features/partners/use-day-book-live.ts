import { useEffect, useRef, useState } from "react";
import { dayBookEventsUrl } from "./day-book-api";

export type LiveStatus = "connecting" | "live" | "reconnecting" | "offline";

/**
 * Follows a venue's booking changes while the day book is open (server-sent events): each change
 * calls `onChange` (a burst of them once). The browser reconnects by itself, sending the last event
 * it saw, so nothing is missed; a stream the server closed for good (signed out) is retried slowly.
 */
export function useDayBookLive(
  venueId: number,
  after: number,
  language: "es" | "en",
  onChange: () => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const latest = useRef(onChange);
  latest.current = onChange;
  // Only the first position counts: later ones come back as Last-Event-ID from the browser itself.
  const start = useRef(after);

  useEffect(() => {
    if (typeof EventSource === "undefined") {
      setStatus("offline");
      return;
    }
    let source: EventSource | undefined;
    let burst: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastSeen = start.current;
    let stopped = false;
    const changed = (event: MessageEvent) => {
      const id = Number(event.lastEventId);
      if (Number.isFinite(id) && id > lastSeen) lastSeen = id;
      clearTimeout(burst);
      burst = setTimeout(() => latest.current(), 250);
    };
    const open = () => {
      source = new EventSource(dayBookEventsUrl(venueId, lastSeen, language));
      source.onopen = () => setStatus("live");
      source.addEventListener("change", changed);
      source.addEventListener("reload", () => latest.current());
      source.onerror = () => {
        if (stopped || !source) return;
        if (source.readyState === EventSource.CLOSED) {
          setStatus("offline");
          retry = setTimeout(open, 15_000);
        } else setStatus("reconnecting");
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(burst);
      clearTimeout(retry);
      source?.close();
    };
  }, [venueId, language]);

  return status;
}
