import { describe, expect, it, vi } from "vitest";
import {
  createLimiter,
  createPreloader,
  MAX_CONCURRENT_ROUTE_PRELOADS,
  PreloadCancelledError,
  routePreloader,
} from "./preload-limit";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLimiter", () => {
  it("runs at most 4 tasks at once, in the order they came", async () => {
    expect(MAX_CONCURRENT_ROUTE_PRELOADS).toBe(4);
    const limiter = createLimiter(4);
    const gates = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        running++;
        peak = Math.max(peak, running);
        await gate.promise;
        running--;
        return index;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limiter.active).toBe(4);
    expect(limiter.pending).toBe(2);

    gates[2]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.pending).toBe(1);

    for (const gate of gates) gate.resolve();
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(4);
    expect(limiter.active).toBe(0);
  });

  it("frees the slot when a task fails, throws synchronously or returns a plain value", async () => {
    const limiter = createLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error("404")));
    const throwing = limiter.run(() => {
      throw new Error("sync");
    });
    const plain = limiter.run(() => "ok");
    await expect(failing).rejects.toThrow("404");
    await expect(throwing).rejects.toThrow("sync");
    await expect(plain).resolves.toBe("ok");
    expect(limiter.active).toBe(0);
  });

  it("clear drops waiting tasks without touching running ones", async () => {
    const limiter = createLimiter(1);
    const gate = deferred();
    const running = limiter.run(() => gate.promise.then(() => "done"));
    const task = vi.fn();
    const waiting = limiter.run(task);
    limiter.clear();
    await expect(waiting).rejects.toBeInstanceOf(PreloadCancelledError);
    gate.resolve();
    await expect(running).resolves.toBe("done");
    expect(task).not.toHaveBeenCalled();
  });

  it("rejects a limit below one", () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
    expect(() => createLimiter(1.5)).toThrow(RangeError);
  });
});

describe("createPreloader", () => {
  it("preloads each key once and never rejects", async () => {
    const preloader = createPreloader(createLimiter(4));
    const task = vi.fn(() => Promise.resolve("module"));
    await preloader.preload("/lugar/a/", task);
    await preloader.preload("/lugar/a/", task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(preloader.has("/lugar/a/")).toBe(true);

    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    await expect(preloader.preload("/lugar/b/", failing)).resolves.toBeUndefined();
    expect(preloader.has("/lugar/b/")).toBe(false);
    await preloader.preload("/lugar/b/", failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("goes through the limiter and can forget what is still waiting", async () => {
    const preloader = createPreloader(createLimiter(1));
    const gate = deferred();
    const first = vi.fn(() => gate.promise);
    const second = vi.fn(() => Promise.resolve());
    const a = preloader.preload("a", first);
    const b = preloader.preload("b", second);
    await flush();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    preloader.cancelPending();
    await b;
    expect(preloader.has("b")).toBe(false);
    gate.resolve();
    await a;
    expect(second).not.toHaveBeenCalled();
  });

  it("the app's route preloader allows 4 at once", async () => {
    const gates = Array.from({ length: 5 }, () => deferred());
    const tasks = gates.map((gate) => vi.fn(() => gate.promise));
    const all = tasks.map((task, index) => routePreloader.preload(`/test/${index}/`, task));
    await flush();
    expect(tasks.filter((task) => task.mock.calls.length > 0)).toHaveLength(4);
    for (const gate of gates) gate.resolve();
    await Promise.all(all);
    expect(tasks.every((task) => task.mock.calls.length === 1)).toBe(true);
  });
});
