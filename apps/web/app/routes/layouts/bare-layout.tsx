import { Outlet } from "react-router";
import { routeGuards } from "../../features/guards/route-guards";

/** Guards (validation, club-member redirect on checkouts) run before any loader of the pages below. */
export const middleware = [routeGuards];

/** Layout "no-header-no-footer": memberships and payment policy; each page brings its own way home. */
export default function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
