import type {
  ConciergeBudget,
  ConciergeLead,
  ConciergeOccasion,
  Language,
  LeadCountry,
  LeadProblem,
  PartnerLead,
} from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

/**
 * What the server says about the lead forms: how to fix each field, and the e-mails a lead sends.
 * The pages have the same sentences in their catalogues (the web's es.json, en.json).
 */
export function leadProblemMessage(problem: LeadProblem, language: Language): string {
  return domainText(language)(`leads.problems.${problem}`);
}

/** The answer to a lead form with mistakes, naming the fields to check. */
export function leadInvalidMessage(language: Language, fields: string): string {
  return domainText(language)("leads.invalid", { fields });
}

const occasionName = (occasion: ConciergeOccasion, language: Language) =>
  domainText(language)(`leads.occasions.${occasion}`);
const budgetName = (budget: ConciergeBudget, language: Language) => domainText(language)(`leads.budgets.${budget}`);
const countryName = (country: LeadCountry, language: Language) => domainText(language)(`leads.countries.${country}`);

export interface Letter {
  subject: string;
  body: string;
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter((part) => part !== false).join("\n");

/** The e-mails of a lead: a confirmation to the person (in their language) and a notice to the team (Spanish). */
export const leadLetters = {
  conciergeConfirmation(language: Language, reference: string, lead: ConciergeLead): Letter {
    const t = domainText(language);
    const values = {
      reference,
      name: lead.name,
      when: `${lead.date} · ${lead.partySize}`,
      occasion: occasionName(lead.occasion, language),
      city: lead.city,
      country: countryName(lead.country, language),
      budget: budgetName(lead.budget, language),
    };
    return {
      subject: t("leads.concierge.subject", values),
      body: lines(
        t("leads.concierge.greeting", values),
        "",
        t("leads.concierge.thanks", values),
        t("leads.concierge.summary", values),
        "",
        t("leads.concierge.next"),
        "",
        t("leads.signature"),
      ),
    };
  },

  conciergeNotification(reference: string, lead: ConciergeLead, phone: string): Letter {
    return {
      subject: `Nueva solicitud de concierge ${reference}: ${occasionName(lead.occasion, "es")}, ${lead.partySize} personas, ${lead.city}`,
      body: lines(
        `Referencia: ${reference}`,
        `Ocasión: ${occasionName(lead.occasion, "es")}`,
        `Fecha: ${lead.date}`,
        `Personas: ${lead.partySize}`,
        `Presupuesto: ${budgetName(lead.budget, "es")}`,
        `Ciudad: ${lead.city}, ${countryName(lead.country, "es")}`,
        `Nombre: ${lead.name}`,
        `Correo: ${lead.email}`,
        `Teléfono: ${phone}`,
        `Idioma: ${lead.lang}`,
        "",
        `Mensaje: ${lead.message || "(sin mensaje)"}`,
      ),
    };
  },

  partnerConfirmation(language: Language, reference: string, lead: PartnerLead): Letter {
    const t = domainText(language);
    const values = { reference, name: lead.name, company: lead.company };
    return {
      subject: t("leads.partner.subject", values),
      body: lines(
        t("leads.partner.greeting", values),
        "",
        t("leads.partner.thanks", values),
        t("leads.partner.next"),
        "",
        t("leads.signature"),
      ),
    };
  },

  partnerNotification(reference: string, lead: PartnerLead, phone: string): Letter {
    return {
      subject: `Nueva solicitud de cadena ${reference}: ${lead.company}, ${lead.branches} sucursales`,
      body: lines(
        `Referencia: ${reference}`,
        `Empresa: ${lead.company}`,
        `Sucursales: ${lead.branches}`,
        `Países: ${lead.countries.map((code) => countryName(code, "es")).join(", ")}`,
        `Contacto: ${lead.name}`,
        `Correo: ${lead.email}`,
        `Teléfono: ${phone}`,
        `Idioma: ${lead.lang}`,
        "",
        `Mensaje: ${lead.message || "(sin mensaje)"}`,
      ),
    };
  },
};
