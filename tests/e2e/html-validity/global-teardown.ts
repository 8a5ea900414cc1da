import { rmSync } from "node:fs";
import { SNAPSHOT_DIR_VARIABLE } from "../fixtures/html-snapshots.ts";
import { checkFolder, formatErrors } from "./nu-checker.ts";

/** Which pages were checked: how many of each kind, and the DOM snapshots by name (the client-only pages among them). */
function summaryOf(files: string[]): string {
  const served = files.filter((name) => name.endsWith("-server.html"));
  const doms = files.filter((name) => name.endsWith("-dom.html")).map((name) => name.replace(/-dom\.html$/, ""));
  return `${files.length} page snapshots, ${served.length} as served and ${doms.length} DOM after hydration (${doms.join(", ")})`;
}

// After every journey: one Nu checker run over the HTML the journeys recorded. An error fails the
// run (Playwright reports a throwing global teardown and exits non-zero); the files stay for a look.
export default async function globalTeardown(): Promise<void> {
  const folder = process.env[SNAPSHOT_DIR_VARIABLE];
  if (!folder) return;
  const { files, errors } = await checkFolder(folder);
  if (errors.length > 0) {
    throw new Error(
      `W3C Nu checker: ${errors.length} HTML errors in the journeys' pages (files in ${folder}; ${summaryOf(files)}):\n${formatErrors(errors)}`,
    );
  }
  console.info(`W3C Nu checker: no HTML errors in ${summaryOf(files)}`);
  rmSync(folder, { recursive: true, force: true });
}
