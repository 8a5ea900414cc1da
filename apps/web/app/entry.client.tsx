import { languageOfPath } from "@sobremesa/contracts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deleteGeolocationCookie } from "./features/geolocation/geolocation-cookie";
import { loadCatalogue } from "./lib/i18n/i18n";
import { navigationGate } from "./lib/shell/navigation-gate";

// The geolocation cookie goes at start-up; the persisted store is the one source.
deleteGeolocationCookie();

function hydrate() {
  // root.tsx marks <html data-hydrated="true"> in an effect once this hydration has committed.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[navigationGate]} />
      </StrictMode>,
    );
  });
}

// The page's translations (the start-after-paint script preloads them beside this module) must be
// there before the first client render, or it would not match the server's. One retry; after that the
// server-rendered page stays as it is (its links and forms still work without JavaScript). This
// module itself only loads after the first paint (lib/shell/start-after-paint).
const language = languageOfPath(window.location.pathname);
loadCatalogue(language)
  .catch(() => loadCatalogue(language))
  .then(hydrate, (error: unknown) => console.error(error));
