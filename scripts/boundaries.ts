import path from "node:path";

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  path: string;
  specifier: string;
  rule: string;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) found.push((match[1] ?? match[2])!);
  return found;
}

function domainOf(filePath: string): string | undefined {
  return /^packages\/domain\/src\/([^/]+)\//.exec(filePath)?.[1];
}

function appOf(filePath: string): string | undefined {
  return /^apps\/([^/]+)\//.exec(filePath)?.[1];
}

/**
 * The architecture rules, checked on every `npm run validate`:
 * - a domain folder is imported only through its index.ts (tests may also use its `testing` doubles);
 * - only repositories (and the db package itself) import drizzle-orm;
 * - apps never import each other.
 * The web app's folder rules (components/ and lib/ never import features/) are Biome's
 * noRestrictedImports in biome.json.
 */
export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const ownDomain = domainOf(file.path);
    const ownApp = appOf(file.path);
    for (const specifier of importsOf(file.source)) {
      if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
        const allowed =
          file.path.startsWith("packages/db/") || /^packages\/domain\/src\/.+-repository\.ts$/.test(file.path);
        if (!allowed) violations.push({ path: file.path, specifier, rule: "only repositories import drizzle-orm" });
      }

      const deepPackageImport = /^@sobremesa\/domain\/([^/]+)\/(.+)$/.exec(specifier);
      const testDoubles = deepPackageImport?.[2] === "testing" && /\.test\.tsx?$/.test(file.path);
      if (deepPackageImport && deepPackageImport[2] !== "index.ts" && !testDoubles) {
        violations.push({ path: file.path, specifier, rule: "a domain is imported only through its index.ts" });
      }

      if (specifier.startsWith(".")) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
        const targetDomain = domainOf(target.endsWith("/") ? target : `${target}/`);
        const insideTargetDomain = /^packages\/domain\/src\/[^/]+\/(.+)$/.exec(target)?.[1];
        if (targetDomain && targetDomain !== ownDomain && insideTargetDomain && insideTargetDomain !== "index.ts") {
          violations.push({ path: file.path, specifier, rule: "a domain is imported only through its index.ts" });
        }
        const targetApp = appOf(target);
        if (ownApp && targetApp && targetApp !== ownApp) {
          violations.push({ path: file.path, specifier, rule: "apps never import each other" });
        }
      }

      const appPackage = /^@sobremesa\/(web|server)(\/|$)/.exec(specifier)?.[1];
      if (ownApp && appPackage && appPackage !== ownApp) {
        violations.push({ path: file.path, specifier, rule: "apps never import each other" });
      }
    }
  }
  return violations;
}
