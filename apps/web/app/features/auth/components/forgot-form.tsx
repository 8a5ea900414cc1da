import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { accountsApi, errorMessage } from "../accounts-api";
import { type AuthField, checkFields, type FieldErrors, firstInvalid } from "../auth-validation";
import { boxesOf, completeCode, emptyBoxes } from "../code-input-state";
import { useCooldown } from "../use-cooldown";
import { CodeInput } from "./code-input";
import { EmailField, FormMessage, LinkButton, PasswordField, SubmitButton } from "./form-fields";

export interface ResetLink {
  email: string;
  /** The 6-digit code, when the link carries one. */
  code?: string | undefined;
  /** The link's token (the e-mail's link: ?email=&token=). */
  token?: string | undefined;
}

/**
 * Forgot password, in the side panel and on /olvide-mi-contrasena/: ask for a reset (the answer is
 * the same whether or not the e-mail has an account), then the code (or the e-mail link's token)
 * and a new password. `link` pre-fills the second step from the e-mail's link.
 */
export function ForgotForm({
  link,
  onReset,
  compact = false,
}: {
  link?: ResetLink | null;
  onReset: (email: string, message: string) => void;
  /** In the panel the intro is the panel's; on the page the step headings show. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [stage, setStage] = useState<"request" | "reset">(link ? "reset" : "request");
  const [email, setEmail] = useState(link?.email ?? "");
  const [boxes, setBoxes] = useState(boxesOf(link?.code ?? ""));
  const token = link?.token;
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(link?.token ? t("auth.forgot.linkReady") : null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const refs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const ref = (field: AuthField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };
  const api = accountsApi(language);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    setSuccess(null);
    try {
      await work();
    } catch (error) {
      setFormError(errorMessage(error, language));
    } finally {
      setBusy(false);
    }
  };

  const request = (event?: FormEvent) => {
    event?.preventDefault();
    const found = checkFields(t, { email });
    setErrors(found);
    if (found.email) {
      refs.current.email?.focus();
      return;
    }
    void run(async () => {
      await api.requestPasswordReset(email.trim());
      cooldown.start();
      setStage("reset");
      setBoxes(emptyBoxes());
      // The same words whether or not the e-mail has an account (no enumeration).
      setSuccess(t("auth.forgot.sent"));
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(t, { email, newPassword: password });
    const code = completeCode(boxes);
    if (!token && !code) found.code = t("auth.validation.code");
    setErrors(found);
    const first = firstInvalid(found, ["email", "code", "newPassword"]);
    if (first) {
      if (first !== "code") refs.current[first]?.focus();
      return;
    }
    void run(async () => {
      const answer = await api.resetPassword({
        email: email.trim(),
        password,
        ...(token ? { token } : { code: code ?? "" }),
      });
      setPassword("");
      onReset(email.trim(), answer.message || t("auth.forgot.done"));
    });
  };

  const emailField = <EmailField value={email} onValue={setEmail} error={errors.email} inputRef={ref("email")} />;

  if (stage === "request") {
    return (
      <form noValidate onSubmit={request} className="space-y-4">
        <FormMessage error={formError} success={success} />
        {emailField}
        <SubmitButton busy={busy}>{t("auth.forgot.submit")}</SubmitButton>
        <div className="flex justify-end">
          <LinkButton
            onClick={() => {
              setStage("reset");
              setErrors({});
              setFormError(null);
            }}
          >
            {t("auth.forgot.haveCode")}
          </LinkButton>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={reset} className="space-y-4">
      {!compact && <h2 className="text-xl font-bold text-neutral-900">{t("auth.forgot.resetHeading")}</h2>}
      <FormMessage error={formError} success={success} />
      {emailField}
      {!token && (
        <CodeInput
          label={t("auth.fields.code")}
          boxes={boxes}
          onChange={(next) => {
            setBoxes(next);
            if (errors.code) setErrors((current) => ({ ...current, code: undefined }));
          }}
          error={errors.code}
        />
      )}
      <PasswordField
        label={t("auth.fields.newPassword")}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.newPassword}
        hint={t("auth.password.rules")}
        inputRef={ref("newPassword")}
      />
      <SubmitButton busy={busy}>{t("auth.forgot.resetSubmit")}</SubmitButton>
      {!token && (
        <div className="flex justify-end">
          <LinkButton disabled={cooldown.remaining > 0 || busy} onClick={() => request()}>
            {cooldown.remaining > 0
              ? t("auth.verify.resendIn", { seconds: cooldown.remaining })
              : t("auth.forgot.sendAgain")}
          </LinkButton>
        </div>
      )}
    </form>
  );
}
