import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clientBuildVersion,
  isNewBuild,
  LATEST_BUILD_URL,
  parseLatestBuild,
  VERSION_POLL_INTERVAL_MS,
  type VisibilitySource,
  watchForNewVersion,
} from "./version-check";

describe("parseLatestBuild", () => {
  it("reads { version } and rejects anything else", () => {
    expect(parseLatestBuild({ version: "04d13800" })).toBe("04d13800");
    expect(parseLatestBuild({ version: " abc " })).toBe("abc");
    expect(parseLatestBuild({ version: "" })).toBeNull();
    expect(parseLatestBuild({ version: 12 })).toBeNull();
    expect(parseLatestBuild({ id: "abc" })).toBeNull();
    expect(parseLatestBuild(null)).toBeNull();
    expect(parseLatestBuild("abc")).toBeNull();
  });
});

describe("isNewBuild", () => {
  it("is true only when both ids are known and differ", () => {
    expect(isNewBuild("a1", "b2")).toBe(true);
    expect(isNewBuild("a1", "a1")).toBe(false);
    expect(isNewBuild("", "b2")).toBe(false);
    expect(isNewBuild(undefined, "b2")).toBe(false);
    expect(isNewBuild("a1", null)).toBe(false);
  });
});

describe("clientBuildVersion", () => {
  it("is undefined on the server and reads React Router's manifest version in the browser", () => {
    expect(clientBuildVersion()).toBeUndefined();
    vi.stubGlobal("window", { __reactRouterManifest: { version: "04d13800" } });
    try {
      expect(clientBuildVersion()).toBe("04d13800");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

function fakeVisibility(initial = true) {
  let visible = initial;
  const callbacks = new Set<() => void>();
  const source: VisibilitySource = {
    isVisible: () => visible,
    onVisible(callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
  };
  return {
    source,
    subscribers: () => callbacks.size,
    hide: () => {
      visible = false;
    },
    show: () => {
      visible = true;
      for (const callback of callbacks) callback();
    },
  };
}

function fakeFetch(answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return answer();
  });
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("watchForNewVersion", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls latest.json every five minutes without caching and reports a different build once", async () => {
    const fetch = fakeFetch([json({ version: "v1" }), json({ version: "v2" }), json({ version: "v2" })]);
    const onNewVersion = vi.fn();
    const visibility = fakeVisibility();
    const watcher = watchForNewVersion({
      currentVersion: "v1",
      onNewVersion,
      fetch,
      visibility: visibility.source,
      now: () => Date.now(),
    });

    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(LATEST_BUILD_URL, expect.objectContaining({ cache: "no-store" }));
    expect(onNewVersion).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");

    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it("skips polls while hidden and checks when the tab becomes visible, at most once per gap", async () => {
    const fetch = fakeFetch([json({ version: "v2" })]);
    const onNewVersion = vi.fn();
    const visibility = fakeVisibility();
    const watcher = watchForNewVersion({
      currentVersion: "v1",
      onNewVersion,
      fetch,
      visibility: visibility.source,
      minGapMs: 30_000,
      now: () => Date.now(),
    });

    visibility.hide();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 3);
    expect(fetch).not.toHaveBeenCalled();

    visibility.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith("v2");

    visibility.hide();
    visibility.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000);
    visibility.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it("ignores network errors, error statuses and malformed bodies", async () => {
    const fetch = fakeFetch([
      () => Promise.reject(new TypeError("Failed to fetch")),
      json({ version: "v2" }, 503),
      () => new Response("<html>", { status: 200 }),
      json({ id: "v2" }),
    ]);
    const onNewVersion = vi.fn();
    const watcher = watchForNewVersion({
      currentVersion: "v1",
      onNewVersion,
      fetch,
      visibility: fakeVisibility().source,
    });
    for (let i = 0; i < 4; i++) await expect(watcher.check()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(onNewVersion).not.toHaveBeenCalled();
    watcher.stop();
  });

  it("shares one request between overlapping checks", async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const watcher = watchForNewVersion({
      currentVersion: "v1",
      onNewVersion: () => {},
      fetch,
      visibility: fakeVisibility().source,
    });
    const a = watcher.check();
    const b = watcher.check();
    expect(fetch).toHaveBeenCalledTimes(1);
    release(json({ version: "v3" })());
    await expect(a).resolves.toBe("v3");
    await expect(b).resolves.toBe("v3");
    watcher.stop();
  });

  it("stops polling and listening when stopped", async () => {
    const fetch = fakeFetch([json({ version: "v2" })]);
    const onNewVersion = vi.fn();
    const visibility = fakeVisibility();
    const watcher = watchForNewVersion({ currentVersion: "v1", onNewVersion, fetch, visibility: visibility.source });
    expect(visibility.subscribers()).toBe(1);
    watcher.stop();
    expect(visibility.subscribers()).toBe(0);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
    await expect(watcher.check()).resolves.toBeNull();
    expect(onNewVersion).not.toHaveBeenCalled();
  });
});
