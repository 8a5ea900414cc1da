import { mulberry32 } from "@sobremesa/contracts";
import type { CategoryKey } from "@sobremesa/domain/catalog";

/**
 * Generated cover art: every place gets a calm gradient "photo" decided only by its image seed,
 * category and cuisine, so the same place looks the same on every render (server and client) and
 * no image is stored or hot-linked.
 */
export interface CoverArtSpec {
  /** Three gradient stops, light to deep. */
  stops: [string, string, string];
  /** Angle of the main gradient in degrees. */
  angle: number;
  /** Soft light spots (bokeh); coordinates in a 400 x 300 box. */
  lights: { cx: number; cy: number; r: number; opacity: number }[];
  /** Where the category's illustration sits and how large it is. */
  motif: { x: number; y: number; scale: number; rotate: number };
  /** Colour of the illustration's lines. */
  ink: string;
}

export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 300;

/** Base hues per category: warm terracotta for food, amber-teal for bars, violet-magenta for nights out. */
const CATEGORY_HUES: Record<CategoryKey, number[]> = {
  restaurant: [14, 24, 34, 350, 150],
  bar: [28, 38, 190, 200, 170],
  nightclub: [262, 280, 300, 318, 232],
};

/** FNV-1a hash of a string, so the cuisine can nudge the palette. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function coverArtSpec(seed: number, category: CategoryKey, cuisine?: string | null): CoverArtSpec {
  const random = mulberry32(seed ^ hashString(`${category}:${cuisine ?? ""}`));
  const hues = CATEGORY_HUES[category];
  const base = hues[Math.floor(random() * hues.length)] ?? hues[0] ?? 0;
  const hue = (base + Math.round((random() - 0.5) * 16) + 360) % 360;
  const dark = category === "nightclub";
  const stops: [string, string, string] = dark
    ? [`hsl(${(hue + 40) % 360} 80% 62%)`, `hsl(${hue} 62% 36%)`, `hsl(${(hue + 340) % 360} 58% 14%)`]
    : [`hsl(${(hue + 18) % 360} 88% 78%)`, `hsl(${hue} 64% 56%)`, `hsl(${(hue + 350) % 360} 52% 30%)`];
  const lights = Array.from({ length: 4 + Math.floor(random() * 4) }, () => ({
    cx: round(random() * COVER_WIDTH),
    cy: round(random() * COVER_HEIGHT * 0.7),
    r: round(14 + random() * (dark ? 46 : 70)),
    opacity: round(0.1 + random() * (dark ? 0.35 : 0.22)),
  }));
  return {
    stops,
    angle: Math.round(100 + random() * 60),
    lights,
    motif: {
      x: round(COVER_WIDTH * (0.5 + (random() - 0.5) * 0.3)),
      y: round(COVER_HEIGHT * (0.58 + (random() - 0.5) * 0.12)),
      scale: round(0.9 + random() * 0.35),
      rotate: Math.round((random() - 0.5) * 24),
    },
    ink: dark ? "rgb(255 255 255 / 0.9)" : "rgb(255 255 255 / 0.92)",
  };
}
