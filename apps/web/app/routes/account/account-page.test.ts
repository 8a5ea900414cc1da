import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./account-page";

const url = (path: string) => new URL(path, "https://sobremesa.example");
const ask = (from: string, to: string) =>
  shouldRevalidate({
    currentUrl: url(from),
    nextUrl: url(to),
    defaultShouldRevalidate: true,
  } as Parameters<typeof shouldRevalidate>[0]);

describe("user panel revalidation", () => {
  it("keeps the data when only the tab changes", () => {
    expect(ask("/panel-de-usuario/?tab=profile", "/panel-de-usuario/?tab=reservations")).toBe(false);
    expect(ask("/panel-de-usuario/?tab=membership", "/panel-de-usuario/?tab=profile")).toBe(false);
  });

  it("reads the membership again whenever its tab opens, and on an explicit revalidation", () => {
    expect(ask("/panel-de-usuario/?tab=profile", "/panel-de-usuario/?tab=membership")).toBe(true);
    expect(ask("/panel-de-usuario/?tab=membership", "/panel-de-usuario/?tab=membership")).toBe(true);
  });
});
