import { describe, expect, it } from "vitest";
import { searchOpeningSignIn, searchWithoutSignIn, signInStateOf } from "./sign-in-params";

describe("sign-in parameters", () => {
  it("opens the panel with login=1 and keeps only a safe return path", () => {
    expect(signInStateOf("?login=1&next=%2Fpanel-de-usuario%2F")).toEqual({ open: true, next: "/panel-de-usuario/" });
    expect(signInStateOf("?login=1&next=%2F%2Fevil.example")).toEqual({ open: true, next: null });
    expect(signInStateOf("?next=%2Fa%2F")).toEqual({ open: false, next: "/a/" });
    expect(signInStateOf("")).toEqual({ open: false, next: null });
  });

  it("opens on the current page, returning to it with its other parameters", () => {
    expect(searchOpeningSignIn("/mx/", "?q=tacos")).toBe("?q=tacos&login=1&next=%2Fmx%2F%3Fq%3Dtacos");
    expect(searchOpeningSignIn("/en/", "?login=1&next=%2Fx%2F")).toBe("?login=1&next=%2Fen%2F");
  });

  it("closes by removing only its own parameters", () => {
    expect(searchWithoutSignIn("?q=tacos&login=1&next=%2Fmx%2F")).toBe("?q=tacos");
    expect(searchWithoutSignIn("?login=1")).toBe("");
  });
});
