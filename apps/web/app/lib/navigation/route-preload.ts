import { useContext, useEffect } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
  useLocation,
} from "react-router";
import { type Preloader, routePreloader } from "#app/lib/shell/preload-limit.ts";

/** What React Router's manifest says of a route: the URL of its module. */
interface ManifestRoute {
  module: string;
}

/** A link's target on this site worth preloading, as a path, or null. */
export function preloadablePath(anchor: HTMLAnchorElement, current: Location): string | null {
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download") || anchor.origin !== current.origin) return null;
  if (anchor.pathname === current.pathname) return null;
  return anchor.pathname;
}

/** Module URLs of the routes a path matches whose code the browser has not loaded yet. */
export function routeModulesToLoad(
  matched: readonly { route: { id: string } }[],
  manifest: Readonly<Record<string, ManifestRoute | undefined>>,
  loaded: Readonly<Record<string, unknown>>,
): string[] {
  return matched.flatMap(({ route }) => {
    const entry = manifest[route.id];
    return entry && !(route.id in loaded) ? [entry.module] : [];
  });
}

/** Pointing at a link, touching it or moving focus to it: the visitor is about to follow it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Preloads the code of the page behind a link the visitor is about to follow, through the app's
 * one limiter (up to 4 route preloads at once). The links React Router has not
 * discovered yet (its lazy route discovery) are left to the navigation. Preloads still waiting
 * when the page changes are dropped: their links are gone.
 */
export function useRoutePreloadOnIntent(preloader: Preloader = routePreloader) {
  const router = useContext(DataRouterContext)?.router;
  const framework = useContext(FrameworkContext);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!router || !framework) return;
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = preloadablePath(anchor, window.location);
      if (!path) return;
      const modules = routeModulesToLoad(
        matchRoutes(router.routes, path, router.basename) ?? [],
        framework.manifest.routes,
        framework.routeModules,
      );
      if (modules.length === 0) return;
      void preloader.preload(modules.join(" "), () =>
        Promise.all(modules.map((url) => import(/* @vite-ignore */ url))),
      );
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [router, framework, preloader]);

  useEffect(() => {
    if (pathname) preloader.cancelPending();
  }, [pathname, preloader]);
}
