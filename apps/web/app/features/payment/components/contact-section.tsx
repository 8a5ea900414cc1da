import type { RefObject } from "react";
import { TextField } from "#app/features/auth/components/form-fields.tsx";
import { SelectField } from "#app/features/booking/components/form-controls.tsx";
import { useDialCodes } from "#app/features/catalog/dial-codes.ts";
import type { ContactErrors, ContactField, ContactValues } from "#app/features/experiences/experience-purchase.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

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
        <TextField
          label={t("booking.form.firstName")}
          value={values.firstName}
          onValue={(value) => set("firstName", value)}
          error={error("firstName")}
          inputRef={refs.firstName}
          autoComplete="given-name"
          maxLength={80}
          disabled={disabled}
        />
        <TextField
          label={t("booking.form.lastName")}
          value={values.lastName}
          onValue={(value) => set("lastName", value)}
          error={error("lastName")}
          inputRef={refs.lastName}
          autoComplete="family-name"
          maxLength={80}
          disabled={disabled}
        />
        <TextField
          className="sm:col-span-2"
          label={t("booking.form.email")}
          value={values.email}
          onValue={(value) => set("email", value)}
          onBlur={(event) => onEmailDone(event.currentTarget.value)}
          error={error("email")}
          inputRef={refs.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          disabled={disabled}
        />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-3">
          <SelectField
            id={`${id}-countryCode`}
            label={t("booking.form.countryCode")}
            value={values.countryCode}
            onValue={(value) => set("countryCode", value)}
            error={error("countryCode")}
            selectRef={refs.countryCode}
            autoComplete="tel-country-code"
            disabled={disabled}
          >
            {dialCodes.map((entry) => (
              <option key={entry.code} value={entry.dial}>
                {t("booking.form.dialOption", { country: t(`countries.${entry.code}`), dial: entry.dial })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("booking.form.phone")}
            value={values.phone}
            onValue={(value) => set("phone", value)}
            error={error("phone")}
            inputRef={refs.phone}
            // The number without its country code: HTML allows "tel-national" on text inputs, not on type=tel.
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={32}
            disabled={disabled}
          />
        </div>
      </div>
    </section>
  );
}
