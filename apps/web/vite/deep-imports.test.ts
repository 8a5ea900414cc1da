import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { barrelExports, folderBarrels, lucideIconFiles, moduleFile, rewriteNamedImports } from "./deep-imports";

const sites = new Map([
  ["Map", { from: "lucide-react/icons/map", name: "default" }],
  ["Loader2", { from: "lucide-react/icons/loader-circle", name: "default" }],
  ["a", { from: "/c/a.ts", name: "a" }],
  ["b", { from: "/c/a.ts", name: "b" }],
  ["c", { from: "/c/c.ts", name: "c" }],
]);

describe("deep imports", () => {
  it("imports each name from its defining module, aliases kept, unknown names left on the source", () => {
    const code = 'import { Map, Loader2 as Spinner,\n  LucideProvider } from "lucide-react";\nconst a = 1;';
    expect(rewriteNamedImports(code, "lucide-react", (name) => sites.get(name))).toBe(
      'import Map from "lucide-react/icons/map"; import Spinner from "lucide-react/icons/loader-circle"; ' +
        'import { LucideProvider } from "lucide-react";\n\nconst a = 1;',
    );
    expect(rewriteNamedImports('import { a, c, b as d } from "@x/c";', "@x/c", (name) => sites.get(name))).toBe(
      'import { a, b as d } from "/c/a.ts"; import { c } from "/c/c.ts";',
    );
  });

  it("re-exports each name from its defining module too, so a module passing names on reaches only those", () => {
    expect(rewriteNamedImports('export { a, b as d, z } from "@x/c";', "@x/c", (name) => sites.get(name))).toBe(
      'export { a, b as d } from "/c/a.ts"; export { z } from "@x/c";',
    );
    expect(rewriteNamedImports('export { Map } from "lucide-react";', "lucide-react", (name) => sites.get(name))).toBe(
      'export { default as Map } from "lucide-react/icons/map";',
    );
  });

  it("leaves code without such imports alone", () => {
    expect(rewriteNamedImports('import { LucideProvider } from "lucide-react";', "lucide-react", () => undefined)).toBe(
      null,
    );
    expect(rewriteNamedImports('import { Map } from "./map";', "lucide-react", (name) => sites.get(name))).toBeNull();
  });

  it("reads every icon's names from lucide's barrel", () => {
    const barrel = createRequire(import.meta.url)
      .resolve("lucide-react")
      .replace(/[\\/]cjs[\\/]lucide-react\.js$/, "/esm/lucide-react.mjs");
    const files = lucideIconFiles(readFileSync(barrel, "utf8"));
    expect(files.get("Map")).toBe("map");
    expect(files.get("MapIcon")).toBe("map");
    expect(files.get("Loader2")).toBe("loader-circle");
    expect(files.has("createLucideIcon")).toBe(false);
  });

  it("traces a barrel's exports through export * and export { } from to their declarations", () => {
    const files: Record<string, string> = {
      "/p/index.ts": 'export * from "./a.ts";\nexport * from "./sub/index.ts";\nexport { e as f } from "./e.ts";',
      "/p/a.ts": "export const a = 1, b = 2;\nexport function g() {}\nexport type T = 1;\nexport interface I {}",
      "/p/sub/index.ts": 'export * from "./c.ts";',
      "/p/sub/c.ts": "export class C {}\nexport async function d() {}",
      "/p/e.ts": "export const e = 3;",
    };
    const exports = barrelExports("/p/index.ts", (file) => files[file] ?? "");
    expect(Object.fromEntries(exports)).toEqual({
      a: { from: "/p/a.ts", name: "a" },
      b: { from: "/p/a.ts", name: "b" },
      g: { from: "/p/a.ts", name: "g" },
      C: { from: "/p/sub/c.ts", name: "C" },
      d: { from: "/p/sub/c.ts", name: "d" },
      f: { from: "/p/e.ts", name: "e" },
    });
  });

  it("traces names a barrel takes from one module in two statements, types first", () => {
    const files: Record<string, string> = {
      "/f/index.ts": 'export type { Props } from "./view.tsx";\nexport { View, viewOf } from "./view.tsx";',
      "/f/view.tsx": "export interface Props {}\nexport function View() {}\nexport const viewOf = 1;",
    };
    expect(Object.fromEntries(barrelExports("/f/index.ts", (file) => files[file] ?? ""))).toEqual({
      View: { from: "/f/view.tsx", name: "View" },
      viewOf: { from: "/f/view.tsx", name: "viewOf" },
    });
  });

  it("traces an app barrel written without extensions to its .ts and .tsx modules", () => {
    const files: Record<string, string> = {
      "/app/shell/index.ts": 'export { alerts } from "./alerts";\nexport { AlertsHost } from "./alerts-host";',
      "/app/shell/alerts.ts": "export const alerts = {};",
      "/app/shell/alerts-host.tsx": "export function AlertsHost() { return <div />; }",
    };
    const exists = (file: string) => file in files;
    const exports = barrelExports(
      "/app/shell/index.ts",
      (file) => files[file] ?? "",
      (file) => moduleFile(file, exists),
    );
    expect(Object.fromEntries(exports)).toEqual({
      alerts: { from: "/app/shell/alerts.ts", name: "alerts" },
      AlertsHost: { from: "/app/shell/alerts-host.tsx", name: "AlertsHost" },
    });
  });

  it("finds the folder barrels a module imports from, and only those", () => {
    const exists = (file: string) => ["/app/lib/shell/index.ts", "/app/features/map/index.ts"].includes(file);
    const code = [
      'import { alerts } from "./lib/shell";',
      'import { PlacesMap } from "./features/map";',
      'import { cx } from "./components/ui/cx";',
      'import { useState } from "react";',
    ].join("\n");
    expect(Object.fromEntries(folderBarrels(code, "/app/root.tsx", exists))).toEqual({
      "./lib/shell": "/app/lib/shell/index.ts",
      "./features/map": "/app/features/map/index.ts",
    });
    expect(moduleFile("/app/a.ts", () => false)).toBe("/app/a.ts");
  });

  it("finds the barrels a module names through the #app alias", () => {
    const exists = (file: string) => file === "/repo/apps/web/app/lib/shell/index.ts";
    const code = [
      'import { alerts } from "#app/lib/shell/index.ts";',
      'import { cx } from "#app/components/ui/cx.ts";',
      'import { PlacesMap } from "#app/features/map/index.ts";',
    ].join("\n");
    expect(Object.fromEntries(folderBarrels(code, "/repo/apps/web/app/routes/home/home.tsx", exists))).toEqual({
      "#app/lib/shell/index.ts": "/repo/apps/web/app/lib/shell/index.ts",
    });
  });

  it("finds the contracts' values, such as the route table and the icon constants", () => {
    const index = fileURLToPath(new URL("../../../packages/contracts/src/index.ts", import.meta.url));
    const exports = barrelExports(index);
    expect(exports.get("routeTable")?.from).toMatch(/routes[\\/]route-table\.ts$/);
    expect(exports.get("ICONS_PATH")?.from).toMatch(/tools[\\/]icons-constants\.ts$/);
    expect(exports.get("iconCollection")?.from).toMatch(/tools[\\/]icons\.ts$/);
  });
});
