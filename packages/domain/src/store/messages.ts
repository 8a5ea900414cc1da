import type { Language, StoreOrderStatus } from "@sobremesa/contracts";
import { type domainCatalogues, domainText, filledText } from "../i18n/index.ts";

export type StoreProblem = keyof (typeof domainCatalogues)["es"]["store"]["problems"];

/** An order's status as a word in a sentence ("Un pedido enviado no puede pasar a preparándose"). */
export function statusWord(status: StoreOrderStatus, language: Language): string {
  return domainText(language)(`store.statusWords.${status}`);
}

export function storeMessage(problem: StoreProblem, language: Language, values: Record<string, string | number> = {}) {
  return filledText(language, `store.problems.${problem}`, values);
}

export interface StoreOrderMessageContext {
  name: string;
  number: string;
  store: string;
  items: string[];
  total: string;
  tax: string;
  delivery: string;
  address: string;
  /** When the charge went through: the e-mail is the order's receipt. */
  paidOn: string;
  orderUrl: string;
}

export function orderConfirmation(language: Language, c: StoreOrderMessageContext) {
  const t = domainText(language);
  const values = { ...c, url: c.orderUrl };
  const subject = t("store.confirmation.subject", values);
  const lines = [
    t("store.confirmation.greeting", values),
    ...c.items,
    t("store.confirmation.total", values),
    t("store.confirmation.receipt", values),
    t("store.confirmation.delivery", values),
    t("store.confirmation.address", values),
    t("store.confirmation.link", values),
  ];
  const body = lines.join("\n");
  return { subject, body, whatsapp: `${subject}\n${c.orderUrl}` };
}

export function orderShipped(
  language: Language,
  c: { name: string; number: string; tracking: string | null; orderUrl: string },
) {
  const t = domainText(language);
  const values = { ...c, url: c.orderUrl };
  const tracking = c.tracking ? t("store.shipped.tracking", values) : null;
  const lines = [t("store.shipped.left", values), tracking, t("store.shipped.link", values)];
  return { subject: t("store.shipped.subject", values), body: lines.filter(Boolean).join("\n") };
}

export function orderRefunded(language: Language, c: { name: string; number: string; total: string }) {
  const t = domainText(language);
  return { subject: t("store.refunded.subject", c), body: t("store.refunded.body", c) };
}
