import { CircleAlert, CircleCheck, Eye, EyeOff, LoaderCircle } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from "react";
import { useCurrentCountry } from "#app/components/layout/country-menu.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Field, FieldError, Input, inputClasses } from "#app/components/ui/field.tsx";
import { useDialCodes } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Content after the input inside its frame (the password's show button). */
  trailing?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and shown below. */
export function TextField({ label, error, hint, trailing, className, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Input {...props} className={trailing ? "pr-12" : undefined} />
      {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>}
    </Field>
  );
}

/** An e-mail field: the e-mail keyboard, autofill, no capitals or spelling fixes. */
export function EmailField({ label, ...props }: Omit<TextFieldProps, "label" | "type"> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t("auth.fields.email")}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? t("auth.password.hide") : t("auth.password.show")}
          className="inline-flex size-11 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}

/** The dial codes of the countries we serve, labelled with the country's name. */
export function useDialOptions(): { code: string; dial: string; label: string }[] {
  const { t } = useTranslation();
  return useDialCodes().map(({ code, dial }) => {
    const name = t(`countries.${code}`, { defaultValue: code.toUpperCase() });
    return { code, dial, label: t("auth.signUp.dialOption", { country: name, dial }) };
  });
}

/** The dial code of the country the visitor browses (the header's country), e.g. "+52". */
export function useDefaultDialCode(): string {
  const country = useCurrentCountry();
  const codes = useDialOptions();
  return codes.find((entry) => entry.code === country)?.dial ?? codes[0]?.dial ?? "+52";
}

/** A phone number with its country dial code (a native select, as on every phone). */
export function PhoneField({
  label,
  dialCode,
  onDialCode,
  phone,
  onPhone,
  error,
  hint,
  inputRef,
  disabled,
}: {
  label: string;
  dialCode: string;
  onDialCode: (value: string) => void;
  phone: string;
  onPhone: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const codes = useDialOptions();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <select
          aria-label={t("auth.signUp.dialCode")}
          value={dialCode}
          disabled={disabled}
          onChange={(event) => onDialCode(event.currentTarget.value)}
          className={cx(inputClasses, "w-auto max-w-[45%] shrink-0 border-neutral-300 pr-2")}
        >
          {codes.map((entry) => (
            <option key={entry.code} value={entry.dial}>
              {entry.label}
            </option>
          ))}
        </select>
        <input
          id={id}
          ref={inputRef}
          // The number without its country code: HTML allows "tel-national" on text inputs, not on type=tel.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          disabled={disabled}
          onChange={(event) => onPhone(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={cx(inputClasses, "min-w-0 flex-1", error ? "border-accent-600" : "border-neutral-300")}
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * The form's outcome line, always in the page so screen readers announce what lands in it: errors
 * assertively, confirmations politely.
 */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div role="alert" aria-live="assertive" className="empty:hidden">
        {error && (
          <p className="flex items-start gap-2 rounded-sm border border-accent-200 bg-accent-50 px-3 py-2.5 text-sm font-medium text-accent-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" className="empty:hidden">
        {success && (
          <p className="flex items-start gap-2 rounded-sm border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {success}
          </p>
        )}
      </div>
    </>
  );
}

/** The form's main button: while busy it keeps its size, spins and says it is sending. */
export function SubmitButton({
  busy,
  children,
  className,
  variant,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  variant?: "primary" | "accent";
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      size="lg"
      variant={variant}
      aria-disabled={busy || undefined}
      className={cx("w-full", busy && "pointer-events-none opacity-80", className)}
    >
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t("auth.submitting")}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** A text button that looks like a link (switching modes inside the panel). */
export function LinkButton({
  children,
  onClick,
  className,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cx(
        "inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-brand-600 underline-offset-4 hover:underline disabled:text-neutral-500 disabled:no-underline",
        className,
      )}
    >
      {children}
    </button>
  );
}
