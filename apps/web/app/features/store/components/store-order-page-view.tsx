import type { StoreOrderDto } from "@sobremesa/contracts";
import { SearchX } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Container } from "../../../components/ui/container";
import { TextField } from "../../auth/components/form-fields";
import type { StoreOrderPageData } from "../store-data";
import { formatStoreInstant } from "../store-format";
import { emailParam, storeOrderNumberParam, storeOrderPath } from "../store-paths";
import { StoreBar } from "./store-bar";
import { CancelOrder, OrderDelivery, OrderItems, OrderTimeline, StatusBadge } from "./store-order-view";

/**
 * A store order's page: status and its timeline, the goods, the address and delivery, the totals,
 * and cancelling while the order allows it. Anyone but its signed-in owner gives the buyer's e-mail.
 */
export function StoreOrderPageView({ data }: { data: StoreOrderPageData }) {
  if (data.state === "ask") return <AskForOrder data={data} />;
  return <FoundOrder data={data} />;
}

function FoundOrder({ data }: { data: Extract<StoreOrderPageData, { state: "found" }> }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<StoreOrderDto>(data.order);
  const { language } = data;
  return (
    <>
      <StoreBar language={language} />
      <Container className="max-w-3xl space-y-5 pt-6 pb-16 sm:pt-10">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-neutral-600">
              {t("store.order.placed", { date: formatStoreInstant(order.created_at, language) })}
            </p>
            <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
              {t("store.order.number", { number: order.number })}
            </h1>
          </div>
          <StatusBadge status={order.status} />
        </header>
        <OrderTimeline order={order} language={language} />
        <OrderItems order={order} language={language} />
        <OrderDelivery order={order} />
        <CancelOrder order={order} email={data.email} language={language} onCancelled={setOrder} />
        <p className="text-sm text-neutral-600">
          {t("store.order.contact", { name: order.contact.name, email: order.contact.email })}
        </p>
      </Container>
    </>
  );
}

function AskForOrder({ data }: { data: Extract<StoreOrderPageData, { state: "ask" }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [number, setNumber] = useState(storeOrderNumberParam(data.number) ?? data.number);
  const [email, setEmail] = useState(data.email ?? "");
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = storeOrderNumberParam(number);
    const cleanEmail = emailParam(email);
    const next = {
      number: valid ? undefined : t("store.order.ask.numberInvalid"),
      email: cleanEmail ? undefined : t("booking.form.errors.emailInvalid"),
    };
    setErrors(next);
    if (next.number) return numberRef.current?.focus();
    if (next.email) return emailRef.current?.focus();
    navigate(storeOrderPath(data.language, valid!, cleanEmail));
  }

  return (
    <Container className="max-w-lg pt-8 pb-16 sm:pt-12">
      {data.wrong && (
        <div role="alert" className="mb-6 flex gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-4">
          <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p className="font-semibold text-neutral-900">{t("store.order.notFound.title")}</p>
            <p className="mt-0.5 text-sm text-neutral-700">{t("store.order.notFound.text")}</p>
          </div>
        </div>
      )}
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-neutral-900">
        {t("store.order.ask.title")}
      </h1>
      <p className="mt-2 text-neutral-700">{t("store.order.ask.text")}</p>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-6 space-y-4">
        <TextField
          label={t("store.order.ask.number")}
          value={number}
          onValue={(value) => {
            setNumber(value.toUpperCase());
            setErrors((current) => ({ ...current, number: undefined }));
          }}
          error={errors.number}
          inputRef={numberRef}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="PED-7KQ2MX"
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
          {t("store.order.ask.submit")}
        </button>
      </form>
    </Container>
  );
}
