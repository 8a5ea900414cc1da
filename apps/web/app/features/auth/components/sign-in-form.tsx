import { type AccountUser, SIGN_IN_FALLBACK_MESSAGE } from "@sobremesa/contracts";
import { type FormEvent, useRef, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { accountsApi, errorMessage } from "../accounts-api";
import { useAuthStore } from "../auth-store";
import { type AuthField, checkFields, checkPhone, type FieldErrors, firstInvalid } from "../auth-validation";
import { boxesOf, completeCode, emptyBoxes } from "../code-input-state";
import { useCooldown } from "../use-cooldown";
import { CodeInput } from "./code-input";
import {
  EmailField,
  FormMessage,
  LinkButton,
  PasswordField,
  PhoneField,
  SubmitButton,
  useDefaultDialCode,
} from "./form-fields";

type Method = "password" | "code";
type Channel = "email" | "phone";

/**
 * Sign-in: e-mail and password, or a one-time code sent to a verified e-mail or phone (send-code
 * with purpose sign-in, then /user-login with the code). A failure shows the server's message, or
 * the fallback "Hubo un problema de comunicación entre servidores…" when it could not answer.
 */
export function SignInForm({
  notice,
  onSignedIn,
  onForgot,
  onSignUp,
}: {
  notice: string | null;
  onSignedIn: (user: AccountUser) => void;
  onForgot: () => void;
  onSignUp: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const defaultEmail = useAuthStore((state) => state.defaultEmail);
  const defaultPassword = useAuthStore((state) => state.defaultPassword);
  const [method, setMethod] = useState<Method>("password");
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState(defaultPassword);
  const [channel, setChannel] = useState<Channel>("email");
  const [phone, setPhone] = useState("");
  const defaultDial = useDefaultDialCode();
  const [dialCode, setDialCode] = useState(defaultDial);
  const [codeSentTo, setCodeSentTo] = useState<{ email?: string; phone?: string; countryCode?: string } | null>(null);
  const [boxes, setBoxes] = useState(emptyBoxes());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(notice);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown();
  const refs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const api = accountsApi(language);

  const showErrors = (found: FieldErrors, order: AuthField[]) => {
    setErrors(found);
    const first = firstInvalid(found, order);
    if (first) refs.current[first]?.focus();
    return first === undefined;
  };

  const run = async (work: () => Promise<void>, fallback?: string) => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    setSuccess(null);
    try {
      await work();
    } catch (error) {
      setFormError(errorMessage(error, language, fallback));
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!showErrors(checkFields(t, { email, password }, { signInPassword: true }), ["email", "password"])) return;
    void run(async () => {
      const user = await api.userLogin({ email, password });
      onSignedIn(user);
    }, SIGN_IN_FALLBACK_MESSAGE[language]);
  };

  const requestCode = (event?: FormEvent) => {
    event?.preventDefault();
    let target: { email?: string; phone?: string; countryCode?: string };
    if (channel === "email") {
      if (!showErrors(checkFields(t, { email }), ["email"])) return;
      target = { email: email.trim() };
    } else {
      const checked = checkPhone(t, phone, dialCode);
      if (!checked.ok) {
        showErrors({ phone: checked.message }, ["phone"]);
        return;
      }
      showErrors({}, []);
      target = { phone: checked.e164, countryCode: checked.countryCode };
    }
    void run(async () => {
      await api.sendCode({ purpose: "sign-in", ...target });
      setCodeSentTo(target);
      setBoxes(emptyBoxes());
      cooldown.start();
      setSuccess(
        target.email
          ? t("auth.signIn.codeSentEmail", { target: target.email })
          : t("auth.signIn.codeSentPhone", { target: target.phone }),
      );
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const code = completeCode(boxes);
    if (!code || !codeSentTo) {
      setErrors({ code: t("auth.validation.code") });
      return;
    }
    setErrors({});
    void run(async () => {
      const user = await api.userLogin({ ...codeSentTo, code });
      onSignedIn(user);
    }, SIGN_IN_FALLBACK_MESSAGE[language]);
  };

  const switchMethod = (next: Method) => {
    setMethod(next);
    setErrors({});
    setFormError(null);
  };

  return (
    <div className="space-y-5">
      <fieldset className="grid grid-cols-2 gap-1 rounded-full bg-neutral-100 p-1">
        <legend className="sr-only">{t("auth.signIn.methodLabel")}</legend>
        {(["password", "code"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={method === value}
            onClick={() => switchMethod(value)}
            className={cx(
              "min-h-11 rounded-full px-3 text-sm font-semibold transition-colors",
              method === value ? "bg-white text-neutral-900 shadow-card" : "text-neutral-700 hover:text-neutral-900",
            )}
          >
            {value === "password" ? t("auth.signIn.withPassword") : t("auth.signIn.withCode")}
          </button>
        ))}
      </fieldset>

      <FormMessage error={formError} success={success} />

      {method === "password" && (
        <form noValidate onSubmit={submitPassword} className="space-y-4">
          <EmailField
            value={email}
            onValue={setEmail}
            error={errors.email}
            inputRef={(element) => {
              refs.current.email = element;
            }}
          />
          <PasswordField
            label={t("auth.fields.password")}
            name="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
            inputRef={(element) => {
              refs.current.password = element;
            }}
          />
          <div className="-mt-1 flex justify-end">
            <LinkButton onClick={onForgot}>{t("auth.signIn.forgot")}</LinkButton>
          </div>
          <SubmitButton busy={busy}>{t("auth.signIn.submit")}</SubmitButton>
        </form>
      )}

      {method === "code" && !codeSentTo && (
        <form noValidate onSubmit={requestCode} className="space-y-4">
          <fieldset>
            <legend className="text-sm font-semibold text-neutral-900">{t("auth.signIn.codeChannel")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {(["email", "phone"] as const).map((value) => (
                <label
                  key={value}
                  className={cx(
                    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-focus-visible:outline-3 has-focus-visible:outline-brand-500",
                    channel === value
                      ? "border-brand-500 bg-brand-50 text-brand-800"
                      : "border-neutral-300 text-neutral-800",
                  )}
                >
                  <input
                    type="radio"
                    name="channel"
                    value={value}
                    checked={channel === value}
                    onChange={() => {
                      setChannel(value);
                      setErrors({});
                    }}
                    className="sr-only"
                  />
                  {value === "email" ? t("auth.signIn.byEmail") : t("auth.signIn.byPhone")}
                </label>
              ))}
            </div>
          </fieldset>
          {channel === "email" ? (
            <EmailField
              value={email}
              onValue={setEmail}
              error={errors.email}
              hint={t("auth.signIn.codeHint")}
              inputRef={(element) => {
                refs.current.email = element;
              }}
            />
          ) : (
            <PhoneField
              label={t("auth.fields.phone")}
              dialCode={dialCode}
              onDialCode={setDialCode}
              phone={phone}
              onPhone={setPhone}
              error={errors.phone}
              hint={t("auth.signIn.codeHint")}
              inputRef={(element) => {
                refs.current.phone = element;
              }}
            />
          )}
          <SubmitButton busy={busy}>{t("auth.signIn.sendCode")}</SubmitButton>
        </form>
      )}

      {method === "code" && codeSentTo && (
        <form noValidate onSubmit={submitCode} className="space-y-4">
          <CodeInput
            label={t("auth.fields.code")}
            boxes={boxes}
            onChange={(next) => {
              setBoxes(next);
              if (errors.code) setErrors({});
            }}
            error={errors.code}
          />
          <SubmitButton busy={busy}>{t("auth.signIn.submit")}</SubmitButton>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <LinkButton disabled={cooldown.remaining > 0 || busy} onClick={() => requestCode()}>
              {cooldown.remaining > 0
                ? t("auth.verify.resendIn", { seconds: cooldown.remaining })
                : t("auth.verify.resend")}
            </LinkButton>
            <LinkButton
              onClick={() => {
                setCodeSentTo(null);
                setBoxes(boxesOf(""));
                setSuccess(null);
              }}
            >
              {t("auth.signIn.useOther")}
            </LinkButton>
          </div>
        </form>
      )}

      <p className="border-t border-neutral-200 pt-5 text-sm text-neutral-700">
        {t("auth.signIn.noAccount")} <LinkButton onClick={onSignUp}>{t("auth.signIn.createAccount")}</LinkButton>
      </p>
    </div>
  );
}
