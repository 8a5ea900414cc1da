import { describe, expect, it } from "vitest";
import {
  appliedSelection,
  applyDraft,
  cancelDraft,
  chooseFilter,
  clearSelection,
  type FilterSelection,
  isChosen,
  loadedSelection,
  pendingChanges,
  withoutFilter,
} from "./filter-rules";
import { filterKey, isChildOf, type SelectedFilter, selectedFilter } from "./filter-types";

const cuisine = (id: number, name = `Cuisine ${id}`) =>
  selectedFilter({ class: "cuisine", item: { id, name, slug: name.toLowerCase() } });
const category = (id: number) => selectedFilter({ class: "category", item: { id, name: `Cat ${id}`, slug: `c${id}` } });
const price = (id: number) => selectedFilter({ class: "price-range", item: { id, name: "$".repeat(id), slug: null } });
const score = (id: number) => selectedFilter({ class: "score", item: { id, name: `${id / 10}+`, slug: null } });
const country = selectedFilter({
  class: "location",
  location: "country",
  isFather: true,
  item: { id: 142, name: "México", slug: "mx", segments: ["mx"] },
});
const state = (id: number) =>
  selectedFilter({
    class: "location",
    location: "state",
    isFather: true,
    fatherId: 142,
    item: { id, name: `State ${id}`, slug: `s${id}`, segments: ["mx", `s${id}`] },
  });
const city = (id: number, stateId: number) =>
  selectedFilter({
    class: "location",
    location: "city",
    fatherId: stateId,
    item: { id, name: `City ${id}`, slug: `c${id}`, segments: ["mx", `s${stateId}`, `c${id}`] },
  });
const colony = (id: number, stateId: number) =>
  selectedFilter({
    class: "location",
    location: "colony",
    fatherId: stateId,
    item: { id, name: `Colony ${id}`, slug: `k${id}`, segments: ["mx", `s${stateId}`, `k${id}`] },
  });

const keys = (entries: readonly SelectedFilter[]) => entries.map(filterKey);
const withActive = (...active: SelectedFilter[]): FilterSelection => loadedSelection(active);

describe("selected filter shape", () => {
  it("has exactly the spec's fields", () => {
    expect(Object.keys(city(1, 2)).sort()).toEqual(
      [
        "class",
        "id",
        "item",
        "value",
        "isFather",
        "fatherId",
        "isState",
        "isCity",
        "isColony",
        "isCountry",
        "isNearMe",
        "isGeolocation",
      ].sort(),
    );
    expect(city(1, 2)).toMatchObject({ class: "location", id: 1, value: true, isCity: true, fatherId: 2 });
    expect(cuisine(3)).toMatchObject({ isFather: false, fatherId: null, isState: false, isNearMe: false });
  });

  it("tells locations apart by level: a state and a city may share an id", () => {
    expect(filterKey(state(5))).not.toBe(filterKey(city(5, 1)));
  });
});

describe("applying the draft", () => {
  it("replaces the single location entry", () => {
    expect(keys(applyDraft([city(1, 9), cuisine(3)], [city(2, 9)]))).toEqual(["cuisine:3", "location:city:2"]);
    expect(keys(applyDraft([state(9)], [colony(7, 9)]))).toEqual(["location:colony:7"]);
  });

  it("replaces the single category entry", () => {
    expect(keys(applyDraft([category(1), cuisine(3)], [category(2)]))).toEqual(["cuisine:3", "category:2"]);
  });

  it("adds new entries of the other classes", () => {
    expect(keys(applyDraft([cuisine(3), price(2)], [cuisine(4), price(3)]))).toEqual([
      "cuisine:3",
      "price-range:2",
      "cuisine:4",
      "price-range:3",
    ]);
  });

  it("keeps one minimum score (the listing filters by one)", () => {
    expect(keys(applyDraft([score(45)], [score(40)]))).toEqual(["score:40"]);
  });

  it("upgrades an active entry marked false back to true when the draft has it", () => {
    const active = [{ ...cuisine(3), value: false }];
    const applied = applyDraft(active, [cuisine(3)]);
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ id: 3, value: true });
  });

  it("removes entries with value false", () => {
    expect(keys(applyDraft([cuisine(3), { ...cuisine(4), value: false }], []))).toEqual(["cuisine:3"]);
    expect(keys(applyDraft([cuisine(3), cuisine(4)], [{ ...cuisine(4), value: false }]))).toEqual(["cuisine:3"]);
  });

  it("never mutates what it is given", () => {
    const active = [cuisine(3)];
    const draft = [{ ...cuisine(3), value: false }];
    applyDraft(active, draft);
    expect(active[0]!.value).toBe(true);
  });

  it("leaves nothing pending after applying", () => {
    const next = appliedSelection(chooseFilter(withActive(cuisine(3)), cuisine(4)));
    expect(keys(next.active)).toEqual(["cuisine:3", "cuisine:4"]);
    expect(next.stored).toEqual(next.active);
    expect(next.draft).toEqual([]);
    expect(next.parentAll).toEqual([]);
  });
});

