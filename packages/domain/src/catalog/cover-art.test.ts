import { type ArtCategory, artCategories, coverArtSeed, ogImageKeys } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { categoryKeys } from "./catalog-schemas.ts";
import { coverArtSvg, shareImageSvg } from "./cover-art.ts";

/**
 * A small well-formedness check (no XML parser in Node): every tag is closed in order, every
 * attribute is quoted, no text outside the known text elements, no stray `<`, `>` or `&`.
 */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>/y;
  let index = 0;
  while (index < svg.length) {
    if (svg[index] !== "<") {
      const end = svg.indexOf("<", index);
      const text = svg.slice(index, end === -1 ? svg.length : end);
      expect(stack.at(-1), `text "${text}" outside <text>`).toBe("text");
      expect(text).not.toMatch(/[<>]|&(?!(?:amp|lt|gt|quot);)/);
      index = end === -1 ? svg.length : end;
      continue;
    }
    tag.lastIndex = index;
    const match = tag.exec(svg);
    expect(match, `malformed markup at ${svg.slice(index, index + 40)}`).not.toBeNull();
    const [whole, closing, name, , selfClosing] = match!;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
    index += whole.length;
  }
  expect(stack).toEqual([]);
}

describe("coverArtSvg", () => {
  it("is a standalone 400 x 300 SVG document that fills any box", () => {
    const svg = coverArtSvg(coverArtSeed(42, "restaurant", "Mexicana"), "restaurant");
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"'),
    ).toBe(true);
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg.endsWith("</svg>")).toBe(true);
    expectWellFormed(svg);
  });

  it("is a pure function of the art seed and the category", () => {
    for (const category of artCategories) {
      for (const seed of [0, 1, 7, 2020, 2 ** 32 - 1]) {
        expect(coverArtSvg(seed, category)).toBe(coverArtSvg(seed, category));
        expectWellFormed(coverArtSvg(seed, category));
      }
      expect(coverArtSvg(1, category)).not.toBe(coverArtSvg(2, category));
    }
  });

  it("draws the same gradient, lights, shade and motif as the former inline cover", () => {
    const svg = coverArtSvg(coverArtSeed(42, "restaurant", "Mexicana"), "restaurant");
    expect(svg).toContain(
      '<linearGradient id="cover-bg" gradientTransform="rotate(38 0.5 0.5)"><stop offset="0" stop-color="hsl(46 88% 78%)"/><stop offset="0.55" stop-color="hsl(28 64% 56%)"/><stop offset="1" stop-color="hsl(18 52% 30%)"/></linearGradient>',
    );
    expect(svg).toContain('<circle cx="346.6" cy="4.4" r="65.6" fill="url(#cover-light)" opacity="0.2"/>');
    expect(svg).toContain('<rect width="400" height="300" fill="url(#cover-shade)"/>');
    expect(svg).toContain(
      '<g transform="translate(257 166.6) rotate(-7) scale(1.1)" fill="none" stroke="rgb(255 255 255 / 0.92)" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">',
    );
    expect(svg).toContain('<path d="M84 54 V-48 Q100 -28 94 2 H84"/>');
  });

  it("draws each category's own motif", () => {
    expect(coverArtSvg(1, "restaurant")).toContain("M-92 -48 V-22"); // fork
    expect(coverArtSvg(1, "bar")).toContain("M-52 -50 H52 L0 8 Z"); // cocktail glass
    expect(coverArtSvg(1, "nightclub")).toContain("<ellipse"); // mirror ball
  });

  it("takes only numbers and enums: anything else is refused, never written into the markup", () => {
    for (const seed of [-1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => coverArtSvg(seed, "bar")).toThrow(RangeError);
    }
    expect(() => coverArtSvg(1, '"><script>alert(1)</script>' as ArtCategory)).toThrow(RangeError);
    // Printable ASCII only, no script, no external reference.
    for (const category of artCategories) {
      const svg = coverArtSvg(123456, category);
      expect(svg).toMatch(/^[\x20-\x7e]+$/);
      expect(svg).not.toMatch(/script|href|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i);
    }
  });

  it("knows every category of the catalogue", () => {
    expect([...artCategories]).toEqual([...categoryKeys]);
  });
});

describe("shareImageSvg", () => {
  it("is a 1200 x 630 composition for every share image key, with the wordmark and both languages", () => {
    for (const key of ogImageKeys) {
      const svg = shareImageSvg(key);
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"'),
      ).toBe(true);
      expect(svg).toBe(shareImageSvg(key));
      expect(svg).toContain(">Sobremesa</text>");
      expect(svg).toContain('font-family="sans-serif"');
      expect(svg).not.toMatch(/href|@import|url\((?!#)/);
      expectWellFormed(svg);
    }
    expect(shareImageSvg("bar")).toContain(">Bares para reservar</text>");
    expect(shareImageSvg("bar")).toContain(">Bars to book</text>");
    expect(shareImageSvg("listing")).toContain(">Restaurants, bars and nightclubs</text>");
  });

  it("differs by key and refuses unknown keys", () => {
    expect(new Set(ogImageKeys.map((key) => shareImageSvg(key))).size).toBe(ogImageKeys.length);
    expect(() => shareImageSvg("cafe" as never)).toThrow(RangeError);
  });
});
