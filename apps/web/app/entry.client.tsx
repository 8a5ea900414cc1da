import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deleteGeolocationCookie } from "./features/geolocation/geolocation-cookie";

// SPEC section 9: the geolocation cookie goes at start-up; the persisted store is the one source.
deleteGeolocationCookie();

// root.tsx marks <html data-hydrated="true"> in an effect once this hydration has committed.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
