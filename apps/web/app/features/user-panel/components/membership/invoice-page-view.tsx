import { formatMoney, type InvoiceDocument, invoicePdfPath, type Language, pathFor } from "@sobremesa/contracts";
import { ArrowLeft, Download } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { formatBillingDate, formatBillingPeriod } from "../../membership/membership-format";
import { invoiceStatusTones } from "./invoices-list";

/** The membership section of the user panel, where the invoice page leads back to. */
export function membershipPanelPath(language: Language): string {
  return `${pathFor("user-panel", language)}?tab=membership`;
}

/**
 * One membership invoice as a document: who sold what to whom, when, for which period, and the IVA
 * the amount includes; its PDF says the same (the server writes it with these texts). One column
 * on phones, two blocks side by side from `sm` up.
 */
export function InvoicePageView({ invoice, language }: { invoice: InvoiceDocument; language: Language }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, invoice.currency, language);
  const period = formatBillingPeriod(invoice.period_start, invoice.period_end, language, invoice.currency);
  const details: [string, string][] = [
    [t("userPanel.invoice.number"), invoice.number],
    [t("userPanel.invoice.issued"), formatBillingDate(invoice.issued_at, language, invoice.currency)],
    [
      t("userPanel.invoice.paid"),
      invoice.paid_at ? formatBillingDate(invoice.paid_at, language, invoice.currency) : t("userPanel.invoice.notPaid"),
    ],
    [t("userPanel.invoice.period"), period],
  ];
  return (
    <Container className="max-w-3xl pt-6 pb-16 sm:pt-10">
      <p>
        <Link
          to={membershipPanelPath(language)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-600 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("userPanel.invoice.back")}
        </Link>
      </p>

      <article data-invoice-document={invoice.status} className="mt-3 rounded-lg border border-neutral-200 bg-white">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-neutral-200 p-4 sm:p-6">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">{invoice.seller.name}</p>
            <h1 className="mt-0.5 text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">
              {t("userPanel.invoice.title", { number: invoice.number })}
            </h1>
          </div>
          <p>
            <span className="sr-only">{t("userPanel.invoice.status")}: </span>
            <span
              className={cx(
                "inline-flex rounded-full px-2.5 py-1 text-sm font-semibold",
                invoiceStatusTones[invoice.status],
              )}
            >
              {t(`userPanel.invoice.states.${invoice.status}`)}
            </span>
          </p>
        </header>

        <div className="grid gap-5 p-4 sm:grid-cols-2 sm:p-6">
          <section aria-labelledby="invoice-seller">
            <h2 id="invoice-seller" className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {t("userPanel.invoice.seller")}
            </h2>
            <p className="mt-1 text-neutral-900">{invoice.seller.name}</p>
          </section>
          <section aria-labelledby="invoice-member">
            <h2 id="invoice-member" className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {t("userPanel.invoice.billedTo")}
            </h2>
            <p className="mt-1 break-words text-neutral-900">{invoice.member.name}</p>
            <p className="break-all text-neutral-700">{invoice.member.email}</p>
          </section>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:col-span-2">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-neutral-600">{term}</dt>
                <dd className="break-words text-neutral-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <table className="w-full border-t border-neutral-200 text-left text-sm">
          <caption className="sr-only">{t("userPanel.invoice.heading")}</caption>
          <thead>
            <tr className="text-xs text-neutral-600">
              <th scope="col" className="px-4 pt-4 pb-2 font-semibold sm:px-6">
                {t("userPanel.invoice.concept")}
              </th>
              <th scope="col" className="px-4 pt-4 pb-2 text-right font-semibold sm:px-6">
                {t("userPanel.invoice.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-neutral-100">
              <td className="px-4 py-3 sm:px-6">
                <span className="block font-medium text-neutral-900">
                  {t("userPanel.invoice.membership", { plan: invoice.plan.name })}
                </span>
                <span className="block text-neutral-600">{period}</span>
              </td>
              <td className="px-4 py-3 text-right align-top text-neutral-900 tabular-nums sm:px-6">
                {money(invoice.amount)}
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr className="border-t border-neutral-200">
              <th scope="row" className="px-4 pt-3 text-base font-bold text-neutral-900 sm:px-6">
                {t("userPanel.invoice.total")}
              </th>
              <td className="px-4 pt-3 text-right text-base font-bold text-neutral-900 tabular-nums sm:px-6">
                {money(invoice.amount)}
              </td>
            </tr>
            {invoice.tax && (
              <tr>
                <th scope="row" className="px-4 pt-1 font-normal text-neutral-600 sm:px-6">
                  {t("userPanel.invoice.taxIncluded", { rate: String(invoice.tax.rate_percent) })}
                </th>
                <td className="px-4 pt-1 text-right text-neutral-600 tabular-nums sm:px-6">
                  {money(invoice.tax.amount)}
                </td>
              </tr>
            )}
            <tr>
              <td colSpan={2} className="px-4 pt-3 pb-4 text-xs text-neutral-600 sm:px-6 sm:pb-6">
                {invoice.tax ? t("userPanel.invoice.taxNote") : null}
              </td>
            </tr>
          </tfoot>
        </table>
      </article>

      <p className="mt-5 flex flex-wrap gap-3">
        {/* A plain link: the API answers the file as an attachment and the session cookie goes along. Its name
            starts with the visible words, so voice control finds it by what it shows. */}
        <a
          href={invoicePdfPath(invoice.id, language)}
          download
          className={buttonClasses("primary", "md", "max-sm:w-full")}
          aria-label={t("userPanel.invoice.downloadLabel", { number: invoice.number })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t("userPanel.invoice.download")}
        </a>
      </p>
    </Container>
  );
}
