import type { Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

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

/** The e-mail (subject and text) and the WhatsApp text of a reservation event, in the diner's language. */
export function reservationMessage(template: Template, language: Language, context: ReservationMessageContext) {
  const t = domainText(language);
  const subject = t(`reservations.subjects.${template}`, { place: context.placeName, code: context.code });
  const lines = [
    `${context.placeName} · ${context.when} · ${t("reservations.people", { count: context.party })}`,
    t("reservations.code", { code: context.code }),
    context.address,
    template === "reservation-cancelled" ? "" : t("reservations.manage", { url: context.manageUrl }),
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
  const t = domainText(language);
  return {
    subject: t("reservations.link.subject", { place: context.placeName, code: context.code }),
    body: `${t("reservations.manage", { url: context.manageUrl })}\n${t("reservations.link.notYou")}`,
  };
}

/** The calendar entry's words; `pageUrl` is the reservation's page. */
export function reservationCalendarText(
  language: Language,
  context: Pick<ReservationMessageContext, "placeName" | "code" | "party"> & { pageUrl: string },
) {
  const t = domainText(language);
  const values = { place: context.placeName, code: context.code, url: context.pageUrl };
  return {
    title: t("reservations.calendar.title", values),
    description: t("reservations.calendar.description", {
      ...values,
      guests: t("reservations.people", { count: context.party }),
    }),
  };
}

/** The answers of a booking whose phone or place is wrong. */
export function reservationProblem(
  language: Language,
  problem: "invalidPhone" | "invalidPhoneField" | "placeNotFound",
) {
  return domainText(language)(`reservations.${problem}`);
}
