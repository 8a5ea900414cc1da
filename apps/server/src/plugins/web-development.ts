// `npm run dev` only: the one module of the server that loads Vite, imported on demand by app.ts so
// that `npm start` never does.
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createServer } from "vite";
import { guardCookieWrites } from "./session.ts";
import { type PageOptions, type PageRenderer, pageRendererOf, pages, type WebBuild } from "./web.ts";

const webRoot = fileURLToPath(new URL("../../../web", import.meta.url));
/** React Router's server build of the current sources, as its Vite plugin serves it. */
const SERVER_BUILD = "virtual:react-router/server-build";

/**
 * Vite in middleware mode, its HMR websocket on the server's own port (one port to open, and the
 * page's Content-Security-Policy already allows its own origin), and the two plugins that use it.
 * Vite refuses requests for hosts it does not know (DNS rebinding): SITE_URL's is one, besides
 * localhost and IP addresses.
 */
export async function webDevelopment(httpServer: Server, siteUrl: string) {
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: httpServer }, allowedHosts: [new URL(siteUrl).hostname] },
  });

  /**
   * Vite's own requests (modules, dependencies, HMR, /@vite/client) answered before any other hook:
   * the router rules would redirect its paths (capitals, no trailing slash) and the throttles count
   * them. What Vite does not serve goes on to the routes; what it serves passes no onSend hook (no
   * page policy on a module, as on a built asset).
   */
  const viteMiddlewares = fp(async (app: FastifyInstance) => {
    app.addHook("onRequest", (request, reply, done) => {
      vite.middlewares(request.raw, reply.raw, () => done());
    });
    // Before the server closes, which would otherwise wait on the HMR websocket's connections.
    app.addHook("preClose", async () => {
      await vite.close();
    });
  });

  /**
   * Pages rendered from the current sources through Vite's SSR loader: a component's change shows on
   * the next request (and in an open page through HMR) without a build. No page cache: the code
   * changes under it. No /_app/builds/latest.json: there is no deployed version to offer, HMR
   * updates the open page.
   */
  async function sourcePages(app: FastifyInstance, options: PageOptions) {
    if (options.sessions) guardCookieWrites(app, options.sessions);
    let current: { build: WebBuild; renderer: PageRenderer } | undefined;
    pages(app, {
      ...options,
      renderer: async () => {
        // Vite hands back the same module until one of its sources changes.
        const build = (await vite.ssrLoadModule(SERVER_BUILD)) as WebBuild;
        if (current?.build !== build) current = { build, renderer: await pageRendererOf(build, "development") };
        return current.renderer;
      },
    });
  }

  return { viteMiddlewares, sourcePages };
}
