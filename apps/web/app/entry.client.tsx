import { languageOfPath } from "@sobremesa/contracts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deleteGeolocationCookie } from "./features/geolocation/geolocation-cookie";
import { loadCatalogue } from "./i18n/i18n";

// SPEC section 9: the geolocation cookie goes at start-up; the persisted store is the one source.
deleteGeolocationCookie();

function hydrate() {
  // root.tsx marks <html data-hydrated="true"> in an effect once this hydration has committed.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Resolves once the browser has painted the server's HTML: a frame callback runs just before the
 * paint, and a task queued from it runs after. Hydrating first would keep the finished page off the
 * screen for as long as hydration takes on a slow phone. A tab opened in the background paints no
 * frame: there the timer goes first.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

// The page's translations (preloaded by the root) must be there before the first client render,
// or it would not match the server's. One retry; after that the server-rendered page stays as it is
// (its links and forms still work without JavaScript).
const language = languageOfPath(window.location.pathname);
Promise.all([loadCatalogue(language).catch(() => loadCatalogue(language)), afterFirstPaint()]).then(
  hydrate,
  (error: unknown) => console.error(error),
);
