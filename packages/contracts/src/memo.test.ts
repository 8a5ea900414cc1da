import { describe, expect, it } from "vitest";
import { createMemo } from "./memo.ts";

describe("bounded memo", () => {
  it("builds each key once, remembers null answers, and starts over at its bound", () => {
    let builds = 0;
    const memo = createMemo<number | null>(2);
    const build = (answer: number | null) => () => {
      builds += 1;
      return answer;
    };
    expect(memo("a", build(1))).toBe(1);
    expect(memo("a", build(9))).toBe(1);
    expect(memo("gap", build(null))).toBeNull();
    expect(memo("gap", build(9))).toBeNull();
    expect(builds).toBe(2);
    // A third key finds the memo full: everything is dropped and built again when asked.
    expect(memo("b", build(2))).toBe(2);
    expect(memo("a", build(3))).toBe(3);
    expect(builds).toBe(4);
  });
});
