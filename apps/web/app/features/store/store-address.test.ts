import { describe, expect, it } from "vitest";
import {
  ADDRESS_FORMS,
  addressBody,
  addressValues,
  checkAddress,
  EMPTY_ADDRESS,
  firstAddressError,
} from "./store-address";

const mexico = {
  ...EMPTY_ADDRESS,
  recipient: "Ana López",
  line1: "Av. Álvaro Obregón 130",
  district: "Roma Norte",
  city: "Cuauhtémoc",
  state_id: "9",
  postal_code: "06700",
};

describe("shipping address rules", () => {
  it("asks each country for its own required fields", () => {
    const required = (country: "mx" | "co" | "cr") =>
      ADDRESS_FORMS[country].filter((rule) => rule.required).map((rule) => rule.field);
    expect(required("mx")).toEqual(["recipient", "line1", "postal_code", "district", "city", "state_id"]);
    expect(required("co")).toEqual(["recipient", "line1", "city", "state_id"]);
    expect(required("cr")).toEqual(["recipient", "state_id", "city", "district", "line1"]);
  });

  it("accepts a complete Mexican address and builds the contract's body", () => {
    expect(checkAddress(mexico, "mx")).toEqual({});
    expect(addressBody(mexico, "mx")).toMatchObject({ country: "mx", state_id: 9, postal_code: "06700" });
  });

  it("gives the form back the address it sent (a purchase shown again after a reload)", () => {
    expect(addressValues(addressBody(mexico, "mx"))).toEqual(mexico);
    const costaRica = { ...mexico, postal_code: "", references: "Frente al parque", state_id: "" };
    expect(addressValues(addressBody(costaRica, "cr"))).toEqual(costaRica);
  });

  it("says which fields are missing or wrong, in the form's order", () => {
    const errors = checkAddress({ ...mexico, postal_code: "6700", district: " " }, "mx");
    expect(errors).toEqual({ postal_code: "invalid", district: "required" });
    expect(firstAddressError(errors, "mx")).toBe("postal_code");
    expect(checkAddress(EMPTY_ADDRESS, "mx").state_id).toBe("required");
  });

  it("leaves Colombia's barrio and postal code optional, but a postal code has 6 digits", () => {
    const colombia = { ...EMPTY_ADDRESS, recipient: "Juan", line1: "Calle 93 # 11-26", city: "Bogotá", state_id: "40" };
    expect(checkAddress(colombia, "co")).toEqual({});
    expect(checkAddress({ ...colombia, postal_code: "11022" }, "co")).toEqual({ postal_code: "invalid" });
    expect(checkAddress({ ...colombia, postal_code: "110221" }, "co")).toEqual({});
  });

  it("asks Costa Rica for the district and the otras señas", () => {
    const costaRica = { ...EMPTY_ADDRESS, recipient: "Sofía", state_id: "70", city: "Escazú" };
    expect(checkAddress(costaRica, "cr")).toEqual({ district: "required", line1: "required" });
    expect(checkAddress({ ...costaRica, district: "San Rafael", line1: "200 m norte de la iglesia" }, "cr")).toEqual(
      {},
    );
  });
});
