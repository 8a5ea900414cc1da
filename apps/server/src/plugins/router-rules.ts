import { clubPlaceCandidate, resolveRedirect } from "@sobremesa/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface RouterRulesOptions {
  /** Old URL -> new path, from the catalogue (legacy_redirects). */
  legacy: (path: string) => string | undefined;
  /** Whether a place has this slug (its page wins over the club rule). */
  placeExists: (slug: string) => Promise<boolean>;
  /** Paths the rules never touch: API surfaces, assets, operations. */
  exemptPrefixes: string[];
}

/**
 * The router behaviour, on the server before React Router: lowercase, trailing slash,
 * /experiencias, club -> premium -> plus and the table of old slugs, as one 301 to the final page.
 */
export const routerRules = fp(async (app: FastifyInstance, options: RouterRulesOptions) => {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const url = request.url;
    // Absolute-form request targets ("GET http://host/...") are never echoed back as a Location.
    if (!url.startsWith("/")) return;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const search = queryStart === -1 ? "" : url.slice(queryStart);
    if (options.exemptPrefixes.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix))) return;
    // Only a URL shaped like a club page under a place's position costs a read.
    const candidate = clubPlaceCandidate(path);
    const place = candidate !== undefined && (await options.placeExists(candidate));
    const target = resolveRedirect(path, search, options.legacy, (slug) => place && slug === candidate);
    if (target) return reply.redirect(target, 301);
  });
});
