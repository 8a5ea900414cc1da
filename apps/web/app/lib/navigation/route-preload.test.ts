import { describe, expect, it } from "vitest";
import { preloadablePath, routeModulesToLoad } from "./route-preload";

const here = { origin: "https://sobremesa.mx", pathname: "/" } as Location;
const anchor = (href: string, attributes: Record<string, string> = {}) => {
  const url = new URL(href, here.origin);
  return {
    origin: url.origin,
    pathname: url.pathname,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement;
};

describe("preloadablePath", () => {
  it("takes links to another page of this site", () => {
    expect(preloadablePath(anchor("/mx/restaurantes/?orden=1"), here)).toBe("/mx/restaurantes/");
  });

  it("leaves out other sites, new windows, downloads and the page itself", () => {
    expect(preloadablePath(anchor("https://instagram.com/sobremesa"), here)).toBeNull();
    expect(preloadablePath(anchor("/aviso-de-privacidad/", { target: "_blank" }), here)).toBeNull();
    expect(preloadablePath(anchor("/factura.pdf", { download: "" }), here)).toBeNull();
    expect(preloadablePath(anchor("/?login=1"), here)).toBeNull();
  });
});

describe("routeModulesToLoad", () => {
  const manifest = {
    root: { module: "/assets/root.js" },
    "layout-default": { module: "/assets/default-layout.js" },
    "es-city": { module: "/assets/location-page.js" },
  };
  const matched = ["root", "layout-default", "es-city"].map((id) => ({ route: { id } }));

  it("lists the modules of the matched routes the browser has not loaded", () => {
    expect(routeModulesToLoad(matched, manifest, { root: {}, "layout-default": {} })).toEqual([
      "/assets/location-page.js",
    ]);
    expect(routeModulesToLoad(matched, manifest, { root: {}, "layout-default": {}, "es-city": {} })).toEqual([]);
  });

  it("skips routes the manifest does not know yet", () => {
    expect(routeModulesToLoad([{ route: { id: "es-place" } }], manifest, {})).toEqual([]);
  });
});
