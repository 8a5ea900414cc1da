import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLeanIcon from "./lucide-icon";

const app = fileURLToPath(new URL("../..", import.meta.url));
// The ES modules (the package main is CommonJS): the build takes these.
const iconsDir = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react")), "..", "esm", "icons");

/** Every lucide icon the site imports (the names in `import { ... } from "lucide-react"`). */
function iconsInUse(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
        for (const [, list] of readFileSync(full, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g))
          for (const name of list!.split(","))
            if (name.trim() && !name.includes("type ")) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  };
  visit(app);
  return [...names].sort();
}

/** The icon module of each name lucide-react exports (its index re-exports every icon by all its names). */
function iconFiles(): Map<string, string> {
  const index = readFileSync(path.join(iconsDir, "..", "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  return files;
}

// What the site passes to icons: a class, a stroke width, an accessible name, or nothing.
const variants: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0" },
  { "aria-hidden": "true", className: "size-5" },
  { className: "size-3.5", strokeWidth: 3 },
  { "aria-label": "Cerrar", role: "img" },
];

describe("the lean lucide icon factory", () => {
  const used = iconsInUse();
  const files = iconFiles();

  it("finds the icons the site uses", () => {
    expect(used.length).toBeGreaterThan(30);
  });

  it.each(used)("%s renders as lucide renders it", async (name) => {
    const file = path.join(iconsDir, files.get(name) ?? `${name}-not-exported`);
    const module = (await import(file)) as { __iconData: Parameters<typeof createLeanIcon>[0]; default: unknown };
    const lucide = module.default as Parameters<typeof createElement>[0];
    const lean = createLeanIcon(module.__iconData);
    for (const props of variants) {
      expect(renderToStaticMarkup(createElement(lean, props)), JSON.stringify(props)).toBe(
        renderToStaticMarkup(createElement(lucide, props)),
      );
    }
  });
});
