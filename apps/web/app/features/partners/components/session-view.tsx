import { ApiError, formatMoney } from "@sobremesa/contracts";
import { DoorOpen, Download } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { organizersApi } from "../organizers-api";
import type { SessionData } from "../organizers-data";
import { partnersDateTime } from "../partners-format";
import { partnersPaths } from "../partners-paths";
import { CancelSession, RefundOrder } from "./session-refunds";

/** A session's sales (owners and managers): seats sold and left, revenue, the paid orders and the guest list. */
export function SessionView({ data }: { data: SessionData }) {
  const { t } = useTranslation();
  const { organizer, sales, language } = data;
  const { experience, session } = sales;
  const money = (minor: number) => formatMoney(minor, sales.currency, language);
  const base = apiBases().partners ?? "/partners";
  const csv = `${base === "/" ? "" : base}/organizers/${organizer.id}/sessions/${session.id}/guests.csv?lang=${language}`;
  const api = useMemo(() => organizersApi(language), [language]);
  const revalidator = useRevalidator();
  const [capacity, setCapacity] = useState(String(session.capacity));
  const [notice, setNotice] = useState<{ kind: "status" | "alert"; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refunded = (text: string) => {
    setDone(text);
    revalidator.revalidate();
  };
  const cancelled = session.status === "cancelled";
  // The capacity goes down only to the seats sold or held; the server refuses less, saying how many.
  const changeCapacity = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await api.changeSession(organizer.id, session.id, { capacity: Number(capacity) });
      setNotice({ kind: "status", text: t("partners.sales.capacitySaved") });
      revalidator.revalidate();
    } catch (failure) {
      setNotice({ kind: "alert", text: failure instanceof ApiError ? failure.message : t("partners.errors.generic") });
    }
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <p className="text-sm">
        <Link
          to={partnersPaths.experience(language, organizer.id, experience.id)}
          className="text-brand-700 underline underline-offset-2"
        >
          {language === "es" ? experience.titleEs : experience.titleEn}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">
          {partnersDateTime(session.startsAt, experience.timeZone, language)}
        </h1>
        <Link
          to={partnersPaths.door(language, organizer.id, session.id)}
          className={buttonClasses("primary", "md")}
          data-testid="open-door"
        >
          <DoorOpen aria-hidden="true" className="size-4" />
          {t("partners.door.openHint")}
        </Link>
        {sales.canCancel && (
          <CancelSession
            organizerId={organizer.id}
            sessionId={session.id}
            preview={sales.cancellation}
            currency={sales.currency}
            language={language}
            onDone={refunded}
          />
        )}
      </div>
      {cancelled && (
        <p className="mt-3 rounded-md bg-accent-50 p-3 font-semibold text-accent-800" data-testid="session-cancelled">
          {t("partners.sales.cancel.cancelled")}
        </p>
      )}
      <p role="status" className="mt-2 text-neutral-800" data-testid="refund-notice">
        {done}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3" data-testid="session-figures">
        <div className="rounded-md border border-neutral-200 bg-white p-3">
          <dt className="text-sm text-neutral-600">{t("partners.sales.sold")}</dt>
          <dd className="text-xl font-bold text-neutral-900">{sales.seatsSold}</dd>
        </div>
        <div className="rounded-md border border-neutral-200 bg-white p-3">
          <dt className="text-sm text-neutral-600">{t("partners.sales.left")}</dt>
          <dd className="text-xl font-bold text-neutral-900">{sales.seatsLeft}</dd>
        </div>
        <div className="rounded-md border border-neutral-200 bg-white p-3">
          <dt className="text-sm text-neutral-600">{t("partners.sales.revenue")}</dt>
          <dd className="text-xl font-bold text-neutral-900">{money(sales.revenueMinor)}</dd>
        </div>
      </dl>
      {!cancelled && (
        <form
          onSubmit={changeCapacity}
          aria-label={t("partners.sales.capacityTitle")}
          className="mt-4 flex flex-wrap items-end gap-3 rounded-md border border-neutral-200 bg-white p-4"
        >
          <Field label={t("partners.sessions.capacity")} required>
            <Input name="capacity" value={capacity} onValue={setCapacity} inputMode="numeric" />
          </Field>
          <Button type="submit" variant="secondary">
            {t("partners.sales.capacitySubmit")}
          </Button>
          {notice && (
            <p
              role={notice.kind}
              className={notice.kind === "alert" ? "w-full font-semibold text-accent-700" : "w-full text-neutral-800"}
            >
              {notice.text}
            </p>
          )}
        </form>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-neutral-900">{t("partners.sales.orders")}</h2>
        <a href={csv} download className={buttonClasses("secondary", "md")} data-testid="guests-csv">
          <Download aria-hidden="true" className="size-4" />
          {t("partners.sales.csv")}
        </a>
      </div>
      {sales.orders.length === 0 ? (
        <p className="mt-3 rounded-md border border-neutral-200 bg-white p-4 text-neutral-700">
          {t("partners.sales.empty")}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2" data-testid="session-orders">
          {sales.orders.map((order) => (
            <li
              key={order.code}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-200 bg-white p-3"
              data-testid="session-order"
            >
              <div className="min-w-0">
                <span className="font-semibold text-neutral-900">{order.name}</span>{" "}
                <span className="text-neutral-700">
                  {order.code} · {t("partners.sales.seats", { count: order.seats })} · {money(order.totalMinor)}
                </span>
                {order.status === "refunded" && (
                  <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-sm font-semibold text-neutral-800">
                    {t("partners.sales.refundedBadge")}
                  </span>
                )}
                <span className="block text-sm text-neutral-600">
                  {order.tickets
                    .map((ticket) => `${ticket.quantity} × ${language === "es" ? ticket.nameEs : ticket.nameEn}`)
                    .join(", ")}
                </span>
                {order.refundedMinor > 0 && (
                  <span className="block text-sm text-neutral-700" data-testid="order-refunded">
                    {t("partners.sales.refundedSoFar", { amount: money(order.refundedMinor) })}
                  </span>
                )}
              </div>
              {order.refundableMinor > 0 && (
                <RefundOrder
                  organizerId={organizer.id}
                  sessionId={session.id}
                  order={order}
                  currency={sales.currency}
                  language={language}
                  onDone={refunded}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
