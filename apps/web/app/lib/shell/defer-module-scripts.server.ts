import { Transform } from "node:stream";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_ATTRIBUTE } from "./start-after-paint";

/**
 * React Router's <Scripts> renders the page's module preloads and an inline module script that
 * imports the entry; it has no option to start them later. This rewrites them, as the document
 * streams out, into markup the browser leaves alone (each preload inside a <template>, the module
 * script with a type it does not run); the page's start-after-paint script turns them back on once
 * the first paint is on the screen (see start-after-paint.ts for why).
 *
 * Only markup can hold these: React escapes "<" in text and attributes, and React Router in the
 * data it inlines, so a "<link" or "<script" in the stream is always a tag.
 */
const MODULE_PRELOAD = /<link\b[^>]*?\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\btype="module"( async="")?/g;

export function deferModuleTags(html: string): string {
  return html
    .replace(MODULE_PRELOAD, `<template ${DEFERRED_PRELOAD_ATTRIBUTE}="">$&</template>`)
    .replace(MODULE_SCRIPT, `<script$1type="${DEFERRED_MODULE_TYPE}"`);
}

/** A tag cut by a chunk boundary is this short: more after a "<" with no ">" is not one of ours. */
const LONGEST_TAG = 2_048;
const OPEN = 0x3c; // "<"
const CLOSE = 0x3e; // ">"

const OUR_TAGS = [Buffer.from("<link"), Buffer.from("<script")];
/** Whether a cut tag's start could be a "<link" or "<script" (any other tag passes through as it is). */
function mayBeOurs(start: Buffer): boolean {
  return OUR_TAGS.some((tag) =>
    start.length <= tag.length
      ? tag.subarray(0, start.length).equals(start)
      : start.subarray(0, tag.length).equals(tag),
  );
}

/** How many bytes at the end of the buffer begin a UTF-8 character that the next chunk ends. */
function incompleteCharacterBytes(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if (byte < 0x80) return 0; // ASCII: nothing cut
    if (byte >= 0xc0) {
      // A lead byte: it says how long its character is.
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? back : 0;
    }
  }
  return 0;
}

/**
 * deferModuleTags on a streamed document: a tag cut between two chunks waits for its end. It works
 * on the bytes and decodes only a part with one of the tags in it (the head's preloads and the last
 * scripts): a "<" is never inside a multi-byte character, so cutting there keeps characters whole.
 *
 * What React writes in one go (it writes a page in views of 2 KB, all in the same tick) leaves as
 * one chunk at the end of that tick: each chunk went through the web stream, Fastify and a socket
 * write of its own, some thirty of them for a listing. A part of the page React writes later (a
 * streamed boundary) still leaves as soon as it is written.
 */
export function deferModuleScripts(): Transform {
  let held: Buffer = Buffer.alloc(0);
  const rewrite = (chunk: Buffer, final: boolean): Buffer => {
    let ready = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    if (!final) {
      const lastOpen = ready.lastIndexOf(OPEN);
      if (
        lastOpen !== -1 &&
        ready.indexOf(CLOSE, lastOpen) === -1 &&
        ready.length - lastOpen <= LONGEST_TAG &&
        mayBeOurs(ready.subarray(lastOpen))
      ) {
        held = Buffer.from(ready.subarray(lastOpen));
        ready = ready.subarray(0, lastOpen);
      }
    }
    // A character cut at the chunk's end waits with the rest: decoded, either half would be lost
    // (this part's now, or the next one's when it has a tag to rewrite).
    const whole = final ? ready.length : ready.length - incompleteCharacterBytes(ready);
    if (whole < ready.length) {
      held = Buffer.concat([ready.subarray(whole), held]);
      ready = ready.subarray(0, whole);
    }
    if (!OUR_TAGS.some((tag) => ready.includes(tag))) return ready;
    return Buffer.from(deferModuleTags(ready.toString("utf8")));
  };
  let pending: Buffer[] = [];
  let scheduled = false;
  const send = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = rewrite(chunk, false);
      if (out.length > 0) {
        pending.push(out);
        if (!scheduled) {
          scheduled = true;
          setImmediate(send, this);
        }
      }
      callback();
    },
    flush(callback) {
      const out = rewrite(Buffer.alloc(0), true);
      if (out.length > 0) pending.push(out);
      send(this);
      callback();
    },
  });
}
