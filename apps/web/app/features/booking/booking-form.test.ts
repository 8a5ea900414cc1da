import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { type BookingFormValues, fieldOfPath } from "./booking-form";
import { validateBooking } from "./booking-validation";

const valid: BookingFormValues = {
  date: "2030-05-10",
  time: "20:30",
  party: 2,
  zoneId: "",
  occasion: "",
  note: "",
  countryCode: "+52",
  email: "Ana@Example.com ",
  firstName: " Ana ",
  lastName: "López",
  phone: "33 1234 5678",
};

const es = getI18n("es").t;
const en = getI18n("en").t;

describe("validateBooking", () => {
  it("gives the contract's body for a valid form", () => {
    const result = validateBooking(
      "la-casa-del-mole",
      { ...valid, zoneId: "7", occasion: "birthday", note: " Sin gluten " },
      es,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        placeSlug: "la-casa-del-mole",
        date: "2030-05-10",
        time: "20:30",
        party: 2,
        zoneId: 7,
        occasion: "birthday",
        note: "Sin gluten",
        contact: {
          countryCode: "+52",
          email: "ana@example.com",
          firstName: "Ana",
          lastName: "López",
          fullname: "Ana López",
          phone: "33 1234 5678",
        },
      },
    });
  });

  it("asks for every required field, in Spanish, focusing the first in the form's order", () => {
    const result = validateBooking(
      "la-casa-del-mole",
      { ...valid, time: null, firstName: "", lastName: " ", email: "", phone: "" },
      es,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toBe("time");
    expect(result.errors).toEqual({
      time: "Elige un horario.",
      firstName: "Escribe tu nombre.",
      lastName: "Escribe tu apellido.",
      email: "Escribe tu correo electrónico.",
      phone: "Escribe tu teléfono.",
    });
  });

  it("words the same problems in English", () => {
    const result = validateBooking("la-casa-del-mole", { ...valid, firstName: "", email: "ana@" }, en);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toBe("firstName");
    expect(result.errors.firstName).toBe("Enter your first name.");
    expect(result.errors.email).toBe("Enter a valid email, like name@example.com.");
  });

  it("validates the phone for its country", () => {
    // A Guadalajara mobile is valid in Mexico, not in Costa Rica (8 digits) or Colombia.
    expect(validateBooking("x-place", valid, es).ok).toBe(true);
    const costaRica = validateBooking("x-place", { ...valid, countryCode: "+506" }, es);
    expect(costaRica.ok ? null : costaRica.errors.phone).toBe("Ese teléfono no es válido para el país elegido.");
    expect(validateBooking("x-place", { ...valid, countryCode: "+506", phone: "8312 3456" }, es).ok).toBe(true);
    expect(validateBooking("x-place", { ...valid, countryCode: "+57", phone: "301 234 5678" }, es).ok).toBe(true);
    const tooShort = validateBooking("x-place", { ...valid, phone: "12345" }, en);
    expect(tooShort.ok ? null : tooShort.errors.phone).toBe("That phone number is not valid for the chosen country.");
  });

  it("refuses a note over 500 characters", () => {
    const result = validateBooking("x-place", { ...valid, note: "a".repeat(501) }, es);
    expect(result.ok ? null : result.errors.note).toBe("La nota puede tener hasta 500 caracteres.");
  });
});

describe("fieldOfPath", () => {
  it("maps the contract's paths (and the server's details) to the form's fields", () => {
    expect(fieldOfPath(["contact", "phone"])).toBe("phone");
    expect(fieldOfPath("contact.email")).toBe("email");
    expect(fieldOfPath(["time"])).toBe("time");
    expect(fieldOfPath(["note"])).toBe("note");
    expect(fieldOfPath(["placeSlug"])).toBeUndefined();
  });
});
