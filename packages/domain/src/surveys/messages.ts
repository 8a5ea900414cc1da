import type { Language } from "@sobremesa/contracts";

export interface InvitationContext {
  firstName: string;
  placeName: string;
  url: string;
}

/** The e-mail that asks for the survey after the visit, in the diner's language. */
export function surveyInvitation(language: Language, context: InvitationContext) {
  if (language === "en") {
    return {
      subject: `How was ${context.placeName}?`,
      body: [
        `Hi ${context.firstName},`,
        `Thank you for booking ${context.placeName} with Sobremesa. Tell us how it went: it takes a minute and helps other diners choose.`,
        `Answer the survey: ${context.url}`,
        "The link works for 30 days.",
      ].join("\n\n"),
    };
  }
  return {
    subject: `¿Cómo te fue en ${context.placeName}?`,
    body: [
      `Hola ${context.firstName}:`,
      `Gracias por reservar en ${context.placeName} con Sobremesa. Cuéntanos cómo te fue: toma un minuto y ayuda a otros comensales a elegir.`,
      `Responde la encuesta: ${context.url}`,
      "El enlace funciona durante 30 días.",
    ].join("\n\n"),
  };
}
