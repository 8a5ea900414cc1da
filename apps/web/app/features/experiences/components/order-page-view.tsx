import { SearchX } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Container } from "../../../components/ui/container";
import { TextField } from "../../auth/components/form-fields";
import { orderCodeParam, orderPath } from "../experience-paths";
import type { OrderPageData } from "../experiences-data";
import { CancellationNote, OrderSummary, OrderTickets } from "./order-view";

/**
 * The order page: the order, its tickets and what to know; or, for anyone but its signed-in owner
 * without the buyer's e-mail, a small form (code and e-mail) that opens it.
 */
export function OrderPageView({ data }: { data: OrderPageData }) {
  const { t } = useTranslation();
  if (data.state === "found") {
    const { order } = data;
    return (
      <Container className="max-w-3xl pt-6 pb-16 sm:pt-10">
        <OrderSummary
          order={order}
          language={data.language}
          headingLevel="h1"
          durationMinutes={data.durationMinutes ?? undefined}
        />
        <OrderTickets order={order} language={data.language} />
        {data.policy ? <CancellationNote text={data.policy} /> : null}
        <p className="mt-6 text-sm text-neutral-600">
          {t("experiences.order.contact", { name: order.contact.name, email: order.contact.email })}
        </p>
      </Container>
    );
  }
  return <AskForOrder data={data} />;
}

function AskForOrder({ data }: { data: Extract<OrderPageData, { state: "ask" }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState(orderCodeParam(data.code) ?? data.code);
  const [email, setEmail] = useState(data.email ?? "");
  const [errors, setErrors] = useState<{ code?: string; email?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const validCode = orderCodeParam(code);
    const cleanEmail = email.trim().toLowerCase();
    const next = {
      code: validCode ? undefined : t("experiences.order.ask.codeInvalid"),
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleanEmail) ? undefined : t("booking.form.errors.emailInvalid"),
    };
    setErrors(next);
    if (next.code) return codeRef.current?.focus();
    if (next.email) return emailRef.current?.focus();
    navigate(orderPath(data.language, validCode!, cleanEmail));
  }

  return (
    <Container className="max-w-lg pt-8 pb-16 sm:pt-12">
      {data.wrong && (
        <div role="alert" className="mb-6 flex gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-4">
          <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p className="font-semibold text-neutral-900">{t("experiences.order.notFound.title")}</p>
            <p className="mt-0.5 text-sm text-neutral-700">{t("experiences.order.notFound.text")}</p>
          </div>
        </div>
      )}
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-neutral-900">
        {t("experiences.order.ask.title")}
      </h1>
      <p className="mt-2 text-neutral-700">{t("experiences.order.ask.text")}</p>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-6 space-y-4">
        <TextField
          label={t("experiences.order.ask.code")}
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
          placeholder="EXP-7KQ2MX"
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
          {t("experiences.order.ask.submit")}
        </button>
      </form>
    </Container>
  );
}
