import {
  type ArtCategory,
  artCategories,
  COVER_HEIGHT,
  COVER_WIDTH,
  type CoverArtSpec,
  coverArtSeed,
  coverArtSpec,
  MAX_ART_SEED,
  OG_IMAGE_SIZE,
  type OgImageKey,
  ogImageKeys,
} from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

/**
 * The drawings behind the generated images, as SVG text: a place's cover (400 x 300) and a
 * listing's share image (1200 x 630). Pure functions of numbers and enums: nothing a visitor types
 * ever reaches the markup, and the server serves them at URLs that name those numbers.
 */

const SVG_NS = "http://www.w3.org/2000/svg";

function assertArtInput(artSeed: number, category: string): asserts category is ArtCategory {
  if (!Number.isInteger(artSeed) || artSeed < 0 || artSeed > MAX_ART_SEED) {
    throw new RangeError(`Art seed must be an unsigned 32-bit integer, got ${String(artSeed)}`);
  }
  if (!(artCategories as readonly string[]).includes(category)) throw new RangeError("Unknown art category");
}

/** The illustration of a category, centred on the origin, drawn with the group's stroke. */
const MOTIFS: Record<ArtCategory, string> = {
  restaurant: [
    '<circle r="56"/>',
    '<circle r="40" stroke-width="1.5" opacity="0.7"/>',
    '<path d="M-92 -48 V-22 M-84 -48 V-22 M-76 -48 V-22 M-92 -22 Q-84 -10 -76 -22 M-84 -14 V54"/>',
    '<path d="M84 54 V-48 Q100 -28 94 2 H84"/>',
  ].join(""),
  bar: [
    '<path d="M-52 -50 H52 L0 8 Z"/>',
    '<path d="M-40 -36 H40" stroke-width="1.5" opacity="0.7"/>',
    '<path d="M0 8 V54 M-26 56 H26"/>',
    '<circle cx="22" cy="-62" r="9"/>',
    '<path d="M14 -54 L-10 -24" stroke-width="2"/>',
    '<path d="M64 56 H108 L104 -6 H68 Z" opacity="0.75"/>',
    '<path d="M70 20 H102" stroke-width="1.5" opacity="0.6"/>',
  ].join(""),
  nightclub: [
    '<path d="M0 -150 V-46" stroke-width="1.5"/>',
    '<circle r="46"/>',
    '<ellipse rx="20" ry="46" stroke-width="1.5" opacity="0.75"/>',
    '<ellipse rx="38" ry="46" stroke-width="1.5" opacity="0.6"/>',
    '<path d="M-44 -16 H44 M-46 0 H46 M-44 16 H44 M-36 -30 H36 M-36 30 H36" stroke-width="1.5" opacity="0.7"/>',
    '<path d="M-96 -30 l4 -12 l4 12 l12 4 l-12 4 l-4 12 l-4 -12 l-12 -4 Z" stroke-width="2"/>',
    '<path d="M86 24 l3 -9 l3 9 l9 3 l-9 3 l-3 9 l-3 -9 l-9 -3 Z" stroke-width="2"/>',
    '<path d="M70 -60 l2 -6 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 Z" stroke-width="1.5"/>',
  ].join(""),
};

/** Gradients of a cover: the main colour, the soft light of each spot and the shade at the bottom. */
function coverDefs(spec: CoverArtSpec, id: string): string {
  const [light, middle, deep] = spec.stops;
  return [
    `<linearGradient id="${id}-bg" gradientTransform="rotate(${spec.angle - 90} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${light}"/>`,
    `<stop offset="0.55" stop-color="${middle}"/>`,
    `<stop offset="1" stop-color="${deep}"/>`,
    "</linearGradient>",
    `<radialGradient id="${id}-light">`,
    '<stop offset="0" stop-color="#fff" stop-opacity="1"/>',
    '<stop offset="0.6" stop-color="#fff" stop-opacity="0.35"/>',
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/>',
    "</radialGradient>",
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset="0.45" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.32"/>',
    "</linearGradient>",
  ].join("");
}

/** Background, light spots and shade of a cover in a box of the given size (the spec's numbers are for 400 x 300). */
function coverBackground(spec: CoverArtSpec, id: string, width: number, height: number): string {
  const scaleX = width / COVER_WIDTH;
  const scaleY = height / COVER_HEIGHT;
  const scaleR = Math.max(scaleX, scaleY);
  const lights = spec.lights.map(
    (spot) =>
      `<circle cx="${round(spot.cx * scaleX)}" cy="${round(spot.cy * scaleY)}" r="${round(spot.r * scaleR)}" fill="url(#${id}-light)" opacity="${spot.opacity}"/>`,
  );
  return [
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
    ...lights,
    `<rect width="${width}" height="${height}" fill="url(#${id}-shade)"/>`,
  ].join("");
}

