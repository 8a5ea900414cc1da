import type { AuditAnswer } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { inputClasses } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { AuditData } from "../store-data";
import { formatStoreInstant } from "../store-format";
import { auditPath, storeOrderPath } from "../store-paths";
import { AdvanceOrder } from "./advance-order";

interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Dates and SKUs read badly broken over lines. */
  nowrap?: boolean;
}

/**
 * A table on wide screens that becomes one card per row on phones: each cell then shows its column's
 * name before it (the header row stays for assistive technology).
 */
function AuditTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-bold text-neutral-900">
        {caption} <span className="font-normal text-neutral-600">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 rounded-md bg-neutral-50 p-4 text-sm text-neutral-700">{empty}</p>
      ) : (
        <div className="mt-3 sm:overflow-x-auto sm:rounded-md sm:border sm:border-neutral-200">
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-neutral-50 text-neutral-700 max-sm:sr-only">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={cx("px-3 py-2 font-semibold", column.numeric && "text-right")}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block max-sm:space-y-3">
              {rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className="border-t border-neutral-200 max-sm:block max-sm:rounded-md max-sm:border max-sm:bg-white max-sm:p-3"
                >
                  {columns.map((column) => (
                    <td
                      key={column.label}
                      data-label={column.label}
                      className={cx(
                        "px-3 py-2 align-top text-neutral-900 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:before:font-semibold max-sm:before:text-neutral-600 max-sm:before:content-[attr(data-label)]",
                        column.numeric && "text-right tabular-nums",
                        column.nowrap && "sm:whitespace-nowrap",
                      )}
                    >
                      <span>{column.cell(row)}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The managers' audit of one store: stock that runs low, the ledger, orders and prices, reconciled. */
export function AuditView({ data }: { data: AuditData }) {
  const { t } = useTranslation();
  const id = useId();
  const { audit, language } = data;
  const money = (value: AuditAnswer["orders"][number]["total"]) => formatMoney(value.amount, value.currency, language);
  const when = (iso: string) => formatStoreInstant(iso, language);
  const { reconciliation } = audit;
  return (
    <Container className="pt-6 pb-16 sm:pt-8">
      <p className="text-sm font-semibold text-brand-700">{t("store.audit.eyebrow")}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {t("store.audit.heading", { store: audit.store.name })}
      </h1>
      <Form method="get" action={auditPath(language)} className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-store`} className="block text-sm font-semibold text-neutral-900">
            {t("store.audit.store")}
          </label>
          <select
            id={`${id}-store`}
            name="store"
            defaultValue={audit.store.slug}
            className={cx(inputClasses, "mt-1.5 w-auto min-w-56 border-neutral-300")}
          >
            {audit.stores.map((store) => (
              <option key={store.slug} value={store.slug}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "lg")}>
          {t("store.audit.switch")}
        </button>
      </Form>

      <p
        role="status"
        className={cx(
          "mt-6 flex items-start gap-2 rounded-md p-4 text-sm",
          reconciliation.variant_mismatches.length + reconciliation.order_mismatches.length === 0
            ? "bg-brand-50 text-brand-900"
            : "bg-accent-50 text-accent-900",
        )}
      >
        {reconciliation.variant_mismatches.length + reconciliation.order_mismatches.length === 0 ? (
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {t("store.audit.checked", {
          variants: t("store.audit.variantCount", { count: reconciliation.variants_checked }),
          orders: t("store.audit.orderCount", { count: reconciliation.orders_checked }),
          mismatches: t("store.audit.mismatchCount", {
            count: reconciliation.variant_mismatches.length + reconciliation.order_mismatches.length,
          }),
        })}
      </p>

      <AuditTable
        caption={t("store.audit.lowStock")}
        rows={audit.low_stock}
        rowKey={(row) => String(row.variant_id)}
        empty={t("store.audit.none")}
        columns={[
          { label: t("store.audit.columns.sku"), cell: (row) => <code>{row.sku}</code>, nowrap: true },
          { label: t("store.audit.columns.product"), cell: (row) => `${row.product} · ${row.variant}` },
          { label: t("store.audit.columns.stock"), cell: (row) => row.stock, numeric: true },
          { label: t("store.audit.columns.threshold"), cell: (row) => row.threshold, numeric: true },
        ]}
      />
      <AuditTable
        caption={t("store.audit.ledger")}
        rows={audit.ledger}
        rowKey={(row) => String(row.id)}
        empty={t("store.audit.none")}
        columns={[
          { label: t("store.audit.columns.at"), cell: (row) => when(row.at), nowrap: true },
          { label: t("store.audit.columns.sku"), cell: (row) => <code>{row.sku}</code>, nowrap: true },
          { label: t("store.audit.columns.product"), cell: (row) => `${row.product} · ${row.variant}` },
          {
            label: t("store.audit.columns.quantity"),
            cell: (row) => (row.quantity > 0 ? `+${row.quantity}` : String(row.quantity)),
            numeric: true,
          },
          { label: t("store.audit.columns.reason"), cell: (row) => t(`store.audit.reasons.${row.reason}`) },
          {
            label: t("store.audit.columns.order"),
            cell: (row) =>
              row.order_number ? (
                <a href={storeOrderPath(language, row.order_number)} className="text-brand-700 hover:underline">
                  {row.order_number}
                </a>
              ) : (
                "—"
              ),
          },
          { label: t("store.audit.columns.actor"), cell: (row) => row.actor ?? "—" },
          { label: t("store.audit.columns.note"), cell: (row) => row.note ?? "—" },
        ]}
      />
      <AuditTable
        caption={t("store.audit.orders")}
        rows={audit.orders}
        rowKey={(row) => row.number}
        empty={t("store.audit.none")}
        columns={[
          { label: t("store.audit.columns.number"), cell: (row) => <code>{row.number}</code> },
          { label: t("store.audit.columns.at"), cell: (row) => when(row.created_at), nowrap: true },
          { label: t("store.audit.columns.status"), cell: (row) => t(`store.status.${row.status}`) },
          { label: t("store.audit.columns.items"), cell: (row) => row.item_count, numeric: true },
          { label: t("store.audit.columns.unitsOut"), cell: (row) => row.units_out, numeric: true },
          { label: t("store.audit.columns.total"), cell: (row) => money(row.total), numeric: true },
          {
            label: t("store.audit.advance"),
            cell: (row) => <AdvanceOrder number={row.number} status={row.status} language={language} />,
            numeric: true,
          },
          {
            label: t("store.audit.columns.reconciled"),
            cell: (row) =>
              row.reconciled ? (
                <span className="font-semibold text-brand-700">
                  <span aria-hidden="true">✓ </span>
                  {t("store.audit.ok")}
                </span>
              ) : (
                <span className="font-semibold text-accent-700">
                  <span aria-hidden="true">✗ </span>
                  {t("store.audit.bad")}
                </span>
              ),
          },
        ]}
      />
      <AuditTable
        caption={t("store.audit.mismatches")}
        rows={[
          ...reconciliation.variant_mismatches.map((row) => ({
            key: `v-${row.sku}`,
            what: row.sku,
            stock: row.stock,
            ledger: row.ledger,
          })),
          ...reconciliation.order_mismatches.map((row) => ({
            key: `o-${row.number}`,
            what: `${row.number} (${t(`store.status.${row.status}`)})`,
            stock: row.expected,
            ledger: row.ledger,
          })),
        ]}
        rowKey={(row) => row.key}
        empty={t("store.audit.noMismatches")}
        columns={[
          { label: t("store.audit.columns.what"), cell: (row) => <code>{row.what}</code> },
          { label: t("store.audit.columns.expected"), cell: (row) => row.stock, numeric: true },
          { label: t("store.audit.columns.ledgerSum"), cell: (row) => row.ledger, numeric: true },
        ]}
      />
      <AuditTable
        caption={t("store.audit.priceChanges")}
        rows={audit.price_changes}
        rowKey={(row) => `${row.sku}-${row.at}`}
        empty={t("store.audit.none")}
        columns={[
          { label: t("store.audit.columns.at"), cell: (row) => when(row.at), nowrap: true },
          { label: t("store.audit.columns.sku"), cell: (row) => <code>{row.sku}</code>, nowrap: true },
          { label: t("store.audit.columns.product"), cell: (row) => `${row.product} · ${row.variant}` },
          { label: t("store.audit.columns.old"), cell: (row) => money(row.old_price), numeric: true },
          { label: t("store.audit.columns.new"), cell: (row) => money(row.new_price), numeric: true },
          { label: t("store.audit.columns.actor"), cell: (row) => row.actor ?? "—" },
        ]}
      />
    </Container>
  );
}
