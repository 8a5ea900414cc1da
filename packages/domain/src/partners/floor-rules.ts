/** A rule a floor change breaks: the field to fix and the problem's key in the domain's texts. */
export interface FloorProblem {
  field: string;
  problem: FloorProblemKey;
  values?: Record<string, string>;
}

export type FloorProblemKey =
  | "minAboveMax"
  | "labelTaken"
  | "unknownZone"
  | "combinationTooFew"
  | "combinationUnknownTable"
  | "combinationAboveTables"
  | "combinationRepeats"
  | "zoneHasTables"
  | "tableBelowCombination";

interface TableLike {
  id: number;
  label: string;
  maxCovers: number;
}

/** Labels compare as staff read them: without case or surrounding spaces. */
const labelKey = (label: string) => label.trim().toLocaleLowerCase("es");

/** What is wrong with a table as asked, against the venue's zones and other tables; empty when nothing. */
export function tableProblems(
  table: { id?: number; zoneId: number; label: string; minCovers: number; maxCovers: number },
  venue: { zoneIds: ReadonlySet<number>; tables: readonly TableLike[] },
): FloorProblem[] {
  const problems: FloorProblem[] = [];
  if (!venue.zoneIds.has(table.zoneId)) problems.push({ field: "zoneId", problem: "unknownZone" });
  if (table.minCovers > table.maxCovers) problems.push({ field: "maxCovers", problem: "minAboveMax" });
  const key = labelKey(table.label);
  if (venue.tables.some((other) => other.id !== table.id && labelKey(other.label) === key))
    problems.push({ field: "label", problem: "labelTaken", values: { label: table.label.trim() } });
  return problems;
}

/**
 * What is wrong with a combination as asked: two tables or more, all of this venue, covers no more
 * than its tables seat together, and not the same tables as another combination.
 */
export function combinationProblems(
  combination: { id?: number; tableIds: readonly number[]; minCovers: number; maxCovers: number },
  venue: { tables: readonly TableLike[]; combinations: readonly { id: number; tableIds: readonly number[] }[] },
): FloorProblem[] {
  const problems: FloorProblem[] = [];
  const ids = [...new Set(combination.tableIds)];
  if (ids.length < 2) problems.push({ field: "tableIds", problem: "combinationTooFew" });
  const byId = new Map(venue.tables.map((table) => [table.id, table]));
  const known = ids.flatMap((id) => byId.get(id) ?? []);
  if (known.length !== ids.length) problems.push({ field: "tableIds", problem: "combinationUnknownTable" });
  if (combination.minCovers > combination.maxCovers) problems.push({ field: "maxCovers", problem: "minAboveMax" });
  else if (known.length === ids.length) {
    const seats = known.reduce((sum, table) => sum + table.maxCovers, 0);
    if (combination.maxCovers > seats)
      problems.push({ field: "maxCovers", problem: "combinationAboveTables", values: { seats: String(seats) } });
  }
  const key = sameTablesKey(ids);
  if (
    ids.length >= 2 &&
    venue.combinations.some((other) => other.id !== combination.id && sameTablesKey(other.tableIds) === key)
  )
    problems.push({ field: "tableIds", problem: "combinationRepeats" });
  return problems;
}

/**
 * The combinations that would seat more than their tables once a table's maximum is lowered: the
 * table's change is refused rather than leave a combination promising seats it does not have.
 */
export function combinationsAboveTables<T extends { tableIds: readonly number[]; maxCovers: number }>(
  combinations: readonly T[],
  tables: readonly TableLike[],
): T[] {
  const byId = new Map(tables.map((table) => [table.id, table.maxCovers]));
  return combinations.filter(
    (combination) =>
      combination.maxCovers > combination.tableIds.reduce((sum, id) => sum + (byId.get(Number(id)) ?? 0), 0),
  );
}

/** One set of tables, in any order and with repeats, as one key. */
export const sameTablesKey = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(",");

/** The bookings seated at any of these tables. */
export function bookingsAtTables<T extends { tableIds: number[] }>(
  bookings: readonly T[],
  tableIds: readonly number[],
): T[] {
  return bookings.filter((booking) => booking.tableIds.some((id) => tableIds.includes(id)));
}

/** The bookings seated at exactly this combination's tables. */
export function bookingsAtCombination<T extends { tableIds: number[] }>(
  bookings: readonly T[],
  tableIds: readonly number[],
): T[] {
  const key = sameTablesKey(tableIds);
  return bookings.filter((booking) => booking.tableIds.length > 1 && sameTablesKey(booking.tableIds) === key);
}

/**
 * A list's ids in their new order after moving one up or down a place; the same order when it is
 * already first (up) or last (down), or not in the list.
 */
export function reordered(ids: readonly number[], id: number, direction: "up" | "down"): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  return order;
}
