import { type ConsoleOrderDetail, formatMoney, type Language } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { partnersDateTime } from "../partners-format";
import { sendRefund, storeConsoleApi } from "../store-console-api";
import type { StoreOrderData } from "../store-console-data";
import { storeConsolePaths } from "../store-console-paths";
import { failureText, type Notice, NoticeLine, StoreNav } from "./store-nav";

const STORE_TIME_ZONE = "America/Mexico_City";

/** A new key for the next refund: the same form sent twice (a double click, a retry) is one refund. */
const newKey = () =>
  `refund-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/** An amount typed in the currency's units ("250" or "250.50") in minor units, or null. */
export function minorOf(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return minor > 0 ? minor : null;
}

/** One paid order: its items, address and payment; the next step, a refund, a cancellation. */
export function StoreOrderView({ data }: { data: StoreOrderData }) {
  const { t } = useTranslation();
  const { language, store, order } = data;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const api = useMemo(() => storeConsoleApi(language), [language]);
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency, language);

  const act = async (work: () => Promise<unknown>, done: () => string): Promise<boolean> => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: done() });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setNotice({ kind: "alert", text: failureText(error, t("partners.errors.generic")) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StoreNav store={store} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <p>
          <Link to={storeConsolePaths.orders(language, store.id)} className="text-sm text-brand-800 underline">
            {t("partners.stores.order.back")}
          </Link>
        </p>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-neutral-900">
          {t("partners.stores.order.title", { number: order.number })}
          <span
            className="rounded-sm bg-neutral-100 px-2 py-0.5 text-base font-semibold text-neutral-800"
            data-testid="order-status"
          >
            {t(`store.status.${order.status}`)}
          </span>
        </h1>
        <p className="mt-1 text-neutral-700">
          {order.buyer} · {order.email} ·{" "}
          {partnersDateTime(order.paid_at ?? order.created_at, STORE_TIME_ZONE, language)}
        </p>
        <NoticeLine notice={notice} />

        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <section aria-labelledby="order-items">
              <h2 id="order-items" className="text-lg font-bold text-neutral-900">
                {t("partners.stores.order.items")}
              </h2>
              <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
                {order.items.map((item) => (
                  <li key={item.variant_id} className="flex flex-wrap justify-between gap-2 p-4">
                    <span>
                      <span className="block font-semibold text-neutral-900">
                        {item.quantity} × {item.product} ({item.variant})
                      </span>
                      <span className="block text-sm text-neutral-600">
                        {item.sku}
                        {item.returned > 0 ? ` · ${t("partners.stores.order.returned", { count: item.returned })}` : ""}
                      </span>
                    </span>
                    <span className="text-neutral-800">{money(item.unit_price)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="order-address">
              <h2 id="order-address" className="text-lg font-bold text-neutral-900">
                {t("partners.stores.order.address")}
              </h2>
              <address className="mt-2 not-italic text-neutral-800">
                {order.address_lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <p className="mt-2 text-sm text-neutral-700">{order.shipping}</p>
              {order.tracking_number && (
                <p className="mt-1 text-sm text-neutral-700" data-testid="order-tracking">
                  {t("partners.stores.order.tracking", {
                    tracking: order.tracking_number,
                    carrier: order.carrier ?? "",
                  })}
                </p>
              )}
            </section>
            <section aria-labelledby="order-payment">
              <h2 id="order-payment" className="text-lg font-bold text-neutral-900">
                {t("partners.stores.order.payment")}
              </h2>
              <p className="mt-2 text-neutral-800">{t("partners.stores.order.paid", { amount: money(order.paid) })}</p>
              <p className="text-neutral-800" data-testid="order-refundable">
                {t("partners.stores.order.refundable", { amount: money(order.refundable) })}
              </p>
              <h3 className="mt-3 font-semibold text-neutral-900">{t("partners.stores.order.refunds")}</h3>
              {order.refunds.length === 0 ? (
                <p className="text-sm text-neutral-700">{t("partners.stores.order.noRefunds")}</p>
              ) : (
                <ul className="mt-1 text-sm text-neutral-800" data-testid="order-refunds">
                  {order.refunds.map((refund) => (
                    <li key={refund.at}>
                      {t("partners.stores.order.refundLine", {
                        amount: money(refund.amount),
                        date: partnersDateTime(refund.at, STORE_TIME_ZONE, language),
                      })}
                      {refund.actor ? ` · ${refund.actor}` : ""}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>

          <div className="space-y-4">
            <StepForm
              order={order}
              busy={busy}
              onStep={(body) =>
                act(
                  () => api.step(store.id, order.number, body),
                  () => t("partners.stores.order.steps.done", { status: t(`store.status.${nextStatus(body.step)}`) }),
                )
              }
            />
            {order.refundable.amount > 0 && (
              <RefundForm
                order={order}
                language={language}
                busy={busy}
                onRefund={(body, key) =>
                  act(
                    () => sendRefund(language, store.id, order.number, body, key),
                    () => t("partners.stores.order.refund.done"),
                  )
                }
              />
            )}
            {order.can_cancel && (
              <section aria-labelledby="order-cancel" className="rounded-md border border-neutral-200 bg-white p-4">
                <h2 id="order-cancel" className="text-lg font-bold text-neutral-900">
                  {t("partners.stores.order.cancel.title")}
                </h2>
                <p className="mt-1 text-sm text-neutral-700">{t("partners.stores.order.cancel.intro")}</p>
                <Button
                  className="mt-3"
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    act(
                      () => api.cancel(store.id, order.number),
                      () => t("partners.stores.order.cancel.done"),
                    )
                  }
                >
                  {t("partners.stores.order.cancel.submit")}
                </Button>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

const nextStatus = (step: "pick" | "pack" | "ship" | "deliver") =>
  step === "pick" ? "preparing" : step === "pack" ? "packed" : step === "ship" ? "shipped" : "delivered";

function StepForm({
  order,
  busy,
  onStep,
}: {
  order: ConsoleOrderDetail;
  busy: boolean;
  onStep: (body: { step: "pick" | "pack" | "ship" | "deliver"; carrier?: string; tracking_number?: string }) => unknown;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [carrier, setCarrier] = useState("");
  const [tracking, setTracking] = useState("");
  const step = order.next_step;
  return (
    <section aria-labelledby={`${id}-step`} className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-step`} className="text-lg font-bold text-neutral-900">
        {t("partners.stores.order.steps.title")}
      </h2>
      {step === null ? (
        <p className="mt-1 text-sm text-neutral-700">{t("partners.stores.order.steps.none")}</p>
      ) : (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            onStep(step === "ship" ? { step, carrier, tracking_number: tracking } : { step });
          }}
        >
          {step === "ship" && (
            <>
              <Field label={t("partners.stores.order.steps.carrier")} required>
                <Input name="carrier" value={carrier} maxLength={60} onValue={setCarrier} autoComplete="off" />
              </Field>
              <Field label={t("partners.stores.order.steps.tracking")} required>
                <Input name="tracking" value={tracking} maxLength={60} onValue={setTracking} autoComplete="off" />
              </Field>
            </>
          )}
          <Button type="submit" disabled={busy}>
            {t(`partners.stores.order.steps.${step}`)}
          </Button>
        </form>
      )}
    </section>
  );
}

