import type { SitemapService } from "@sobremesa/domain/sitemap";
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

const XML = "application/xml; charset=utf-8";
// The documents are regenerated at most this often on the server (the sitemap service's cache).
const CACHE_CONTROL = "public, max-age=3600";

/** robots.txt, and sitemap.xml as an index of /sitemaps/{part}-{n}.xml (built by the sitemap service). */
export async function crawlers(app: FastifyInstance, options: { siteUrl: string; sitemap: SitemapService }) {
  const { siteUrl, sitemap } = options;

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${siteUrl}/sitemap.xml`,
    ];
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL);
    return `${lines.join("\n")}\n`;
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const body = await sitemap.indexXml();
    reply.header("content-type", XML).header("cache-control", CACHE_CONTROL);
    return body;
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const body = await sitemap.childXml(request.params.file);
    if (body === undefined) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    reply.header("content-type", XML).header("cache-control", CACHE_CONTROL);
    return body;
  });
}
