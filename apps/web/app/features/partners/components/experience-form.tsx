import { ApiError, experienceCategories, type Language, type OrganizerExperience } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Select, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { organizersApi } from "../organizers-api";
import type { OrganizerCity } from "../organizers-data";
import { partnersPaths } from "../partners-paths";

const TEXT_FIELDS = [
  "titleEs",
  "titleEn",
  "summaryEs",
  "summaryEn",
  "descriptionEs",
  "descriptionEn",
  "address",
  "venueName",
  "meetingPointEs",
  "meetingPointEn",
  "includedEs",
  "includedEn",
  "cancellationEs",
  "cancellationEn",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField | "category" | "cityId" | "latitude" | "longitude" | "durationMinutes", string> & {
  active: boolean;
};

function valuesOf(experience: OrganizerExperience | undefined, cities: OrganizerCity[]): Values {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, experience?.[name] ?? ""])) as Record<
    TextField,
    string
  >;
  return {
    ...text,
    category: experience?.category ?? "tour",
    cityId: String(experience?.cityId ?? cities[0]?.id ?? ""),
    latitude: experience ? String(experience.latitude) : "",
    longitude: experience ? String(experience.longitude) : "",
    durationMinutes: String(experience?.durationMinutes ?? 120),
    active: experience?.active ?? true,
  };
}

/**
 * An experience in both languages, as the buyer reads it: new, or edited from the version the page
 * read (someone else's change in between is refused, and the page says to reload).
 */
export function ExperienceForm({
  language,
  organizerId,
  experience,
  cities,
}: {
  language: Language;
  organizerId: number;
  experience?: OrganizerExperience | undefined;
  cities: OrganizerCity[];
}) {
  const { t } = useTranslation();
  const api = useMemo(() => organizersApi(language), [language]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Values>(() => valuesOf(experience, cities));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const byState = useMemo(() => {
    const groups = new Map<string, OrganizerCity[]>();
    for (const city of cities) groups.set(city.state, [...(groups.get(city.state) ?? []), city]);
    return [...groups.entries()];
  }, [cities]);

  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: TextField, required = true) => (
    <Field label={t(`partners.experienceForm.${name}`)} required={required}>
      {name.startsWith("description") || name.startsWith("included") || name.startsWith("cancellation") ? (
        <Textarea name={name} value={values[name]} onValue={set(name)} rows={4} />
      ) : (
        <Input name={name} value={values[name]} onValue={set(name)} />
      )}
    </Field>
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(false);
    const body = {
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])),
      category: values.category as OrganizerExperience["category"],
      cityId: Number(values.cityId),
      latitude: Number(values.latitude),
      longitude: Number(values.longitude),
      durationMinutes: Number(values.durationMinutes),
      active: values.active,
    } as Parameters<typeof api.createExperience>[1];
    try {
      if (experience) {
        await api.updateExperience(organizerId, experience.id, { ...body, version: experience.version });
        setSaved(true);
        revalidator.revalidate();
      } else {
        const created = await api.createExperience(organizerId, body);
        await navigate(partnersPaths.experience(language, organizerId, created.experience.id));
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("partners.errors.generic"));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-2"
    >
      {text("titleEs")}
      {text("titleEn")}
      {text("summaryEs")}
      {text("summaryEn")}
      {text("descriptionEs")}
      {text("descriptionEn")}
      <Field label={t("partners.experienceForm.category")} required>
        <Select name="category" value={values.category} onValue={set("category")}>
          {experienceCategories.map((category) => (
            <option key={category} value={category}>
              {t(`partners.experienceForm.categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("partners.experienceForm.city")} required>
        <Select name="cityId" value={values.cityId} onValue={set("cityId")}>
          {byState.map(([state, list]) => (
            <optgroup key={state} label={state}>
              {list.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      {text("venueName")}
      {text("address")}
      <Field label={t("partners.experienceForm.latitude")} required>
        <Input name="latitude" value={values.latitude} onValue={set("latitude")} inputMode="decimal" />
      </Field>
      <Field label={t("partners.experienceForm.longitude")} required>
        <Input name="longitude" value={values.longitude} onValue={set("longitude")} inputMode="decimal" />
      </Field>
      {text("meetingPointEs", false)}
      {text("meetingPointEn", false)}
      <Field label={t("partners.experienceForm.durationMinutes")} required>
        <Input
          name="durationMinutes"
          value={values.durationMinutes}
          onValue={set("durationMinutes")}
          inputMode="numeric"
        />
      </Field>
      <label className="flex items-center gap-2 self-end font-semibold text-neutral-900">
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(event) => setValues((current) => ({ ...current, active: event.currentTarget.checked }))}
          className="size-5"
        />
        {t("partners.experienceForm.active")}
      </label>
      {text("includedEs", false)}
      {text("includedEn", false)}
      {text("cancellationEs")}
      {text("cancellationEn")}
      <div className="sm:col-span-2">
        {error && (
          <p role="alert" className="mb-3 font-semibold text-accent-700">
            {error}
          </p>
        )}
        {saved && (
          <p role="status" className="mb-3 text-neutral-800">
            {t("partners.experienceForm.saved")}
          </p>
        )}
        <Button type="submit" disabled={pending} data-testid="save-experience">
          {pending
            ? t("partners.loading")
            : experience
              ? t("partners.experienceForm.save")
              : t("partners.experienceForm.create")}
        </Button>
      </div>
    </form>
  );
}
