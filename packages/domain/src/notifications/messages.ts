import type { Language } from "@sobremesa/contracts";

/** Why the reader got the message, by the template's family (the part before the first dash). */
const reasons: Record<string, Record<Language, string>> = {
  reservation: {
    es: "Recibes este correo porque reservaste en Sobremesa con esta dirección.",
    en: "You are receiving this e-mail because you booked a table on Sobremesa with this address.",
  },
  experience: {
    es: "Recibes este correo porque compraste boletos en Sobremesa con esta dirección.",
    en: "You are receiving this e-mail because you bought tickets on Sobremesa with this address.",
  },
  store: {
    es: "Recibes este correo porque hiciste un pedido en una tienda de Sobremesa con esta dirección.",
    en: "You are receiving this e-mail because you placed an order in a Sobremesa store with this address.",
  },
  membership: {
    es: "Recibes este correo porque tienes o tuviste una membresía de Sobremesa.",
    en: "You are receiving this e-mail because you have or had a Sobremesa membership.",
  },
  survey: {
    es: "Recibes este correo porque visitaste un lugar que reservaste en Sobremesa.",
    en: "You are receiving this e-mail because you visited a place you booked on Sobremesa.",
  },
  account: {
    es: "Recibes este correo porque se pidió para tu cuenta de Sobremesa o con esta dirección.",
    en: "You are receiving this e-mail because it was requested for your Sobremesa account or with this address.",
  },
  other: {
    es: "Recibes este correo por tu actividad en Sobremesa.",
    en: "You are receiving this e-mail because of your activity on Sobremesa.",
  },
};

const ACCOUNT_TEMPLATES = new Set(["sign-in", "sign-up-attempt", "verify-email", "reset-password", "password-changed"]);

/** The fixed texts of every e-mail's HTML layout, in the reader's language. */
export function layoutTexts(template: string, language: Language, supportEmail: string) {
  const family = ACCOUNT_TEMPLATES.has(template) ? "account" : (template.split("-")[0] ?? "");
  const reason = (reasons[family] ?? reasons.other!)[language];
  return {
    reason,
    help:
      language === "es"
        ? { before: "¿Dudas? Responde a este correo o escríbenos a ", address: supportEmail, after: "." }
        : { before: "Questions? Reply to this e-mail or write to ", address: supportEmail, after: "." },
  };
}
