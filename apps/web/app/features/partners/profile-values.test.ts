import { describe, expect, it } from "vitest";
import { checkValues } from "#app/lib/forms/use-zod-form.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { profileChecks } from "./profile-checks";
import { fieldOfProfilePath, profileCandidate, profileFields } from "./profile-values";

const barril = {
  name: "Cervecería El Barril",
  phone: "+57 320 999 6409",
  descriptionEs: "Cerveza artesanal de barril.",
  descriptionEn: "Craft beer on tap.",
  address: "Calle 35 # 105-81, Cali",
  priceRange: "3",
  cuisineId: "4",
  foodTypeIds: [2],
  amenityIds: [],
  latitude: "3.4516",
  longitude: "-76.532",
};

function check(values: typeof barril, language: "es" | "en" = "en") {
  const { t } = getI18n(language);
  return checkValues(
    profileChecks,
    values,
    {
      fields: profileFields,
      candidate: (current) => profileCandidate(current, 7),
      fieldOfPath: fieldOfProfilePath,
      message: (problem, translate) => translate(`partners.profile.errors.${problem.field}`),
    },
    t,
  );
}

describe("the profile form's checks", () => {
  it("gives the API's body from the form's values", () => {
    expect(check({ ...barril, name: "  Cervecería El Barril " })).toEqual({
      ok: true,
      output: expect.objectContaining({ name: "Cervecería El Barril", priceRange: 3, cuisineIds: [4], version: 7 }),
    });
    expect(check({ ...barril, cuisineId: "" })).toMatchObject({ ok: true, output: { cuisineIds: [] } });
  });

  it("words each wrong field in the page's language and names the first", () => {
    for (const language of ["es", "en"] as const) {
      const { t } = getI18n(language);
      const result = check({ ...barril, phone: "call us", descriptionEs: "   ", address: "" }, language);
      expect(result).toEqual({
        ok: false,
        first: "phone",
        errors: {
          phone: t("partners.profile.errors.phone"),
          descriptionEs: t("partners.profile.errors.descriptionEs"),
          address: t("partners.profile.errors.address"),
        },
      });
      for (const field of profileFields) {
        expect(t(`partners.profile.errors.${field}`)).not.toBe(`partners.profile.errors.${field}`);
      }
    }
  });

  it("puts the API's cuisine problems at the cuisine select", () => {
    expect(fieldOfProfilePath(["cuisineIds", 0])).toBe("cuisineId");
    expect(fieldOfProfilePath(["version"])).toBeUndefined();
  });
});
