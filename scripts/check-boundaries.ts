// Fails `npm run lint` when an import breaks the architecture rules in boundaries.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findViolations, type SourceFile } from "./boundaries.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const skipped = new Set(["node_modules", "build", "dist", ".react-router", ".tsbuild", "data", ".git"]);

function collect(directory: string, files: SourceFile[]): SourceFile[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) collect(full, files);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) {
      files.push({ path: path.relative(root, full).split(path.sep).join("/"), source: readFileSync(full, "utf8") });
    }
  }
  return files;
}

const files = ["apps", "packages"].flatMap((top) => collect(path.join(root, top), []));
const violations = findViolations(files);
for (const violation of violations)
  console.error(`${violation.path}: "${violation.specifier}" breaks "${violation.rule}"`);
if (violations.length > 0) process.exit(1);
console.info(`import boundaries: ${files.length} files checked, no violations`);
