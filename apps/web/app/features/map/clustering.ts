import Supercluster from "supercluster";
import type { BoundingBox, MapPlace } from "./map-types";

/**
 * Marker clustering (grid size 60, minimum size 2, batch 2000, icon sizes
 * 53, 56, 66, 78 and 90 px), shared by the built-in map and Google Maps. Pure: no map, no DOM;
 * the map component asks it for what to draw at a bbox and zoom.
 */

/** Cluster radius in screen pixels (the spec's grid size). */
export const CLUSTER_RADIUS = 60;
/** Fewer points than this never form a cluster: a lone place is always its own marker. */
export const CLUSTER_MIN_POINTS = 2;
/** Past this zoom nothing clusters: places at the same spot are shown side by side. */
export const CLUSTER_MAX_ZOOM = 16;
/**
 * Markers drawn per animation frame when a provider draws them one by one (Google Maps): the spec's
 * batch size (its 500 for old Internet Explorer is moot, no such browser runs this site).
 */
export const CLUSTER_BATCH_SIZE = 2000;
/** Icon sizes in px, smallest cluster first. */
export const CLUSTER_ICON_SIZES = [53, 56, 66, 78, 90] as const;
/** Upper bounds (exclusive) of the first four sizes: <10, <100, <1000, <10000, else the largest. */
const CLUSTER_ICON_LIMITS = [10, 100, 1_000, 10_000] as const;

/** The icon size of a cluster of `count` places: 53 px under 10, 56 under 100, ..., 90 from 10,000. */
export function clusterIconSize(count: number): (typeof CLUSTER_ICON_SIZES)[number] {
  const index = CLUSTER_ICON_LIMITS.findIndex((limit) => count < limit);
  return CLUSTER_ICON_SIZES[index === -1 ? CLUSTER_ICON_SIZES.length - 1 : index]!;
}

interface PlaceProperties {
  placeId: number;
}

export type ClusterIndex = Supercluster<PlaceProperties, PlaceProperties>;

export interface ClusterItem {
  kind: "cluster";
  /** Supercluster's id, for expansion zoom. */
  id: number;
  count: number;
  latitude: number;
  longitude: number;
  /** Icon size in px (clusterIconSize of count). */
  size: number;
}

export interface PlaceItem {
  kind: "place";
  place: MapPlace;
  latitude: number;
  longitude: number;
}

export type MapItem = ClusterItem | PlaceItem;

function isValidPosition(place: MapPlace): boolean {
  return (
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude) &&
    Math.abs(place.latitude) <= 90 &&
    Math.abs(place.longitude) <= 180
  );
}

export interface PlacesIndex {
  index: ClusterIndex;
  byId: ReadonlyMap<number, MapPlace>;
}

/** Builds the index once per list of places (supercluster indexes are immutable). */
export function buildPlacesIndex(places: readonly MapPlace[]): PlacesIndex {
  const byId = new Map<number, MapPlace>();
  for (const place of places) if (isValidPosition(place)) byId.set(place.id, place);
  const index: ClusterIndex = new Supercluster<PlaceProperties, PlaceProperties>({
    radius: CLUSTER_RADIUS,
    minPoints: CLUSTER_MIN_POINTS,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    [...byId.values()].map((place) => ({
      type: "Feature" as const,
      properties: { placeId: place.id },
      geometry: { type: "Point" as const, coordinates: [place.longitude, place.latitude] },
    })),
  );
  return { index, byId };
}

/** Clusters and single places inside the bbox at the zoom (fractional zooms count as their floor). */
export function itemsFor({ index, byId }: PlacesIndex, bbox: BoundingBox, zoom: number): MapItem[] {
  const items: MapItem[] = [];
  for (const feature of index.getClusters(bbox, zoom)) {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ("cluster" in properties && properties.cluster) {
      items.push({
        kind: "cluster",
        id: properties.cluster_id,
        count: properties.point_count,
        latitude,
        longitude,
        size: clusterIconSize(properties.point_count),
      });
    } else {
      const place = byId.get(properties.placeId);
      if (place) items.push({ kind: "place", place, latitude, longitude });
    }
  }
  return items;
}

/** The zoom at which a cluster splits, capped so the map never zooms past its own limit. */
export function expansionZoom({ index }: PlacesIndex, clusterId: number, maxZoom: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), maxZoom);
}

/** The smallest bbox holding every place, or undefined for none (the map then uses its centre). */
export function boundsOf(places: readonly MapPlace[]): BoundingBox | undefined {
  const valid = places.filter(isValidPosition);
  if (valid.length === 0) return undefined;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { latitude, longitude } of valid) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [west, south, east, north];
}
