import { describe, expect, it } from "vitest";
import {
  type FilterLists,
  type FilterOption,
  listSizes,
  optionToFilter,
  panelClasses,
  shownOptions,
  VISIBLE_OPTIONS,
} from "./filter-types";

const cuisine = (id: number): FilterOption => ({
  class: "cuisine",
  item: { id, name: `Cocina ${id}`, slug: `cocina-${id}`, quantity: 100 - id },
});
const empty = () => Object.fromEntries(panelClasses.map((list) => [list, []])) as unknown as FilterLists;

describe("the options a page sends of its lists", () => {
  const lists: FilterLists = { ...empty(), cuisine: Array.from({ length: 20 }, (_, index) => cuisine(index + 1)) };

  it("sends each list's first options, those shown before show more, and says how many there are", () => {
    const shown = shownOptions(lists, []);
    expect(shown.cuisine.map((option) => option.item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shown.cuisine).toHaveLength(VISIBLE_OPTIONS.cuisine);
    expect(listSizes(lists)).toMatchObject({ cuisine: 20, location: 0 });
  });

  it("sends a chosen option further down the list too: a chosen option always shows", () => {
    const shown = shownOptions(lists, [optionToFilter(cuisine(17))]);
    expect(shown.cuisine.map((option) => option.item.id)).toEqual([1, 2, 3, 4, 5, 6, 17]);
  });
});
