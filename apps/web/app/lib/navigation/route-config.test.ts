import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type Guard, type Layout, routeTable } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { buildRouteConfig, catchAllModule, layoutModules, pageModules } from "./route-config";

const appDirectory = fileURLToPath(new URL("../../", import.meta.url));

function leaves(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
}

describe("pageModules", () => {
  it("maps every route of the table, and nothing else, to a module that exists", () => {
    expect(Object.keys(pageModules).sort()).toEqual(routeTable.map((route) => route.id).sort());
    for (const file of [...Object.values(pageModules), ...Object.values(layoutModules), catchAllModule]) {
      expect(existsSync(path.join(appDirectory, file)), file).toBe(true);
    }
  });
});

describe("buildRouteConfig", () => {
  const config = buildRouteConfig(routeTable);
  const pages = leaves(config);

  it("nests both languages of every route under its layout with ids es-<id> and en-<id>", () => {
    expect(config.map((entry) => entry.id)).toEqual([
      "layout-default",
      "layout-no-header-no-footer",
      "layout-404",
      "layout-partners",
    ]);
    for (const route of routeTable) {
      const layoutEntry = config.find((entry) => entry.id === `layout-${route.layout}`)!;
      const ids = layoutEntry.children!.map((child) => child.id);
      expect(ids, route.id).toContain(`es-${route.id}`);
      expect(ids, route.id).toContain(`en-${route.id}`);
    }
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
  });

  it("writes the table's paths the React Router way, without the trailing slash", () => {
    const byId = new Map(pages.map((page) => [page.id, page]));
    expect(byId.get("es-home")).toMatchObject({ index: true, file: "routes/home/home.tsx" });
    expect(byId.get("en-home")).toMatchObject({ path: "en" });
    expect(byId.get("es-place-reserve")).toMatchObject({ path: "lugar/:slug/reservar" });
    expect(byId.get("en-place-reserve")).toMatchObject({ path: "en/place/:slug/reserve" });
    expect(byId.get("es-country")).toMatchObject({ path: ":countryCode" });
  });

  it("keeps a catch-all 404 per language in the 404 layout", () => {
    const statusLayout = config.find((entry) => entry.id === "layout-404")!;
    expect(statusLayout.children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: "es-catch-all", path: "*", file: catchAllModule }),
        expect.objectContaining({ id: "en-catch-all", path: "en/*", file: catchAllModule }),
      ]),
    );
  });

  it("fails, naming it, on a route without a module", () => {
    const { privacy: _privacy, ...withoutPrivacy } = pageModules;
    expect(() => buildRouteConfig(routeTable, withoutPrivacy)).toThrow(/No page module for route ids: privacy/);
  });

  it("fails, naming it, on a module for a route the table does not have", () => {
    expect(() => buildRouteConfig(routeTable, { ...pageModules, "vip-lounge": "routes/x.tsx" })).toThrow(
      /route ids the route table does not have: vip-lounge/,
    );
  });

  it("fails, naming it, on an unknown guard or layout", () => {
    const withGuard = [{ ...routeTable[1]!, guards: ["vip-only" as Guard] }];
    expect(() => buildRouteConfig(withGuard, { country: "routes/x.tsx" })).toThrow(/Unknown guard "vip-only"/);
    const withLayout = [{ ...routeTable[1]!, layout: "sidebar" as Layout }];
    expect(() => buildRouteConfig(withLayout, { country: "routes/x.tsx" })).toThrow(/Unknown layout "sidebar"/);
    const { default: _default, ...withoutDefault } = layoutModules;
    expect(() => buildRouteConfig(routeTable, pageModules, withoutDefault)).toThrow(/No module for layout "default"/);
  });
});