function RefundForm({
  order,
  language,
  busy,
  onRefund,
}: {
  order: ConsoleOrderDetail;
  language: Language;
  busy: boolean;
  onRefund: (
    body: { amount: number; items: { variant_id: number; quantity: number }[]; note?: string },
    key: string,
  ) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [units, setUnits] = useState<Record<number, string>>({});
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | undefined>();
  return (
    <section aria-labelledby={`${id}-refund`} className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-refund`} className="text-lg font-bold text-neutral-900">
        {t("partners.stores.order.refund.title")}
      </h2>
      <form
        noValidate
        aria-labelledby={`${id}-refund`}
        className="mt-3 space-y-3"
        onSubmit={async (event) => {
          event.preventDefault();
          const minor = minorOf(amount);
          if (minor === null) {
            setError(t("partners.stores.order.refund.amountInvalid"));
            return;
          }
          setError(undefined);
          const items = order.items
            .map((item) => ({ variant_id: item.variant_id, quantity: Number(units[item.variant_id] ?? "0") }))
            .filter((item) => Number.isInteger(item.quantity) && item.quantity > 0);
          if (!(await onRefund({ amount: minor, items, ...(note.trim() ? { note: note.trim() } : {}) }, key))) return;
          setKey(newKey());
          setAmount("");
          setUnits({});
          setNote("");
        }}
      >
        <Field
          label={t("partners.stores.order.refund.amount", { currency: order.refundable.currency })}
          hint={t("partners.stores.order.refund.amountHint", {
            amount: formatMoney(order.refundable.amount, order.refundable.currency, language),
          })}
          error={error}
          required
        >
          <Input name="amount" inputMode="decimal" value={amount} onValue={setAmount} autoComplete="off" />
        </Field>
        {order.items.map((item) => (
          <Field
            key={item.variant_id}
            label={t("partners.stores.order.refund.units", { product: item.product, variant: item.variant })}
          >
            <Input
              name={`units-${item.variant_id}`}
              type="number"
              min={0}
              max={item.quantity - item.returned}
              value={units[item.variant_id] ?? ""}
              onValue={(value) => setUnits((all) => ({ ...all, [item.variant_id]: value }))}
            />
          </Field>
        ))}
        <Field label={t("partners.stores.order.refund.note")}>
          <Input name="note" value={note} maxLength={300} onValue={setNote} autoComplete="off" />
        </Field>
        <Button type="submit" disabled={busy}>
          {t("partners.stores.order.refund.submit")}
        </Button>
      </form>
    </section>
  );
}
