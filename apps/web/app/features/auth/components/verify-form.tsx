import type { AccountUser } from "@sobremesa/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { accountsApi, errorMessage, isUnauthenticated } from "../accounts-api";
import { authStore, useAuthStore } from "../auth-store";
import { checkFields, type FieldErrors } from "../auth-validation";
import { completeCode, emptyBoxes } from "../code-input-state";
import { useCooldown } from "../use-cooldown";
import { CodeInput } from "./code-input";
import { EmailField, FormMessage, LinkButton, SubmitButton } from "./form-fields";

type Stage = "email" | "phone";

/**
 * Verify mode: the 6-digit code sent to the new account's e-mail, then, when a phone was given, the
 * one sent by SMS (which may wait). Each code can be sent again after 60 s. Once verified the
 * account's session works: the user is read with GET /api/user/me and signed in; when that session
 * is gone (another device, an old tab) the visitor signs in with the e-mail already filled in.
 */
export function VerifyForm({
  onVerified,
  onNeedsSignIn,
}: {
  onVerified: (user: AccountUser) => void;
  onNeedsSignIn: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pending = useAuthStore((state) => state.pendingVerification);
  const defaultEmail = useAuthStore((state) => state.defaultEmail);
  const [stage, setStage] = useState<Stage>("email");
  const [askedEmail, setAskedEmail] = useState(defaultEmail);
  const [boxes, setBoxes] = useState(emptyBoxes());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const sentId = useId();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const api = accountsApi(language);

  // The code of each stage was just sent (by the sign-up, or by the e-mail stage's success).
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts when the stage or destination changes
  useEffect(() => {
    if (pending) cooldown.start();
  }, [stage, pending?.email]);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await work();
    } catch (error) {
      setFormError(errorMessage(error, language));
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    try {
      const user = await api.me();
      authStore.getState().setPendingVerification(null);
      onVerified(user);
    } catch (error) {
      if (!isUnauthenticated(error)) throw error;
      const store = authStore.getState();
      store.setDefaults({ email: pending?.email ?? askedEmail });
      store.setPendingVerification(null);
      onNeedsSignIn(t("auth.verify.signInNow"));
    }
  };

  // No account in this panel yet (opened on its own): ask which e-mail to send the code to.
  if (!pending) {
    const send = (event: FormEvent) => {
      event.preventDefault();
      const found = checkFields(t, { email: askedEmail });
      setErrors(found);
      if (found.email) {
        emailRef.current?.focus();
        return;
      }
      void run(async () => {
        await api.sendVerificationEmail({ email: askedEmail.trim() });
        authStore
          .getState()
          .setPendingVerification({ email: askedEmail.trim().toLowerCase(), phone: null, countryCode: null });
      });
    };
    return (
      <form noValidate onSubmit={send} className="space-y-4">
        <p className="text-neutral-700">{t("auth.verify.askEmail")}</p>
        <FormMessage error={formError} />
        <EmailField value={askedEmail} onValue={setAskedEmail} error={errors.email} inputRef={emailRef} />
        <SubmitButton busy={busy}>{t("auth.verify.sendCode")}</SubmitButton>
      </form>
    );
  }

  const phoneStage = stage === "phone" && pending.phone !== null && pending.countryCode !== null;
  const target = phoneStage ? (pending.phone ?? "") : pending.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = completeCode(boxes);
    if (!code) {
      setErrors({ code: t("auth.validation.code") });
      return;
    }
    setErrors({});
    void run(async () => {
      if (phoneStage) {
        await api.verifyPhone({ phone: pending.phone ?? "", countryCode: pending.countryCode ?? "", code });
        await finish();
        return;
      }
      await api.verifyEmail({ email: pending.email, code });
      if (pending.phone && pending.countryCode) {
        setStage("phone");
        setBoxes(emptyBoxes());
        setSuccess(t("auth.verify.emailDone"));
        return;
      }
      await finish();
    });
  };

  const resend = () =>
    void run(async () => {
      if (phoneStage)
        await api.sendCode({ purpose: "verify", phone: pending.phone ?? "", countryCode: pending.countryCode ?? "" });
      else await api.sendVerificationEmail({ email: pending.email });
      cooldown.start();
      setBoxes(emptyBoxes());
      setSuccess(t("auth.verify.resent"));
    });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {phoneStage && <h3 className="text-lg font-bold text-neutral-900">{t("auth.verify.phoneStep")}</h3>}
      <p id={sentId} className="text-neutral-700">
        {phoneStage ? t("auth.verify.sentPhone", { target }) : t("auth.verify.sentEmail", { target })}
      </p>
      <FormMessage error={formError} success={success} />
      <CodeInput
        key={stage}
        label={phoneStage ? t("auth.verify.phoneLabel") : t("auth.verify.emailLabel")}
        boxes={boxes}
        onChange={(next) => {
          setBoxes(next);
          if (errors.code) setErrors({});
        }}
        error={errors.code}
        describedBy={sentId}
      />
      <SubmitButton busy={busy}>{t("auth.verify.submit")}</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LinkButton disabled={cooldown.remaining > 0 || busy} onClick={resend}>
          {cooldown.remaining > 0
            ? t("auth.verify.resendIn", { seconds: cooldown.remaining })
            : t("auth.verify.resend")}
        </LinkButton>
        {phoneStage && (
          <LinkButton disabled={busy} onClick={() => void run(finish)}>
            {t("auth.verify.skipPhone")}
          </LinkButton>
        )}
      </div>
    </form>
  );
}