describe("choosing in the draft", () => {
  it("allows one price range in the draft, replaced by a new choice", () => {
    let selection = chooseFilter(withActive(), price(1));
    selection = chooseFilter(selection, price(3));
    expect(keys(selection.draft)).toEqual(["price-range:3"]);
  });

  it("allows one score in the draft, replaced by a new choice", () => {
    let selection = chooseFilter(withActive(), score(45));
    selection = chooseFilter(selection, score(35));
    expect(keys(selection.draft)).toEqual(["score:35"]);
  });

  it("lets several cuisines wait in the draft", () => {
    const selection = chooseFilter(chooseFilter(withActive(), cuisine(1)), cuisine(2));
    expect(keys(selection.draft)).toEqual(["cuisine:1", "cuisine:2"]);
  });

  it("removes the children of a parent chosen", () => {
    let selection = chooseFilter(withActive(), city(1, 9));
    selection = chooseFilter(selection, colony(2, 9));
    selection = chooseFilter(selection, city(3, 8));
    selection = chooseFilter(selection, state(9));
    expect(keys(selection.draft)).toEqual(["location:city:3", "location:state:9"]);
    expect(keys(selection.parentAll)).toEqual(["location:state:9"]);
  });

  it("removes the parent of a child chosen", () => {
    let selection = chooseFilter(withActive(), state(9));
    selection = chooseFilter(selection, city(1, 9));
    expect(keys(selection.draft)).toEqual(["location:city:1"]);
    expect(selection.parentAll).toEqual([]);
    selection = chooseFilter(chooseFilter(withActive(), country), state(9));
    expect(keys(selection.draft)).toEqual(["location:state:9"]);
  });

  it("knows parents from isFather and fatherId, and location levels", () => {
    expect(isChildOf(city(1, 9), state(9))).toBe(true);
    expect(isChildOf(colony(1, 9), state(9))).toBe(true);
    expect(isChildOf(state(9), country)).toBe(true);
    expect(isChildOf(city(1, 8), state(9))).toBe(false);
    expect(isChildOf(state(9), city(142, 1))).toBe(false);
  });

  it("marks an already-active item false instead of adding it", () => {
    const selection = chooseFilter(withActive(cuisine(3), price(2)), cuisine(3));
    expect(selection.active.find((entry) => entry.id === 3)?.value).toBe(false);
    expect(selection.draft).toEqual([]);
    expect(isChosen(selection, cuisine(3))).toBe(false);
    expect(keys(applyDraft(selection.active, selection.draft))).toEqual(["price-range:2"]);
  });

  it("takes a draft choice back when chosen again", () => {
    const selection = chooseFilter(chooseFilter(withActive(), cuisine(3)), cuisine(3));
    expect(selection.draft).toEqual([]);
  });

  it("re-chooses an active item marked false: applying upgrades it to true", () => {
    let selection = chooseFilter(withActive(cuisine(3)), cuisine(3));
    selection = chooseFilter(selection, cuisine(3));
    expect(isChosen(selection, cuisine(3))).toBe(true);
    expect(applyDraft(selection.active, selection.draft)).toMatchObject([{ id: 3, value: true }]);
  });

  it("counts pending changes: draft entries and active entries marked false", () => {
    let selection = chooseFilter(withActive(cuisine(3)), cuisine(3));
    selection = chooseFilter(selection, price(2));
    expect(pendingChanges(selection)).toBe(2);
  });
});

describe("clearing, cancelling and removing one", () => {
  it("clearing empties active, draft, parent-all and stored", () => {
    expect(clearSelection()).toEqual({ active: [], draft: [], parentAll: [], stored: [] });
  });

  it("cancelling returns to the stored selection and drops the draft", () => {
    let selection = chooseFilter(withActive(cuisine(3)), cuisine(3));
    selection = chooseFilter(selection, state(9));
    const cancelled = cancelDraft(selection);
    expect(cancelled.active).toMatchObject([{ id: 3, value: true }]);
    expect(cancelled.draft).toEqual([]);
    expect(cancelled.parentAll).toEqual([]);
  });

  it("removes one active filter (a chip's close button)", () => {
    expect(keys(withoutFilter([cuisine(3), city(1, 9)], city(1, 9)))).toEqual(["cuisine:3"]);
  });
});
