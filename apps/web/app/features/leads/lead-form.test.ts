import { conciergeLeadBody, partnerLeadBody } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import en from "#app/lib/i18n/en.json" with { type: "json" };
import es from "#app/lib/i18n/es.json" with { type: "json" };
import { firstProblem, formProblems } from "./lead-form";

describe("lead forms in the browser", () => {
  it("find the same problems the server reports, one per field", () => {
    const problems = formProblems((value) => conciergeLeadBody.safeParse(value), {
      occasion: "birthday",
      date: "2001-01-01",
      partySize: "",
      budget: "flexible",
      country: "mx",
      city: "Mérida",
      name: "Rosa",
      email: "rosa@",
      dialCode: "+52",
      phone: "999 123 4567",
    });
    expect(problems).toEqual({ date: "datePast", partySize: "partySize", email: "emailInvalid" });
    expect(firstProblem(problems, ["occasion", "date", "partySize", "email"])).toBe("date");
  });

  it("have a sentence for every problem code in both languages", () => {
    const problems = formProblems((value) => partnerLeadBody.safeParse(value), {});
    expect(Object.keys(problems).length).toBeGreaterThan(3);
    for (const catalogue of [es, en]) {
      for (const problem of Object.values(problems)) expect(catalogue.concierge.validation[problem]).toBeTruthy();
    }
    expect(Object.keys(es.concierge.validation).sort()).toEqual(Object.keys(en.concierge.validation).sort());
  });
});
