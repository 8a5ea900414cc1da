import { formatWallDate, type Language, localeTag, type ReportFigures } from "@sobremesa/contracts";
import { Download } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { partnersPaths } from "../partners-paths";
import type { ReportsData } from "../reports-data";
import { VenueNav } from "./venue-nav";

type Line = ReportFigures & { key: string; label: string };

function formats(language: Language) {
  const locale = localeTag(language);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return { number: (value: number) => number.format(value), percent: (value: number) => percent.format(value) };
}

/**
 * One breakdown as a table: the numbers as text, and beside the covers a bar whose length is its
 * share of the largest line (drawn in CSS, hidden from screen readers, which read the numbers).
 */
function FiguresTable({ title, lines, language }: { title: string; lines: Line[]; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const { number } = formats(language);
  const most = Math.max(1, ...lines.map((line) => line.covers));
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-bold text-neutral-900">
        {title}
      </h2>
      <table className="mt-2 w-full table-fixed border-collapse text-sm" data-testid="report-table">
        <thead>
          <tr className="border-b border-neutral-300 text-left text-neutral-700">
            <th scope="col" className="w-[32%] py-2 pr-2 font-semibold">
              <span className="sr-only">{title}</span>
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t("partners.reports.bookings")}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t("partners.reports.covers")}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t("partners.reports.cancelled")}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t("partners.reports.noShows")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-b border-neutral-200 align-top">
              <th scope="row" className="py-2 pr-2 text-left font-semibold break-words text-neutral-900">
                {line.label}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{number(line.bookings)}</td>
              <td className="py-2 pr-2 text-right tabular-nums">
                {number(line.covers)}
                <span aria-hidden="true" className="mt-1 block h-1.5 rounded-sm bg-neutral-100">
                  <span
                    className="block h-1.5 rounded-sm bg-brand-600"
                    style={{ width: `${Math.round((line.covers / most) * 100)}%` }}
                  />
                </span>
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{number(line.cancelled)}</td>
              <td className="py-2 text-right tabular-nums">{number(line.noShows)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A venue's reports: a range of dates, its totals and rates, and its figures by day, shift and channel. */
export function ReportsView({ data }: { data: ReportsData }) {
  const { t } = useTranslation();
  const id = useId();
  const { venue, language, report, asked, error } = data;
  const { number, percent } = formats(language);
  const path = partnersPaths.reports(language, venue.id);
  const from = report?.from ?? asked.from;
  const to = report?.to ?? asked.to;
  const csv = (kind: "summary" | "bookings") => {
    const base = apiBases().partners ?? "/partners";
    const query = new URLSearchParams({ from, to, kind, lang: language });
    return `${base === "/" ? "" : base}/venues/${venue.id}/reports/csv?${query}`;
  };
  const totals = report?.totals;

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.reports.title")}</h1>
        <p className="mt-2 text-neutral-700">{t("partners.reports.intro", { zone: venue.timeZone })}</p>

        <Form method="get" action={path} className="mt-4 flex flex-wrap items-end gap-3" data-testid="report-range">
          <Field label={t("partners.reports.from")} id={`${id}-from`}>
            <Input type="date" name="from" defaultValue={from} key={`from-${from}`} required />
          </Field>
          <Field label={t("partners.reports.to")} id={`${id}-to`}>
            <Input type="date" name="to" defaultValue={to} key={`to-${to}`} required />
          </Field>
          <button type="submit" className={buttonClasses("primary", "md")}>
            {t("partners.reports.show")}
          </button>
        </Form>
        <div aria-live="polite" className="mt-2 min-h-6">
          {error && (
            <p role="alert" className="font-semibold text-accent-700">
              {error}
            </p>
          )}
        </div>

        {report && totals && (
          <>
            <p className="mt-2 text-neutral-800" data-testid="report-period">
              {t("partners.reports.period", {
                from: formatWallDate(report.from, language, "long"),
                to: formatWallDate(report.to, language, "long"),
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={csv("summary")} download className={buttonClasses("secondary", "md")} data-testid="csv-summary">
                <Download aria-hidden="true" className="size-4" />
                {t("partners.reports.csvSummary")}
              </a>
              <a href={csv("bookings")} download className={buttonClasses("ghost", "md")} data-testid="csv-bookings">
                <Download aria-hidden="true" className="size-4" />
                {t("partners.reports.csvBookings")}
              </a>
            </div>

            {totals.bookings === 0 ? (
              <p
                className="mt-6 rounded-md border border-neutral-200 bg-white p-4 text-neutral-700"
                data-testid="report-empty"
              >
                {t("partners.reports.empty")}
              </p>
            ) : (
              <>
                <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="report-totals">
                  {[
                    [t("partners.reports.bookings"), number(totals.bookings)],
                    [t("partners.reports.covers"), number(totals.covers)],
                    [t("partners.reports.cancellationRate"), percent(totals.cancellationRate)],
                    [t("partners.reports.noShowRate"), percent(totals.noShowRate)],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-md border border-neutral-200 bg-white p-3">
                      <dt className="text-sm text-neutral-700">{label}</dt>
                      <dd className="text-2xl font-bold text-neutral-900 tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-sm text-neutral-600">{t("partners.reports.ratesHint")}</p>
                <FiguresTable
                  title={t("partners.reports.byChannel")}
                  language={language}
                  lines={report.channels.map((line) => ({
                    ...line,
                    key: line.channel,
                    label: t(`partners.reports.channels.${line.channel}`),
                  }))}
                />
                <FiguresTable
                  title={t("partners.reports.byShift")}
                  language={language}
                  lines={report.shifts.map((line) => ({
                    ...line,
                    key: String(line.shiftId),
                    label: line.shiftId === null ? t("partners.reports.outsideShifts") : line.name,
                  }))}
                />
                <FiguresTable
                  title={t("partners.reports.byDay")}
                  language={language}
                  lines={report.days.map((line) => ({
                    ...line,
                    key: line.date,
                    label: formatWallDate(line.date, language, "medium"),
                  }))}
                />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
