import { ApiError, reservationContact, reservationLinkBody } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { checkValues, type FieldProblem, serverFieldErrors } from "./use-zod-form";

const { t } = getI18n("en");

type Contact = { firstName: string; lastName: string; email: string; countryCode: string; phone: string };
type ContactField = keyof Contact;
const contactFields = ["firstName", "lastName", "email", "countryCode", "phone"] as const;
const contactMessage = ({ field, empty }: FieldProblem<Contact, ContactField>) =>
  `${field} ${empty ? "required" : "invalid"}`;
const ana: Contact = {
  firstName: "Ana",
  lastName: "López",
  email: "ana@example.com",
  countryCode: "+52",
  phone: "3312345678",
};

describe("checkValues", () => {
  it("gives the schema's output when nothing is wrong", () => {
    const result = checkValues(
      { schema: reservationLinkBody },
      { email: " Ana@Example.com " },
      { fields: ["email"], message: () => "wrong" },
      t,
    );
    expect(result).toEqual({ ok: true, output: { email: "ana@example.com", lang: "es" } });
  });

  it("words each wrong field once, in the form's order, and names the first", () => {
    const result = checkValues(
      { schema: reservationContact },
      { ...ana, firstName: " ", email: "not-an-email", phone: "" },
      { fields: contactFields, message: contactMessage },
      t,
    );
    expect(result).toEqual({
      ok: false,
      first: "firstName",
      errors: { firstName: "firstName required", email: "email invalid", phone: "phone required" },
    });
  });

  it("translates through the app's translator", () => {
    const result = checkValues(
      { schema: reservationLinkBody },
      { email: "nope" },
      { fields: ["email"], message: ({ field }, translate) => translate(`booking.form.errors.${field}Invalid`) },
      t,
    );
    expect(result).toMatchObject({ ok: false, errors: { email: t("booking.form.errors.emailInvalid") } });
    expect(t("booking.form.errors.emailInvalid")).not.toBe("booking.form.errors.emailInvalid");
  });

  it("maps nested paths through fieldOfPath and builds the candidate from the values", () => {
    const result = checkValues(
      { schema: reservationLinkBody.extend({ contact: reservationContact }) },
      { ...ana, email: "" },
      {
        fields: contactFields,
        candidate: (values) => ({ email: "ana@example.com", contact: values }),
        fieldOfPath: (path) => (path[0] === "contact" ? contactFields.find((field) => field === path[1]) : undefined),
        message: contactMessage,
      },
      t,
    );
    expect(result).toEqual({ ok: false, first: "email", errors: { email: "email required" } });
  });

  it("adds the checks beyond the schema unless the field is already wrong", () => {
    const seen: string[][] = [];
    const result = checkValues(
      {
        schema: reservationContact,
        moreIssues: (_candidate, wrong) => {
          seen.push([...wrong]);
          return wrong.has("countryCode") ? [] : [["phone"]];
        },
      },
      { ...ana, lastName: "" },
      { fields: contactFields, message: contactMessage },
      t,
    );
    expect(seen).toEqual([["lastName"]]);
    expect(result).toEqual({
      ok: false,
      first: "lastName",
      errors: { lastName: "lastName required", phone: "phone invalid" },
    });
  });

  it("puts a problem no field shows on the chosen field", () => {
    const result = checkValues(
      { schema: reservationContact.extend({ placeSlug: reservationContact.shape.firstName }) },
      { ...ana, placeSlug: "" },
      { fields: contactFields, message: contactMessage, unshownField: "phone" },
      t,
    );
    expect(result).toEqual({ ok: false, first: "phone", errors: { phone: "phone invalid" } });
  });
});

describe("serverFieldErrors", () => {
  const answer = (details: unknown) =>
    new ApiError("Bad request", 400, { error: { code: "VALIDATION", message: "Bad request", details } });

  it("maps the error answer's fields to the form's, first message each", () => {
    const errors = serverFieldErrors(
      answer([
        { field: "contact.email", message: "taken" },
        { field: "contact.email", message: "second" },
        { field: "contact.phone", message: "short" },
        { field: "placeSlug", message: "unknown" },
      ]),
      (path) => (path[0] === "contact" ? contactFields.find((field) => field === path[1]) : undefined),
    );
    expect(errors).toEqual({ email: "taken", phone: "short" });
  });

  it("finds nothing in other failures", () => {
    expect(serverFieldErrors(new Error("offline"), () => "email")).toEqual({});
    expect(serverFieldErrors(answer("not a list"), () => "email")).toEqual({});
  });
});
