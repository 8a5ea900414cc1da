/**
 * sitemap.xml for search engines: an index of child sitemaps covering every indexable page (static
 * pages, non-empty listings, places, things to do, stores and products) in both languages, read
 * through the domains' own `sitemap` readers and kept in memory for an hour.
 */
export {
  createSitemapService as sitemapService,
  type SitemapOptions,
  type SitemapReaders,
  type SitemapService,
} from "./sitemap-service.ts";
export { escapeXml, type SitemapEntry, sitemapIndexXml, urlsetXml } from "./sitemap-xml.ts";
