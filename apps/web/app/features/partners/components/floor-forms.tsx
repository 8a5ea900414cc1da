import type { FloorCombination, FloorTable, FloorZone } from "@sobremesa/contracts";
import { type FormEvent, useId, useState } from "react";
import { Field, Input, Select } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { FloorApi } from "../floor-api";
import { useChange } from "../use-change";
import type { PendingConflict } from "./conflict-dialog";
import { FormFooter } from "./form-footer";

interface FormProps {
  api: FloorApi;
  onSaved: (text: string) => Promise<void>;
  onCancel?: () => void;
  onConflict: (conflict: PendingConflict) => void;
  failure: (error: unknown) => string;
}

/** A number typed in a field; NaN for empty, so the server names the field. */
const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** A zone's names in both languages: a new zone, or one renamed from its version. */
export function ZoneForm({ zone, ...props }: FormProps & { zone: FloorZone | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [nameEs, setNameEs] = useState(zone?.nameEs ?? "");
  const [nameEn, setNameEn] = useState(zone?.nameEn ?? "");
  const change = useChange(props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run(
      () =>
        zone
          ? props.api.updateZone(zone.id, { nameEs, nameEn, version: zone.version })
          : props.api.createZone({ nameEs, nameEn }),
      async () => {
        if (!zone) {
          setNameEs("");
          setNameEn("");
        }
        await props.onSaved(t("partners.floor.zones.saved", { name: nameEs }));
      },
    );
  };
  const title = zone ? t("partners.floor.zones.editOf", { name: zone.nameEs }) : t("partners.floor.zones.add");
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900 sm:col-span-2">
        {title}
      </h3>
      <Field label={t("partners.floor.zones.nameEs")} error={change.errors.nameEs} required>
        <Input name="nameEs" value={nameEs} maxLength={60} onValue={setNameEs} />
      </Field>
      <Field label={t("partners.floor.zones.nameEn")} error={change.errors.nameEn} required>
        <Input name="nameEn" value={nameEn} maxLength={60} onValue={setNameEn} />
      </Field>
      <FormFooter
        pending={change.pending}
        formError={change.formError}
        submit={zone ? t("partners.floor.save") : t("partners.floor.zones.submit")}
        onCancel={props.onCancel}
      />
    </form>
  );
}

/** A table: label, zone, covers and whether diners may book it online. */
export function TableForm({ table, zones, ...props }: FormProps & { table: FloorTable | null; zones: FloorZone[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [label, setLabel] = useState(table?.label ?? "");
  const [zoneId, setZoneId] = useState(String(table?.zoneId ?? zones[0]?.id ?? ""));
  const [minCovers, setMinCovers] = useState(String(table?.minCovers ?? 2));
  const [maxCovers, setMaxCovers] = useState(String(table?.maxCovers ?? 4));
  const [online, setOnline] = useState(table?.online ?? true);
  const change = useChange(props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      label,
      zoneId: Number(zoneId),
      minCovers: typedNumber(minCovers),
      maxCovers: typedNumber(maxCovers),
      online,
    };
    void change.run(
      (keepExisting) =>
        table
          ? props.api.updateTable(table.id, { ...fields, keepExisting, version: table.version })
          : props.api.createTable({ ...fields, keepExisting }),
      async () => {
        if (!table) setLabel("");
        await props.onSaved(t("partners.floor.tables.saved", { label }));
      },
    );
  };
  const title = table ? t("partners.floor.tables.editOf", { label: table.label }) : t("partners.floor.tables.add");
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900 sm:col-span-2">
        {title}
      </h3>
      <Field label={t("partners.floor.tables.label")} error={change.errors.label} required>
        <Input name="label" value={label} maxLength={20} onValue={setLabel} />
      </Field>
      <Field label={t("partners.floor.tables.zone")} error={change.errors.zoneId} required>
        <Select name="zoneId" value={zoneId} onValue={setZoneId}>
          {zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.nameEs}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("partners.floor.tables.minCovers")} error={change.errors.minCovers} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          name="minCovers"
          value={minCovers}
          onValue={setMinCovers}
        />
      </Field>
      <Field label={t("partners.floor.tables.maxCovers")} error={change.errors.maxCovers} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          name="maxCovers"
          value={maxCovers}
          onValue={setMaxCovers}
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-900 sm:col-span-2">
        <input
          type="checkbox"
          name="online"
          checked={online}
          onChange={(event) => setOnline(event.currentTarget.checked)}
          className="size-4 accent-brand-600"
        />
        {t("partners.floor.online")}
      </label>
      <FormFooter
        pending={change.pending}
        formError={change.formError}
        submit={table ? t("partners.floor.save") : t("partners.floor.tables.submit")}
        onCancel={props.onCancel}
      />
    </form>
  );
}

/** A combination: two tables or more seated together, its covers and whether it is offered online. */
export function CombinationForm({
  combination,
  tables,
  ...props
}: FormProps & { combination: FloorCombination | null; tables: FloorTable[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [tableIds, setTableIds] = useState<number[]>(combination?.tableIds ?? []);
  const [minCovers, setMinCovers] = useState(String(combination?.minCovers ?? 5));
  const [maxCovers, setMaxCovers] = useState(String(combination?.maxCovers ?? 8));
  const [online, setOnline] = useState(combination?.online ?? true);
  const change = useChange(props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { tableIds, minCovers: typedNumber(minCovers), maxCovers: typedNumber(maxCovers), online };
    void change.run(
      (keepExisting) =>
        combination
          ? props.api.updateCombination(combination.id, { ...fields, keepExisting, version: combination.version })
          : props.api.createCombination({ ...fields, keepExisting }),
      async () => {
        if (!combination) setTableIds([]);
        await props.onSaved(t("partners.floor.combinations.saved"));
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900 sm:col-span-2">
        {combination ? t("partners.floor.combinations.edit") : t("partners.floor.combinations.add")}
      </h3>
      <fieldset className="sm:col-span-2" aria-describedby={change.errors.tableIds ? `${id}-tables-error` : undefined}>
        <legend className="text-sm font-semibold text-neutral-900">{t("partners.floor.combinations.tables")}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4">
          {tables.map((table) => (
            <label key={table.id} className="flex min-h-11 items-center gap-2 text-sm text-neutral-900">
              <input
                type="checkbox"
                name="tableIds"
                value={table.id}
                checked={tableIds.includes(table.id)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTableIds((current) =>
                    checked ? [...current, table.id] : current.filter((other) => other !== table.id),
                  );
                }}
                className="size-4 accent-brand-600"
              />
              {table.label}
            </label>
          ))}
        </div>
        {change.errors.tableIds && (
          <p id={`${id}-tables-error`} className="mt-1.5 text-sm font-medium text-accent-700">
            {change.errors.tableIds}
          </p>
        )}
      </fieldset>
      <Field label={t("partners.floor.tables.minCovers")} error={change.errors.minCovers} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          name="minCovers"
          value={minCovers}
          onValue={setMinCovers}
        />
      </Field>
      <Field label={t("partners.floor.tables.maxCovers")} error={change.errors.maxCovers} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          name="maxCovers"
          value={maxCovers}
          onValue={setMaxCovers}
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-900 sm:col-span-2">
        <input
          type="checkbox"
          name="online"
          checked={online}
          onChange={(event) => setOnline(event.currentTarget.checked)}
          className="size-4 accent-brand-600"
        />
        {t("partners.floor.online")}
      </label>
      <FormFooter
        pending={change.pending}
        formError={change.formError}
        submit={combination ? t("partners.floor.save") : t("partners.floor.combinations.submit")}
        onCancel={props.onCancel}
      />
    </form>
  );
}
