import { describe, expect, it } from "vitest";
import {
  backspaceAt,
  boxesOf,
  completeCode,
  emptyBoxes,
  moveFocus,
  pasteAt,
  spreadAt,
  typeAt,
} from "./code-input-state";

describe("code input rules", () => {
  it("typing a digit fills the box and moves to the next; letters are ignored", () => {
    const first = typeAt(emptyBoxes(), 0, "4");
    expect(first).toEqual({ boxes: ["4", "", "", "", "", ""], focus: 1 });
    const letter = typeAt(first.boxes, 1, "a");
    expect(letter).toEqual({ boxes: ["4", "", "", "", "", ""], focus: 1 });
    // Typing over a filled box keeps the new digit.
    expect(typeAt(["4", "", "", "", "", ""], 0, "47")).toEqual({ boxes: ["7", "", "", "", "", ""], focus: 1 });
    // The last box keeps focus.
    expect(typeAt(boxesOf("12345"), 5, "6")).toEqual({ boxes: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("an autofilled code typed into one box spreads over the boxes", () => {
    expect(typeAt(emptyBoxes(), 0, "123456")).toEqual({ boxes: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("Backspace empties the box, or the previous one when it is empty, and goes back", () => {
    expect(backspaceAt(boxesOf("123"), 2)).toEqual({ boxes: ["1", "2", "", "", "", ""], focus: 2 });
    expect(backspaceAt(boxesOf("12"), 2)).toEqual({ boxes: ["1", "", "", "", "", ""], focus: 1 });
    expect(backspaceAt(emptyBoxes(), 0)).toEqual({ boxes: emptyBoxes(), focus: 0 });
  });

  it("arrow keys, Home and End move between the boxes without leaving them", () => {
    expect(moveFocus("ArrowLeft", 0)).toBe(0);
    expect(moveFocus("ArrowLeft", 3)).toBe(2);
    expect(moveFocus("ArrowRight", 5)).toBe(5);
    expect(moveFocus("ArrowRight", 1)).toBe(2);
    expect(moveFocus("Home", 4)).toBe(0);
    expect(moveFocus("End", 1)).toBe(5);
    expect(moveFocus("a", 1)).toBeNull();
  });

  it("a paste spreads one character per box from the focused box and focuses the last filled box", () => {
    expect(pasteAt(emptyBoxes(), 0, () => "123456")).toEqual({
      kind: "ok",
      boxes: ["1", "2", "3", "4", "5", "6"],
      focus: 5,
    });
    expect(pasteAt(emptyBoxes(), 2, () => "98")).toEqual({ kind: "ok", boxes: ["", "", "9", "8", "", ""], focus: 3 });
    // Spaces and dashes of a copied "123 456" are dropped; what does not fit is cut.
    expect(pasteAt(emptyBoxes(), 3, () => "Tu código: 123-456")).toEqual({
      kind: "ok",
      boxes: ["", "", "", "1", "2", "3"],
      focus: 5,
    });
  });

  it("a paste whose read throws or holds no digit fails and changes nothing", () => {
    expect(
      pasteAt(boxesOf("12"), 0, () => {
        throw new Error("denied");
      }),
    ).toEqual({ kind: "error" });
    expect(pasteAt(boxesOf("12"), 0, () => "abc")).toEqual({ kind: "error" });
    expect(spreadAt(boxesOf("12"), 0, "")).toEqual({ kind: "error" });
  });

  it("is complete only with six digits", () => {
    expect(completeCode(boxesOf("123456"))).toBe("123456");
    expect(completeCode(boxesOf("12345"))).toBeNull();
  });
});
