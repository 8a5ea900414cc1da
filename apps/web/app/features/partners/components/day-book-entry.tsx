import type { DayBookEntry, DayBookTable, GuestTagName, Language } from "@sobremesa/contracts";
import { formatWallTime, guestTagNames } from "@sobremesa/contracts";
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
  onNote,
  onChange,
}: {
  entry: DayBookEntry;
  tables: DayBookTable[];
  language: Language;
  busy: boolean;
  onAction: (entry: DayBookEntry, action: EntryAction) => void;
  onMove: (entry: DayBookEntry, tableId: number) => void;
  onNote: (entry: DayBookEntry, note: string, tags: GuestTagName[]) => Promise<boolean>;
  onChange: (entry: DayBookEntry, party: number, time: string) => Promise<boolean>;
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
      {entry.guest && entry.guest.tags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t("partners.dayBook.guest.tagsOf", { name })}>
          {entry.guest.tags.map((tag) => (
            <li key={tag} className="rounded-sm bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t(`partners.dayBook.guest.tags.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      {entry.guest?.note && (
        <p className="mt-1 text-sm font-medium text-neutral-900">
          {t("partners.dayBook.guest.noteShown", { note: entry.guest.note })}
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
      {open && <ChangeForm entry={entry} name={name} busy={busy} onChange={onChange} />}
      {(entry.email || entry.phone) && <GuestNoteForm entry={entry} name={name} busy={busy} onNote={onNote} />}
    </li>
  );
}

/** A new party size or time for an open booking (the server applies the diner's availability rules). */
function ChangeForm({
  entry,
  name,
  busy,
  onChange,
}: {
  entry: DayBookEntry;
  name: string;
  busy: boolean;
  onChange: (entry: DayBookEntry, party: number, time: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [party, setParty] = useState(String(entry.party));
  const [time, setTime] = useState(entry.time);
  const field = "mt-1 min-h-11 w-28 rounded-sm border border-neutral-300 bg-white px-2 text-base";
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
        {t("partners.dayBook.change.open", { name })}
      </summary>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void onChange(entry, Number(party), time);
        }}
      >
        <div>
          <label htmlFor={`${id}-party`} className="block text-sm font-semibold text-neutral-900">
            {t("partners.dayBook.change.party")}
          </label>
          <input
            id={`${id}-party`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
            value={party}
            onChange={(event) => setParty(event.currentTarget.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="block text-sm font-semibold text-neutral-900">
            {t("partners.dayBook.change.time")}
          </label>
          <input
            id={`${id}-time`}
            type="time"
            step={300}
            required
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            className={field}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t("partners.dayBook.change.save")}
        </Button>
      </form>
    </details>
  );
}

/** The venue's note and tags about the diner, behind a disclosure so the list stays short on a phone. */
function GuestNoteForm({
  entry,
  name,
  busy,
  onNote,
}: {
  entry: DayBookEntry;
  name: string;
  busy: boolean;
  onNote: (entry: DayBookEntry, note: string, tags: GuestTagName[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(entry.guest?.note ?? "");
  const [tags, setTags] = useState<GuestTagName[]>(entry.guest?.tags ?? []);
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
        {t("partners.dayBook.guest.edit", { name })}
      </summary>
      <form
        className="mt-2 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void onNote(entry, note, tags);
        }}
      >
        <fieldset className="flex flex-wrap gap-3">
          <legend className="text-sm font-semibold text-neutral-900">{t("partners.dayBook.guest.tagsLabel")}</legend>
          {guestTagNames.map((tag) => (
            <label key={tag} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={tags.includes(tag)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTags((current) => (checked ? [...current, tag] : current.filter((other) => other !== tag)));
                }}
              />
              {t(`partners.dayBook.guest.tags.${tag}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-neutral-900">
            {t("partners.dayBook.guest.note")}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            className="mt-1 w-full rounded-sm border border-neutral-300 px-3 py-2 text-base"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t("partners.dayBook.guest.save")}
        </Button>
      </form>
    </details>
  );
}
