import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
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

/** deferModuleTags on a streamed document: a tag cut between two chunks waits for its end. */
export function deferModuleScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const rewrite = (text: string, final: boolean): string => {
    let ready = held + text;
    held = "";
    if (!final) {
      const lastOpen = ready.lastIndexOf("<");
      if (lastOpen !== -1 && ready.indexOf(">", lastOpen) === -1 && ready.length - lastOpen <= LONGEST_TAG) {
        held = ready.slice(lastOpen);
        ready = ready.slice(0, lastOpen);
      }
    }
    return deferModuleTags(ready);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = rewrite(decoder.write(chunk), false);
      callback(null, out.length > 0 ? out : undefined);
    },
    flush(callback) {
      const out = rewrite(decoder.end(), true);
      callback(null, out.length > 0 ? out : undefined);
    },
  });
}
