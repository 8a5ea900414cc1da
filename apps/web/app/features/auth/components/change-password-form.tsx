import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { accountsApi, errorMessage, isUnauthenticated } from "../accounts-api";
import { type AuthField, checkFields, type FieldErrors, firstInvalid } from "../auth-validation";
import { FormMessage, PasswordField, SubmitButton } from "./form-fields";

/**
 * Change password (signed in): the current one and the new one. The server revokes every other
 * session and rotates this one (a new cookie), so the visitor stays signed in here.
 */
export function ChangePasswordForm({ onChanged, onSignedOut }: { onChanged: () => void; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkFields(t, { currentPassword, newPassword }, { signInPassword: true });
    setErrors(found);
    const first = firstInvalid(found, ["currentPassword", "newPassword"]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    void (async () => {
      try {
        await accountsApi(language).changePassword({ currentPassword, newPassword });
        setCurrentPassword("");
        setNewPassword("");
        onChanged();
      } catch (error) {
        if (isUnauthenticated(error)) onSignedOut();
        else setFormError(errorMessage(error, language));
      } finally {
        setBusy(false);
      }
    })();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormMessage error={formError} />
      <PasswordField
        label={t("auth.fields.currentPassword")}
        autoComplete="current-password"
        value={currentPassword}
        onValue={setCurrentPassword}
        error={errors.currentPassword}
        inputRef={(element) => {
          refs.current.currentPassword = element;
        }}
      />
      <PasswordField
        label={t("auth.fields.newPassword")}
        autoComplete="new-password"
        value={newPassword}
        onValue={setNewPassword}
        error={errors.newPassword}
        hint={t("auth.password.rules")}
        inputRef={(element) => {
          refs.current.newPassword = element;
        }}
      />
      <SubmitButton busy={busy}>{t("auth.changePassword.submit")}</SubmitButton>
    </form>
  );
}
