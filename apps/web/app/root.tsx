import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { languageOfPath, localeTag } from "@sobremesa/contracts";
import { type ReactNode, useContext, useEffect, useState } from "react";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { NotFoundView } from "./components/layout/not-found-view";
import { StatusFrame } from "./components/layout/status-frame";
import { AuthSync } from "./features/auth/auth-sync";
import { ExpirationPopupHost } from "./features/membership/expiration-popup-host";
import { SubscriptionSync } from "./features/membership/subscription-sync";
import { configureApiBases } from "./lib/api/api-bases";
import { currentSession } from "./lib/guards/session";
import { catalogueUrl, getI18n, loadCatalogue } from "./lib/i18n/i18n";
import { rememberLanguage } from "./lib/i18n/locale-cookie";
import { I18nextProvider, useTranslation } from "./lib/i18n/react-i18n";
import { useFocusOnNavigation } from "./lib/navigation/focus-on-navigation";
import { usePageChrome } from "./lib/navigation/page-chrome";
import { RouteAnnouncer } from "./lib/navigation/route-announcer";
import { useRoutePreloadOnIntent } from "./lib/navigation/route-preload";
import { reloadOnChunkError, ShellHost } from "./lib/shell";
import { keepFocusClearOfChrome } from "./lib/shell/focus-clear-of-chrome";
import { startAfterPaintScript } from "./lib/shell/start-after-paint";
import { servicesContext } from "./services";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A precedence makes React hoist it ahead of the modulepreloads: otherwise the one render-blocking
  // file is requested after some twenty scripts and first paint waits for their bandwidth.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The public configuration (site URL for canonical links; never a secret) and the signed-in
 * visitor's public profile for the header. The user is only there when the request carries a
 * session (cookie or Bearer), and such pages are never shared: the page cache and the listings'
 * Cache-Control keep every request with the session cookie private. Cached anonymous pages say
 * `user: null`; the header then learns a signed-in visitor on the client (features/auth/auth-sync).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { publicConfig, accounts, memberships } = context.get(servicesContext);
  const session = await currentSession(request, accounts).catch(() => null);
  // Member prices on places and bookings; only signed-in requests ask, and those pages are never shared.
  const member =
    session?.user && memberships
      ? await memberships
          .membershipOf(session.user.id, languageOfPath(new URL(request.url).pathname))
          .then((found) => found.subscription !== null)
          .catch(() => false)
      : false;
  return {
    siteUrl: publicConfig.siteUrl,
    mapStyleUrl: publicConfig.mapStyleUrl ?? null,
    // Whether maps may ask the loader for Google Maps; false keeps the built-in MapLibre map.
    googleMaps: publicConfig.googleMaps === true,
    // Where the browser's requests go: the server's MAIN_API_BASE, RSV_API_BASE and the others.
    surfaces: publicConfig.surfaces,
    user: session?.user ?? null,
    member,
  };
}

/**
 * Zod probes once per page whether it may compile parsers with `new Function`. Our CSP has no
 * 'unsafe-eval', so the browser refuses the probe and reports a violation on every page (zod catches
 * the error and parses without compiling anyway). Zod reads this global as it loads: set before any
 * module runs, it skips the probe.
 */
const zodConfigScript = "globalThis.__zod_globalConfig={jitless:true};";

/**
 * An inline script's text is only needed in the server's HTML: it has run by the time React
 * hydrates, which leaves a script's content as the server wrote it. The browser's bundle goes
 * without the text (and the code that writes it).
 */
const serverOnly = (text: string) => (import.meta.env.SSR ? text : "");

/**
 * The browser holds only the catalogue of the language it started in: a navigation into the other
 * language (the language switch, an /en link) fetches that one first, so its page renders translated.
 * Should the fetch fail, the document is requested instead and the server renders it whole.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    try {
      await loadCatalogue(languageOfPath(new URL(request.url).pathname));
    } catch {
      window.location.assign(request.url);
      await new Promise<never>(() => undefined);
    }
    return next();
  },
];

// The public configuration does not change between navigations; after the first page the auth
// store (updated by sign-in and sign-out) is what the header reads.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const chrome = usePageChrome();
  const { headerColor } = chrome;
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Before any child renders: their effects may already call the APIs.
  configureApiBases(rootData?.surfaces);
  // The request's CSP nonce, which entry.server gives React Router for its own scripts: our inline
  // scripts need it too, also on an error page, where the root loader has not run. In the browser it
  // is gone (browsers hide nonces from the DOM), so the attribute is left as the server wrote it.
  const nonce = useContext(FrameworkContext)?.nonce;
  // The document's first language: after a switch the middleware has fetched the other catalogue
  // already, and the start script (which preloads this one) has run.
  const [documentLanguage] = useState(language);
  useEffect(() => {
    // E2E tests wait for this to know the server-rendered page is now interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => keepFocusClearOfChrome(), []);
  useEffect(() => {
    rememberLanguage(language);
  }, [language]);
  useFocusOnNavigation();
  useRoutePreloadOnIntent();
  return (
    <html lang={localeTag(language)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={headerColor} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, nonced script of our own.
          dangerouslySetInnerHTML={{ __html: serverOnly(zodConfigScript) }}
        />
        <Meta />
        <Links />
      </head>
      <body
        className="min-h-dvh"
        // Which table route, layout, guards and header this page got: read by the route tests.
        data-route-id={chrome.page?.route.id ?? "not-found"}
        data-layout={chrome.page?.route.layout ?? "404"}
        data-guards={chrome.page?.route.guards.join(" ") ?? ""}
        data-header={chrome.headerMode}
      >
        <I18nextProvider i18n={getI18n(language)}>
          {children}
          <RouteAnnouncer />
          <ShellHost />
          <AuthSync serverUser={rootData?.user ?? null} />
          <SubscriptionSync />
          <ExpirationPopupHost />
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own; its one variable is a build asset's URL.
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? startAfterPaintScript(catalogueUrl(documentLanguage)) : "",
          }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The "Page Not Found <path>" message of a failed route validation, shown under the apology. */
function notFoundDetail(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "string") return undefined;
  return error.data.startsWith("Page Not Found ") ? error.data.slice(0, 300) : undefined;
}

/**
 * Route errors: a 404 (failed parameter validation) and any unhandled error show the not-found page
 * in the 404 layout, with the status of the error. It never shows error details;
 * the server logs them (entry.server handleError).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  const kind = notFound ? "notFound" : badRequest ? "badRequest" : "error";
  // A page whose code chunk failed to load (a deploy replaced it) reloads once, guarded.
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);
  return (
    <>
      <title>{t(`meta.${kind}.title`)}</title>
      <meta name="robots" content="noindex" />
      <StatusFrame>
        <NotFoundView kind={kind} detail={notFound ? notFoundDetail(error) : undefined} />
      </StatusFrame>
    </>
  );
}
