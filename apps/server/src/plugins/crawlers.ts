import { pathFor, routeTable } from "@sobremesa/contracts";
import type { FastifyInstance } from "fastify";

/** Private and transactional pages crawlers should not index. */
const disallowed = [
  "/api/",
  "/panel-de-usuario/",
  "/en/user-panel/",
  "/checkout/",
  "/en/checkout/",
  "/stores/checkout/",
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** robots.txt and sitemap.xml (the indexable pages of both languages, each with its hreflang alternates). */
export async function crawlers(app: FastifyInstance, options: { siteUrl: string }) {
  const { siteUrl } = options;

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${siteUrl}/sitemap.xml`,
    ];
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `${lines.join("\n")}\n`;
  });

  // Pages without parameters, plus the country listings of the three countries we serve.
  const countryListings = ["mx", "co", "cr"].map((countryCode) => ({
    es: pathFor("country", "es", { countryCode }),
    en: pathFor("country", "en", { countryCode }),
  }));
  const pages = [
    ...routeTable.filter((route) => route.indexable && !route.path.es.includes(":")).map((route) => route.path),
    ...countryListings,
  ];
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((path) =>
      (["es", "en"] as const).map((language) =>
        [
          "  <url>",
          `    <loc>${escapeXml(siteUrl + path[language])}</loc>`,
          `    <xhtml:link rel="alternate" hreflang="es-MX" href="${escapeXml(siteUrl + path.es)}"/>`,
          `    <xhtml:link rel="alternate" hreflang="en-US" href="${escapeXml(siteUrl + path.en)}"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + path.es)}"/>`,
          "  </url>",
        ].join("\n"),
      ),
    ),
    "</urlset>",
  ].join("\n");

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("content-type", "application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `${sitemap}\n`;
  });
}
