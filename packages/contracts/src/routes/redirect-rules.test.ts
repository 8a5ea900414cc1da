import { describe, expect, it } from "vitest";
import {
  checkoutAlias,
  clubPlaceCandidate,
  clubToPremium,
  countryClub,
  experiences,
  isSafeLocation,
  type LegacyLookup,
  legacySlugs,
  lowercase,
  type PlaceLookup,
  premiumToPlus,
  resolveRedirect,
  trailingSlash,
} from "./redirect-rules.ts";

const none: LegacyLookup = () => undefined;
const noPlace: PlaceLookup = () => false;
const table: Record<string, string> = {
  "/bares-en-guadalajara/": "/mx/jalisco/guadalajara/bares/",
  "/tipo-de-cocina/italiana/": "/mx/?tipo-cocina=2",
  "/colombia/": "/co/",
  "/lugar/la-casa/": "/lugar/la-casa-ciudad-de-mexico/",
};
const legacy: LegacyLookup = (path) => table[path];

describe("each rule", () => {
  it("adds the trailing slash, keeping the query, but not to files", () => {
    expect(trailingSlash({ path: "/mx", search: "?a=1" }, none, noPlace)).toEqual({ path: "/mx/", search: "?a=1" });
    expect(trailingSlash({ path: "/mx/", search: "" }, none, noPlace)).toBeUndefined();
    expect(trailingSlash({ path: "/robots.txt", search: "" }, none, noPlace)).toBeUndefined();
  });

  it("writes a page's URL in lowercase, keeping the query and the capitals of codes", () => {
    expect(lowercase({ path: "/Plus/", search: "?Ref=A" }, none, noPlace)).toEqual({
      path: "/plus/",
      search: "?Ref=A",
    });
    expect(lowercase({ path: "/AVISO-DE-PRIVACIDAD", search: "" }, none, noPlace)?.path).toBe("/aviso-de-privacidad");
    expect(lowercase({ path: "/En/plus/", search: "" }, none, noPlace)?.path).toBe("/en/plus/");
    expect(lowercase({ path: "/Order/EXP-ABC234/", search: "" }, none, noPlace)?.path).toBe("/order/EXP-ABC234/");
    expect(lowercase({ path: "/EN/stores/order/PED-XYZ789/", search: "" }, none, noPlace)?.path).toBe(
      "/en/stores/order/PED-XYZ789/",
    );
    expect(lowercase({ path: "/lugar/caf%C3%A9/", search: "" }, none, noPlace)).toBeUndefined();
    expect(lowercase({ path: "/order/EXP-ABC234/", search: "" }, none, noPlace)).toBeUndefined();
    expect(lowercase({ path: "/Favicon.ico", search: "" }, none, noPlace)).toBeUndefined();
  });

  it("moves /experiencias and /experiencia to the things-to-do paths", () => {
    expect(experiences({ path: "/experiencias/mx/jalisco/", search: "?p=2" }, none, noPlace)).toEqual({
      path: "/planes-que-hacer/mx/jalisco/",
      search: "?p=2",
    });
    expect(experiences({ path: "/en/experiencias/jalisco/", search: "" }, none, noPlace)?.path).toBe(
      "/en/things-to-do/jalisco/",
    );
    expect(experiences({ path: "/en/experiencia/tour/", search: "" }, none, noPlace)?.path).toBe(
      "/en/thing-to-do/tour/",
    );
    expect(experiences({ path: "/experiencia/tour-de-tacos/", search: "" }, none, noPlace)?.path).toBe(
      "/plan-que-hacer/tour-de-tacos/",
    );
    // The bare listing and detail paths have no page of their own: Mexico's listing.
    for (const bare of ["/planes-que-hacer/", "/plan-que-hacer/"])
      expect(experiences({ path: bare, search: "?q=1" }, none, noPlace)).toEqual({
        path: "/planes-que-hacer/mx/",
        search: "?q=1",
      });
    for (const bare of ["/en/things-to-do/", "/en/thing-to-do/"])
      expect(experiences({ path: bare, search: "" }, none, noPlace)?.path).toBe("/en/things-to-do/mx/");
    expect(experiences({ path: "/experienciass/", search: "" }, none, noPlace)).toBeUndefined();
  });

  it("sends /{country}[/{segment}[/{segment}]]/club-{product} to the same prefix plus /premium", () => {
    expect(countryClub({ path: "/mx/club-oro/", search: "?x=1" }, none, noPlace)).toEqual({
      path: "/mx/premium/",
      search: "?x=1",
    });
    expect(countryClub({ path: "/mx/jalisco/club-oro/", search: "" }, none, noPlace)?.path).toBe(
      "/mx/jalisco/premium/",
    );
    expect(countryClub({ path: "/mx/jalisco/guadalajara/club-oro/", search: "" }, none, noPlace)?.path).toBe(
      "/mx/jalisco/guadalajara/premium/",
    );
    expect(countryClub({ path: "/en/co/club-oro/", search: "" }, none, noPlace)?.path).toBe("/en/co/premium/");
    expect(countryClub({ path: "/mx/a/b/c/club-oro/", search: "" }, none, noPlace)?.path).toBe("/mx/a/b/c/premium/");
    expect(countryClub({ path: "/mx/a/b/c/d/club-oro/", search: "" }, none, noPlace)).toBeUndefined();
    expect(countryClub({ path: "/mex/club-oro/", search: "" }, none, noPlace)).toBeUndefined();
  });

  it("leaves a real place whose slug starts with club- to its page", () => {
    const quasar: PlaceLookup = (slug) => slug === "club-quasar-sayulita";
    expect(
      countryClub({ path: "/mx/nayarit/sayulita/club-quasar-sayulita/", search: "" }, none, quasar),
    ).toBeUndefined();
    expect(countryClub({ path: "/mx/nayarit/sayulita/club-oro/", search: "" }, none, quasar)?.path).toBe(
      "/mx/nayarit/sayulita/premium/",
    );
    expect(clubPlaceCandidate("/en/mx/nayarit/sayulita/Club-Quasar-Sayulita")).toBe("club-quasar-sayulita");
    expect(clubPlaceCandidate("/mx/nayarit/club-oro/")).toBeUndefined();
    expect(clubPlaceCandidate("/mx/nayarit/sayulita/quasar/")).toBeUndefined();
  });

  it("sends the club pages to the premium pages", () => {
    expect(clubToPremium({ path: "/club-oro/", search: "" }, none, noPlace)?.path).toBe("/premium/");
    expect(clubToPremium({ path: "/club-oro/checkout/", search: "?c=1" }, none, noPlace)).toEqual({
      path: "/premium/checkout/",
      search: "?c=1",
    });
    expect(clubToPremium({ path: "/club-oro/already-member/", search: "" }, none, noPlace)?.path).toBe(
      "/premium/already-member/",
    );
    expect(clubToPremium({ path: "/en/club-oro/checkout/", search: "" }, none, noPlace)?.path).toBe(
      "/en/premium/checkout/",
    );
    expect(clubToPremium({ path: "/club-oro/otra-cosa/", search: "" }, none, noPlace)).toBeUndefined();
  });

  it("sends /premium/ on to /plus/, leaving the plan pages alone", () => {
    expect(premiumToPlus({ path: "/premium/", search: "?from=mail" }, none, noPlace)).toEqual({
      path: "/plus/",
      search: "?from=mail",
    });
    expect(premiumToPlus({ path: "/en/premium/", search: "" }, none, noPlace)?.path).toBe("/en/plus/");
    expect(premiumToPlus({ path: "/premium/checkout/", search: "" }, none, noPlace)).toBeUndefined();
    expect(premiumToPlus({ path: "/premium-b/", search: "" }, none, noPlace)).toBeUndefined();
  });

  it("sends the /checkout/ alias to the store's checkout, keeping the query", () => {
    expect(checkoutAlias({ path: "/checkout/", search: "?cupon=1" }, none, noPlace)).toEqual({
      path: "/stores/checkout/",
      search: "?cupon=1",
    });
    expect(checkoutAlias({ path: "/en/checkout/", search: "" }, none, noPlace)?.path).toBe("/en/stores/checkout/");
    expect(checkoutAlias({ path: "/stores/checkout/", search: "" }, none, noPlace)).toBeUndefined();
    expect(resolveRedirect("/checkout", "", none)).toBe("/stores/checkout/");
  });

  it("follows the table of old slugs, merging queries", () => {
    expect(legacySlugs({ path: "/bares-en-guadalajara/", search: "?utm_source=x" }, legacy, noPlace)).toEqual({
      path: "/mx/jalisco/guadalajara/bares/",
      search: "?utm_source=x",
    });
    expect(legacySlugs({ path: "/tipo-de-cocina/italiana/", search: "?utm=1" }, legacy, noPlace)).toEqual({
      path: "/mx/",
      search: "?tipo-cocina=2&utm=1",
    });
    expect(legacySlugs({ path: "/nada/", search: "" }, legacy, noPlace)).toBeUndefined();
  });
});

