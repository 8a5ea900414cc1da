export * from "./redirect-rules.ts";
export { alternatePath, invalidParams, matchRoute, pathFor, type RouteMatch, routeById } from "./route-match.ts";
export {
  assertKnownGuards,
  type Guard,
  guards,
  type Layout,
  layouts,
  paramPatterns,
  type RouteDefinition,
  routeTable,
} from "./route-table.ts";
