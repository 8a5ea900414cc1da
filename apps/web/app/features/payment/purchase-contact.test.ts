import { describe, expect, it } from "vitest";
import { checkContact, contactBody } from "./purchase-contact";

describe("buyer contact", () => {
  const good = {
    firstName: "Ana",
    lastName: "López",
    email: "ana@example.com",
    countryCode: "+52",
    phone: "5512345678",
  };

  it("accepts a complete contact", () => {
    expect(checkContact(good)).toEqual({});
  });

  it("says which fields are missing or wrong", () => {
    expect(checkContact({ ...good, firstName: " ", email: "ana@", phone: "12" })).toEqual({
      firstName: "required",
      email: "invalid",
      phone: "invalid",
    });
    expect(checkContact({ ...good, phone: "" })).toEqual({ phone: "required" });
  });

  it("sends the contact trimmed, the e-mail in lower case", () => {
    expect(contactBody({ ...good, firstName: " Ana ", email: " Ana@Example.com " })).toEqual(good);
  });
});
