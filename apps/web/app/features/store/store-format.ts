import type { Language, StoreMoney } from "@sobremesa/contracts";
import { formatPriceTag } from "../experiences/experience-format";

/** "$450 MXN", "$45.000 COP": the site's price tag (no ",00" on whole amounts) in the store country's locale. */
export function formatStorePrice(money: StoreMoney, language: Language, country = "mx"): string {
  return formatPriceTag(money, language, country);
}

/** "12 jun 2026, 14:05" in the page's language (the instant in the store country's zone). */
export function formatStoreInstant(iso: string, language: Language, country = "mx"): string {
  const zone = { mx: "America/Mexico_City", co: "America/Bogota", cr: "America/Costa_Rica" }[country];
  return new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-MX", {
    dateStyle: "medium",
    timeStyle: "short",
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(iso));
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