function motifGroup(
  category: ArtCategory,
  ink: string,
  placement: { x: number; y: number; rotate: number; scale: number },
): string {
  return (
    `<g transform="translate(${placement.x} ${placement.y}) rotate(${placement.rotate}) scale(${placement.scale})"` +
    ` fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    `${MOTIFS[category]}</g>`
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The cover of a place as a standalone SVG document (400 x 300, cropped to fill any box): the
 * category's gradient, soft lights, a shade and the category's illustration, all decided by the
 * art seed (see coverArtSeed in @sobremesa/contracts).
 */
export function coverArtSvg(artSeed: number, category: ArtCategory): string {
  assertArtInput(artSeed, category);
  const spec = coverArtSpec(artSeed, category);
  const id = "cover";
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${coverDefs(spec, id)}</defs>` +
    coverBackground(spec, id, COVER_WIDTH, COVER_HEIGHT) +
    motifGroup(category, spec.ink, spec.motif) +
    "</svg>"
  );
}

/** Fixed art seeds of the share images, so each keeps its look (the category tiles of the home use the same image seeds). */
const SHARE_SEEDS: Record<OgImageKey, { category: ArtCategory; imageSeed: number }> = {
  restaurant: { category: "restaurant", imageSeed: 7 },
  bar: { category: "bar", imageSeed: 1 },
  nightclub: { category: "nightclub", imageSeed: 10 },
  listing: { category: "restaurant", imageSeed: 24 },
};

/** One URL serves both languages, so the share image says it in both (Spanish first). */
const shareTagline = (key: OgImageKey) => ({
  es: domainText("es")(`catalog.shareTaglines.${key}`),
  en: domainText("en")(`catalog.shareTaglines.${key}`),
});
const SHARE_COUNTRIES = "México · Colombia · Costa Rica";
const BRAND_BLUE = "#0071f2";
const ACCENT = "#fb7a3c";
/** librsvg has no web fonts: a generic family, so every machine renders the text with what it has. */
const FONT = 'font-family="sans-serif"';

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Where the illustrations sit on a share image: one large on the right, or the three categories for a general listing. */
function shareMotifs(key: OgImageKey, spec: CoverArtSpec): string {
  if (key !== "listing") {
    return motifGroup(SHARE_SEEDS[key].category, spec.ink, { x: 965, y: 360, rotate: spec.motif.rotate, scale: 1.8 });
  }
  return [
    motifGroup("restaurant", spec.ink, { x: 1000, y: 190, rotate: -8, scale: 0.95 }),
    motifGroup("bar", spec.ink, { x: 880, y: 445, rotate: 6, scale: 0.95 }),
    motifGroup("nightclub", spec.ink, { x: 1075, y: 470, rotate: -4, scale: 0.9 }),
  ].join("");
}

/**
 * The share image of a listing (og:image, 1200 x 630): the category's cover art as background,
 * the Sobremesa mark and wordmark, and a tagline in Spanish and English. Rasterised to PNG by the
 * server; the text uses a generic sans-serif family.
 */
export function shareImageSvg(key: OgImageKey): string {
  if (!(ogImageKeys as readonly string[]).includes(key)) throw new RangeError("Unknown share image key");
  const { width, height } = OG_IMAGE_SIZE;
  const { category, imageSeed } = SHARE_SEEDS[key];
  const spec = coverArtSpec(coverArtSeed(imageSeed, category), category);
  const id = "share";
  const tagline = shareTagline(key);
  return [
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    "<defs>",
    coverDefs(spec, id),
    `<linearGradient id="${id}-text" x1="0" y1="0" x2="1" y2="0">`,
    '<stop offset="0" stop-color="#000" stop-opacity="0.55"/>',
    '<stop offset="0.55" stop-color="#000" stop-opacity="0.25"/>',
    '<stop offset="0.8" stop-color="#000" stop-opacity="0"/>',
    "</linearGradient>",
    "</defs>",
    coverBackground(spec, id, width, height),
    `<rect width="${width}" height="${height}" fill="url(#${id}-text)"/>`,
    shareMotifs(key, spec),
    // The mark of the site's logo: a plate in brand blue with an accent centre.
    '<g transform="translate(112 196)">',
    '<circle r="40" fill="#fff"/>',
    `<circle r="25.3" fill="none" stroke="${BRAND_BLUE}" stroke-width="6.7"/>`,
    `<circle r="10.7" fill="${ACCENT}"/>`,
    "</g>",
    `<text x="172" y="230" ${FONT} font-size="96" font-weight="700" letter-spacing="-2" fill="#fff">Sobremesa</text>`,
    `<text x="80" y="350" ${FONT} font-size="42" font-weight="700" fill="#fff">${escapeXml(tagline.es)}</text>`,
    `<text x="80" y="410" ${FONT} font-size="36" fill="#fff" fill-opacity="0.88">${escapeXml(tagline.en)}</text>`,
    `<rect x="80" y="470" width="72" height="6" rx="3" fill="${ACCENT}"/>`,
    `<text x="80" y="538" ${FONT} font-size="30" fill="#fff" fill-opacity="0.88">${escapeXml(SHARE_COUNTRIES)}</text>`,
    "</svg>",
  ].join("");
}
