import { afterEach, describe, expect, it } from "vitest";
import { keepWhenDraft, withWhenDraft } from "./when-draft";

describe("the kept when-and-how-many choice", () => {
  afterEach(() => keepWhenDraft(null));

  it("leaves a path alone without a choice, or with only defaults", () => {
    expect(withWhenDraft("/mx/jalisco/guadalajara/")).toBe("/mx/jalisco/guadalajara/");
    keepWhenDraft({ date: null, time: null, party: null });
    expect(withWhenDraft("/mx/jalisco/guadalajara/?precio=2")).toBe("/mx/jalisco/guadalajara/?precio=2");
  });

  it("writes the choice into the listing the search opens, replacing one already there", () => {
    keepWhenDraft({ date: "2026-12-05", time: "21:00", party: 4 });
    expect(withWhenDraft("/mx/jalisco/guadalajara/")).toBe(
      "/mx/jalisco/guadalajara/?fecha=2026-12-05&hora=21:00&personas=4",
    );
    expect(withWhenDraft("/en/mx/bars/?price=2&personas=6")).toBe(
      "/en/mx/bars/?price=2&fecha=2026-12-05&hora=21:00&personas=4",
    );
  });
});
