import { ApiError, type FloorCombination, type FloorTable, type FloorZone } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { floorApi } from "../floor-api";
import type { FloorData } from "../floor-data";
import { isStale } from "../setup-format";
import { useChange } from "../use-change";
import { ConflictDialog, type PendingConflict } from "./conflict-dialog";
import { CombinationForm, TableForm, ZoneForm } from "./floor-forms";
import { VenueNav } from "./venue-nav";

type Notice = { kind: "status" | "alert"; text: string } | null;
type Editing =
  | { kind: "zone"; zone: FloorZone }
  | { kind: "table"; table: FloorTable }
  | { kind: "combination"; combination: FloorCombination }
  | null;

const card = "rounded-md border border-neutral-200 bg-white p-4";

/**
 * The venue's floor: zones in order, tables and combinations of tables. Every role sees it; owners
 * and managers change it (hosts get no buttons, and the API refuses them anyway). A change that
 * would take a table from confirmed bookings opens the dialog listing them.
 */
export function FloorView({ data }: { data: FloorData }) {
  const { t } = useTranslation();
  const id = useId();
  const { venue, language, floor } = data;
  const canChange = venue.role !== "host";
  const api = useMemo(() => floorApi(language, venue.id), [language, venue.id]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [conflict, setConflict] = useState<PendingConflict | null>(null);

  const failure = (error: unknown) => {
    const message = error instanceof ApiError ? error.message : t("partners.errors.generic");
    if (isStale(error)) void revalidator.revalidate();
    return message;
  };
  const saved = async (text: string) => {
    setEditing(null);
    setNotice({ kind: "status", text });
    await revalidator.revalidate();
  };
  const action = useChange({ failure, onConflict: setConflict });
  const act = (send: (keepExisting: boolean) => Promise<unknown>, text: string) => {
    setNotice(null);
    void action.run(send, () => saved(text));
  };
  const zoneName = new Map(floor.zones.map((zone) => [zone.id, zone.nameEs]));
  const tableLabel = new Map(floor.tables.map((table) => [table.id, table.label]));
  const covers = (row: { minCovers: number; maxCovers: number }) =>
    t("partners.floor.covers", { min: row.minCovers, max: row.maxCovers });
  const formProps = { api, onSaved: saved, onConflict: setConflict, failure, onCancel: () => setEditing(null) };
  const shownNotice = action.formError ? { kind: "alert" as const, text: action.formError } : notice;

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.floor.title")}</h1>
        <p className="mt-1 text-neutral-700">{t(canChange ? "partners.floor.intro" : "partners.floor.readOnly")}</p>
        <div aria-live="polite" className="mt-3 min-h-6">
          {shownNotice && (
            <p
              role={shownNotice.kind}
              className={
                shownNotice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"
              }
            >
              {shownNotice.text}
            </p>
          )}
        </div>

        <div className="mt-2 grid gap-6">
          <section aria-labelledby={`${id}-zones`} className={card}>
            <h2 id={`${id}-zones`} className="text-lg font-bold text-neutral-900">
              {t("partners.floor.zones.title")}
            </h2>
            {floor.zones.length === 0 ? (
              <p className="mt-2 text-neutral-700">{t("partners.floor.zones.empty")}</p>
            ) : (
              <ol className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200">
                {floor.zones.map((zone, index) => (
                  <li key={zone.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="floor-zone">
                    <p className="min-w-0 flex-1 font-semibold text-neutral-900">
                      {zone.nameEs} <span className="font-normal text-neutral-600">({zone.nameEn})</span>
                    </p>
                    {canChange && (
                      <div className="flex flex-wrap gap-1">
                        <Button
                          variant="ghost"
                          disabled={action.pending || index === 0}
                          aria-label={t("partners.floor.moveUpOf", { name: zone.nameEs })}
                          onClick={() => act(() => api.moveZone(zone.id, "up"), t("partners.floor.moved"))}
                        >
                          ↑
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={action.pending || index === floor.zones.length - 1}
                          aria-label={t("partners.floor.moveDownOf", { name: zone.nameEs })}
                          onClick={() => act(() => api.moveZone(zone.id, "down"), t("partners.floor.moved"))}
                        >
                          ↓
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t("partners.floor.editOf", { name: zone.nameEs })}
                          onClick={() => setEditing({ kind: "zone", zone })}
                        >
                          {t("partners.floor.edit")}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={action.pending}
                          aria-label={t("partners.floor.removeOf", { name: zone.nameEs })}
                          onClick={() =>
                            act(
                              () => api.deleteZone(zone.id, zone.version),
                              t("partners.floor.removed", { name: zone.nameEs }),
                            )
                          }
                        >
                          {t("partners.floor.remove")}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            )}
            {canChange && (
              <div className="mt-4">
                {editing?.kind === "zone" ? (
                  <ZoneForm key={`zone-${editing.zone.id}`} zone={editing.zone} {...formProps} />
                ) : (
                  <ZoneForm key="zone-new" zone={null} {...formProps} onCancel={undefined} />
                )}
              </div>
            )}
          </section>

          <section aria-labelledby={`${id}-tables`} className={card}>
            <h2 id={`${id}-tables`} className="text-lg font-bold text-neutral-900">
              {t("partners.floor.tables.title")}
            </h2>
            {floor.tables.length === 0 ? (
              <p className="mt-2 text-neutral-700">{t("partners.floor.tables.empty")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200">
                {floor.tables.map((table) => (
                  <li key={table.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="floor-table">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-neutral-900">{table.label}</p>
                      <p className="text-sm text-neutral-700">
                        {zoneName.get(table.zoneId) ?? ""} · {covers(table)} ·{" "}
                        {t(table.online ? "partners.floor.isOnline" : "partners.floor.isOffline")}
                      </p>
                    </div>
                    {canChange && (
                      <div className="flex flex-wrap gap-1">
                        <Button
                          variant="secondary"
                          aria-label={t("partners.floor.editOf", { name: table.label })}
                          onClick={() => setEditing({ kind: "table", table })}
                        >
                          {t("partners.floor.edit")}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={action.pending}
                          aria-label={t("partners.floor.removeOf", { name: table.label })}
                          onClick={() =>
                            act(
                              (keep) => api.deleteTable(table.id, table.version, keep),
                              t("partners.floor.removed", { name: table.label }),
                            )
                          }
                        >
                          {t("partners.floor.remove")}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canChange && floor.zones.length > 0 && (
              <div className="mt-4">
                {editing?.kind === "table" ? (
                  <TableForm
                    key={`table-${editing.table.id}`}
                    table={editing.table}
                    zones={floor.zones}
                    {...formProps}
                  />
                ) : (
                  <TableForm key="table-new" table={null} zones={floor.zones} {...formProps} onCancel={undefined} />
                )}
              </div>
            )}
          </section>

          <section aria-labelledby={`${id}-combinations`} className={card}>
            <h2 id={`${id}-combinations`} className="text-lg font-bold text-neutral-900">
              {t("partners.floor.combinations.title")}
            </h2>
            <p className="mt-1 text-sm text-neutral-700">{t("partners.floor.combinations.intro")}</p>
            {floor.combinations.length === 0 ? (
              <p className="mt-2 text-neutral-700">{t("partners.floor.combinations.empty")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200">
                {floor.combinations.map((combination) => {
                  const name = combination.tableIds.map((table) => tableLabel.get(table) ?? `#${table}`).join(" + ");
                  return (
                    <li key={combination.id} className="flex flex-wrap items-center gap-2 p-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-neutral-900">{name}</p>
                        <p className="text-sm text-neutral-700">
                          {covers(combination)} ·{" "}
                          {t(combination.online ? "partners.floor.isOnline" : "partners.floor.isOffline")}
                        </p>
                      </div>
                      {canChange && (
                        <div className="flex flex-wrap gap-1">
                          <Button
                            variant="secondary"
                            aria-label={t("partners.floor.editOf", { name })}
                            onClick={() => setEditing({ kind: "combination", combination })}
                          >
                            {t("partners.floor.edit")}
                          </Button>
                          <Button
                            variant="ghost"
                            disabled={action.pending}
                            aria-label={t("partners.floor.removeOf", { name })}
                            onClick={() =>
                              act(
                                (keep) => api.deleteCombination(combination.id, combination.version, keep),
                                t("partners.floor.removed", { name }),
                              )
                            }
                          >
                            {t("partners.floor.remove")}
                          </Button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {canChange && floor.tables.length > 1 && (
              <div className="mt-4">
                {editing?.kind === "combination" ? (
                  <CombinationForm
                    key={`combination-${editing.combination.id}`}
                    combination={editing.combination}
                    tables={floor.tables}
                    {...formProps}
                  />
                ) : (
                  <CombinationForm
                    key="combination-new"
                    combination={null}
                    tables={floor.tables}
                    {...formProps}
                    onCancel={undefined}
                  />
                )}
              </div>
            )}
          </section>
        </div>
      </div>
      {conflict && <ConflictDialog conflict={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
