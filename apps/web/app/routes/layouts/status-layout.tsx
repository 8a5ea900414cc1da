import { Outlet } from "react-router";
import { StatusFrame } from "../../components/layout/status-frame";
import { routeGuards } from "../../lib/guards/route-guards";

export const middleware = [routeGuards];

/** Layout "404": no header or footer, the content centred (the not-found page and unmatched paths). */
export default function StatusLayout() {
  return (
    <StatusFrame>
      <Outlet />
    </StatusFrame>
  );
}
