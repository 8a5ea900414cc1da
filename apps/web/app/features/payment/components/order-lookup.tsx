import { SearchX } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { TextField } from "#app/features/auth/components/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The order page for anyone but the order's signed-in owner: the order's code and the buyer's
 * e-mail open it (ticket orders and store orders alike; `copy` names the translation keys).
 */
export function OrderLookup(props: {
  code: string;
  email: string | null;
  /** The last try found nothing (a wrong code or e-mail: the page does not say which). */
  wrong: boolean;
  /** The code as the order page's path takes it, or undefined when it is not one. */
  parse: (code: string) => string | undefined;
  pathOf: (code: string, email: string) => string;
  placeholder: string;
  copy: {
    notFoundTitle: string;
    notFoundText: string;
    title: string;
    text: string;
    code: string;
    codeInvalid: string;
    submit: string;
  };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState(props.parse(props.code) ?? props.code);
  const [email, setEmail] = useState(props.email ?? "");
  const [errors, setErrors] = useState<{ code?: string; email?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const validCode = props.parse(code);
    const cleanEmail = email.trim().toLowerCase();
    const next = {
      code: validCode ? undefined : t(props.copy.codeInvalid),
      email: EMAIL.test(cleanEmail) ? undefined : t("booking.form.errors.emailInvalid"),
    };
    setErrors(next);
    if (next.code) return codeRef.current?.focus();
    if (next.email) return emailRef.current?.focus();
    if (validCode) navigate(props.pathOf(validCode, cleanEmail));
  }

  return (
    <Container className="max-w-lg pt-8 pb-16 sm:pt-12">
      {props.wrong && (
        <div role="alert" className="mb-6 flex gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-4">
          <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p className="font-semibold text-neutral-900">{t(props.copy.notFoundTitle)}</p>
            <p className="mt-0.5 text-sm text-neutral-700">{t(props.copy.notFoundText)}</p>
          </div>
        </div>
      )}
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-neutral-900">
        {t(props.copy.title)}
      </h1>
      <p className="mt-2 text-neutral-700">{t(props.copy.text)}</p>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-6 space-y-4">
        <TextField
          label={t(props.copy.code)}
          value={code}
          onValue={(value) => {
            setCode(value.toUpperCase());
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          error={errors.code}
          inputRef={codeRef}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={props.placeholder}
          maxLength={10}
        />
        <TextField
          label={t("booking.form.email")}
          value={email}
          onValue={(value) => {
            setEmail(value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
          inputRef={emailRef}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
        />
        <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
          {t(props.copy.submit)}
        </button>
      </form>
    </Container>
  );
}
