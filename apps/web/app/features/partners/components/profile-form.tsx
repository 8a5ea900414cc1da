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
  save,
  onSaved,
  failure,
}: {
  profile: VenueProfile;
  cuisines: VenueProfileAnswer["cuisines"];
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
  const text = (field: Exclude<(typeof fields)[number], "priceRange" | "cuisineId">) => ({
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
