import type { Language } from "@sobremesa/contracts";

export interface ReservationMessageContext {
  placeName: string;
  code: string;
  party: number;
  /** Already formatted in the venue's zone and the message's language. */
  when: string;
  manageUrl: string;
  address: string;
}

type Template = "reservation-confirmed" | "reservation-modified" | "reservation-cancelled" | "reservation-reminder";

const subjects: Record<Template, Record<Language, (context: ReservationMessageContext) => string>> = {
  "reservation-confirmed": {
    es: (c) => `Tu reservación en ${c.placeName} está confirmada (${c.code})`,
    en: (c) => `Your reservation at ${c.placeName} is confirmed (${c.code})`,
  },
  "reservation-modified": {
    es: (c) => `Cambiamos tu reservación en ${c.placeName} (${c.code})`,
    en: (c) => `Your reservation at ${c.placeName} was changed (${c.code})`,
  },
  "reservation-cancelled": {
    es: (c) => `Cancelamos tu reservación en ${c.placeName} (${c.code})`,
    en: (c) => `Your reservation at ${c.placeName} was cancelled (${c.code})`,
  },
  "reservation-reminder": {
    es: (c) => `Mañana te esperan en ${c.placeName} (${c.code})`,
    en: (c) => `${c.placeName} is expecting you tomorrow (${c.code})`,
  },
};

const people = (party: number, language: Language) =>
  language === "es"
    ? `${party} ${party === 1 ? "persona" : "personas"}`
    : `${party} ${party === 1 ? "guest" : "guests"}`;

/** The e-mail (subject and text) and the WhatsApp text of a reservation event, in the diner's language. */
export function reservationMessage(template: Template, language: Language, context: ReservationMessageContext) {
  const subject = subjects[template][language](context);
  const lines =
    language === "es"
      ? [
          `${context.placeName} · ${context.when} · ${people(context.party, language)}`,
          `Código de reservación: ${context.code}`,
          context.address,
          template === "reservation-cancelled" ? "" : `Consulta, cambia o cancela tu reservación: ${context.manageUrl}`,
        ]
      : [
          `${context.placeName} · ${context.when} · ${people(context.party, language)}`,
          `Reservation code: ${context.code}`,
          context.address,
          template === "reservation-cancelled" ? "" : `View, change or cancel your reservation: ${context.manageUrl}`,
        ];
  const body = lines.filter(Boolean).join("\n");
  return { subject, body, whatsapp: `${subject}\n${body}` };
}

export type { Template as ReservationTemplate };

/** The manage link again, asked for from the booking's page (subject and text). */
export function reservationLinkMessage(
  language: Language,
  context: Pick<ReservationMessageContext, "placeName" | "code" | "manageUrl">,
) {
  return language === "es"
    ? {
        subject: `El enlace de tu reservación en ${context.placeName} (${context.code})`,
        body: `Consulta, cambia o cancela tu reservación: ${context.manageUrl}\nSi no lo pediste tú, ignora este correo: sin el enlace nadie puede ver tu reservación.`,
      }
    : {
        subject: `The link to your reservation at ${context.placeName} (${context.code})`,
        body: `View, change or cancel your reservation: ${context.manageUrl}\nIf you did not ask for it, ignore this e-mail: without the link nobody can see your reservation.`,
      };
}
