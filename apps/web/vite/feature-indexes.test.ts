import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { barrelExports } from "./deep-imports.ts";

/**
 * Other features and routes import a feature through its index.ts (biome.json). The client build
 * rewrites each named import from an index into an import of the module that defines the name
 * (deep-imports.ts), so an index never enters the browser's module graph: it cannot pull a lazily
 * loaded part into a page's first view, nor make a dynamic import static. These checks keep every
 * index and every import of one in the shape that rewrite understands.
 */
const APP = fileURLToPath(new URL("../app/", import.meta.url));
const FEATURES = path.join(APP, "features");

const featureIndexes = readdirSync(FEATURES)
  .map((feature) => path.join(FEATURES, feature, "index.ts"))
  .filter((file) => existsSync(file));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: { name?: string; value?: unknown }) => node.name ?? String(node.value);
const parse = (file: string) =>
  parseAst(readFileSync(file, "utf8"), { lang: file.endsWith(".tsx") ? "tsx" : "ts" }).body as unknown as Node[];

describe("feature indexes", () => {
  it("exist for the features others import", () => {
    expect(featureIndexes.length).toBeGreaterThan(20);
  });

  it.each(featureIndexes.map((file) => [path.relative(APP, file), file]))(
    "%s only re-exports, and every value it exports is traced to its module",
    (_, index) => {
      const sites = barrelExports(index);
      for (const statement of parse(index)) {
        expect(statement.type, "an index declares nothing of its own").toBe("ExportNamedDeclaration");
        expect(statement.source, "an index only re-exports").toBeTruthy();
        if (statement.exportKind === "type") continue;
        for (const specifier of statement.specifiers as { exported: { name?: string }; exportKind: string }[]) {
          if (specifier.exportKind === "type") continue;
          const name = nameOf(specifier.exported);
          expect(sites.get(name)?.from, `${name} is traced`).toMatch(new RegExp(`^${path.dirname(index)}/`));
        }
      }
    },
  );

  it("are imported by name only: no namespace, default or re-export the build could not resolve", () => {
    const unresolvable: string[] = [];
    for (const file of sourceFiles(APP)) {
      for (const statement of parse(file)) {
        const source = (statement.source as { value?: string } | null | undefined)?.value;
        if (!source || !/^#app\/features\/[^/]+\/index\.ts$/.test(source)) continue;
        const named =
          statement.type === "ImportDeclaration" &&
          (statement.specifiers as Node[]).length > 0 &&
          (statement.specifiers as Node[]).every((specifier) => specifier.type === "ImportSpecifier");
        const typesOnly = statement.exportKind === "type" || statement.importKind === "type";
        if (!named && !typesOnly) unresolvable.push(`${path.relative(APP, file)}: ${source}`);
      }
    }
    expect(unresolvable).toEqual([]);
  });
});
