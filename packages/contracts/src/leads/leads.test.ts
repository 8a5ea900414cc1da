import { describe, expect, it } from "vitest";
import { addDays } from "../calendar.ts";
import { conciergeLeadBody, leadDateProblem, leadFieldProblems, partnerLeadBody } from "./schemas.ts";

const now = new Date("2026-11-22T02:00:00Z");

describe("leadDateProblem", () => {
  it("accepts today and UTC's yesterday (the visitor's today in the Americas)", () => {
    expect(leadDateProblem("2026-11-22", now)).toBeNull();
    expect(leadDateProblem("2026-11-21", now)).toBeNull();
  });
  it("rejects earlier days, days beyond a year and non-dates", () => {
    expect(leadDateProblem("2026-11-20", now)).toBe("datePast");
    expect(leadDateProblem(addDays("2026-11-22", 367), now)).toBe("dateTooFar");
    expect(leadDateProblem("2026-02-30", now)).toBe("dateInvalid");
    expect(leadDateProblem("", now)).toBe("dateInvalid");
  });
});

describe("lead schemas", () => {
  it("give one problem code per field", () => {
    const parsed = conciergeLeadBody.safeParse({ partySize: "lots", email: "x", dialCode: "+52", phone: "55" });
    expect(parsed.success).toBe(false);
    const problems = leadFieldProblems(parsed.error!.issues);
    expect(Object.fromEntries(problems.map((entry) => [entry.field, entry.problem]))).toEqual({
      occasion: "occasionRequired",
      date: "dateInvalid",
      partySize: "partySize",
      budget: "budgetRequired",
      country: "countryRequired",
      city: "cityRequired",
      name: "nameRequired",
      email: "emailInvalid",
      phone: "phoneInvalid",
    });
  });

  it("check the phone against its dial code", () => {
    const base = { company: "Grupo", branches: 3, countries: ["mx"], name: "Ana", email: "ana@example.com" };
    expect(partnerLeadBody.safeParse({ ...base, dialCode: "+52", phone: "55 1234 5678" }).success).toBe(true);
    const wrong = partnerLeadBody.safeParse({ ...base, dialCode: "+506", phone: "55 1234 5678" });
    expect(leadFieldProblems(wrong.error!.issues)).toEqual([{ field: "phone", problem: "phoneInvalid" }]);
  });

  it("trim, lower-case the e-mail, coerce numbers and drop repeated countries", () => {
    const lead = partnerLeadBody.parse({
      company: "  Grupo Fogón ",
      branches: "12",
      countries: ["mx", "mx", "cr"],
      name: "Ana",
      email: " Ana@Example.COM ",
      dialCode: "+52",
      phone: "5512345678",
    });
    expect(lead).toMatchObject({
      company: "Grupo Fogón",
      branches: 12,
      countries: ["mx", "cr"],
      email: "ana@example.com",
      lang: "es",
    });
  });
});
