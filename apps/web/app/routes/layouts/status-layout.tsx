import { Outlet } from "react-router";
import { StatusFrame } from "#app/components/layout/status-frame.tsx";
import { routeGuards } from "#app/lib/guards/route-guards.ts";

export const middleware = [routeGuards];

/** Layout "404": no header or footer, the content centred (the not-found page and unmatched paths). */
export default function StatusLayout() {
  return (
    <StatusFrame>
      <Outlet />
    </StatusFrame>
  );
}
