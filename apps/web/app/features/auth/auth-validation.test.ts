import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { checkField, checkFields, checkPhone, firstInvalid } from "./auth-validation";

const es = getI18n("es").t;
const en = getI18n("en").t;

describe("accounts form validation", () => {
  it("names the field in the page's language", () => {
    expect(checkField(es, "email", "")).toBe("Completa el campo «Correo electrónico».");
    expect(checkField(en, "email", "  ")).toBe("Fill in “E-mail”.");
    expect(checkField(es, "email", "ana@")).toBe("Revisa el campo «Correo electrónico»: no es válido.");
    expect(checkField(en, "email", "ana@")).toBe("Check “E-mail”: it is not valid.");
    expect(checkField(es, "email", "Ana@Example.com")).toBeUndefined();
  });

  it("asks new passwords for 8 characters and more, with the contract's limits", () => {
    expect(checkField(es, "password", "corta")).toBe("El campo «Contraseña» necesita al menos 8 caracteres.");
    expect(checkField(en, "newPassword", "short")).toBe("“New password” needs at least 8 characters.");
    expect(checkField(es, "password", "x".repeat(129))).toBe(
      "El campo «Contraseña» admite como máximo 128 caracteres.",
    );
    expect(checkField(es, "password", "una frase larga de verdad")).toBeUndefined();
    // At sign-in any non-empty password is sent: a wrong one is just a failed sign-in.
    expect(checkField(es, "password", "corta", { signInPassword: true })).toBeUndefined();
  });

  it("wants the six digits of a code", () => {
    expect(checkField(es, "code", "12345")).toBe("El campo «Código» lleva los 6 dígitos que te enviamos.");
    expect(checkField(en, "code", "12a456")).toBe("“Code” takes the 6 digits we sent you.");
    expect(checkField(es, "code", "123456")).toBeUndefined();
  });

  it("checks a whole form, skipping optional empty fields, and finds the first problem in form order", () => {
    const errors = checkFields(
      es,
      { firstName: "", lastName: "López", email: "x", phone: "" },
      { optional: ["phone"] },
    );
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName"]);
    expect(errors.firstName).toBe("Completa el campo «Nombre».");
    expect(firstInvalid(errors, ["firstName", "lastName", "email"])).toBe("firstName");
  });

  it("checks a phone against its country's dial code and answers E.164", () => {
    expect(checkPhone(es, "55 1234 5678", "+52")).toEqual({ ok: true, e164: "+525512345678", countryCode: "+52" });
    expect(checkPhone(en, "123", "+52")).toEqual({ ok: false, message: "Check “Phone”: it is not valid." });
    expect(checkPhone(es, "", "+57")).toEqual({ ok: false, message: "Completa el campo «Teléfono»." });
  });
});
