import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferModuleScripts, deferModuleTags } from "./defer-module-scripts.server";

// The tags as React Router's <Scripts> and React render them, with text around them.
const page = [
  '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-abc.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/framework-def.js" nonce="n0nce"/>',
  "</head><body><main><h1>Café en Bogotá · ¿Mesa para 2? 🍷</h1></main>",
  '<script nonce="n0nce">window.__reactRouterContext = {"ssr":true};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-x.js";',
  'import("/assets/entry.client-abc.js");</script>',
  '<script nonce="n0nce">for(var b=0;b<a.length;b+=2){}</script></body></html>',
].join("");

const deferred = deferModuleTags(page);

describe("deferModuleTags", () => {
  it("leaves no module preload or module script the browser would start on its own", () => {
    expect(deferred.replace(/<template data-deferred-preload="">.*?<\/template>/g, "")).not.toMatch(
      /\srel="modulepreload"/,
    );
    expect(deferred).not.toMatch(/type="module"/);
    expect(deferred).toContain(
      '<template data-deferred-preload=""><link rel="modulepreload" href="/assets/entry.client-abc.js" nonce="n0nce"/></template>',
    );
    expect(deferred).toContain(
      '<template data-deferred-preload=""><link rel="modulepreload" href="/assets/framework-def.js" nonce="n0nce"/></template>',
    );
    expect(deferred).toContain('<script nonce="n0nce" type="text/x-deferred-module">import * as route0');
  });

  it("keeps everything else as it was: the stylesheet, classic scripts and the text", () => {
    const undone = deferred
      .replaceAll('<template data-deferred-preload="">', "")
      .replaceAll("</template>", "")
      .replace('type="text/x-deferred-module"', 'type="module" async=""');
    expect(undone).toBe(page);
    expect(deferred).toContain(
      '<link nonce="n0nce" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    );
    expect(deferred).toContain('<script nonce="n0nce">window.__reactRouterContext');
  });
});

async function streamed(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferModuleScripts()));
}

describe("deferModuleScripts", () => {
  const bytes = Buffer.from(page);

  it("gives the same document whatever byte a chunk ends at, multi-byte characters included", async () => {
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(deferred);
    }
  });

  it("rewrites a document that comes a few bytes at a time", async () => {
    const pieces: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 7) pieces.push(bytes.subarray(at, at + 7));
    expect(await streamed(pieces)).toBe(deferred);
  });

  it("keeps a character cut after a part without tags whole when the next part has one", async () => {
    const text = Buffer.from('<p>Salud 🍷</p><script type="module">x</script>');
    const cut = text.indexOf(Buffer.from("🍷")) + 2;
    expect(await streamed([text.subarray(0, cut), text.subarray(cut)])).toBe(deferModuleTags(text.toString()));
  });

  it("sends what is written in one tick as one chunk, and a later part as soon as it comes", async () => {
    const transform = deferModuleScripts();
    const out: string[] = [];
    transform.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    // React writes a page's shell in views of 2 KB, all in one tick.
    for (let at = 0; at < bytes.length; at += 40) transform.write(bytes.subarray(at, at + 40));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([deferred]);
    transform.write(Buffer.from("<div>later</div>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([deferred, "<div>later</div>"]);
    transform.end(Buffer.from("<p>end</p>"));
    await new Promise((resolve) => transform.once("end", resolve));
    expect(out).toEqual([deferred, "<div>later</div>", "<p>end</p>"]);
  });

  it("passes on what is complete at once instead of holding it for the next chunk", async () => {
    const transform = deferModuleScripts();
    const out: string[] = [];
    transform.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const shell = '<main><p>Hola</p><link rel="modulepreload" href="/a.js"/>';
    transform.write(Buffer.from(`${shell}<scr`));
    await new Promise((resolve) => setImmediate(resolve));
    // The shell went out while React waits for a slow boundary; only the cut tag waits.
    expect(out.join("")).toBe(deferModuleTags(shell));
    transform.end(Buffer.from('ipt type="module" async="">x</script>'));
    await new Promise((resolve) => transform.once("end", resolve));
    expect(out.join("")).toBe(`${deferModuleTags(shell)}<script type="text/x-deferred-module">x</script>`);
  });
});
