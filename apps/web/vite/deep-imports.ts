import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, parseAst } from "vite";

/** Where a name a barrel re-exports is defined: the module, and its export name there. */
export interface ExportSite {
  from: string;
  /** "default" for a default export. */
  name: string;
}

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]app[\\/]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites `import { A, B as C } from "<source>"` into one import per defining module, as `site`
 * tells, and `export { A } from "<source>"` into one re-export per defining module; names it does
 * not know stay with the source. Lines are kept (the rewritten statement takes as many lines as the
 * original) so the rest of the module keeps its positions. Null when nothing changed.
 */
export function rewriteNamedImports(
  code: string,
  source: string,
  site: (name: string) => ExportSite | undefined,
): string | null {
  const statement = new RegExp(`\\b(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${escapeRegExp(source)}["'];?`, "g");
  let changed = false;
  const rewritten = code.replace(statement, (original, keyword: "import" | "export", list: string) => {
    const rest: string[] = [];
    const bySite = new Map<string, string[]>();
    const defaults: string[] = [];
    for (const raw of list.split(",")) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported = "", local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const found = imported.startsWith("type ") ? undefined : site(imported);
      if (!found) rest.push(specifier);
      else if (found.name === "default" && keyword === "import") {
        defaults.push(`import ${local} from ${JSON.stringify(found.from)};`);
      } else {
        const names = bySite.get(found.from) ?? [];
        names.push(found.name === local ? local : `${found.name} as ${local}`);
        bySite.set(found.from, names);
      }
    }
    if (defaults.length === 0 && bySite.size === 0) return original;
    changed = true;
    const imports = [
      ...defaults,
      ...[...bySite].map(([from, names]) => `${keyword} { ${names.join(", ")} } from ${JSON.stringify(from)};`),
      ...(rest.length > 0 ? [`${keyword} { ${rest.join(", ")} } from ${JSON.stringify(source)};`] : []),
    ];
    return imports.join(" ") + "\n".repeat(original.split("\n").length - 1);
  });
  return changed ? rewritten : null;
}

/**
 * Icon export name -> the file that defines it, read from lucide-react's barrel module (lines such as
 * `export { default as Map, default as MapIcon } from './icons/map.mjs';`).
 */
export function lucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of barrelSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g,
  )) {
    for (const [, name = ""] of names.matchAll(/default\s+as\s+(\w+)/g)) files.set(name, file);
  }
  return files;
}

/**
 * The value exports of a TypeScript barrel (`export * from`, `export { x } from`) and of the modules
 * it reaches, each traced to the module that declares it. Types are left out: they are gone by the
 * time imports are rewritten.
 */
