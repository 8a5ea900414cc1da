// The W3C Nu HTML checker (vnu-jar) over a folder of .html files, in one JVM start. As a command it
// prints every error and the count: `npm exec -- node tests/e2e/html-validity/nu-checker.ts FOLDER`.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface NuError {
  /** The snapshot file's name. */
  file: string;
  /** The page's address, from the `.url` file beside the snapshot when there is one. */
  url: string;
  line: number | undefined;
  message: string;
  extract: string;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * Messages the checker gives on valid markup, each matched narrowly. sonner (the toasts) adds its
 * stylesheet with `--scale:var(--toasts-before) * 0.05 + 1`: a custom property may hold any tokens,
 * but the checker's CSS parser expects a plain value and calls it a parse error.
 */
const falsePositives = [{ message: "CSS: Parse Error.", extract: "* 0.05 + 1;--y:translate" }];

function isFalsePositive(error: NuError): boolean {
  return falsePositives.some((known) => error.message === known.message && error.extract.includes(known.extract));
}

/** Checks every .html file of the folder; `files` are their names. */
export async function checkFolder(folder: string): Promise<{ files: string[]; errors: NuError[] }> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".html"))
    .sort();
  if (files.length === 0) return { files, errors: [] };
  // vnu exits with 1 when it found errors; the JSON report (on stderr) says which.
  const report = await new Promise<string>((resolve, reject) => {
    execFile(
      "java",
      ["-jar", jar, "--errors-only", "--format", "json", ...files.map((name) => path.join(folder, name))],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && !stderr.trim().startsWith("{")) reject(error);
        else resolve(stderr);
      },
    );
  });
  const { messages } = JSON.parse(report) as { messages: NuMessage[] };
  const errors = messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => {
      const file = message.url ? path.basename(fileURLToPath(message.url)) : "?";
      const urlFile = path.join(folder, file.replace(/\.html$/, ".url"));
      return {
        file,
        url: existsSync(urlFile) ? readFileSync(urlFile, "utf8") : "",
        line: message.lastLine,
        message: message.message,
        extract: (message.extract ?? "").replaceAll(/\s+/g, " ").trim(),
      };
    })
    .filter((error) => !isFalsePositive(error));
  return { files, errors };
}

export function formatErrors(errors: NuError[]): string {
  return errors
    .map((error) => `${error.file}:${error.line ?? "?"} (${error.url})\n  ${error.message}\n  ${error.extract}`)
    .join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("usage: npm exec -- node tests/e2e/html-validity/nu-checker.ts FOLDER");
    process.exit(2);
  }
  const { files, errors } = await checkFolder(folder);
  if (errors.length > 0) console.info(formatErrors(errors));
  const pages = new Set(errors.map((error) => error.file)).size;
  console.info(`${errors.length} errors in ${pages} of ${files.length} files`);
  process.exit(errors.length > 0 ? 1 : 0);
}
