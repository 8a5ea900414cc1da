import { iconCollection } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { CUSTOM_ICON_PREFIX, customIconNames, iconCollectionFor } from "./icon-collection.ts";

describe("the custom icon collection", () => {
  it("answers the names asked for in the icon-collection shape, listing the unknown ones apart", () => {
    const collection = iconCollectionFor(["restaurant", "bar", "no-such-icon"]);
    expect(iconCollection.parse(collection)).toEqual(collection);
    expect(collection.prefix).toBe(CUSTOM_ICON_PREFIX);
    expect(Object.keys(collection.icons)).toEqual(["restaurant", "bar"]);
    expect(collection.not_found).toEqual(["no-such-icon"]);
  });

  it("never answers an inherited property as an icon", () => {
    expect(iconCollectionFor(["constructor", "toString"]).icons).toEqual({});
  });

  it("draws with the current colour only, no scripts or links", () => {
    for (const name of customIconNames) {
      const { body } = iconCollectionFor([name]).icons[name]!;
      expect(body).toContain('stroke="currentColor"');
      expect(body).not.toMatch(/<script|\son\w+=|href|style=/i);
    }
  });
});
