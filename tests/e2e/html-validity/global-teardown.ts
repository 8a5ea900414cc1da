import { rmSync } from "node:fs";
import { SNAPSHOT_DIR_VARIABLE } from "../fixtures/html-snapshots.ts";
import { checkFolder, formatErrors } from "./nu-checker.ts";

// After every journey: one Nu checker run over the HTML the journeys recorded. An error fails the
// run (Playwright reports a throwing global teardown and exits non-zero); the files stay for a look.
export default async function globalTeardown(): Promise<void> {
  const folder = process.env[SNAPSHOT_DIR_VARIABLE];
  if (!folder) return;
  const { files, errors } = await checkFolder(folder);
  if (errors.length > 0) {
    throw new Error(
      `W3C Nu checker: ${errors.length} HTML errors in the journeys' pages (files in ${folder}):\n${formatErrors(errors)}`,
    );
  }
  console.info(`W3C Nu checker: no HTML errors in ${files} page snapshots`);
  rmSync(folder, { recursive: true, force: true });
}
