import { describe, expect, it, vi } from "vitest";
import { announceUtilityStore, whenUtilityStoreLoaded } from "./utility-demand";

describe("the shell's part of the utility store", () => {
  it("starts once the store has loaded, whether the shell listens before or after", () => {
    const early = vi.fn();
    const gone = vi.fn();
    whenUtilityStoreLoaded(early);
    whenUtilityStoreLoaded(gone)();
    announceUtilityStore();
    announceUtilityStore();
    expect(early).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    whenUtilityStoreLoaded(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
