import { type ExperienceOrderSummary, formatDateTime, formatMoney, pathFor } from "@sobremesa/contracts";
import { ChevronRight, Ticket } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";

/** When a session is, in its venue's zone and the page language. */
function sessionWhen(order: ExperienceOrderSummary, language: "es" | "en"): string {
  return formatDateTime(order.starts_at, order.time_zone, language);
}

/** The buyer's ticket orders as links to their order page (tickets with QR codes). */
export function ExperienceOrdersList({ orders }: { orders: ExperienceOrderSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="divide-y divide-neutral-200">
      {orders.map((order) => (
        <li key={order.code}>
          <Link
            to={pathFor("order", language, { code: order.code })}
            className="flex items-center gap-4 rounded-md px-2 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Ticket aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-neutral-900">{order.title}</span>
              <span className="block text-sm text-neutral-700">{sessionWhen(order, language)}</span>
              <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-600">
                <span>{t("userPanel.experiences.tickets", { count: order.tickets })}</span>
                <span>{formatMoney(order.total.amount, order.total.currency, language)}</span>
                <span>{t("userPanel.experiences.code", { code: order.code })}</span>
                <span
                  className={cx(
                    "rounded-full px-2 py-0.5 text-xs font-medium",
                    order.status === "paid" ? "bg-emerald-50 text-emerald-800" : "bg-neutral-100 text-neutral-700",
                  )}
                >
                  {t(`userPanel.experiences.status.${order.status}`, { defaultValue: order.status })}
                </span>
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
