import { type ChannelListener, type DatabaseHandle, listen } from "@sobremesa/db";
import type { DayBookEventRow } from "@sobremesa/domain/partners";

type Subscriber = (event: DayBookEventRow) => void;

export interface DayBookFeed {
  /** Calls back with each change of the venue's bookings committed from now on, on any instance. */
  subscribe(placeId: number, subscriber: Subscriber): Promise<() => void>;
  close(): Promise<void>;
}

function parseEvent(payload: string): DayBookEventRow | undefined {
  try {
    const value = JSON.parse(payload) as Partial<DayBookEventRow>;
    if (
      typeof value.id === "number" &&
      typeof value.placeId === "number" &&
      typeof value.reservationId === "string" &&
      typeof value.kind === "string"
    )
      return value as DayBookEventRow;
  } catch {}
  return undefined;
}

/**
 * The live changes of every venue's bookings, fanned out to this instance's open day books. The
 * trigger on reservations notifies the `day_book` channel at each commit, whichever instance (or
 * the worker) made the change; one listening connection per instance carries them all, opened when
 * the first day book opens. After a lost connection it reads what it missed from day_book_events.
 */
export function createDayBookFeed(
  database: DatabaseHandle,
  feed: {
    latestEventId(): Promise<number>;
    eventsAfter(placeId: null, after: number, limit: number): Promise<DayBookEventRow[]>;
  },
  log: { warn(object: unknown, message: string): void },
): DayBookFeed {
  const subscribers = new Map<number, Set<Subscriber>>();
  let listener: Promise<ChannelListener> | undefined;
  let lastSeen = 0;

  const dispatch = (event: DayBookEventRow) => {
    lastSeen = Math.max(lastSeen, event.id);
    for (const subscriber of subscribers.get(event.placeId) ?? []) subscriber(event);
  };

  const start = async () => {
    lastSeen = await feed.latestEventId();
    return listen(database, "day_book", {
      onMessage: (payload) => {
        const event = parseEvent(payload);
        if (event) dispatch(event);
      },
      onReconnect: () => {
        feed
          .eventsAfter(null, lastSeen, 1_000)
          .then((missed) => {
            for (const event of missed) dispatch(event);
          })
          .catch((error: unknown) => log.warn({ err: error }, "day book: could not read the missed changes"));
      },
      onError: (error) => log.warn({ err: error }, "day book: the notification connection failed"),
    });
  };

  return {
    async subscribe(placeId, subscriber) {
      if (!listener) {
        listener = start();
        listener.catch(() => {
          listener = undefined;
        });
      }
      await listener;
      const set = subscribers.get(placeId) ?? new Set<Subscriber>();
      subscribers.set(placeId, set);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(placeId);
      };
    },
    async close() {
      subscribers.clear();
      const current = listener;
      listener = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}
