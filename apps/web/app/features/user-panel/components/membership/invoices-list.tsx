import { formatMoney, type InvoiceDto, pathFor } from "@sobremesa/contracts";
import { ExternalLink, LoaderCircle, Receipt } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { formatBillingDate, formatBillingPeriod } from "../../membership/membership-format";

export const invoiceStatusTones: Record<InvoiceDto["status"], string> = {
  paid: "bg-brand-50 text-brand-800",
  open: "bg-accent-50 text-accent-800",
  draft: "bg-accent-50 text-accent-800",
  void: "bg-neutral-100 text-neutral-700",
  uncollectible: "bg-neutral-100 text-neutral-700",
};

/**
 * The invoice's date, linking to its page; while that page loads the link says so (its loader
 * reads the invoice on the server, which can take a moment).
 */
function InvoiceLink({ id, date }: { id: string; date: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  const to = pathFor("user-panel-invoice", language, { invoiceId: id });
  const opening = navigation.state === "loading" && navigation.location.pathname === to;
  return (
    <Link
      to={to}
      aria-label={t("userPanel.membership.invoices.openLabel", { date })}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-800 md:min-h-0"
    >
      {date}
      {opening && (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          <span role="status" className="sr-only">
            {t("userPanel.membership.invoices.opening")}
          </span>
        </>
      )}
    </Link>
  );
}

/**
 * The membership's invoices, newest first. Each one is a list item holding a description list
 * (date, period, amount, status): stacked with visible terms on phones, one row under a column
 * header on wide screens, where the terms stay for screen readers only. Each date opens its invoice.
 */
export function InvoicesList({ invoices }: { invoices: InvoiceDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (invoices.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-4 py-5">
        <Receipt aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p className="font-semibold text-neutral-900">{t("userPanel.membership.invoices.empty")}</p>
          <p className="text-sm text-neutral-700">{t("userPanel.membership.invoices.emptyText")}</p>
        </div>
      </div>
    );
  }
  const sorted = [...invoices].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const columns = "md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.9fr)_5rem] md:gap-4";
  const term = "text-xs font-medium text-neutral-600 md:sr-only";
  return (
    <div data-invoices>
      <div
        aria-hidden="true"
        className={cx("hidden border-b border-neutral-200 pb-2 text-sm text-neutral-600", columns)}
      >
        <span>{t("userPanel.membership.invoices.date")}</span>
        <span>{t("userPanel.membership.invoices.period")}</span>
        <span className="text-right">{t("userPanel.membership.invoices.amount")}</span>
        <span>{t("userPanel.membership.invoices.status")}</span>
        <span />
      </div>
      <ul className="divide-y divide-neutral-200">
        {sorted.map((invoice) => {
          const date = formatBillingDate(invoice.paid_at ?? invoice.created_at, language, invoice.currency, true);
          return (
            <li key={invoice.id} data-invoice={invoice.status} className={cx("py-4 md:items-center md:py-3", columns)}>
              <dl className="contents max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3">
                <div>
                  <dt className={term}>{t("userPanel.membership.invoices.date")}</dt>
                  <dd className="font-semibold text-neutral-900 md:font-normal">
                    <InvoiceLink id={invoice.id} date={date} />
                  </dd>
                </div>
                <div>
                  <dt className={term}>{t("userPanel.membership.invoices.period")}</dt>
                  <dd className="text-neutral-800">
                    {formatBillingPeriod(invoice.period_start, invoice.period_end, language, invoice.currency)}
                  </dd>
                </div>
                <div className="md:text-right">
                  <dt className={term}>{t("userPanel.membership.invoices.amount")}</dt>
                  <dd className="font-semibold text-neutral-900 tabular-nums">
                    {formatMoney(invoice.amount, invoice.currency, language)}
                  </dd>
                </div>
                <div>
                  <dt className={term}>{t("userPanel.membership.invoices.status")}</dt>
                  <dd>
                    <span
                      className={cx(
                        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
                        invoiceStatusTones[invoice.status],
                      )}
                    >
                      {t(`userPanel.membership.invoices.states.${invoice.status}`)}
                    </span>
                  </dd>
                </div>
              </dl>
              <div className="max-md:mt-1">
                {invoice.hosted_url && (
                  <a
                    href={invoice.hosted_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("userPanel.membership.invoices.viewLabel", { date })}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-600 underline-offset-4 hover:underline"
                  >
                    {t("userPanel.membership.invoices.view")}
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
