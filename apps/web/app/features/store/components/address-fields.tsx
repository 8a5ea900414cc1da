import type { RefObject } from "react";
import { useId } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { FieldError, inputClasses } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/features/auth/index.ts";
import { useCountries } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { ADDRESS_FORMS, type AddressErrors, type AddressField, type AddressValues } from "../store-address";
import type { StoreCountryCode } from "../store-paths";

/**
 * The shipping address in the cart store's country's own fields (store-address.ts says which and in
 * what order). The state select lists that country's states from the site's countries catalogue.
 */
export function AddressFields({
  country,
  values,
  errors,
  set,
  refs,
  disabled,
}: {
  country: StoreCountryCode;
  values: AddressValues;
  errors: AddressErrors;
  set: (field: AddressField, value: string) => void;
  refs: Partial<Record<AddressField, RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const states = useCountries().find((entry) => entry.code === country)?.states ?? [];
  const label = (field: AddressField) => t(`store.address.${country}.${field}`);
  const message = (field: AddressField) => {
    const found = errors[field];
    if (!found) return undefined;
    if (field === "postal_code" && found === "invalid") return t(`store.address.errors.postal_${country}`);
    return t(`store.address.errors.${found}`);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {ADDRESS_FORMS[country].map((rule) => {
        const className = rule.wide ? "sm:col-span-2" : undefined;
        if (rule.select) {
          return (
            <SelectField
              key={rule.field}
              id={`${id}-${rule.field}`}
              className={className}
              label={label(rule.field)}
              value={values.state_id}
              onValue={(value) => set("state_id", value)}
              error={message("state_id")}
              selectRef={refs.state_id as RefObject<HTMLSelectElement | null>}
              autoComplete="shipping address-level1"
              required
              disabled={disabled}
            >
              <option value="">{states.length > 0 ? t("store.address.choose") : t("store.address.loading")}</option>
              {states.map((state) => (
                <option key={state.id} value={String(state.id)}>
                  {state.title}
                </option>
              ))}
            </SelectField>
          );
        }
        if (rule.multiline) {
          const fieldId = `${id}-${rule.field}`;
          const error = message(rule.field);
          return (
            <div key={rule.field} className={className}>
              <label htmlFor={fieldId} className="block text-sm font-semibold text-neutral-900">
                {label(rule.field)}
              </label>
              <textarea
                id={fieldId}
                ref={refs[rule.field] as RefObject<HTMLTextAreaElement | null>}
                value={values[rule.field]}
                onChange={(event) => set(rule.field, event.currentTarget.value)}
                maxLength={rule.maxLength}
                rows={2}
                required={rule.required}
                autoComplete={rule.autoComplete}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                className={cx(inputClasses, "mt-1.5 py-2.5", error ? "border-accent-600" : "border-neutral-300")}
              />
              {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
            </div>
          );
        }
        return (
          <TextField
            key={rule.field}
            className={className}
            label={label(rule.field)}
            value={values[rule.field]}
            onValue={(value) => set(rule.field, rule.inputMode === "numeric" ? value.replace(/\D/g, "") : value)}
            error={message(rule.field)}
            inputRef={refs[rule.field] as RefObject<HTMLInputElement | null>}
            autoComplete={rule.autoComplete}
            inputMode={rule.inputMode}
            maxLength={rule.maxLength}
            required={rule.required}
            disabled={disabled}
          />
        );
      })}
    </div>
  );
}
