import { describe, expect, it } from "vitest";
import { FOCUS_CLEARANCE_PX, insetsOf, isObscured } from "./focus-clear-of-chrome";

const box = (top: number, height: number, width = 400) =>
  ({ top, bottom: top + height, height, width, left: 0, right: width, x: 0, y: top }) as DOMRectReadOnly;

describe("insetsOf", () => {
  it("counts a header stuck at the top and a bar fixed at the bottom", () => {
    expect(insetsOf([box(0, 64)], [box(800 - 70, 70)], 800)).toEqual({ top: 64, bottom: 70 });
  });

  it("ignores chrome hidden at this width and a header scrolled away from the top", () => {
    expect(insetsOf([box(0, 0, 0), box(300, 64)], [box(0, 0, 0)], 800)).toEqual({ top: 0, bottom: 0 });
  });
});

describe("isObscured", () => {
  const insets = { top: 64, bottom: 70 };

  it("says a control under the header or the bar is covered, counting room for its focus ring", () => {
    expect(isObscured(box(20, 44), insets, 800)).toBe(true);
    expect(isObscured(box(64 + FOCUS_CLEARANCE_PX - 1, 44), insets, 800)).toBe(true);
    expect(isObscured(box(760, 44), insets, 800)).toBe(true);
  });

  it("leaves a control clear of both alone, and a hidden one", () => {
    expect(isObscured(box(64 + FOCUS_CLEARANCE_PX, 44), insets, 800)).toBe(false);
    expect(isObscured(box(400, 44), insets, 800)).toBe(false);
    expect(isObscured(box(20, 0), insets, 800)).toBe(false);
  });
});
