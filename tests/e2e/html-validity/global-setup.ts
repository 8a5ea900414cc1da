import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SNAPSHOT_DIR_VARIABLE } from "../fixtures/html-snapshots.ts";

// A fresh folder per run for the pages' HTML; the workers inherit the variable.
export default function globalSetup(): void {
  process.env[SNAPSHOT_DIR_VARIABLE] = mkdtempSync(path.join(tmpdir(), "sobremesa-html-"));
}
