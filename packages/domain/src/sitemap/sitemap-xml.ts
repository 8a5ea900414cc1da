import type { Language } from "@sobremesa/contracts";

/** One page of the site in both languages: two <url> entries, each naming the other as its alternate. */
export interface SitemapEntry {
  paths: Record<Language, string>;
  /** The hreflang of the Spanish page as its head writes it (es-MX, or the listing's country: es-CO...). */
  spanishTag: string;
  /** W3C datetime of the page's last change, when the data keeps one. */
  lastmod?: string;
}

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const absolute = (siteUrl: string, path: string) => escapeXml(`${siteUrl}${path}`);

/** A <urlset>: each entry twice (es, en), both with the es, en and x-default alternates. */
export function urlsetXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
  ];
  for (const entry of entries) {
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(entry.spanishTag)}" href="${absolute(siteUrl, entry.paths.es)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en-US" href="${absolute(siteUrl, entry.paths.en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(siteUrl, entry.paths.es)}"/>`,
    ];
    for (const language of ["es", "en"] as const) {
      lines.push("  <url>", `    <loc>${absolute(siteUrl, entry.paths[language])}</loc>`);
      if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
      lines.push(...alternates, "  </url>");
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** A <sitemapindex> of child sitemaps at these paths, each with the latest lastmod of its URLs. */
export function sitemapIndexXml(
  siteUrl: string,
  children: readonly { path: string; lastmod?: string | undefined }[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...children.map(
      ({ path, lastmod }) =>
        `  <sitemap>\n    <loc>${absolute(siteUrl, path)}</loc>\n${lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : ""}  </sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}
