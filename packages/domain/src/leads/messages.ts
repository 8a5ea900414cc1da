import type {
  ConciergeBudget,
  ConciergeLead,
  ConciergeOccasion,
  Language,
  LeadCountry,
  LeadProblem,
  PartnerLead,
} from "@sobremesa/contracts";

/**
 * What the server says about the lead forms, in both languages: how to fix each field, and the
 * e-mails a lead sends. The pages have the same sentences in their catalogues (es.json, en.json).
 */
export const leadProblemMessages = {
  occasionRequired: { es: "Elige la ocasión.", en: "Choose the occasion." },
  dateInvalid: { es: "Elige una fecha.", en: "Choose a date." },
  datePast: { es: "Elige una fecha de hoy en adelante.", en: "Choose today or a later date." },
  dateTooFar: { es: "Elige una fecha dentro del próximo año.", en: "Choose a date within the next year." },
  partySize: {
    es: "Escribe cuántas personas serán, de 1 a 500.",
    en: "Enter how many people are coming, from 1 to 500.",
  },
  budgetRequired: { es: "Elige un presupuesto.", en: "Choose a budget." },
  countryRequired: { es: "Elige el país.", en: "Choose the country." },
  cityRequired: { es: "Escribe la ciudad.", en: "Enter the city." },
  nameRequired: { es: "Escribe tu nombre.", en: "Enter your name." },
  emailInvalid: {
    es: "Escribe un correo válido, por ejemplo nombre@dominio.com.",
    en: "Enter a valid e-mail, for example name@domain.com.",
  },
  dialCodeInvalid: { es: "Elige la lada del teléfono.", en: "Choose the phone's country code." },
  phoneInvalid: {
    es: "Escribe un teléfono válido para la lada elegida, solo con números.",
    en: "Enter a valid phone number for the chosen country code, digits only.",
  },
  companyRequired: {
    es: "Escribe el nombre de la empresa o marca.",
    en: "Enter the name of the company or brand.",
  },
  branches: {
    es: "Escribe cuántas sucursales tienen, de 1 a 10,000.",
    en: "Enter how many branches you have, from 1 to 10,000.",
  },
  countriesRequired: { es: "Elige al menos un país.", en: "Choose at least one country." },
  messageTooLong: {
    es: "El mensaje puede tener hasta 2,000 caracteres.",
    en: "The message can have up to 2,000 characters.",
  },
  textTooLong: { es: "Este dato es demasiado largo.", en: "This is too long." },
  textInvalid: {
    es: "Quita los caracteres de control (como el byte nulo) de este texto.",
    en: "Remove the control characters (such as the NUL byte) from this text.",
  },
} as const satisfies Record<LeadProblem, Record<Language, string>>;

export const leadMessages = {
  invalid: {
    es: "Revisa los datos marcados: {fields}",
    en: "Please check the marked fields: {fields}",
  },
} as const;

export function leadProblemMessage(problem: LeadProblem, language: Language): string {
  return leadProblemMessages[problem][language];
}

const occasionNames: Record<ConciergeOccasion, Record<Language, string>> = {
  birthday: { es: "Cumpleaños", en: "Birthday" },
  anniversary: { es: "Aniversario", en: "Anniversary" },
  date: { es: "Cita", en: "Date" },
  business: { es: "Negocios", en: "Business" },
  celebration: { es: "Celebración", en: "Celebration" },
  other: { es: "Otra", en: "Other" },
};

const budgetNames: Record<ConciergeBudget, Record<Language, string>> = {
  casual: { es: "Casual", en: "Casual" },
  moderate: { es: "Moderado", en: "Moderate" },
  upscale: { es: "Alto", en: "Upscale" },
  luxury: { es: "De lujo", en: "Luxury" },
  flexible: { es: "Flexible", en: "Flexible" },
};

const countryNames: Record<LeadCountry, Record<Language, string>> = {
  mx: { es: "México", en: "Mexico" },
  co: { es: "Colombia", en: "Colombia" },
  cr: { es: "Costa Rica", en: "Costa Rica" },
};

export interface Letter {
  subject: string;
  body: string;
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter((part) => part !== false).join("\n");

/** The e-mails of a lead: a confirmation to the person (in their language) and a notice to the team (Spanish). */
export const leadLetters = {
  conciergeConfirmation(language: Language, reference: string, lead: ConciergeLead): Letter {
    const when = `${lead.date} · ${lead.partySize}`;
    return language === "en"
      ? {
          subject: `We received your concierge request ${reference}`,
          body: lines(
            `Hello ${lead.name},`,
            "",
            `Thank you for writing to the Sobremesa concierge team. Your request has the reference ${reference}.`,
            `Occasion: ${occasionNames[lead.occasion].en}. Date and party: ${when} people. City: ${lead.city}, ${countryNames[lead.country].en}. Budget: ${budgetNames[lead.budget].en}.`,
            "",
            "A member of the team will contact you within one business day by e-mail or phone. Quote your reference if you write to us.",
            "",
            "Sobremesa",
          ),
        }
      : {
          subject: `Recibimos tu solicitud de concierge ${reference}`,
          body: lines(
            `Hola, ${lead.name}:`,
            "",
            `Gracias por escribir al equipo de concierge de Sobremesa. Tu solicitud tiene la referencia ${reference}.`,
            `Ocasión: ${occasionNames[lead.occasion].es}. Fecha y grupo: ${when} personas. Ciudad: ${lead.city}, ${countryNames[lead.country].es}. Presupuesto: ${budgetNames[lead.budget].es}.`,
            "",
            "Alguien del equipo te contactará en un día hábil por correo o teléfono. Menciona tu referencia si nos escribes.",
            "",
            "Sobremesa",
          ),
        };
  },

  conciergeNotification(reference: string, lead: ConciergeLead, phone: string): Letter {
    return {
      subject: `Nueva solicitud de concierge ${reference}: ${occasionNames[lead.occasion].es}, ${lead.partySize} personas, ${lead.city}`,
      body: lines(
        `Referencia: ${reference}`,
        `Ocasión: ${occasionNames[lead.occasion].es}`,
        `Fecha: ${lead.date}`,
        `Personas: ${lead.partySize}`,
        `Presupuesto: ${budgetNames[lead.budget].es}`,
        `Ciudad: ${lead.city}, ${countryNames[lead.country].es}`,
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
    return language === "en"
      ? {
          subject: `We received your partnership request ${reference}`,
          body: lines(
            `Hello ${lead.name},`,
            "",
            `Thank you for your interest in bringing ${lead.company} to Sobremesa. Your request has the reference ${reference}.`,
            "Our partnerships team will contact you within two business days to talk about your branches, reservations and the membership.",
            "",
            "Sobremesa",
          ),
        }
      : {
          subject: `Recibimos tu solicitud para ser socio ${reference}`,
          body: lines(
            `Hola, ${lead.name}:`,
            "",
            `Gracias por tu interés en sumar ${lead.company} a Sobremesa. Tu solicitud tiene la referencia ${reference}.`,
            "Nuestro equipo de alianzas te contactará en dos días hábiles para hablar de tus sucursales, las reservaciones y la membresía.",
            "",
            "Sobremesa",
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
        `Países: ${lead.countries.map((code) => countryNames[code].es).join(", ")}`,
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
