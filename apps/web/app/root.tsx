import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { DEFAULT_HEADER_COLOR, languageOfPath, localeTag } from "@sobremesa/contracts";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { StatusPage } from "./components/layout/status-page";
import { getI18n } from "./i18n/i18n";
import { servicesContext } from "./services";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The public configuration only (site URL for canonical links); never a secret. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(servicesContext);
  return { siteUrl: publicConfig.siteUrl };
}

// The public configuration does not change between navigations.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  useEffect(() => {
    // E2E tests wait for this to know the server-rendered page is now interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={localeTag(language)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={DEFAULT_HEADER_COLOR} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <I18nextProvider i18n={getI18n(language)}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Shown for unmatched or failed requests. It never shows error details, whatever the mode; the server
 * logs them (entry.server handleError).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const kind = notFound ? "notFound" : "error";
  return (
    <>
      <title>{t(`meta.${kind}.title`)}</title>
      <meta name="robots" content="noindex" />
      <StatusPage heading={t(`${kind}.heading`)} text={t(`${kind}.text`)} cta={t(`${kind}.cta`)} />
    </>
  );
}
