import { SearchX } from "lucide-react";
import { useId } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { emailInputProps, Field, Input } from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

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
  const form = useZodForm({
    initialValues: () => ({ code: props.parse(props.code) ?? props.code, email: props.email ?? "" }),
    fields: ["code", "email"],
    checks: () => import("../order-lookup-checks").then((module) => module.orderLookupChecks(props.parse)),
    message: ({ field }, translate) =>
      field === "code" ? translate(props.copy.codeInvalid) : translate("booking.form.errors.emailInvalid"),
    onSubmit: ({ email }, values) => {
      const code = props.parse(values.code);
      if (code) return navigate(props.pathOf(code, email));
    },
  });

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
      <form noValidate onSubmit={form.submit} aria-labelledby={`${id}-title`} className="mt-6 space-y-4">
        <Field label={t(props.copy.code)} error={form.errors.code}>
          <Input
            value={form.values.code}
            onValue={(value) => form.set("code", value.toUpperCase())}
            inputRef={form.fieldRef("code")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={props.placeholder}
            maxLength={10}
          />
        </Field>
        <Field label={t("booking.form.email")} error={form.errors.email}>
          <Input
            {...emailInputProps}
            value={form.values.email}
            onValue={(value) => form.set("email", value)}
            inputRef={form.fieldRef("email")}
          />
        </Field>
        <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
          {t(props.copy.submit)}
        </button>
      </form>
    </Container>
  );
}
