import { type Language, localeTag } from "@sobremesa/contracts";
import { homePath, listingPath } from "#app/lib/navigation/paths.ts";
import { absoluteUrl, SITE_NAME } from "./page-meta";

/**
 * JSON-LD of the home page: the WebSite, whose search is the country listing's `q` (the search box's
 * own form), and the Organization behind it with its logo.
 */
export function siteSchemas(language: Language, siteUrl: string, countryCode: string): Record<string, unknown>[] {
  const home = absoluteUrl(siteUrl, homePath(language));
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: home,
      inLanguage: localeTag(language, countryCode),
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${absoluteUrl(siteUrl, listingPath(language, countryCode))}?q={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: absoluteUrl(siteUrl, "/"),
      logo: absoluteUrl(siteUrl, "/favicon.svg"),
    },
  ];
}
