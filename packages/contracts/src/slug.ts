/**
 * URL slug for a location or name: lowercase, accent-free, spaces as hyphens.
 * "Ciudad de México" -> "ciudad-de-mexico", "Bogotá D.C." -> "bogota-d-c".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/ñ/g, "n")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
