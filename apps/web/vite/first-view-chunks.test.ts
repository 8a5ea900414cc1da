import { describe, expect, it } from "vitest";
import { FRAMEWORK_PACKAGES, staticallyReachable } from "./first-view-chunks";

describe("first-view chunks", () => {
  const graph: Record<string, string[]> = {
    "entry.client.tsx": ["root.tsx", "react-dom"],
    "root.tsx": ["shell.tsx", "header.tsx"],
    "header.tsx": ["shell.tsx", "icons.ts"],
    "shell.tsx": ["root.tsx"],
    "place-page.tsx": ["map.tsx"],
  };

  it("follows static imports from the roots, cycles included, and nothing else", () => {
    const reached = staticallyReachable(["entry.client.tsx"], (id) => graph[id]);
    expect([...reached].sort()).toEqual([
      "entry.client.tsx",
      "header.tsx",
      "icons.ts",
      "react-dom",
      "root.tsx",
      "shell.tsx",
    ]);
  });

  it("names the framework packages every page runs, not the ones a few pages load", () => {
    expect(FRAMEWORK_PACKAGES.test("/x/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe(true);
    expect(FRAMEWORK_PACKAGES.test("/x/node_modules/react-router/dist/production/index.mjs")).toBe(true);
    expect(FRAMEWORK_PACKAGES.test("/x/node_modules/zustand/esm/index.mjs")).toBe(true);
    expect(FRAMEWORK_PACKAGES.test("/x/node_modules/maplibre-gl/dist/maplibre-gl.js")).toBe(false);
    expect(FRAMEWORK_PACKAGES.test("/x/node_modules/react-map-gl/dist/index.js")).toBe(false);
    expect(FRAMEWORK_PACKAGES.test("/x/node_modules/zod/v4/core/schemas.js")).toBe(false);
  });
});
