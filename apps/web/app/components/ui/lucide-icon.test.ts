import { fileURLToPath, pathToFileURL } from "node:url";
import spriteUrl from "virtual:icon-sprite";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { appSprite, type IconData, iconFile, iconsInUse } from "../../../vite/lean-lucide";
import createLeanIcon from "./lucide-icon";

const app = fileURLToPath(new URL("../..", import.meta.url));

// What the site passes to icons: a class, a stroke width, an accessible name, or nothing.
const variants: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0" },
  { "aria-hidden": "true", className: "size-5" },
  { className: "size-3.5", strokeWidth: 3 },
  { "aria-label": "Cerrar", role: "img" },
];

/** The attributes of the outer <svg> that say what it is to people and to the stylesheet. */
function outer(markup: string) {
  const tag = /^<svg([^>]*)>/.exec(markup)![1]!;
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  return { class: attribute("class"), hidden: attribute("aria-hidden"), label: attribute("aria-label") };
}

/** The shapes of an icon as markup, without React's keys, in the form the sprite writes them. */
const shapesOf = (markup: string) =>
  /^<svg[^>]*>([\s\S]*)<\/svg>$/
    .exec(markup)![1]!
    .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");

describe("the lean lucide icon factory", async () => {
  const used = iconsInUse(app);
  const sprite = await appSprite(app);

  it("finds the icons the site uses and serves their sprite at the address pages use", () => {
    expect(used.length).toBeGreaterThan(30);
    expect(sprite.url).toBe(spriteUrl);
    expect(sprite.url).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
  });

  it.each(used)("%s draws lucide's shapes from the sprite, with lucide's classes and names", async (name) => {
    const { __iconData: data, default: lucide } = (await import(pathToFileURL(iconFile(name)).href)) as {
      __iconData: IconData;
      default: FunctionComponent;
    };
    const lean = createLeanIcon(data);
    const original = renderToStaticMarkup(createElement(lucide));
    expect(sprite.svg).toContain(`<symbol id="${data.name}" viewBox="0 0 24 24">${shapesOf(original)}</symbol>`);
    for (const props of variants) {
      const markup = renderToStaticMarkup(createElement(lean, props));
      expect(outer(markup), JSON.stringify(props)).toEqual(outer(renderToStaticMarkup(createElement(lucide, props))));
      expect(markup).toContain(`<use href="${spriteUrl}#${data.name}"></use>`);
      if (props.strokeWidth) expect(markup).toContain(`style="stroke-width:${props.strokeWidth}"`);
    }
  });
});
