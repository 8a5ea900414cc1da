import { afterEach, describe, expect, it, vi } from "vitest";
import { CLUSTER_BATCH_SIZE, CLUSTER_ICON_SIZES } from "./clustering";
import { MarkerClusterer } from "./google-clusterer";
import type { GoogleMap, GoogleNamespace, MarkerOptions } from "./google-maps-types";
import type { MapPlace } from "./map-types";

/** Just enough of google.maps to watch what the clusterer draws. */
function fakeGoogle(view: { west: number; south: number; east: number; north: number; zoom: number }) {
  const drawn: MarkerOptions[] = [];
  let idle = () => {};
  const map = {
    addListener: (_event: string, handler: () => void) => {
      idle = handler;
      return { remove: () => {} };
    },
    getBounds: () => ({
      getSouthWest: () => ({ lat: () => view.south, lng: () => view.west }),
      getNorthEast: () => ({ lat: () => view.north, lng: () => view.east }),
    }),
    getZoom: () => view.zoom,
    setZoom: vi.fn(),
    panTo: vi.fn(),
    fitBounds: vi.fn(),
  } satisfies GoogleMap;
  class Marker {
    map: unknown;
    constructor(options: MarkerOptions) {
      drawn.push(options);
      this.map = options.map;
    }
    setMap(next: unknown) {
      this.map = next;
    }
    addListener() {
      return { remove: () => {} };
    }
  }
  const google = {
    maps: { Marker, Size: class {}, Point: class {}, Map: class {}, InfoWindow: class {} },
  } as unknown as GoogleNamespace;
  return { google, map, drawn, idle: () => idle() };
}

const options = { onPlace: () => {}, clusterTitle: (count: number) => `${count}`, formatCount: String };

function placesAround(count: number, spread: number): MapPlace[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    slug: `p-${index}`,
    name: `Place ${index}`,
    latitude: 20.6 + (index % 100) * spread,
    longitude: -103.3 + Math.floor(index / 100) * spread,
    category: "restaurant" as const,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("MarkerClusterer on Google Maps", () => {
  it("draws clusters with the built-in map's icon sizes and fits the view to the places", () => {
    const fake = fakeGoogle({ west: -120, south: 10, east: -80, north: 35, zoom: 4 });
    new MarkerClusterer(fake.google, fake.map, placesAround(30, 0.001), options);
    expect(fake.map.fitBounds).toHaveBeenCalledOnce();
    fake.idle();
    expect(fake.drawn).toHaveLength(1);
    expect(fake.drawn[0]?.label?.text).toBe("30");
    expect(fake.drawn[0]?.icon?.url).toContain(encodeURIComponent(`width="${CLUSTER_ICON_SIZES[1]}"`));
  });

  it("draws markers in batches of 2000 per animation frame", () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
    const fake = fakeGoogle({ west: -104, south: 20, east: -102, north: 22, zoom: 18 });
    new MarkerClusterer(fake.google, fake.map, placesAround(2500, 0.0002), { ...options, fit: false });
    expect(fake.map.fitBounds).not.toHaveBeenCalled();
    fake.idle();
    expect(CLUSTER_BATCH_SIZE).toBe(2000);
    expect(fake.drawn).toHaveLength(2000);
    frames.shift()?.();
    expect(fake.drawn).toHaveLength(2500);
    expect(frames).toHaveLength(0);
  });
});
