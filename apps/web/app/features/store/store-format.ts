import { COUNTRIES, formatDateTime, isCountryCode, type Language } from "@sobremesa/contracts";

/** "12 jun 2026, 14:05" in the page's language (the instant in the store country's zone). */
export function formatStoreInstant(iso: string, language: Language, country = "mx"): string {
  return formatDateTime(iso, COUNTRIES[isCountryCode(country) ? country : "mx"].timeZone, language);
}

/** Gradient stops from a store's or product's hue (0-359): the generated art's colours. */
export function artColours(hue: number, variant = 0): { from: string; to: string; angle: number } {
  const base = ((hue % 360) + 360) % 360;
  return {
    from: `hsl(${base} 48% ${44 + (variant % 3) * 4}%)`,
    to: `hsl(${(base + 34 + variant * 17) % 360} 52% ${68 - (variant % 2) * 6}%)`,
    angle: 125 + ((variant * 53 + base) % 110),
  };
}

/**
 * The icon of a product's picture from its category's slug (the seed's slugs are Spanish in both
 * languages): a bottle for spirits, a cup for coffee, a bowl for pantry goods; a box otherwise.
 */
export function artIconOf(
  categorySlug: string | null | undefined,
): "spirits" | "coffee" | "sweets" | "pantry" | "table" | "gift" | "product" {
  const slug = categorySlug ?? "";
  if (/mezcal|destilad|licor/.test(slug)) return "spirits";
  if (/cafe|metodo|chorreador|mezclas/.test(slug)) return "coffee";
  if (/chocolate|cacao|tableta|bombon|trufa/.test(slug)) return "sweets";
  if (/salsa|botana|despensa|chiler|picante/.test(slug)) return "pantry";
  if (/talavera|barro|utensilio|textil|copa|accesorio|artesania/.test(slug)) return "table";
  if (/regalo|ancheta|canasta/.test(slug)) return "gift";
  return "product";
}

/** A small number from a slug, so products of one store (one hue) still get pictures of their own. */
export function artVariantOf(slug: string): number {
  let hash = 0;
  for (let index = 0; index < slug.length; index++) hash = (hash * 31 + slug.charCodeAt(index)) >>> 0;
  return hash % 97;
}
