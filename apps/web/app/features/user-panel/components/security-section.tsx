import { KeyRound, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import {
  accountsApi,
  authStore,
  checkFields,
  errorMessage,
  type FieldErrors,
  FormMessage,
  isUnauthenticated,
  PasswordField,
  SubmitButton,
} from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { homePath } from "#app/lib/navigation/paths.ts";
import { alerts } from "#app/lib/shell/index.ts";

/** Change password (in the side panel's change-password mode) and delete the account. */
export function SecuritySection() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-6">
      <div className="rounded-md border border-neutral-200 bg-white p-5 shadow-card sm:p-6">
        <h3 className="text-lg font-bold text-neutral-900">{t("userPanel.security.passwordHeading")}</h3>
        <p className="mt-1 text-neutral-700">{t("userPanel.security.passwordText")}</p>
        <Button
          variant="secondary"
          className="mt-4"
          aria-haspopup="dialog"
          onClick={() => authStore.getState().openPanel("change-password")}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {t("userPanel.security.change")}
        </Button>
      </div>
      <div className="rounded-md border border-accent-200 bg-white p-5 shadow-card sm:p-6">
        <h3 className="text-lg font-bold text-neutral-900">{t("userPanel.security.deleteHeading")}</h3>
        <p className="mt-1 text-neutral-700">{t("userPanel.security.deleteText")}</p>
        <Button
          variant="secondary"
          className="mt-4 text-accent-700"
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("userPanel.security.delete")}
        </Button>
      </div>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </div>
  );
}

/**
 * "Delete your account?" with the password as confirmation (DELETE /api/user). Afterwards the
 * visitor is signed out, told so and sent home.
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkFields(t, { currentPassword: password }, { signInPassword: true });
    setErrors(found);
    if (found.currentPassword) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    void (async () => {
      try {
        await accountsApi(language).deleteAccount(password);
      } catch (error) {
        if (!isUnauthenticated(error)) {
          setFormError(errorMessage(error, language));
          setBusy(false);
          return;
        }
      }
      authStore.getState().signOut();
      alerts.toast(t("userPanel.security.deleted"), { language, tone: "info" });
      navigate(homePath(language));
    })();
  };

  return (
    <Dialog
      onDismiss={() => {
        if (!busy) onClose();
      }}
      backdropDismisses
      initialFocus={() => inputRef.current}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-md bg-white p-0 shadow-raised backdrop:bg-neutral-950/50"
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-bold text-neutral-900">
          {t("userPanel.security.confirmTitle")}
        </h2>
        <p id={textId} className="text-neutral-700">
          {t("userPanel.security.confirmText")}
        </p>
        <FormMessage error={formError} />
        <PasswordField
          label={t("auth.fields.currentPassword")}
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.currentPassword}
          inputRef={(element) => {
            inputRef.current = element;
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("userPanel.security.cancel")}
          </Button>
          <SubmitButton busy={busy} variant="accent" className="sm:w-auto">
            {t("userPanel.security.confirm")}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
