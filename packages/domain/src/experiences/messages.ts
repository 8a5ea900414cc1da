import type { Language } from "@sobremesa/contracts";
import { type domainCatalogues, domainText, filledText } from "../i18n/index.ts";

export type ExperienceProblem = keyof (typeof domainCatalogues)["es"]["experiences"]["problems"];

export function experienceMessage(
  problem: ExperienceProblem,
  language: Language,
  values: Record<string, string | number> = {},
) {
  return filledText(language, `experiences.problems.${problem}`, values);
}

export interface OrderMessageContext {
  name: string;
  title: string;
  /** Formatted in the venue's zone and the buyer's language. */
  when: string;
  venue: string;
  address: string;
  code: string;
  tickets: number;
  total: string;
  /** When the charge went through, in the venue's zone: the e-mail is the purchase's receipt. */
  paidOn: string;
  orderUrl: string;
}

export function orderConfirmation(language: Language, context: OrderMessageContext) {
  const t = domainText(language);
  const c = { ...context };
  const subject = t("experiences.order.subject", c);
  const lines = [
    t("experiences.order.greeting", c),
    `${c.title} · ${c.when}`,
    `${c.venue}, ${c.address}`,
    t("experiences.order.tickets", { count: c.tickets, total: c.total }),
    t("experiences.order.receipt", c),
    t("experiences.order.link", { url: c.orderUrl }),
  ];
  const body = lines.join("\n");
  return { subject, body, whatsapp: `${subject}\n${body}` };
}

export function orderReminder(language: Language, context: OrderMessageContext) {
  const t = domainText(language);
  const c = { ...context };
  const body = [
    t("experiences.reminder.greeting", c),
    `${c.title} · ${c.when}`,
    `${c.venue}, ${c.address}`,
    t("experiences.reminder.link", { url: c.orderUrl }),
  ].join("\n");
  return { subject: t("experiences.reminder.subject", c), body };
}

/** The calendar entry's words; `pageUrl` is the order's page, which asks for the buyer's e-mail. */
export function orderCalendarText(
  language: Language,
  c: Pick<OrderMessageContext, "title" | "code"> & { pageUrl: string },
) {
  return {
    title: c.title,
    description: domainText(language)("experiences.calendar.description", { code: c.code, url: c.pageUrl }),
  };
}
