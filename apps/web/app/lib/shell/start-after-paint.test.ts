import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_ATTRIBUTE, startAfterPaintScript } from "./start-after-paint";

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  as?: string;
  crossOrigin?: string;
  nonce?: string;
  type?: string;
  textContent?: string;
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
  content?: { firstElementChild: FakeElement | null };
}

function element(tag: string, attributes: Record<string, string> = {}, textContent = ""): FakeElement {
  return { tag, attributes, textContent, getAttribute: (name) => attributes[name] ?? null };
}

/** Just the DOM the start script touches: the page's deferred tags, a head, frames and timers. */
function fakePage(visibility: "visible" | "hidden", chunks = ["entry.client-abc", "framework-def"]) {
  const frames: (() => void)[] = [];
  let timers: { ms: number; run: () => void }[] = [];
  const appended: FakeElement[] = [];
  const deferredLinks = chunks.map((chunk) => ({
    ...element("template", { [DEFERRED_PRELOAD_ATTRIBUTE]: "" }),
    content: { firstElementChild: element("link", { rel: "modulepreload", href: `/assets/${chunk}.js` }) },
  }));
  const deferredScript = element("script", { type: DEFERRED_MODULE_TYPE }, 'import("/assets/entry.client-abc.js");');
  const document = {
    visibilityState: visibility,
    currentScript: { nonce: "n0nce" },
    head: { appendChild: (child: FakeElement) => appended.push(child) },
    createElement: (tag: string) => element(tag),
    querySelectorAll: (selector: string) => {
      if (selector === `template[${DEFERRED_PRELOAD_ATTRIBUTE}]`) return deferredLinks;
      if (selector === `script[type="${DEFERRED_MODULE_TYPE}"]`) return [deferredScript];
      throw new Error(`unexpected selector ${selector}`);
    },
  };
  runInNewContext(startAfterPaintScript("/assets/es-123.json"), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  });
  /** Runs the zero-delay timers queued now, one task each; those they queue wait for the next call. */
  const nextTasks = () => {
    const due = timers.filter((timer) => timer.ms === 0);
    timers = timers.filter((timer) => timer.ms > 0);
    for (const timer of due) timer.run();
    return due.length;
  };
  return {
    appended,
    /** The browser's next frame, then the task its callback queued (after the paint). */
    paint() {
      for (const frame of frames.splice(0)) frame();
      nextTasks();
    },
    nextTasks,
    /** Every task until none is left: how many rounds it took. */
    settle() {
      let rounds = 0;
      while (nextTasks() > 0) rounds += 1;
      return rounds;
    },
    fallback() {
      for (const timer of timers.filter((timer) => timer.ms > 0)) timer.run();
      this.settle();
    },
  };
}

describe("the start-after-paint script", () => {
  it("starts nothing before the first paint, then the translations, the module preloads and the entry", () => {
    const page = fakePage("visible");
    expect(page.appended).toEqual([]);
    page.paint();
    const [catalogue, ...rest] = page.appended;
    expect(catalogue).toMatchObject({
      tag: "link",
      rel: "preload",
      href: "/assets/es-123.json",
      as: "fetch",
      crossOrigin: "anonymous",
      nonce: "n0nce",
    });
    expect(rest.filter((child) => child.tag === "link").map((child) => [child.rel, child.href, child.nonce])).toEqual([
      ["modulepreload", "/assets/entry.client-abc.js", "n0nce"],
      ["modulepreload", "/assets/framework-def.js", "n0nce"],
    ]);
    const scripts = rest.filter((child) => child.tag === "script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({
      type: "module",
      nonce: "n0nce",
      textContent: 'import("/assets/entry.client-abc.js");',
    });
  });

  it("starts a few module preloads per task, and the entry module once they are all on the way", () => {
    const chunks = Array.from({ length: 10 }, (_, index) => `chunk-${index}`);
    const page = fakePage("visible", chunks);
    page.paint();
    // The first task: the translations and four preloads; the rest in the next tasks.
    expect(page.appended.map((child) => child.href)).toEqual([
      "/assets/es-123.json",
      ...chunks.slice(0, 4).map((chunk) => `/assets/${chunk}.js`),
    ]);
    page.nextTasks();
    expect(page.appended).toHaveLength(9);
    expect(page.appended.some((child) => child.tag === "script")).toBe(false);
    page.nextTasks();
    expect(page.appended.map((child) => child.href ?? child.tag)).toEqual([
      "/assets/es-123.json",
      ...chunks.map((chunk) => `/assets/${chunk}.js`),
      "script",
    ]);
    expect(page.appended.at(-1)).toMatchObject({ type: "module", nonce: "n0nce" });
  });

  it("starts once, even when the fallback timer fires after the frame", () => {
    const page = fakePage("visible");
    page.paint();
    page.fallback();
    expect(page.appended).toHaveLength(4);
  });

  it("starts after a while when a visible page paints no frame (a stylesheet that never comes)", () => {
    const page = fakePage("visible");
    page.fallback();
    expect(page.appended).toHaveLength(4);
  });

  it("starts at once in a tab opened in the background, which paints nothing", () => {
    const page = fakePage("hidden");
    expect(page.appended).toHaveLength(4);
  });
});
