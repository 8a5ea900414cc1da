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

function webFeatureOf(filePath: string): string | undefined {
  return /^apps\/web\/app\/features\/([^/]+)\//.exec(filePath)?.[1];
}

function appOf(filePath: string): string | undefined {
  return /^apps\/([^/]+)\//.exec(filePath)?.[1];
}

/**
 * The architecture rules, checked on every `npm run validate`:
 * - a domain folder is imported only through its index.ts (tests may also use its `testing` doubles);
 * - only repositories (and the db package itself) import drizzle-orm;
 * - apps never import each other;
 * - in the web app's features and routes, a relative import never reaches into a feature from
 *   outside it (another feature is `#app/features/<name>/index.ts`).
 * The web app's folder rules on `#app/...` specifiers (components/ and lib/ never import features/,
 * another feature only through its index) are Biome's noRestrictedImports in biome.json; Biome cannot
 * tell where a relative path lands, so that case is checked here.
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
        const targetFeature = webFeatureOf(target.endsWith("/") ? target : `${target}/`);
        const featureOrRoute = /^apps\/web\/app\/(features|routes)\//.test(file.path);
        if (featureOrRoute && targetFeature && targetFeature !== webFeatureOf(file.path)) {
          violations.push({
            path: file.path,
            specifier,
            rule: "a web feature is imported by others only through #app/features/<name>/index.ts",
          });
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
