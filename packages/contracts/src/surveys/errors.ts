import type { Language } from "../locales.ts";

export const surveyErrorCodes = ["SURVEY_LINK_INVALID", "SURVEY_LINK_EXPIRED", "SURVEY_ALREADY_ANSWERED"] as const;
export type SurveyErrorCode = (typeof surveyErrorCodes)[number];

const texts: Record<SurveyErrorCode, Record<Language, string>> = {
  SURVEY_LINK_INVALID: {
    es: "Este enlace de encuesta no es válido. Abre el enlace completo del correo que te enviamos.",
    en: "This survey link is not valid. Open the full link from the e-mail we sent you.",
  },
  SURVEY_LINK_EXPIRED: {
    es: "Este enlace de encuesta venció: las encuestas se responden hasta 30 días después de la visita.",
    en: "This survey link has expired: surveys can be answered up to 30 days after the visit.",
  },
  SURVEY_ALREADY_ANSWERED: {
    es: "Ya respondiste la encuesta de esta reservación. ¡Gracias por tu opinión!",
    en: "You already answered the survey for this reservation. Thank you for your feedback!",
  },
};

export function surveyErrorMessage(code: SurveyErrorCode, language: Language): string {
  return texts[code][language];
}

export function isSurveyErrorCode(code: unknown): code is SurveyErrorCode {
  return typeof code === "string" && (surveyErrorCodes as readonly string[]).includes(code);
}
