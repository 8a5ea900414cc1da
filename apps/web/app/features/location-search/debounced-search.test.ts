import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncedSearch, type SearchEvent } from "./debounced-search";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(search: (query: string, signal: AbortSignal) => Promise<string[]>) {
  const events: SearchEvent<string>[] = [];
  const searcher = createDebouncedSearch({ search: vi.fn(search), onEvent: (event) => events.push(event) });
  return { searcher, events };
}

describe("createDebouncedSearch", () => {
  it("waits 200 ms after the last keystroke and sends one request", async () => {
    const search = vi.fn(async (query: string) => [`${query}!`]);
    const events: SearchEvent<string>[] = [];
    const searcher = createDebouncedSearch({ search, onEvent: (event) => events.push(event) });
    searcher.update("qu");
    await vi.advanceTimersByTimeAsync(150);
    searcher.update("quer");
    await vi.advanceTimersByTimeAsync(150);
    searcher.update("queretaro");
    await vi.advanceTimersByTimeAsync(199);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe("queretaro");
    expect(events).toEqual([
      { type: "loading", query: "queretaro" },
      { type: "results", query: "queretaro", results: ["queretaro!"] },
    ]);
  });

  it("aborts a request still running when the text changes, and never delivers its answer", async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((value: string[]) => void)[] = [];
    const { searcher, events } = setup(
      (_query, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          resolvers.push(resolve);
        }),
    );
    searcher.update("gua");
    await vi.advanceTimersByTimeAsync(200);
    searcher.update("guadal");
    expect(signals[0]!.aborted).toBe(true);
    resolvers[0]!(["stale"]);
    await vi.advanceTimersByTimeAsync(200);
    resolvers[1]!(["Guadalajara"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(events.filter((event) => event.type === "results")).toEqual([
      { type: "results", query: "guadal", results: ["Guadalajara"] },
    ]);
  });

  it("goes idle under two characters without a request", async () => {
    const { searcher, events } = setup(async () => ["x"]);
    searcher.update("q");
    await vi.advanceTimersByTimeAsync(500);
    expect(events).toEqual([{ type: "idle" }]);
  });

  it("reports a failed request as an error for that text", async () => {
    const { searcher, events } = setup(async () => {
      throw new Error("503");
    });
    searcher.update("merida");
    await vi.advanceTimersByTimeAsync(200);
    expect(events.at(-1)).toEqual({ type: "error", query: "merida" });
  });

  it("normalises spacing and case, and answers a repeated text from memory", async () => {
    const search = vi.fn(async (_query: string) => ["Cancún"]);
    const events: SearchEvent<string>[] = [];
    const searcher = createDebouncedSearch({ search, onEvent: (event) => events.push(event) });
    searcher.update("  Can cun ");
    await vi.advanceTimersByTimeAsync(200);
    searcher.update("can");
    searcher.update("can  CUN");
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe("can cun");
    expect(events.at(-1)).toEqual({ type: "results", query: "can cun", results: ["Cancún"] });
  });

  it("cancel stops a pending search", async () => {
    const search = vi.fn(async () => ["x"]);
    const searcher = createDebouncedSearch({ search, onEvent: () => {} });
    searcher.update("oaxaca");
    searcher.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(search).not.toHaveBeenCalled();
  });
});
