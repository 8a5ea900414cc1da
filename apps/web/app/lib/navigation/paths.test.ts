import { describe, expect, it } from "vitest";
import { listingPath, pagePath, placePath, thingsToDoPath } from "./paths";

describe("paths", () => {
  it("keeps Spanish paths unprefixed and prefixes English ones with /en", () => {
    expect(pagePath("home", "es")).toBe("/");
    expect(pagePath("home", "en")).toBe("/en/");
    expect(pagePath("plus", "es")).toBe("/plus/");
    expect(pagePath("plus", "en")).toBe("/en/plus/");
  });

  it("uses the translated slugs of the spec", () => {
    expect(pagePath("privacy", "es")).toBe("/aviso-de-privacidad/");
    expect(pagePath("privacy", "en")).toBe("/en/privacy-policy/");
    expect(pagePath("terms", "en")).toBe("/en/terms-and-conditions/");
    expect(pagePath("concierge", "es")).toBe("/comunicate-con-nuestro-equipo-de-concierge/");
    expect(pagePath("franchises", "en")).toBe("/en/franchise-restaurants-bars-and-nightclubs/");
    expect(placePath("es", "la-casa-del-mole")).toBe("/lugar/la-casa-del-mole/");
    expect(placePath("en", "la-casa-del-mole")).toBe("/en/place/la-casa-del-mole/");
    expect(thingsToDoPath("es", "mx")).toBe("/planes-que-hacer/mx/");
    expect(thingsToDoPath("en", "mx")).toBe("/en/things-to-do/mx/");
  });

  it("builds listing paths with a trailing slash", () => {
    expect(listingPath("es", "mx")).toBe("/mx/");
    expect(listingPath("es", "mx", "restaurantes")).toBe("/mx/restaurantes/");
    expect(listingPath("en", "co", "bars")).toBe("/en/co/bars/");
  });
});
