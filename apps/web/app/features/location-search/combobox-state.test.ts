import { describe, expect, it } from "vitest";
import {
  type ComboboxAction,
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
  optionCount,
  resultAt,
} from "./combobox-state";

const run = (actions: ComboboxAction<string>[], from: ComboboxState<string> = initialComboboxState<string>()) =>
  actions.reduce(comboboxReducer<string>, from);

const withResults = run([
  { type: "input" },
  { type: "search", event: { type: "results", query: "gua", results: ["Guadalajara", "Guanajuato"] } },
]);

describe("combobox state", () => {
  it("starts closed with nothing active", () => {
    expect(initialComboboxState()).toEqual({ open: false, activeIndex: -1, status: "idle", query: "", results: [] });
  });

  it("always offers near me, then the results", () => {
    expect(optionCount(initialComboboxState())).toBe(1);
    expect(optionCount(withResults)).toBe(3);
    expect(resultAt(withResults, 0)).toBeUndefined();
    expect(resultAt(withResults, 2)).toBe("Guanajuato");
  });

  it("opens on Down at the first option (near me) and on Up at the last", () => {
    expect(run([{ type: "move", by: 1 }])).toMatchObject({ open: true, activeIndex: 0 });
    expect(run([{ type: "close" }, { type: "move", by: -1 }], withResults)).toMatchObject({
      open: true,
      activeIndex: 2,
    });
  });

  it("moves through the options and wraps at both ends", () => {
    expect(
      run(
        [
          { type: "move", by: 1 },
          { type: "move", by: 1 },
        ],
        withResults,
      ).activeIndex,
    ).toBe(1);
    expect(
      run(
        [
          { type: "move", by: 1 },
          { type: "move", by: 1 },
          { type: "move", by: 1 },
          { type: "move", by: 1 },
        ],
        withResults,
      ).activeIndex,
    ).toBe(0);
    expect(
      run(
        [
          { type: "move", by: 1 },
          { type: "move", by: -1 },
        ],
        withResults,
      ).activeIndex,
    ).toBe(2);
  });

  it("jumps to the first and last option", () => {
    expect(run([{ type: "last" }], withResults).activeIndex).toBe(2);
    expect(run([{ type: "first" }], withResults).activeIndex).toBe(0);
  });

  it("typing opens the popup and clears the active option", () => {
    const active = run(
      [
        { type: "move", by: 1 },
        { type: "move", by: 1 },
      ],
      withResults,
    );
    expect(run([{ type: "input" }], active)).toMatchObject({ open: true, activeIndex: -1 });
  });

  it("Escape (close) closes and clears the active option", () => {
    expect(run([{ type: "move", by: 1 }, { type: "close" }], withResults)).toMatchObject({
      open: false,
      activeIndex: -1,
    });
  });

  it("keeps earlier results on screen while the next search loads", () => {
    const loading = run([{ type: "search", event: { type: "loading", query: "guad" } }], withResults);
    expect(loading).toMatchObject({ status: "loading", query: "guad", results: ["Guadalajara", "Guanajuato"] });
  });

  it("keeps the active option within the new results", () => {
    const onLast = run([{ type: "last" }], withResults);
    const fewer = run(
      [{ type: "search", event: { type: "results", query: "guada", results: ["Guadalajara"] } }],
      onLast,
    );
    expect(fewer.activeIndex).toBe(1);
    const none = run([{ type: "search", event: { type: "results", query: "guadaz", results: [] } }], onLast);
    expect(none).toMatchObject({ activeIndex: 0, results: [], status: "results" });
  });

  it("drops results when the text is too short or the search failed", () => {
    expect(run([{ type: "search", event: { type: "idle" } }], withResults)).toMatchObject({
      status: "idle",
      results: [],
    });
    expect(run([{ type: "search", event: { type: "error", query: "gua" } }], withResults)).toMatchObject({
      status: "error",
      results: [],
    });
  });

  it("hover makes an option active, ignoring indexes out of range", () => {
    expect(run([{ type: "hover", index: 2 }], withResults).activeIndex).toBe(2);
    expect(run([{ type: "hover", index: 9 }], withResults).activeIndex).toBe(-1);
  });
});
