import { describe, expect, it } from "vitest";
import {
  bookingsAtCombination,
  bookingsAtTables,
  combinationProblems,
  combinationsAboveTables,
  reordered,
  sameTablesKey,
  tableProblems,
} from "./floor-rules.ts";

const tables = [
  { id: 1, label: "S1", maxCovers: 2 },
  { id: 2, label: "S2", maxCovers: 4 },
  { id: 3, label: "T1", maxCovers: 4 },
];
const venue = { zoneIds: new Set([10, 11]), tables };

describe("tableProblems", () => {
  it("accepts a good table and the same label for the table itself", () => {
    expect(tableProblems({ zoneId: 10, label: "S3", minCovers: 1, maxCovers: 4 }, venue)).toEqual([]);
    expect(tableProblems({ id: 1, zoneId: 10, label: "s1", minCovers: 1, maxCovers: 2 }, venue)).toEqual([]);
  });

  it("refuses min above max on the max field", () => {
    expect(tableProblems({ zoneId: 10, label: "S3", minCovers: 6, maxCovers: 4 }, venue)).toEqual([
      { field: "maxCovers", problem: "minAboveMax" },
    ]);
  });

  it("refuses another table's label, whatever the case and spaces, and another venue's zone", () => {
    expect(tableProblems({ zoneId: 99, label: " s2 ", minCovers: 1, maxCovers: 2 }, venue)).toEqual([
      { field: "zoneId", problem: "unknownZone" },
      { field: "label", problem: "labelTaken", values: { label: "s2" } },
    ]);
  });
});

describe("combinationProblems", () => {
  const none = { tables, combinations: [] };
  it("accepts two tables seating up to their sum", () => {
    expect(combinationProblems({ tableIds: [1, 2], minCovers: 3, maxCovers: 6 }, none)).toEqual([]);
  });

  it("refuses one table, even named twice", () => {
    expect(combinationProblems({ tableIds: [1, 1], minCovers: 1, maxCovers: 2 }, none)).toEqual([
      { field: "tableIds", problem: "combinationTooFew" },
    ]);
  });

  it("refuses tables that are not the venue's", () => {
    expect(combinationProblems({ tableIds: [1, 42], minCovers: 1, maxCovers: 2 }, none)).toEqual([
      { field: "tableIds", problem: "combinationUnknownTable" },
    ]);
  });

  it("refuses a max above what the tables seat, and min above max", () => {
    expect(combinationProblems({ tableIds: [1, 2], minCovers: 2, maxCovers: 7 }, none)).toEqual([
      { field: "maxCovers", problem: "combinationAboveTables", values: { seats: "6" } },
    ]);
    expect(combinationProblems({ tableIds: [1, 2], minCovers: 6, maxCovers: 5 }, none)).toEqual([
      { field: "maxCovers", problem: "minAboveMax" },
    ]);
  });

  it("refuses the same tables as another combination, but not the combination itself", () => {
    const existing = { tables, combinations: [{ id: 7, tableIds: [2, 1] }] };
    expect(combinationProblems({ tableIds: [1, 2], minCovers: 2, maxCovers: 6 }, existing)).toEqual([
      { field: "tableIds", problem: "combinationRepeats" },
    ]);
    expect(combinationProblems({ id: 7, tableIds: [1, 2], minCovers: 2, maxCovers: 6 }, existing)).toEqual([]);
  });
});

describe("bookings in the way", () => {
  const bookings = [
    { id: "a", tableIds: [1] },
    { id: "b", tableIds: [2, 1] },
    { id: "c", tableIds: [3] },
  ];
  it("finds the bookings at a table, alone or combined", () => {
    expect(bookingsAtTables(bookings, [1]).map((booking) => booking.id)).toEqual(["a", "b"]);
  });
  it("finds the bookings at exactly a combination's tables", () => {
    expect(bookingsAtCombination(bookings, [1, 2]).map((booking) => booking.id)).toEqual(["b"]);
    expect(bookingsAtCombination(bookings, [1, 3])).toEqual([]);
    expect(sameTablesKey([3, 1, 3])).toBe("1,3");
  });
});

describe("reordered", () => {
  it("swaps with the neighbour, and leaves the ends and strangers alone", () => {
    expect(reordered([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(reordered([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
    expect(reordered([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(reordered([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
    expect(reordered([1, 2, 3], 9, "up")).toEqual([1, 2, 3]);
  });
});

describe("combinationsAboveTables", () => {
  it("finds the combinations a lower table maximum leaves promising too many seats", () => {
    const combinations = [
      { id: 1, tableIds: [1, 2], maxCovers: 6 },
      { id: 2, tableIds: [2, 3], maxCovers: 6 },
    ];
    const lowered = tables.map((table) => (table.id === 1 ? { ...table, maxCovers: 1 } : table));
    expect(combinationsAboveTables(combinations, lowered).map((combination) => combination.id)).toEqual([1]);
    expect(combinationsAboveTables(combinations, tables)).toEqual([]);
  });
});
