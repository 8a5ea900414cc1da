/** An open event stream of a test: the text so far, and a wait for what should arrive. */
export interface EventStream {
  status: number;
  contentType: string | null;
  text(): string;
  /** Resolves once the stream's text matches, or fails after the timeout. */
  waitFor(pattern: RegExp | string, timeoutMs?: number): Promise<void>;
  /** Resolves once the server has ended the stream, or fails after the timeout. */
  waitForEnd(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens a server-sent events stream over real HTTP (inject cannot read an endless answer). */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  let text = "";
  let ended = false;
  const waiters = new Set<() => void>();
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          for (const wake of waiters) wake();
        }
        ended = true;
      } catch {}
      for (const wake of waiters) wake();
    })();
  }
  const matches = (pattern: RegExp | string) =>
    typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
  const until = (done: () => boolean, what: string, timeoutMs: number) =>
    done()
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`the stream did not ${what} in ${timeoutMs} ms; it sent:\n${text.slice(-1_000)}`));
          }, timeoutMs);
          const check = () => {
            if (!done()) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          };
          waiters.add(check);
        });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    text: () => text,
    waitFor: (pattern, timeoutMs = 10_000) => until(() => matches(pattern), `send ${pattern}`, timeoutMs),
    waitForEnd: (timeoutMs = 10_000) => until(() => ended, "end", timeoutMs),
    close: () => controller.abort(),
  };
}
