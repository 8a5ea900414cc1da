import { useEffect } from "react";
import { Outlet } from "react-router";
import { MobileHeader } from "#app/components/layout/mobile-header.tsx";
import { AuthPanel, isLoggedIn, useAuthStore } from "#app/features/auth/index.ts";
import { routeGuards } from "#app/lib/guards/route-guards.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { usePageChrome } from "#app/lib/navigation/page-chrome.ts";
import { homePath } from "#app/lib/navigation/paths.ts";
import { Deferred, deferredPart } from "#app/lib/shell/deferred-section.tsx";

// Below every page's first view: its code loads when the visitor gets near it.
const siteFooter = deferredPart(() =>
  import("#app/components/layout/site-footer.tsx").then((module) => module.SiteFooter),
);
// The site header's markup works as the server wrote it (its links, the search form): its code (the
// search combobox, the country and account menus) loads when the visitor points, focuses or types in
// it, or once someone is signed in, whose menu it shows.
const siteHeader = deferredPart(
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  () => import("#app/features/header/site-header.tsx").then((module) => module.SiteHeader),
  { wakeOn: "touch" },
);

const SKIP_LINK =
  "sr-only z-50 rounded-sm bg-white font-semibold text-brand-700 shadow-raised focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3";

/** Where the site header sits: the wrapper is what sticks to the top while the page scrolls. */
const SITE_HEADER_PLACE = "sticky top-0 z-20";

/** Guards (validation, auth, club-member redirect) run before any loader of the pages below. */
export const middleware = [routeGuards];

/**
 * Layout "default": skip link, the header the page's guards ask for (site header, the compact
 * mobile header below md, or none), the page as <main>, the footer, and the accounts side panel (a modal <dialog>: the browser makes the page inert).
 */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const chrome = usePageChrome();
  const isHome = chrome.page?.route.id === "home";
  const signedIn = useAuthStore(isLoggedIn);
  useEffect(() => {
    if (signedIn) siteHeader.open();
  }, [signedIn]);
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <a href="#main" className={SKIP_LINK}>
          {t("header.skipToContent")}
        </a>
        {chrome.skipLink && (
          <a href={`#${chrome.skipLink.target}`} className={SKIP_LINK}>
            {t(chrome.skipLink.label)}
          </a>
        )}
        {chrome.headerMode === "site" && (
          <Deferred
            part={siteHeader}
            className={SITE_HEADER_PLACE}
            props={{ color: chrome.headerColor, showSearch: !isHome }}
          />
        )}
        {chrome.headerMode === "mobile" && (
          <>
            <MobileHeader
              className="md:hidden"
              color={chrome.headerColor}
              title={chrome.heading ?? ""}
              backTo={chrome.backTo ?? homePath(language)}
            />
            <Deferred
              part={siteHeader}
              className={`${SITE_HEADER_PLACE} hidden md:block`}
              props={{ color: chrome.headerColor }}
            />
          </>
        )}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Deferred part={siteFooter} props={{}} />
      </div>
      <AuthPanel />
    </>
  );
}
