/** Particles that stay lower case inside a place name. */
const LOWER_CASE_WORDS = new Set(["del", "de", "la", "el"]);

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase("es") + word.slice(1);

/** Initials written with dots ("D.C.", "s.a.", "S.A.S"): every letter is a capital. */
const INITIALS = /^(\p{L}\.)+\p{L}?\.?$/u;

/**
 * Title-cases a place name as written by the venue: "LA CASA DEL MOLE" -> "La Casa del Mole".
 * "del", "de", "la" and "el" stay lower case except as the first word, where "El Cardenal" reads
 * right. Parts joined by a hyphen or an apostrophe are capitalised each ("Saint-Tropez", "O'Neill");
 * initials keep every letter a capital ("Bogotá D.C.", "Grupo S.A. de C.V.").
 */
export function titleCasePlaceName(name: string): string {
  const words = name.trim().toLocaleLowerCase("es").split(/\s+/);
  return words
    .filter((word) => word.length > 0)
    .map((word, index) => {
      if (index > 0 && LOWER_CASE_WORDS.has(word)) return word;
      if (INITIALS.test(word)) return word.toLocaleUpperCase("es");
      return word
        .split(/(?<=[-'’/(“"])/)
        .map(capitalise)
        .join("");
    })
    .join(" ");
}

/**
 * A location or place slug from a URL, readable: "ciudad-de-mexico" -> "Ciudad de Mexico",
 * "la-casa-del-mole" -> "La Casa del Mole". Slugs are accent-free, so neither is the result.
 */
export function titleCaseSlug(slug: string, maxLength = 80): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // keep the raw slug
  }
  return titleCasePlaceName(decoded.replace(/[-_+]+/g, " ").slice(0, maxLength));
}
