import type { RouteConfig } from "@react-router/dev/routes";
import { routeTable } from "@sobremesa/contracts";
import { buildRouteConfig } from "./lib/navigation/route-config";

/**
 * Every route of the shared table (packages/contracts) in Spanish and English, nested under its
 * layout, with ids `es-<id>` / `en-<id>`. An unknown guard or layout, or a route without a page
 * module, throws here and fails `react-router build` and typegen with the culprit's name.
 */
export default buildRouteConfig(routeTable) satisfies RouteConfig;
