import { promisify } from "node:util";
import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encodings = new Negotiator({ supportedValues: ["br", "gzip"] });

/**
 * Each child sitemap compressed once per regeneration rather than once per request: a child of 50,000
 * places is about 11 MB of XML. Kept while the service hands out the same document.
 */
function compressedOnce() {
  const byFile = new Map<string, { body: string; br?: Promise<Buffer>; gzip?: Promise<Buffer> }>();
  return (file: string, body: string, encoding: "br" | "gzip"): Promise<Buffer> => {
    let entry = byFile.get(file);
    if (entry?.body !== body) {
      entry = { body };
      byFile.set(file, entry);
    }
    if (encoding === "br") {
      entry.br ??= brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      return entry.br;
    }
    entry.gzip ??= gzip(body, { level: 9 });
    return entry.gzip;
  };
}

/** robots.txt, and sitemap.xml as an index of /sitemaps/{part}-{n}.xml (built by the sitemap service). */
export async function crawlers(app: FastifyInstance, options: { siteUrl: string; sitemap: SitemapService }) {
  const { siteUrl, sitemap } = options;
  const compressed = compressedOnce();

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
    reply.header("content-type", XML).header("cache-control", CACHE_CONTROL).header("vary", "accept-encoding");
    const encoding = encodings.negotiate(request.headers["accept-encoding"] ?? "");
    if (!encoding) return body;
    // With its content-encoding set, the compression plugin leaves the answer as it is.
    reply.header("content-encoding", encoding);
    return reply.send(await compressed(request.params.file, body, encoding));
  });
}
