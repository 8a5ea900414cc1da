import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { deferModuleScripts } from "./lib/shell/defer-module-scripts.server";

// The Fastify server reads this from the built entry module and sets it on every request's
// RouterContextProvider, so loaders reach the domain services without an HTTP hop.
import { servicesContext } from "./services";

// The server renders deferred parts in place once their code is in, and waits for it before serving.
export { deferredPartsLoaded } from "./lib/shell/deferred-section";
export { servicesContext };

/** How long deferred data may stream before the render is aborted (ms). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after the stream timeout, with a margin so rejected boundaries can still flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // React's own inline scripts (streamed Suspense boundaries) and React Router's (hydration data,
    // module imports, scroll restoration) must carry the request's CSP nonce to run.
    const nonce = loadContext.get(servicesContext).cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A part of the page that is ready goes out in place. Past this many bytes React sends ready
        // parts after the rest and reveals them a frame or more later, which moved the page under the
        // visitor (the header of a listing arrived after its first paint).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The page's code starts after its first paint (lib/shell/start-after-paint).
          const body = deferModuleScripts();
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors during the shell reject above and are logged by the request handler; only log
          // the ones that happen while streaming.
          if (shellRendered) logError(loadContext, error);
        },
      },
    );
  });
}

/** Server-side errors are logged here; users only ever see the calm error page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logError(context, error);
  context.get(servicesContext).renderFailed?.(error);
};

/** Logs through the server's request logger, so the line carries the request id. */
function logError(context: Readonly<RouterContextProvider>, error: unknown) {
  context.get(servicesContext).log.error({ err: error }, "page rendering failed");
}