describe("resolveRedirect", () => {
  it("leaves canonical paths alone", () => {
    expect(resolveRedirect("/", "", legacy)).toBeUndefined();
    expect(resolveRedirect("/mx/jalisco/", "?a=1", legacy)).toBeUndefined();
    expect(resolveRedirect("/premium/checkout/", "", legacy)).toBeUndefined();
    for (const path of [
      "/plus/",
      "/plus/checkout/",
      "/plus/checkout/gracias-por-tu-compra/",
      "/en/plus/already-member/",
    ]) {
      expect(resolveRedirect(path, "", legacy), path).toBeUndefined();
    }
    expect(resolveRedirect("/plus/checkout", "?country=co", legacy)).toBe("/plus/checkout/?country=co");
  });

  it("chains rules into one redirect to the final page", () => {
    expect(resolveRedirect("/club-oro", "?x=1", legacy)).toBe("/plus/?x=1");
    expect(resolveRedirect("/colombia", "", legacy)).toBe("/co/");
    expect(resolveRedirect("/experiencias", "?q=a", legacy)).toBe("/planes-que-hacer/mx/?q=a");
    expect(resolveRedirect("/experiencia", "", legacy)).toBe("/planes-que-hacer/mx/");
    expect(resolveRedirect("/EN/Experiencias", "", legacy)).toBe("/en/things-to-do/mx/");
    expect(resolveRedirect("/Colombia", "?A=1", legacy)).toBe("/co/?A=1");
    expect(resolveRedirect("/mx/a/b/club-quasar/", "", legacy, (slug) => slug === "club-quasar")).toBeUndefined();
    expect(resolveRedirect("/lugar/la-casa", "", legacy)).toBe("/lugar/la-casa-ciudad-de-mexico/");
  });

  it.each([
    ["//evil.com", "/evil.com"],
    ["//evil.com/", "/evil.com/"],
    ["/\\evil.com", "/evil.com"],
    ["/\\/evil.com/", "/evil.com/"],
    ["///evil.com//x", "/evil.com/x/"],
  ])("never turns %s into an open redirect (-> %s)", (path, expected) => {
    const target = resolveRedirect(path, "", legacy);
    expect(target).toBe(expected);
    expect(isSafeLocation(target!)).toBe(true);
  });

  it.each(["/%2F%2Fevil.com", "/%5C%5Cevil.com", "/%2F%2Fevil.com/", "/%5c/evil.com/"])(
    "leaves the encoded %s as a local path (rendered, or a safe local redirect)",
    (path) => {
      const target = resolveRedirect(path, "", legacy);
      if (target !== undefined) expect(isSafeLocation(target)).toBe(true);
    },
  );

  it("refuses unsafe Location values", () => {
    expect(isSafeLocation("//evil.com/")).toBe(false);
    expect(isSafeLocation("/\\evil.com/")).toBe(false);
    expect(isSafeLocation("https://evil.com/")).toBe(false);
    expect(isSafeLocation("/ok/\r\nSet-Cookie: x")).toBe(false);
    expect(isSafeLocation("/mx/?next=https://x")).toBe(true);
  });
});
