import { LOCATION_SEARCH_LIMITS, scoreThresholds } from "@sobremesa/contracts";
import { listingArguments, locationLevel, normalizeFilters, parseWith, withoutClass } from "./listing-arguments.ts";
import { singlePass } from "./place-search.ts";
import type { SearchDeps } from "./search-context.ts";
import {
  type FacetQuery,
  facetQuerySchema,
  type NearbyQuery,
  nearbyQuerySchema,
  type SearchPlacesQuery,
} from "./search-schemas.ts";

/** Index names a plan (EXPLAIN FORMAT JSON) reads, with the node type that reads each. */
export function indexesInPlan(plan: unknown): { nodeType: string; indexName: string }[] {
  const found: { nodeType: string; indexName: string }[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (typeof record["Index Name"] === "string") {
      found.push({ nodeType: String(record["Node Type"]), indexName: record["Index Name"] });
    }
    for (const value of Object.values(record)) if (typeof value === "object") visit(value);
  };
  visit(plan);
  return found;
}

export function queryPlans({ repository, options: serviceOptions }: SearchDeps) {
  /** EXPLAIN of the exact SQL each discovery query runs (tests and the benchmark read it). */
  const plans = {
    listingPage: (query: SearchPlacesQuery, options?: { discourageSeqScan?: boolean }) => {
      const args = listingArguments(query);
      return repository.explain(
        repository.builders.page(args, { withTotal: singlePass(serviceOptions, args) }),
        options,
      );
    },
    listingPageIds: (query: SearchPlacesQuery, options?: { discourageSeqScan?: boolean }) => {
      const args = listingArguments(query);
      return repository.explain(
        repository.builders.pageIds(args, { withTotal: singlePass(serviceOptions, args) }),
        options,
      );
    },
    listingCount: (query: SearchPlacesQuery, options?: { discourageSeqScan?: boolean }) =>
      repository.explain(repository.builders.count(listingArguments(query).filters), options),
    facet: (query: FacetQuery, options?: { discourageSeqScan?: boolean }) => {
      const parsed = parseWith(facetQuerySchema, query);
      const filters = withoutClass(normalizeFilters(parsed.filters), parsed.type);
      const type = parsed.type;
      if (type === "score")
        return repository.explain(repository.builders.scoreFacet(filters, scoreThresholds), options);
      if (type === "location") {
        const level = locationLevel(filters);
        return repository.explain(
          repository.builders.locationFacet(level === "area" ? "city" : level, filters),
          options,
        );
      }
      return repository.explain(repository.builders.facet(type, filters, parsed.ids), options);
    },
    locations: (text: string, options?: { discourageSeqScan?: boolean }) =>
      repository.explain(repository.builders.locations(text, LOCATION_SEARCH_LIMITS), options),
    nearby: (query: NearbyQuery, options?: { discourageSeqScan?: boolean }) => {
      const parsed = parseWith(nearbyQuerySchema, query);
      return repository.explain(
        repository.builders.nearby(
          { latitude: parsed.latitude, longitude: parsed.longitude },
          parsed.radiusMeters,
          parsed.limit,
          parsed.categoryIds ?? [],
        ),
        options,
      );
    },
  };

  return plans;
}
