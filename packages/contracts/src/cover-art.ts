import { mulberry32 } from "./random.ts";

/**
 * Generated images: every place gets a calm gradient "photo" decided only by its image seed,
 * category and cuisine, and every listing a share image by category. The server draws them at
 * stable URLs (apps/server/src/plugins/art.ts); the UI only builds those URLs, so a listing's HTML
 * carries one short `<img>` per card instead of the drawing, and browsers and CDNs cache each image
 * once. No image is stored or hot-linked.
 */

/** Version of the drawing. Bump it whenever the art changes: every cover URL changes with it, so immutable caches never show old art. */
export const ART_VERSION = 1;
/** Every generated cover lives under this path. */
export const ART_BASE = `/_art/v${ART_VERSION}`;

export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 300;

/** The categories that have their own art (the catalogue's category keys). */
export const artCategories = ["restaurant", "bar", "nightclub"] as const;
export type ArtCategory = (typeof artCategories)[number];

/** Largest art seed: seeds are unsigned 32-bit integers. */
export const MAX_ART_SEED = 0xffffffff;

/** FNV-1a hash of a string, so the cuisine can nudge the palette. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The seed a cover is drawn from: the place's image seed mixed with its category and cuisine
 * (an unsigned 32-bit integer). Together with the category it decides the whole picture, so only
 * these two travel in the URL, never the cuisine's text.
 */
export function coverArtSeed(imageSeed: number, category: ArtCategory, cuisine?: string | null): number {
  return (imageSeed ^ hashString(`${category}:${cuisine ?? ""}`)) >>> 0;
}

/** Path of a cover image: `/_art/v1/cover/{category}/{artSeed}.svg`. */
export function coverArtUrl(artSeed: number, category: ArtCategory): string {
  return `${ART_BASE}/cover/${category}/${artSeed >>> 0}.svg`;
}

/** Path of the cover of a place (or any picture drawn from a seed, a category and a cuisine). */
export function coverArtPath(imageSeed: number, category: ArtCategory, cuisine?: string | null): string {
  return coverArtUrl(coverArtSeed(imageSeed, category, cuisine), category);
}

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

/** Base hues per category: warm terracotta for food, amber-teal for bars, violet-magenta for nights out. */
const CATEGORY_HUES: Record<ArtCategory, number[]> = {
  restaurant: [14, 24, 34, 350, 150],
  bar: [28, 38, 190, 200, 170],
  nightclub: [262, 280, 300, 318, 232],
};

const round = (value: number) => Math.round(value * 10) / 10;

/** The numbers of a cover drawn from an art seed (see coverArtSeed); the server turns them into SVG. */
export function coverArtSpec(artSeed: number, category: ArtCategory): CoverArtSpec {
  const random = mulberry32(artSeed);
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

/** A CSS background close to the cover's gradient, shown while the image loads (a few bytes instead of the drawing). */
export function coverPlaceholder(spec: Pick<CoverArtSpec, "stops" | "angle">): string {
  const [light, middle, deep] = spec.stops;
  return `linear-gradient(${spec.angle}deg, ${light}, ${middle} 55%, ${deep})`;
}

/** Share images of listings (og:image), one per category plus one for listings without a category. */
export const ogImageKeys = ["restaurant", "bar", "nightclub", "listing"] as const;
export type OgImageKey = (typeof ogImageKeys)[number];
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Path of a share image: `/og/{key}.png`. */
export function ogImagePath(key: OgImageKey): string {
  return `/og/${key}.png`;
}
