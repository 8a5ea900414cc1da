import { COUNTRIES, formatDate, formatMoney, type Language } from "@sobremesa/contracts";
import type { MembershipsDeps } from "./deps.ts";
import { countryOf } from "./dto.ts";
import { benefitsEndAt, chargeNoticeAt } from "./lifecycle.ts";
import type { CustomerRow, NewInvoiceRow, NewOutboxRow, SubscriptionRow } from "./memberships-repository.ts";
import {
  type MembershipMessageContext,
  type MembershipTemplate,
  membershipEmail,
  membershipWhatsapp,
} from "./messages.ts";

export type MembershipOutbox = ReturnType<typeof membershipOutbox>;

/** The e-mails and WhatsApp messages a membership change writes, in the member's language and country. */
export function membershipOutbox(deps: MembershipsDeps) {
  const { repository, options, plans } = deps;

  /** The member's message context: their name, plan, amounts and dates in their language and country. */
  async function messageContext(row: SubscriptionRow, customer: CustomerRow) {
    const user = await repository.user(customer.userId);
    const language: Language = user?.language === "en" ? "en" : "es";
    const country = countryOf(row.countryCode);
    const plan = (await plans()).find((candidate) => candidate.id === row.planId);
    const chargeAt = row.trialEndsAt && row.status === "trialing" ? row.trialEndsAt : row.currentPeriodEnd;
    const chargeAmount = row.discountPercent
      ? Math.round((row.amountMinor * (100 - row.discountPercent)) / 100)
      : row.amountMinor;
    const context: MembershipMessageContext = {
      name: user?.firstName || user?.name || "",
      planName: plan ? (language === "es" ? plan.nameEs : plan.nameEn) : "Sobremesa",
      amount: formatMoney(chargeAmount, row.currency, language, country),
      chargeDate: formatDate(chargeAt, COUNTRIES[country].timeZone, language),
      endDate: formatDate(benefitsEndAt(row) ?? row.currentPeriodEnd, COUNTRIES[country].timeZone, language),
      panelUrl: new URL(language === "es" ? "/panel-de-usuario/" : "/en/user-panel/", options.siteUrl).toString(),
      trial: row.status === "trialing",
    };
    return { context, language, email: customer.email, phone: user?.phone ?? null, chargeAt };
  }

  async function emailRow(
    template: MembershipTemplate,
    row: SubscriptionRow,
    customer: CustomerRow,
    dedupKey: string,
    sendAfter?: Date,
    invoice?: NewInvoiceRow,
  ): Promise<NewOutboxRow> {
    const { context, language, email } = await messageContext(row, customer);
    const message = membershipEmail(
      template,
      language,
      invoice ? { ...context, charge: chargeOf(invoice, row, language) } : context,
    );
    return {
      channel: "email",
      recipient: email,
      subject: message.subject,
      body: message.body,
      template,
      language,
      dedupKey,
      ...(sendAfter ? { sendAfter } : {}),
    };
  }

  async function whatsappRow(
    kind: "welcome" | "unsubscribe",
    row: SubscriptionRow,
    customer: CustomerRow,
  ): Promise<NewOutboxRow | null> {
    const { context, language, phone } = await messageContext(row, customer);
    if (!phone) return null;
    return {
      channel: "whatsapp",
      recipient: phone,
      subject: null,
      body: membershipWhatsapp(kind, language, context),
      template: `membership-whatsapp-${kind}`,
      language,
      dedupKey: `membership-${kind}:${row.id}:whatsapp`,
    };
  }

  /** A paid invoice as its receipt reads it, in the member's language and country. */
  function chargeOf(invoice: NewInvoiceRow, row: SubscriptionRow, language: Language) {
    const country = countryOf(row.countryCode);
    const zone = COUNTRIES[country].timeZone;
    const path =
      language === "es"
        ? `/panel-de-usuario/facturas/${invoice.providerInvoiceId}/`
        : `/en/user-panel/invoices/${invoice.providerInvoiceId}/`;
    return {
      number: invoice.number ?? invoice.providerInvoiceId,
      amount: formatMoney(invoice.amountPaid, invoice.currency, language, country),
      paidOn: formatDate(invoice.paidAt ?? invoice.createdAt, zone, language),
      period: `${formatDate(invoice.periodStart, zone, language)} – ${formatDate(invoice.periodEnd, zone, language)}`,
      url: new URL(path, options.siteUrl).toString(),
    };
  }

  const noticeKey = (row: SubscriptionRow, chargeAt: Date) => `membership-notice:${row.id}:${chargeAt.toISOString()}`;

  /** The 5-day notice before the next charge, when one is coming and there is time to warn. */
  async function noticeFor(row: SubscriptionRow, customer: CustomerRow, now: Date): Promise<NewOutboxRow[]> {
    if (row.status !== "trialing" && row.status !== "active") return [];
    const chargeAt = row.status === "trialing" && row.trialEndsAt ? row.trialEndsAt : row.currentPeriodEnd;
    const at = chargeNoticeAt(chargeAt, now);
    if (!at) return [];
    return [await emailRow("membership-charge-notice", row, customer, noticeKey(row, chargeAt), at)];
  }

  return { emailRow, whatsappRow, noticeFor };
}
