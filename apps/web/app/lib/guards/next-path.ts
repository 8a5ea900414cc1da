/**
 * The return path after signing in, only when it stays on this site: a path that starts with a
 * single "/" (not "//", which browsers read as another host), with no backslash (some browsers
 * read "/\" as "//"), no control characters and no scheme. Anything else gives null.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // An encoded "//" or "\" would become one after a second decoding somewhere down the line.
  if (decoded.startsWith("//") || decoded.includes("\\")) return null;
  const base = "https://sobremesa.invalid";
  const resolved = new URL(value, base);
  if (resolved.origin !== base) return null;
  return value;
}
