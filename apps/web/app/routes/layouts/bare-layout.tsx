import { Outlet } from "react-router";
import { AuthPanel } from "../../features/auth/components/auth-panel";
import { routeGuards } from "../../lib/guards/route-guards";

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
