import { describe, expect, it } from "vitest";
import {
  boundsOf,
  buildPlacesIndex,
  CLUSTER_MAX_ZOOM,
  type ClusterItem,
  clusterIconSize,
  expansionZoom,
  itemsFor,
  type MapItem,
} from "./clustering";
import type { BoundingBox, MapPlace } from "./map-types";

const WORLD: BoundingBox = [-180, -85, 180, 85];

function place(id: number, latitude: number, longitude: number): MapPlace {
  return { id, slug: `place-${id}`, name: `Place ${id}`, latitude, longitude, category: "restaurant" };
}

// Five places in Guadalajara's centre (a few hundred metres apart), one in Monterrey, one in Mérida.
const guadalajara = [
  place(1, 20.6767, -103.3475),
  place(2, 20.6772, -103.3468),
  place(3, 20.6759, -103.3481),
  place(4, 20.6781, -103.3459),
  place(5, 20.6764, -103.349),
];
const monterrey = place(6, 25.6866, -100.3161);
const merida = place(7, 20.9674, -89.5926);
const places = [...guadalajara, monterrey, merida];

const clusters = (items: MapItem[]) => items.filter((item): item is ClusterItem => item.kind === "cluster");
const singles = (items: MapItem[]) =>
  items.flatMap((item) => (item.kind === "place" ? [item.place.id] : [])).sort((a, b) => a - b);

describe("clusterIconSize", () => {
  it.each([
    [2, 53],
    [9, 53],
    [10, 56],
    [99, 56],
    [100, 66],
    [999, 66],
    [1_000, 78],
    [9_999, 78],
    [10_000, 90],
    [250_000, 90],
  ])("a cluster of %i places gets a %i px icon", (count, size) => {
    expect(clusterIconSize(count)).toBe(size);
  });
});

describe("clustering places", () => {
  const index = buildPlacesIndex(places);

  it("groups the nearby places into one cluster at country zoom and keeps lone places as points", () => {
    const items = itemsFor(index, WORLD, 5);
    expect(clusters(items)).toHaveLength(1);
    expect(clusters(items)[0]).toMatchObject({ count: 5, size: 53 });
    // minPoints 2: Monterrey and Mérida are alone in their radius, so they stay places, not clusters of one.
    expect(singles(items)).toEqual([6, 7]);
  });

  it("counts every place exactly once at every zoom", () => {
    for (let zoom = 0; zoom <= CLUSTER_MAX_ZOOM + 2; zoom += 1) {
      const items = itemsFor(index, WORLD, zoom);
      const total = items.reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0);
      expect(total, `zoom ${zoom}`).toBe(places.length);
    }
  });

  it("forms a cluster from as few as two places", () => {
    const pair = buildPlacesIndex([place(1, 19.4326, -99.1332), place(2, 19.4327, -99.1333)]);
    expect(clusters(itemsFor(pair, WORLD, 10))).toEqual([expect.objectContaining({ count: 2, size: 53 })]);
  });

  it("shows every place on its own past the clustering zoom", () => {
    const items = itemsFor(index, WORLD, CLUSTER_MAX_ZOOM + 1);
    expect(clusters(items)).toHaveLength(0);
    expect(singles(items)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("returns only what lies inside the bounding box", () => {
    const aroundMonterrey: BoundingBox = [-101, 25, -100, 26];
    expect(singles(itemsFor(index, aroundMonterrey, 8))).toEqual([6]);
    expect(clusters(itemsFor(index, aroundMonterrey, 8))).toHaveLength(0);
  });

  it("treats a fractional zoom as its floor", () => {
    expect(itemsFor(index, WORLD, 5.9)).toEqual(itemsFor(index, WORLD, 5));
  });

  it("gives the zoom where a cluster splits, capped at the map's limit", () => {
    const [cluster] = clusters(itemsFor(index, WORLD, 5));
    const zoom = expansionZoom(index, cluster!.id, 22);
    expect(zoom).toBeGreaterThan(5);
    // One zoom level deeper than the split, the cluster's places are no longer all together.
    const after = itemsFor(index, WORLD, zoom);
    expect(clusters(after).every((item) => item.count < 5)).toBe(true);
    expect(expansionZoom(index, cluster!.id, 6)).toBe(6);
  });

  it("sizes icons by count", () => {
    const many = Array.from({ length: 150 }, (_, i) => place(i + 1, 19.4 + (i % 15) * 0.001, -99.1 + i * 0.0001));
    const [big] = clusters(itemsFor(buildPlacesIndex(many), WORLD, 4));
    expect(big).toMatchObject({ count: 150, size: 66 });
  });

  it("skips places without a usable position", () => {
    const broken = buildPlacesIndex([place(1, Number.NaN, 10), place(2, 95, 10), place(3, 10, 10)]);
    expect(singles(itemsFor(broken, WORLD, 3))).toEqual([3]);
  });

  it("works with no places at all", () => {
    expect(itemsFor(buildPlacesIndex([]), WORLD, 3)).toEqual([]);
  });
});

describe("boundsOf", () => {
  it("is the box around every place", () => {
    expect(boundsOf(places)).toEqual([-103.349, 20.6759, -89.5926, 25.6866]);
  });

  it("is undefined without places", () => {
    expect(boundsOf([])).toBeUndefined();
  });
});
