import { describe, expect, it } from "vitest";
import { onlyViewChanged, searchWithoutView, viewOf, withView } from "./listing-view-param";

const url = (path: string) => new URL(path, "https://sobremesa.test");

describe("the listing view in the URL", () => {
  it("reads the map only from view=map", () => {
    expect(viewOf("?view=map")).toBe("map");
    expect(viewOf("?precio=1,2&view=map")).toBe("map");
    expect(viewOf("")).toBe("list");
    expect(viewOf("?view=mapa")).toBe("list");
    expect(viewOf(new URLSearchParams("view=list"))).toBe("list");
  });

  it("writes the map and leaves the list out, keeping the other parameters", () => {
    expect(withView("/mx/jalisco/guadalajara/", "map")).toBe("/mx/jalisco/guadalajara/?view=map");
    expect(withView("/en/mx/?precio=1,2&page=2", "map")).toBe("/en/mx/?precio=1,2&page=2&view=map");
    expect(withView("/mx/?view=map&orden=score", "list")).toBe("/mx/?orden=score");
    expect(searchWithoutView("?orden=score&view=map")).toBe("orden=score");
  });

  it("tells a change of view alone from a change of data", () => {
    expect(onlyViewChanged(url("/mx/?orden=score"), url("/mx/?orden=score&view=map"))).toBe(true);
    expect(onlyViewChanged(url("/mx/?view=map"), url("/mx/"))).toBe(true);
    expect(onlyViewChanged(url("/mx/?view=map"), url("/mx/?view=map"))).toBe(false);
    expect(onlyViewChanged(url("/mx/?view=map"), url("/mx/?view=map&page=2"))).toBe(false);
    expect(onlyViewChanged(url("/mx/"), url("/co/?view=map"))).toBe(false);
  });
});
