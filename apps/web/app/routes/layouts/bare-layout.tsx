import { Outlet } from "react-router";
import { AuthPanel } from "#app/features/auth/index.ts";
import { routeGuards } from "#app/lib/guards/route-guards.ts";

/** Guards (validation, club-member redirect on checkouts) run before any loader of the pages below. */
export const middleware = [routeGuards];

/**
 * Layout "no-header-no-footer": memberships and payment policy; each page brings its own way home.
 * The accounts side panel is here too: a checkout asks signed-out visitors to sign in (`?login=1`).
 */
export default function BareLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <AuthPanel />
    </>
  );
}
