import type { RefObject } from "react";
import { emailInputProps, Field, Input, nameInputProps, phoneInputProps, Select } from "#app/components/ui/field.tsx";
import { useDialCodes } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { ContactErrors, ContactField, ContactValues } from "../purchase-contact";

/** The buyer's contact in a purchase: names, e-mail, the phone with its country's dial code. */
export function ContactSection({
  id,
  values,
  errors,
  set,
  refs,
  disabled,
  onEmailDone,
  title,
  hint,
}: {
  id: string;
  values: ContactValues;
  errors: ContactErrors;
  set: (field: ContactField, value: string) => void;
  refs: {
    firstName: RefObject<HTMLInputElement | null>;
    lastName: RefObject<HTMLInputElement | null>;
    email: RefObject<HTMLInputElement | null>;
    countryCode: RefObject<HTMLSelectElement | null>;
    phone: RefObject<HTMLInputElement | null>;
  };
  disabled: boolean;
  onEmailDone: (email: string) => void;
  /** The section's heading and hint; the ticket purchase's by default. */
  title?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const dialCodes = useDialCodes();
  const error = (field: ContactField) => {
    const found = errors[field];
    return found ? t(`booking.form.errors.${field}${found === "required" ? "Required" : "Invalid"}`) : undefined;
  };
  return (
    <section aria-labelledby={`${id}-contact`} className="rounded-md border border-neutral-200 p-5">
      <h2 id={`${id}-contact`} className="text-lg font-bold text-neutral-900">
        {title ?? t("experiences.buy.contactTitle")}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{hint ?? t("experiences.buy.contactHint")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t("booking.form.firstName")} error={error("firstName")}>
          <Input
            {...nameInputProps}
            autoComplete="given-name"
            value={values.firstName}
            onValue={(value) => set("firstName", value)}
            inputRef={refs.firstName}
            disabled={disabled}
          />
        </Field>
        <Field label={t("booking.form.lastName")} error={error("lastName")}>
          <Input
            {...nameInputProps}
            autoComplete="family-name"
            value={values.lastName}
            onValue={(value) => set("lastName", value)}
            inputRef={refs.lastName}
            disabled={disabled}
          />
        </Field>
        <Field className="sm:col-span-2" label={t("booking.form.email")} error={error("email")}>
          <Input
            {...emailInputProps}
            value={values.email}
            onValue={(value) => set("email", value)}
            onBlur={(event) => onEmailDone(event.currentTarget.value)}
            inputRef={refs.email}
            disabled={disabled}
          />
        </Field>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-3">
          <Field id={`${id}-countryCode`} label={t("booking.form.countryCode")} error={error("countryCode")}>
            <Select
              value={values.countryCode}
              onValue={(value) => set("countryCode", value)}
              selectRef={refs.countryCode}
              autoComplete="tel-country-code"
              disabled={disabled}
            >
              {dialCodes.map((entry) => (
                <option key={entry.code} value={entry.dial}>
                  {t("booking.form.dialOption", { country: t(`countries.${entry.code}`), dial: entry.dial })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("booking.form.phone")} error={error("phone")}>
            <Input
              {...phoneInputProps}
              value={values.phone}
              onValue={(value) => set("phone", value)}
              inputRef={refs.phone}
              disabled={disabled}
            />
          </Field>
        </div>
      </div>
    </section>
  );
}
