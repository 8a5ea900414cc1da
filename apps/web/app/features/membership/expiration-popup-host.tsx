import { lazy, Suspense } from "react";
import { isLoggedIn, useAuthStore } from "#app/features/auth/index.ts";

const ExpirationPopup = lazy(() =>
  import("./components/membership-reminders").then((module) => ({ default: module.ExpirationPopup })),
);

/**
 * The membership expiration popup, on every page for a signed-in visitor; its code and the
 * subscription store load only once someone is signed in.
 */
export function ExpirationPopupHost() {
  const signedIn = useAuthStore((state) => isLoggedIn(state));
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ExpirationPopup />
    </Suspense>
  );
}
