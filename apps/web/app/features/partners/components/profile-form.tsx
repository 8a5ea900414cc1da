import {
  PHONE_MAX_LENGTH,
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_DESCRIPTION_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  type VenueProfile,
  type VenueProfileAnswer,
  type VenueProfileBody,
} from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Select, Textarea } from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import {
  fieldOfProfilePath,
  profileFields as fields,
  profileCandidate,
  profileValuesOf as valuesOf,
} from "../profile-values";

/**
 * The venue's details, checked against the contract before sending: each wrong field says what to
 * write under it, in the page's language, and the first one takes the focus.
 */
export function ProfileForm({
  profile,
  cuisines,
  foodTypes,
  amenities,
  mapUrl,
  save,
  onSaved,
  failure,
}: {
  profile: VenueProfile;
  cuisines: VenueProfileAnswer["cuisines"];
  foodTypes: VenueProfileAnswer["foodTypes"];
  amenities: VenueProfileAnswer["amenities"];
  /** The place on a public map, for checking the pin. */
  mapUrl: (latitude: number, longitude: number) => string;
  save: (body: VenueProfileBody) => Promise<unknown>;
  onSaved: () => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm({
    initialValues: () => valuesOf(profile),
    fields,
    candidate: (values) => profileCandidate(values, profile.version),
    fieldOfPath: fieldOfProfilePath,
    checks: () => import("../profile-checks").then((module) => module.profileChecks),
    message: (problem, translate) => translate(`partners.profile.errors.${problem.field}`),
    onSubmit: async (output) => {
      const { lang: _lang, ...body } = output;
      await save(body);
      await onSaved();
    },
    failureMessage: failure,
  });
  // A saved or newer profile (read again after someone else's edit) is what the form shows next;
  // a page read again for a photo keeps what is being typed.
  const [shownVersion, setShownVersion] = useState(profile.version);
  if (profile.version !== shownVersion) {
    setShownVersion(profile.version);
    form.setValues(valuesOf(profile));
  }
  const preload = () => void form.preload().catch(() => {});
  const text = (
    field: "name" | "phone" | "descriptionEs" | "descriptionEn" | "address" | "latitude" | "longitude",
  ) => ({
    name: field,
    value: form.values[field],
    onFocus: preload,
    onValue: (value: string) => form.set(field, value),
  });

  return (
    <section aria-labelledby={`${id}-title`} className="mt-2 rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {t("partners.profile.details")}
      </h2>
      <form
        noValidate
        onSubmit={form.submit}
        aria-labelledby={`${id}-title`}
        className="mt-3 grid gap-4 sm:grid-cols-2"
      >
        <Field label={t("partners.profile.name")} error={form.errors.name} required>
          <Input {...text("name")} maxLength={VENUE_NAME_MAX_LENGTH} inputRef={form.fieldRef("name")} />
        </Field>
        <Field label={t("partners.profile.phone")} error={form.errors.phone} required>
          <Input {...text("phone")} type="tel" maxLength={PHONE_MAX_LENGTH} inputRef={form.fieldRef("phone")} />
        </Field>
        <Field
          label={t("partners.profile.descriptionEs")}
          error={form.errors.descriptionEs}
          required
          className="sm:col-span-2"
        >
          <Textarea
            {...text("descriptionEs")}
            lang="es"
            rows={4}
            maxLength={VENUE_DESCRIPTION_MAX_LENGTH}
            textareaRef={form.fieldRef("descriptionEs")}
          />
        </Field>
        <Field
          label={t("partners.profile.descriptionEn")}
          error={form.errors.descriptionEn}
          required
          className="sm:col-span-2"
        >
          <Textarea
            {...text("descriptionEn")}
            lang="en"
            rows={4}
            maxLength={VENUE_DESCRIPTION_MAX_LENGTH}
            textareaRef={form.fieldRef("descriptionEn")}
          />
        </Field>
        <Field label={t("partners.profile.address")} error={form.errors.address} required className="sm:col-span-2">
          <Input {...text("address")} maxLength={VENUE_ADDRESS_MAX_LENGTH} inputRef={form.fieldRef("address")} />
        </Field>
        <Field label={t("partners.profile.priceRange")} error={form.errors.priceRange} required>
          <Select
            name="priceRange"
            value={form.values.priceRange}
            onFocus={preload}
            onValue={(value) => form.set("priceRange", value)}
            selectRef={form.fieldRef("priceRange")}
          >
            {["1", "2", "3", "4"].map((value) => (
              <option key={value} value={value}>
                {"$".repeat(Number(value))}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("partners.profile.cuisine")} error={form.errors.cuisineId}>
          <Select
            name="cuisine"
            value={form.values.cuisineId}
            onFocus={preload}
            onValue={(value) => form.set("cuisineId", value)}
            selectRef={form.fieldRef("cuisineId")}
          >
            <option value="">{t("partners.profile.noCuisine")}</option>
            {cuisines.map((cuisine) => (
              <option key={cuisine.id} value={String(cuisine.id)}>
                {cuisine.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("partners.profile.latitude")} error={form.errors.latitude} required>
          <Input {...text("latitude")} inputMode="decimal" inputRef={form.fieldRef("latitude")} />
        </Field>
        <Field label={t("partners.profile.longitude")} error={form.errors.longitude} required>
          <Input {...text("longitude")} inputMode="decimal" inputRef={form.fieldRef("longitude")} />
        </Field>
        {Number.isFinite(Number(form.values.latitude)) && Number.isFinite(Number(form.values.longitude)) && (
          <p className="text-sm sm:col-span-2">
            <a
              href={mapUrl(Number(form.values.latitude), Number(form.values.longitude))}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {t("partners.profile.seePin")}
            </a>
          </p>
        )}
        <CheckboxGroup
          legend={t("partners.profile.foodTypes")}
          name="foodTypeIds"
          options={foodTypes}
          chosen={form.values.foodTypeIds}
          error={form.errors.foodTypeIds}
          onChange={(ids) => form.set("foodTypeIds", ids)}
        />
        <CheckboxGroup
          legend={t("partners.profile.amenities")}
          name="amenityIds"
          options={amenities}
          chosen={form.values.amenityIds}
          error={form.errors.amenityIds}
          onChange={(ids) => form.set("amenityIds", ids)}
        />
        {form.formError && (
          <p role="alert" className="text-sm font-semibold text-accent-700 sm:col-span-2">
            {form.formError}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={form.pending}>
            {t("partners.profile.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A catalogue to tick items from (food types, amenities), with its error under the list. */
function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: { id: number; name: string }[];
  chosen: number[];
  error: string | undefined;
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-neutral-900">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option.id} className="flex min-h-11 items-center gap-2 text-sm text-neutral-900">
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked ? [...chosen, option.id] : chosen.filter((other) => other !== option.id),
                )
              }
              className="size-4 accent-brand-600"
            />
            {option.name}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
