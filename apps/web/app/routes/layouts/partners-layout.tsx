import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { PartnersErrorView, PartnersHeader } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { routeGuards } from "#app/lib/guards/route-guards.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** Guards (signed in only) run before any loader of the partner pages. */
export const middleware = [routeGuards];

const SKIP_LINK =
  "sr-only z-50 rounded-sm bg-white font-semibold text-brand-700 shadow-raised focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3";

function PartnersFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <a href="#main" className={SKIP_LINK}>
        {t("partners.skipToContent")}
      </a>
      <PartnersHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/**
 * Layout "partners": the partner console's own chrome (its header, no site header or footer), made
 * for a host's phone as much as a manager's desktop. None of the consumer site's chrome loads here.
 */
export default function PartnersLayout() {
  return (
    <PartnersFrame>
      <Outlet />
    </PartnersFrame>
  );
}

/** A console page that failed or was refused stays in the console: its header, and the venue's sections on a 403. */
export function ErrorBoundary() {
  return (
    <PartnersFrame>
      <PartnersErrorView />
    </PartnersFrame>
  );
}

/** Every console page is the person's own, a refused or failed one too (the pages' headers say so when they render). */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}
