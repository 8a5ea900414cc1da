import { pathFor } from "@sobremesa/contracts";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Trans, useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { accountsApi, errorMessage } from "../accounts-api";
import { authStore, useAuthStore } from "../auth-store";
import { type AuthField, checkFields, checkPhone, type FieldErrors, firstInvalid } from "../auth-validation";
import {
  EmailField,
  FormMessage,
  LinkButton,
  PasswordField,
  PhoneField,
  SubmitButton,
  TextField,
  useDefaultDialCode,
} from "./form-fields";

const ORDER: AuthField[] = ["firstName", "lastName", "email", "password", "phone"];

/**
 * Sign-up: names, e-mail, a password with its rules shown, an optional phone with its dial code,
 * marketing consent (off by default) and the legal links; then the verify mode with the code the
 * server sent (by e-mail, and by SMS when a phone was given).
 */
export function SignUpForm({ onRegistered, onSignIn }: { onRegistered: () => void; onSignIn: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const defaultEmail = useAuthStore((state) => state.defaultEmail);
  const defaultDial = useDefaultDialCode();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  const [phone, setPhone] = useState("");
  const [dialCode, setDialCode] = useState(defaultDial);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const ref = (field: AuthField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkFields(t, { firstName, lastName, email, password });
    let phoneFields: { phone: string; countryCode: string } | undefined;
    if (phone.trim() !== "") {
      const checked = checkPhone(t, phone, dialCode);
      if (checked.ok) phoneFields = { phone: checked.e164, countryCode: checked.countryCode };
      else found.phone = checked.message;
    }
    setErrors(found);
    const first = firstInvalid(found, ORDER);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    void (async () => {
      try {
        await accountsApi(language).register({
          email: email.trim(),
          password,
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          language,
          marketingConsent: marketing,
          ...phoneFields,
        });
        const store = authStore.getState();
        store.setDefaults({ email: email.trim() });
        store.setPendingVerification({
          email: email.trim().toLowerCase(),
          phone: phoneFields?.phone ?? null,
          countryCode: phoneFields?.countryCode ?? null,
        });
        onRegistered();
      } catch (error) {
        setFormError(errorMessage(error, language));
      } finally {
        setBusy(false);
      }
    })();
  };

  const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormMessage error={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("auth.fields.firstName")}
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onValue={setFirstName}
          error={errors.firstName}
          inputRef={ref("firstName")}
        />
        <TextField
          label={t("auth.fields.lastName")}
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onValue={setLastName}
          error={errors.lastName}
          inputRef={ref("lastName")}
        />
      </div>
      <EmailField value={email} onValue={setEmail} error={errors.email} inputRef={ref("email")} />
      <PasswordField
        label={t("auth.fields.password")}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        hint={t("auth.password.rules")}
        inputRef={ref("password")}
      />
      <PhoneField
        label={t("auth.signUp.phoneOptional")}
        dialCode={dialCode}
        onDialCode={setDialCode}
        phone={phone}
        onPhone={setPhone}
        error={errors.phone}
        hint={t("auth.signUp.phoneHint")}
        inputRef={ref("phone")}
      />
      <label className="flex cursor-pointer items-start gap-3 py-1 text-sm text-neutral-800">
        <input
          type="checkbox"
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-500"
        />
        {t("auth.signUp.marketing")}
      </label>
      <p className="text-sm text-neutral-600">
        <Trans
          i18nKey="auth.signUp.legal"
          components={{
            terms: <Link to={pathFor("terms", language)} target="_blank" className={linkClass} />,
            privacy: <Link to={pathFor("privacy", language)} target="_blank" className={linkClass} />,
          }}
        />
      </p>
      <SubmitButton busy={busy}>{t("auth.signUp.submit")}</SubmitButton>
      <p className="border-t border-neutral-200 pt-5 text-sm text-neutral-700">
        {t("auth.signUp.haveAccount")} <LinkButton onClick={onSignIn}>{t("auth.signUp.signIn")}</LinkButton>
      </p>
    </form>
  );
}
