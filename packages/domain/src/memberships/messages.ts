import type { Language } from "@sobremesa/contracts";
import { type DomainText, type domainCatalogues, domainText, filledText } from "../i18n/index.ts";

/** What the member reads when a billing call fails: what happened and what to do, never internals. */
export type MembershipProblem = keyof (typeof domainCatalogues)["es"]["memberships"]["problems"];

export function membershipMessage(
  problem: MembershipProblem,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return filledText(language, `memberships.problems.${problem}`, values);
}

export type MembershipTemplate =
  | "membership-welcome"
  | "membership-charge-notice"
  | "membership-payment-failed"
  | "membership-cancelled"
  | "membership-ended"
  | "membership-receipt"
  | "membership-refunded";

export interface MembershipMessageContext {
  name: string;
  planName: string;
  /** Formatted in the member's language and currency. */
  amount: string;
  /** Formatted dates. */
  chargeDate: string;
  endDate: string;
  panelUrl: string;
  trial: boolean;
  /** The charge a receipt or a refund is about. */
  charge?: { number: string; amount: string; paidOn: string; period: string; url: string };
}

const noCharge = { number: "", amount: "", paidOn: "", period: "", url: "" };

type Email = (t: DomainText, c: MembershipMessageContext) => { subject: string; lines: string[] };

const M = "memberships.emails";

const emails: Record<MembershipTemplate, Email> = {
  "membership-receipt": (t, c) => {
    const charge = { ...noCharge, ...c.charge };
    const values = { ...charge, name: c.name, plan: c.planName };
    return {
      subject: t(`${M}.receipt.subject`, values),
      lines: [t(`${M}.receipt.paid`, values), t(`${M}.receipt.invoice`, values), t(`${M}.receipt.link`, values)],
    };
  },
  "membership-refunded": (t, c) => {
    const charge = { ...noCharge, ...c.charge };
    const values = { ...charge, name: c.name, plan: c.planName, url: c.panelUrl };
    return {
      subject: t(`${M}.refunded.subject`, values),
      lines: [t(`${M}.refunded.refund`, values), t(`${M}.refunded.link`, values)],
    };
  },
  "membership-welcome": (t, c) => {
    const values = contextValues(c);
    return {
      subject: t(`${M}.welcome.subject`, values),
      lines: [
        t(`${M}.welcome.member`, values),
        t(c.trial ? `${M}.welcome.trial` : `${M}.welcome.nextCharge`, values),
        t(`${M}.welcome.link`, values),
      ],
    };
  },
  "membership-charge-notice": (t, c) => {
    const values = contextValues(c);
    return {
      subject: t(c.trial ? `${M}.chargeNotice.subjectTrial` : `${M}.chargeNotice.subjectRenewal`, values),
      lines: [t(`${M}.chargeNotice.charge`, values), t(`${M}.chargeNotice.cancel`, values)],
    };
  },
  "membership-payment-failed": (t, c) => {
    const values = contextValues(c);
    return {
      subject: t(`${M}.paymentFailed.subject`, values),
      lines: [t(`${M}.paymentFailed.declined`, values), t(`${M}.paymentFailed.link`, values)],
    };
  },
  "membership-cancelled": (t, c) => {
    const values = contextValues(c);
    return {
      subject: t(`${M}.cancelled.subject`, values),
      lines: [t(`${M}.cancelled.cancelled`, values), t(`${M}.cancelled.link`, values)],
    };
  },
  "membership-ended": (t, c) => {
    const values = contextValues(c);
    return { subject: t(`${M}.ended.subject`, values), lines: [t(`${M}.ended.ended`, values)] };
  },
};

/** The context's values under the names the catalogue's texts use. */
function contextValues(c: MembershipMessageContext) {
  return {
    name: c.name,
    plan: c.planName,
    amount: c.amount,
    chargeDate: c.chargeDate,
    endDate: c.endDate,
    url: c.panelUrl,
  };
}

export function membershipEmail(template: MembershipTemplate, language: Language, context: MembershipMessageContext) {
  const { subject, lines } = emails[template](domainText(language), context);
  return { subject, body: lines.join("\n") };
}

/** The WhatsApp texts of the system API's club widgets (welcome and unsubscribe). */
export function membershipWhatsapp(
  kind: "welcome" | "unsubscribe",
  language: Language,
  context: MembershipMessageContext,
) {
  return domainText(language)(`memberships.whatsapp.${kind}`, contextValues(context));
}
