// After `react-router build`: publish the translation catalogues at /_i18n/{locale}/messages.json,
// then write .br and .gz beside every compressible client asset (however small), so the server sends
// them at maximum compression without compressing on each request.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const catalogueDir = fileURLToPath(new URL("../app/lib/i18n", import.meta.url));

for (const locale of ["es", "en"]) {
  mkdirSync(path.join(clientDir, "_i18n", locale), { recursive: true });
  copyFileSync(path.join(catalogueDir, `${locale}.json`), path.join(clientDir, "_i18n", locale, "messages.json"));
}
// Fonts (woff2) are compressed already.
const compressible = /\.(js|mjs|css|svg|json|html|txt|xml)$/;

let files = 0;
function walk(directory: string) {
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) walk(full);
    else if (compressible.test(entry)) {
      // Small files too: without a compressed sibling the server would compress them on every
      // request, as a chunked stream without a content-length.
      const content = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      files++;
    }
  }
}
walk(clientDir);
console.info(`precompressed ${files} assets`);
