import { describe, expect, it } from "vitest";
import { selectedFilter } from "./filter-types";
import { changedLists, createFiltersStore } from "./filters-store";

const cuisine = (id: number) => selectedFilter({ class: "cuisine", item: { id, name: `C${id}`, slug: `c${id}` } });
const price = (id: number) => selectedFilter({ class: "price-range", item: { id, name: "$".repeat(id), slug: null } });

describe("filters store", () => {
  it("starts from the URL's selection with every flag off", () => {
    const state = createFiltersStore([cuisine(1)]).getState();
    expect(state.active).toMatchObject([{ id: 1, value: true }]);
    expect(state.stored).toEqual(state.active);
    expect(state.draft).toEqual([]);
    expect(Object.values(state.showMore).every((flag) => !flag)).toBe(true);
    expect(Object.values(state.loading).every((flag) => !flag)).toBe(true);
    expect(state.modalOpen).toBe(false);
    expect(state.unselectAll).toBe(false);
    expect(Object.keys(state.showMore).sort()).toEqual(
      ["amenity", "category", "cuisine", "food-type", "location", "price-range", "score"].sort(),
    );
  });

  it("keeps show-more and loading per list, and the modal flag", () => {
    const store = createFiltersStore();
    store.getState().toggleShowMore("cuisine");
    store.getState().setLoading("amenity", true);
    store.getState().setModalOpen(true);
    const state = store.getState();
    expect(state.showMore.cuisine).toBe(true);
    expect(state.showMore.amenity).toBe(false);
    expect(state.loading.amenity).toBe(true);
    expect(state.modalOpen).toBe(true);
    store.getState().setShowMore("cuisine", false);
    expect(store.getState().showMore.cuisine).toBe(false);
  });

  it("applies the draft, closes the modal and marks the changed lists loading", () => {
    const store = createFiltersStore([cuisine(1)]);
    store.getState().setModalOpen(true);
    store.getState().choose(price(2));
    const applied = store.getState().apply();
    const state = store.getState();
    expect(applied.map((entry) => entry.id)).toEqual([1, 2]);
    expect(state.active).toEqual(applied);
    expect(state.stored).toEqual(applied);
    expect(state.draft).toEqual([]);
    expect(state.modalOpen).toBe(false);
    expect(state.loading["price-range"]).toBe(true);
    expect(state.loading.cuisine).toBe(false);
  });

  it("cancels back to the stored selection", () => {
    const store = createFiltersStore([cuisine(1)]);
    store.getState().choose(cuisine(1));
    store.getState().choose(price(2));
    store.getState().cancel();
    expect(store.getState().active).toMatchObject([{ id: 1, value: true }]);
    expect(store.getState().draft).toEqual([]);
  });

  it("clears everything and raises unselect-all until the next choice", () => {
    const store = createFiltersStore([cuisine(1)]);
    store.getState().choose(price(2));
    expect(store.getState().clear()).toEqual([]);
    const state = store.getState();
    expect(state.active).toEqual([]);
    expect(state.draft).toEqual([]);
    expect(state.parentAll).toEqual([]);
    expect(state.stored).toEqual([]);
    expect(state.unselectAll).toBe(true);
    store.getState().choose(cuisine(5));
    expect(store.getState().unselectAll).toBe(false);
  });

  it("loads a new URL's selection, dropping draft and loading flags", () => {
    const store = createFiltersStore([]);
    store.getState().choose(price(2));
    store.getState().apply();
    store.getState().load([price(2)]);
    const state = store.getState();
    expect(state.active).toMatchObject([{ id: 2 }]);
    expect(state.loading["price-range"]).toBe(false);
    expect(state.draft).toEqual([]);
  });

  it("says which lists changed between two selections", () => {
    expect(changedLists([cuisine(1)], [cuisine(1), price(2)])).toEqual(["price-range"]);
    expect(changedLists([cuisine(1)], [cuisine(2)])).toEqual(["cuisine"]);
    expect(changedLists([cuisine(1)], [cuisine(1)])).toEqual([]);
  });

  it("gives every render its own store (no state shared between visitors)", () => {
    const a = createFiltersStore();
    const b = createFiltersStore();
    a.getState().choose(price(1));
    expect(b.getState().draft).toEqual([]);
  });
});
