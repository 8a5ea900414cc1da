import { ApiError, formatWallTime, type SetupShift, type SetupTimeBlock } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { floorApi } from "../floor-api";
import { setupApi } from "../setup-api";
import type { SetupData } from "../setup-data";
import { conflictingBookingsOf, isStale, WEEK_ORDER, wallDate, wallRange, weekdayName } from "../setup-format";
import { ConflictDialog, type PendingConflict } from "./conflict-dialog";
import { PolicyForm } from "./policy-form";
import { ShiftForm } from "./shift-form";
import { TimeBlockForm } from "./time-block-form";
import { VenueNav } from "./venue-nav";
import { WindowForm } from "./window-form";

type Notice = { kind: "status" | "alert"; text: string } | null;

/**
 * The venue's service setup (owners and managers): the booking window, the shifts by weekday with
 * their form, and the time blocks with theirs. A change that would strand bookings opens a dialog
 * listing them; one made over someone else's newer change says so and the page reads it again.
 */
export function SetupView({ data }: { data: SetupData }) {
  const { t } = useTranslation();
  const id = useId();
  const { venue, language, setup } = data;
  const api = useMemo(() => setupApi(language, venue.id), [language, venue.id]);
  const policyApi = useMemo(() => floorApi(language, venue.id), [language, venue.id]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<SetupShift | "new" | null>(null);
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const [busy, setBusy] = useState(false);

  const failure = (error: unknown) => {
    const message = error instanceof ApiError ? error.message : t("partners.errors.generic");
    // Someone else changed the setup: say so on the page and read it again, so the next edit starts from theirs.
    if (isStale(error)) {
      setNotice({ kind: "alert", text: message });
      void revalidator.revalidate();
    }
    return message;
  };
  const saved = async (text: string) => {
    setNotice({ kind: "status", text });
    await revalidator.revalidate();
  };
  const zoneName = new Map(setup.zones.map((zone) => [zone.id, zone.name]));
  const tableLabel = new Map(setup.tables.map((table) => [table.id, table.label]));

  const removeShift = async (shift: SetupShift, keepExisting = false): Promise<void> => {
    setBusy(true);
    setNotice(null);
    try {
      await api.deleteShift(shift.id, shift.version, keepExisting);
      await saved(t("partners.setup.shift.removed", { name: shift.nameEs }));
    } catch (error) {
      const bookings = conflictingBookingsOf(error);
      if (bookings && !keepExisting) setConflict({ bookings, keep: () => removeShift(shift, true) });
      else if (keepExisting) throw error;
      else setNotice({ kind: "alert", text: failure(error) });
    } finally {
      setBusy(false);
    }
  };
  const removeBlock = async (block: SetupTimeBlock) => {
    setBusy(true);
    setNotice(null);
    try {
      await api.deleteTimeBlock(block.id);
      await saved(t("partners.setup.block.removed"));
    } catch (error) {
      setNotice({ kind: "alert", text: failure(error) });
    } finally {
      setBusy(false);
    }
  };
  const blockTarget = (block: SetupTimeBlock) =>
    block.scope === "global"
      ? t("partners.setup.block.scopes.global")
      : [
          ...block.zoneIds.map((zone) => zoneName.get(zone) ?? `#${zone}`),
          ...block.tableIds.map((table) =>
            t("partners.setup.block.table", { table: tableLabel.get(table) ?? `#${table}` }),
          ),
        ].join(", ");
  const blockPeriod = (block: SetupTimeBlock) =>
    block.date === block.endDate
      ? `${wallDate(block.date, language)}, ${wallRange(block.startTime, block.endTime, language)}`
      : t("partners.setup.block.period", {
          from: `${wallDate(block.date, language)}, ${formatWallTime(block.startTime, language)}`,
          to: `${wallDate(block.endDate, language)}, ${formatWallTime(block.endTime, language)}`,
        });

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.setup.title")}</h1>
        <p className="mt-1 text-neutral-700">{t("partners.setup.intro", { zone: setup.timeZone })}</p>
        <div aria-live="polite" className="mt-3 min-h-6">
          {notice && (
            <p
              role={notice.kind}
              className={notice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"}
            >
              {notice.text}
            </p>
          )}
        </div>

        <div className="mt-2 grid gap-6">
          <WindowForm
            key={setup.window?.version ?? "none"}
            window={setup.window}
            api={api}
            onSaved={saved}
            failure={failure}
          />
          {setup.policy && (
            <PolicyForm
              key={`policy-${setup.policy.version}`}
              policy={setup.policy}
              api={policyApi}
              onSaved={saved}
              failure={failure}
            />
          )}

          <section aria-labelledby={`${id}-shifts`} className="rounded-md border border-neutral-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${id}-shifts`} className="text-lg font-bold text-neutral-900">
                {t("partners.setup.shifts.title")}
              </h2>
              <Button variant="secondary" onClick={() => setEditing("new")}>
                {t("partners.setup.shifts.add")}
              </Button>
            </div>
            {setup.shifts.length === 0 ? (
              <p className="mt-2 text-neutral-700">{t("partners.setup.shifts.empty")}</p>
            ) : (
              <dl className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200">
                {WEEK_ORDER.map((day) => {
                  const ofDay = setup.shifts.filter((shift) => shift.weekdays.includes(day));
                  return (
                    <div key={day} className="grid gap-2 p-3 sm:grid-cols-[10rem_1fr]" data-testid="setup-weekday">
                      <dt className="font-semibold text-neutral-900">{weekdayName(day, language)}</dt>
                      <dd>
                        {ofDay.length === 0 ? (
                          <span className="text-neutral-600">{t("partners.setup.shifts.closed")}</span>
                        ) : (
                          <ul className="flex flex-wrap gap-2">
                            {ofDay.map((shift) => (
                              <li key={shift.id}>
                                <Button
                                  variant="ghost"
                                  className="border border-neutral-200"
                                  onClick={() => setEditing(shift)}
                                >
                                  <span className="sr-only">{t("partners.setup.shifts.edit")} </span>
                                  {shift.nameEs} · {wallRange(shift.firstSeating, shift.lastSeating, language)}
                                </Button>
                              </li>
                            ))}
                          </ul>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
            {setup.shifts.length > 0 && (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {setup.shifts.map((shift) => (
                  <li key={shift.id} className="rounded-md border border-neutral-200 p-3" data-testid="setup-shift">
                    <p className="font-semibold text-neutral-900">
                      {shift.nameEs} <span className="font-normal text-neutral-600">({shift.nameEn})</span>
                    </p>
                    <p className="text-sm text-neutral-700">
                      {shift.weekdays.map((day) => weekdayName(day, language)).join(", ")}
                    </p>
                    <p className="text-sm text-neutral-700">
                      {wallRange(shift.firstSeating, shift.lastSeating, language)} ·{" "}
                      {t("partners.setup.shifts.every", { count: shift.slotIntervalMinutes })}
                      {shift.pacingCovers !== null &&
                        ` · ${t("partners.setup.shifts.pacing", { count: shift.pacingCovers })}`}
                    </p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        disabled={busy}
                        aria-label={t("partners.setup.shifts.editShift", { name: shift.nameEs })}
                        onClick={() => setEditing(shift)}
                      >
                        {t("partners.setup.shifts.edit")}
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={busy}
                        aria-label={t("partners.setup.shifts.removeShift", { name: shift.nameEs })}
                        onClick={() => void removeShift(shift)}
                      >
                        {t("partners.setup.shifts.remove")}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${id}-blocks`} className="grid gap-4">
            <h2 id={`${id}-blocks`} className="text-lg font-bold text-neutral-900">
              {t("partners.setup.blocks.title")}
            </h2>
            <p className="-mt-2 text-neutral-700">{t("partners.setup.blocks.intro")}</p>
            {setup.timeBlocks.length === 0 ? (
              <p className="text-neutral-700">{t("partners.setup.blocks.empty")}</p>
            ) : (
              <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
                {setup.timeBlocks.map((block) => (
                  <li key={block.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="setup-block">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-neutral-900">{blockPeriod(block)}</p>
                      <p className="text-sm text-neutral-700">
                        {blockTarget(block)}
                        {block.reason ? ` · ${block.reason}` : ""}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      disabled={busy}
                      aria-label={t("partners.setup.blocks.removeOf", { period: blockPeriod(block) })}
                      onClick={() => void removeBlock(block)}
                    >
                      {t("partners.setup.blocks.remove")}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <TimeBlockForm
              setup={setup}
              today={data.today}
              save={(body) => api.createTimeBlock(body)}
              onSaved={() => saved(t("partners.setup.block.saved"))}
              onConflict={setConflict}
              failure={failure}
            />
          </section>
        </div>
      </div>

      {editing && (
        <ShiftForm
          key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
          shift={editing === "new" ? null : editing}
          save={(fields, keepExisting) =>
            editing === "new"
              ? api.createShift({ ...fields, keepExisting })
              : api.updateShift(editing.id, { ...fields, keepExisting, version: editing.version })
          }
          onSaved={async () => {
            setEditing(null);
            await saved(t("partners.setup.shift.saved"));
          }}
          onConflict={setConflict}
          onClose={() => {
            setEditing(null);
            void revalidator.revalidate();
          }}
          failure={failure}
        />
      )}
      {conflict && <ConflictDialog conflict={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
