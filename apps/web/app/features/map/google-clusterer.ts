import {
  boundsOf,
  buildPlacesIndex,
  CLUSTER_BATCH_SIZE,
  type ClusterItem,
  expansionZoom,
  itemsFor,
  type MapItem,
  type PlacesIndex,
} from "./clustering";
import type { GoogleMap, GoogleMarker, GoogleNamespace, MapsEventListener } from "./google-maps-types";
import type { MapPlace } from "./map-types";

const MAX_ZOOM = 19;
const FIT_PADDING = 56;

export interface MarkerClustererOptions {
  /** Fit the view to the places (default); false keeps the map's own centre and zoom. */
  fit?: boolean;
  onPlace: (place: MapPlace, marker: GoogleMarker) => void;
  /** Accessible title of a cluster marker ("12 lugares aquí. Acercar"). */
  clusterTitle: (count: number) => string;
  /** The count written on a cluster ("1,234" or "1.234"). */
  formatCount: (count: number) => string;
}

/** A round brand-blue cluster icon, as an SVG data URL of the cluster's spec size. */
function clusterIcon(size: number): string {
  const radius = size / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${radius}" cy="${radius}" r="${radius - 1}" fill="#0071F2" fill-opacity="0.25"/><circle cx="${radius}" cy="${radius}" r="${radius - 7}" fill="#0071F2" stroke="#fff" stroke-width="2"/></svg>`;
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}

/**
 * Clusters places on a Google map with the built-in map's index and settings (clustering.ts: grid
 * 60, minimum 2, icon sizes 53 to 90), redrawn when the map comes to rest. Markers are created in
 * batches of CLUSTER_BATCH_SIZE per animation frame so a big list never freezes the page.
 */
export class MarkerClusterer {
  readonly #google: GoogleNamespace;
  readonly #map: GoogleMap;
  readonly #options: MarkerClustererOptions;
  #index: PlacesIndex;
  #markers: GoogleMarker[] = [];
  #placeMarkers = new Map<number, GoogleMarker>();
  #listener: MapsEventListener;
  #frame = 0;

  constructor(google: GoogleNamespace, map: GoogleMap, places: readonly MapPlace[], options: MarkerClustererOptions) {
    this.#google = google;
    this.#map = map;
    this.#options = options;
    this.#index = buildPlacesIndex(places);
    this.#listener = map.addListener("idle", () => this.render());
    const bounds = options.fit === false ? undefined : boundsOf(places);
    if (bounds) {
      const [west, south, east, north] = bounds;
      map.fitBounds({ west, south, east, north }, FIT_PADDING);
    }
  }

  /** The marker of a place drawn now (not inside a cluster), for its info window. */
  markerOf(placeId: number): GoogleMarker | undefined {
    return this.#placeMarkers.get(placeId);
  }

  render(): void {
    const bounds = this.#map.getBounds();
    const zoom = this.#map.getZoom();
    if (!bounds || zoom === undefined) return;
    const southWest = bounds.getSouthWest();
    const northEast = bounds.getNorthEast();
    // A view across the antimeridian has west > east; supercluster wants the whole world then.
    const west = southWest.lng() > northEast.lng() ? -180 : southWest.lng();
    const east = southWest.lng() > northEast.lng() ? 180 : northEast.lng();
    const items = itemsFor(this.#index, [west, southWest.lat(), east, northEast.lat()], Math.floor(zoom));
    this.#clear();
    this.#drawBatch(items, 0, ++this.#frame);
  }

  destroy(): void {
    this.#frame++;
    this.#listener.remove();
    this.#clear();
  }

  #clear(): void {
    for (const marker of this.#markers) marker.setMap(null);
    this.#markers = [];
    this.#placeMarkers.clear();
  }

  #drawBatch(items: MapItem[], start: number, frame: number): void {
    if (frame !== this.#frame) return;
    for (const item of items.slice(start, start + CLUSTER_BATCH_SIZE)) this.#markers.push(this.#draw(item));
    const next = start + CLUSTER_BATCH_SIZE;
    if (next < items.length) requestAnimationFrame(() => this.#drawBatch(items, next, frame));
  }

  #draw(item: MapItem): GoogleMarker {
    const { maps } = this.#google;
    const position = { lat: item.latitude, lng: item.longitude };
    if (item.kind === "place") {
      const marker = new maps.Marker({ position, map: this.#map, title: item.place.name });
      marker.addListener("click", () => this.#options.onPlace(item.place, marker));
      this.#placeMarkers.set(item.place.id, marker);
      return marker;
    }
    return this.#drawCluster(item, position);
  }

  #drawCluster(cluster: ClusterItem, position: { lat: number; lng: number }): GoogleMarker {
    const { maps } = this.#google;
    const marker = new maps.Marker({
      position,
      map: this.#map,
      title: this.#options.clusterTitle(cluster.count),
      label: { text: this.#options.formatCount(cluster.count), color: "#fff", fontSize: "13px", fontWeight: "600" },
      icon: {
        url: clusterIcon(cluster.size),
        scaledSize: new maps.Size(cluster.size, cluster.size),
        anchor: new maps.Point(cluster.size / 2, cluster.size / 2),
        labelOrigin: new maps.Point(cluster.size / 2, cluster.size / 2),
      },
      zIndex: 1000 + cluster.count,
    });
    marker.addListener("click", () => {
      this.#map.setZoom(expansionZoom(this.#index, cluster.id, MAX_ZOOM));
      this.#map.panTo(position);
    });
    return marker;
  }
}
