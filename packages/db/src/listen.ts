import pg from "pg";
import type { DatabaseHandle } from "./client.ts";
import { DatabaseUnavailableError } from "./errors.ts";

export interface ChannelListener {
  /** Stops listening and closes its connection. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Each notification's payload, in commit order. */
  onMessage: (payload: string) => void;
  /**
   * Called after the connection was lost and listening again: notifications sent meanwhile were
   * missed, and the caller reads what it missed from its own table.
   */
  onReconnect?: () => void;
  /** A connection problem, for the log. */
  onError?: (error: unknown) => void;
  /** The wait before trying again after losing the connection (grows to 30 s). */
  retryMs?: number;
}

/**
 * Listens to a notification channel (NOTIFY) of the database. On PostgreSQL it holds one dedicated
 * connection outside the pools (a pooled one would be handed to queries and lose the LISTEN), and
 * reconnects when it drops; on PGlite the one embedded connection delivers them itself.
 */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (handle.native.kind === "pglite") {
    const unlisten = await handle.native.client.listen(channel, options.onMessage);
    return { close: () => unlisten() };
  }
  const url = handle.native.url;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = options.retryMs ?? 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) options.onMessage(message.payload ?? "");
    });
    next.on("error", (error) => {
      options.onError?.(error);
      retry(next);
    });
    next.on("end", () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      options.onError?.(error);
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      if (!again) throw new DatabaseUnavailableError(error);
      retry(next, true);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = options.retryMs ?? 500;
    if (again) options.onReconnect?.();
  };

  function retry(lost: pg.Client, failedToConnect = false): void {
    if (closed || timer || (!failedToConnect && lost !== client)) return;
    client = undefined;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  await connect(false);
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
