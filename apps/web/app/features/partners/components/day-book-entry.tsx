import type { DayBookEntry, DayBookTable, Language } from "@sobremesa/contracts";
import { formatWallTime } from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

export type EntryAction = "seat" | "complete" | "no_show" | "cancel";

const statusTone: Record<DayBookEntry["status"], string> = {
  pending: "bg-accent-50 text-accent-900",
  confirmed: "bg-brand-100 text-brand-900",
  seated: "bg-brand-700 text-white",
  completed: "bg-neutral-200 text-neutral-800",
  cancelled: "bg-neutral-200 text-neutral-800 line-through",
  no_show: "bg-accent-100 text-accent-900",
};

export function StatusBadge({ status }: { status: DayBookEntry["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={cx("rounded-sm px-2 py-0.5 text-xs font-semibold", statusTone[status])}>
      {t(`partners.dayBook.statuses.${status}`)}
    </span>
  );
}

/** One booking of the day: who, when, how many, where, and what the host can do with it now. */
export function DayBookEntryCard({
  entry,
  tables,
  language,
  busy,
  onAction,
  onMove,
}: {
  entry: DayBookEntry;
  tables: DayBookTable[];
  language: Language;
  busy: boolean;
  onAction: (entry: DayBookEntry, action: EntryAction) => void;
  onMove: (entry: DayBookEntry, tableId: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = entry.tables[0]?.id;
  const [target, setTarget] = useState<string>(current ? String(current) : "");
  const open = entry.status === "pending" || entry.status === "confirmed";
  const holding = open || entry.status === "seated";
  const name = entry.name || t("partners.dayBook.channels.walk_in");
  return (
    <li className="p-4" data-testid="day-book-entry" data-code={entry.code} data-status={entry.status}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-lg font-bold tabular-nums text-neutral-900">{formatWallTime(entry.time, language)}</p>
        <p className="min-w-0 flex-1 font-semibold text-neutral-900">{name}</p>
        <StatusBadge status={entry.status} />
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        {t("partners.dayBook.people", { count: entry.party })} ·{" "}
        {entry.tables.length > 0
          ? t("partners.dayBook.tables", { tables: entry.tables.map((table) => table.label).join(" + ") })
          : t("partners.dayBook.noTable")}{" "}
        · {t(`partners.dayBook.channels.${entry.channel}`)} · {entry.code}
      </p>
      {entry.phone && (
        <p className="text-sm">
          <a href={`tel:${entry.phone}`} className="text-brand-700 underline underline-offset-2">
            {entry.phone}
          </a>
        </p>
      )}
      {entry.note && <p className="mt-1 text-sm text-neutral-700">{entry.note}</p>}
      {entry.cancelReason && (
        <p className="mt-1 text-sm text-neutral-700">
          {t("partners.dayBook.reasonShown", { reason: entry.cancelReason })}
        </p>
      )}
      {holding && (
        <fieldset className="mt-3 flex flex-wrap gap-2">
          <legend className="sr-only">{t("partners.dayBook.actions.label", { name })}</legend>
          {open && (
            <Button disabled={busy} onClick={() => onAction(entry, "seat")}>
              {t("partners.dayBook.actions.seat")}
            </Button>
          )}
          {entry.status === "seated" && (
            <Button disabled={busy} onClick={() => onAction(entry, "complete")}>
              {t("partners.dayBook.actions.complete")}
            </Button>
          )}
          {open && (
            <Button variant="secondary" disabled={busy} onClick={() => onAction(entry, "no_show")}>
              {t("partners.dayBook.actions.noShow")}
            </Button>
          )}
          {open && (
            <Button variant="ghost" disabled={busy} onClick={() => onAction(entry, "cancel")}>
              {t("partners.dayBook.actions.cancel")}
            </Button>
          )}
          {tables.length > 1 && (
            <form
              className="flex items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (target && Number(target) !== current) onMove(entry, Number(target));
              }}
            >
              <label htmlFor={`${id}-move`} className="text-sm font-semibold text-neutral-800">
                {t("partners.dayBook.actions.move")}
              </label>
              <select
                id={`${id}-move`}
                value={target}
                disabled={busy}
                onChange={(event) => setTarget(event.currentTarget.value)}
                className="min-h-9 rounded-sm border border-neutral-300 bg-white px-2 text-sm"
              >
                {tables.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.label} ({table.zoneName}, {table.minCovers}–{table.maxCovers})
                  </option>
                ))}
              </select>
              <Button
                type="submit"
                variant="secondary"
                disabled={busy}
                aria-label={t("partners.dayBook.actions.moveOf", { name })}
              >
                {t("partners.dayBook.actions.moveSubmit")}
              </Button>
            </form>
          )}
        </fieldset>
      )}
    </li>
  );
}