export function barrelExports(
  barrelFile: string,
  read = (file: string) => readFileSync(file, "utf8"),
  resolveFile = moduleFile,
) {
  const sites = new Map<string, ExportSite>();
  // A module reached twice (`export type { T }` then `export { v }` from one file) answers the same
  // both times; only a module still being read (a cycle) answers nothing.
  const traced = new Map<string, Map<string, ExportSite>>();
  const visit = (file: string, seen: Set<string>): Map<string, ExportSite> => {
    const known = traced.get(file);
    if (known) return known;
    const own = new Map<string, ExportSite>();
    if (seen.has(file)) return own;
    seen.add(file);
    const resolve = (specifier: string) => resolveFile(path.resolve(path.dirname(file), specifier));
    for (const node of parseAst(read(file), { lang: file.endsWith(".tsx") ? "tsx" : "ts" }).body) {
      if (node.type === "ExportAllDeclaration" && !node.exported) {
        for (const [name, site] of visit(resolve(String(node.source.value)), seen)) {
          if (name !== "default" && !own.has(name)) own.set(name, site);
        }
      } else if (node.type === "ExportNamedDeclaration" && node.source) {
        const inner = visit(resolve(String(node.source.value)), seen);
        for (const specifier of node.specifiers) {
          const local = specifier.local.type === "Identifier" ? specifier.local.name : String(specifier.local.value);
          const exported =
            specifier.exported.type === "Identifier" ? specifier.exported.name : String(specifier.exported.value);
          const site = inner.get(local);
          if (site) own.set(exported, site);
        }
      } else if (node.type === "ExportNamedDeclaration" && node.declaration) {
        const declaration = node.declaration;
        if (declaration.type === "VariableDeclaration") {
          for (const declarator of declaration.declarations) {
            if (declarator.id.type === "Identifier")
              own.set(declarator.id.name, { from: file, name: declarator.id.name });
          }
        } else if (
          (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") &&
          declaration.id
        ) {
          own.set(declaration.id.name, { from: file, name: declaration.id.name });
        }
      }
    }
    traced.set(file, own);
    return own;
  };
  for (const [name, site] of visit(barrelFile, new Set())) sites.set(name, site);
  return sites;
}

/** A module path as written in an import (maybe without its extension), as the file it names. */
export function moduleFile(modulePath: string, exists: (file: string) => boolean = existsSync): string {
  if (/\.(?:[cm]?[jt]sx?)$/.test(modulePath)) return modulePath;
  for (const suffix of [".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    if (exists(modulePath + suffix)) return modulePath + suffix;
  }
  return modulePath;
}

const RELATIVE_IMPORT = /\bfrom\s*["'](\.{1,2}\/[^"']*)["']/g;
// The app's own alias (`#app/*` in package.json imports) names a barrel with its file.
const APP_BARREL_IMPORT = /\bfrom\s*["'](#app\/[^"']*\/index\.tsx?)["']/g;

/**
 * The folder barrels (`lib/shell/index.ts`) a module imports from, by the import's specifier:
 * the relative specifiers that name a folder with an index.ts, and the `#app/.../index.ts` ones.
 */
export function folderBarrels(
  code: string,
  importer: string,
  exists: (file: string) => boolean = existsSync,
): Map<string, string> {
  const barrels = new Map<string, string>();
  for (const [, specifier = ""] of code.matchAll(RELATIVE_IMPORT)) {
    if (barrels.has(specifier)) continue;
    const index = path.join(path.resolve(path.dirname(importer), specifier), "index.ts");
    if (exists(index)) barrels.set(specifier, index);
  }
  const appRoot = APP_SOURCE.exec(importer);
  if (appRoot) {
    const appDirectory = importer.slice(0, appRoot.index + appRoot[0].length);
    for (const [, specifier = ""] of code.matchAll(APP_BARREL_IMPORT)) {
      const index = path.join(appDirectory, specifier.slice("#app/".length));
      if (exists(index)) barrels.set(specifier, index);
    }
  }
  return barrels;
}

/**
 * Imports from a barrel go to the module that defines each name. The bundle is the same (the
 * barrels are side-effect free), but the module graph then says which code uses which module:
 * through a barrel, everything it re-exports looks reachable from the header, and the first-view
 * chunk would carry every icon and every contract any page uses (vite/first-view-chunks.ts). The same
 * goes for the app's own folder barrels (`lib/shell`): through one, the root would reach the
 * alerts host that only loads on demand.
 */
export function deepImports(): Plugin {
  const require = createRequire(import.meta.url);
  const lucideBarrel = require
    .resolve("lucide-react")
    .replace(/[\\/]cjs[\\/]lucide-react\.js$/, `${path.sep}esm${path.sep}lucide-react.mjs`);
  const icons = lucideIconFiles(readFileSync(lucideBarrel, "utf8"));
  const contractsBarrel = fileURLToPath(new URL("../../../packages/contracts/src/index.ts", import.meta.url));
  const contracts = barrelExports(contractsBarrel);
  if (icons.size === 0 || contracts.size === 0) throw new Error("deep imports: a barrel exported nothing");
  const icon = (name: string): ExportSite | undefined => {
    const file = icons.get(name);
    return file ? { from: `lucide-react/icons/${file}`, name: "default" } : undefined;
  };
  const appBarrels = new Map<string, Map<string, ExportSite>>();
  const appBarrel = (file: string) => {
    const known = appBarrels.get(file);
    if (known) return known;
    const sites = barrelExports(file);
    appBarrels.set(file, sites);
    return sites;
  };
  return {
    name: "sobremesa:deep-imports",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      appBarrels.clear();
    },
    transform(code, id) {
      if (id.includes("node_modules") || id.startsWith("\0")) return null;
      let result: string | null = null;
      if (code.includes("lucide-react")) result = rewriteNamedImports(code, "lucide-react", icon);
      if (code.includes("@sobremesa/contracts")) {
        result = rewriteNamedImports(result ?? code, "@sobremesa/contracts", (name) => contracts.get(name)) ?? result;
      }
      const file = id.split("?")[0] ?? id;
      if (APP_SOURCE.test(file)) {
        for (const [specifier, barrel] of folderBarrels(result ?? code, file)) {
          const sites = appBarrel(barrel);
          result = rewriteNamedImports(result ?? code, specifier, (name) => sites.get(name)) ?? result;
        }
      }
      return result === null ? null : { code: result, map: null };
    },
  };
}
