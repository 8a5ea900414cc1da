import type { ExperienceOrderDto, Language } from "@sobremesa/contracts";
import { formatDateTime, formatMoney, formatWallTime } from "@sobremesa/contracts";
import { CalendarDays, MapPin, ShieldCheck, Ticket } from "lucide-react";
import { Link } from "react-router";
import { CalendarLinks } from "#app/components/ui/calendar-links.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { formatDay } from "../experience-format";
import { experiencePath } from "../experience-paths";
import { TicketTransfer } from "./ticket-transfer";

/**
 * The QR code of a ticket as an image: our server's SVG as a data URL, never markup put into the
 * page. A media-type parameter is `name=value` (a bare `;utf8` makes the URL invalid HTML), and the
 * percent-encoded SVG is plain ASCII.
 */
export function qrDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const STATUS_TONE: Record<ExperienceOrderDto["status"], string> = {
  paid: "bg-brand-50 text-brand-800",
  pending_payment: "bg-neutral-100 text-neutral-800",
  awaiting_authentication: "bg-accent-50 text-accent-800",
  cancelled: "bg-neutral-100 text-neutral-800",
  expired: "bg-neutral-100 text-neutral-800",
  refunded: "bg-neutral-100 text-neutral-800",
};

/** An order: status, the session, the venue, the lines and totals. */
export function OrderSummary({
  order,
  language,
  headingLevel = "h2",
}: {
  order: ExperienceOrderDto;
  language: Language;
  headingLevel?: "h1" | "h2";
}) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const day = formatDay(order.session.local_date, language);
  const time = formatWallTime(order.session.local_time, language);
  return (
    <section aria-labelledby="order-summary" className="rounded-md border border-neutral-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-neutral-600">{t("experiences.order.code", { code: order.code })}</p>
          <Heading id="order-summary" className="mt-0.5 text-xl font-bold tracking-tight text-neutral-900">
            <Link to={experiencePath(language, order.experience.slug)} className="hover:underline">
              {order.experience.title}
            </Link>
          </Heading>
        </div>
        <span
          className={cx("rounded-full px-3 py-1 text-sm font-semibold", STATUS_TONE[order.status])}
          data-testid="order-status"
        >
          {t(`experiences.order.status.${order.status}`)}
        </span>
      </div>
      {order.session.cancelled && (
        <p className="mt-4 rounded-md bg-accent-50 p-3 font-semibold text-accent-800" data-testid="session-cancelled">
          {t("experiences.order.sessionCancelled")}
        </p>
      )}
      <ul className="mt-4 space-y-2 text-neutral-800">
        <li className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="first-letter:uppercase">
            {day}, {time}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            {order.experience.venue_name}
            <span className="block text-sm text-neutral-600">{order.experience.address}</span>
          </span>
        </li>
      </ul>
      {order.calendar && (
        <CalendarLinks
          calendar={order.calendar}
          code={order.code}
          className="mt-3 flex flex-wrap gap-x-5"
          linkClassName="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          labels={{
            download: t("experiences.order.downloadCalendar"),
            google: t("experiences.order.addToCalendar"),
            newWindow: t("experiences.order.newWindow"),
          }}
        />
      )}
      <dl className="mt-5 space-y-2 border-t border-neutral-200 pt-4 text-sm">
        {order.items.map((item) => (
          <div key={item.ticket_type_id} className="flex justify-between gap-4 text-neutral-800">
            <dt>
              {item.name} × {item.quantity}
            </dt>
            <dd>{formatMoney(item.total.amount, item.total.currency, language)}</dd>
          </div>
        ))}
        {order.discount.amount > 0 && (
          <div className="flex justify-between gap-4 font-semibold text-accent-700">
            <dt>{t("experiences.buy.memberDiscount")}</dt>
            <dd>−{formatMoney(order.discount.amount, order.discount.currency, language)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-3">
          <dt className="font-semibold text-neutral-900">{t("experiences.buy.total")}</dt>
          <dd className="text-lg font-bold text-neutral-900">
            {formatMoney(order.total.amount, order.total.currency, language)}
          </dd>
        </div>
        {order.refunded.amount > 0 && (
          <div className="flex justify-between gap-4 font-semibold text-neutral-800" data-testid="order-refunded">
            <dt>{t("experiences.order.status.refunded")}</dt>
            <dd>{formatMoney(order.refunded.amount, order.refunded.currency, language)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * The tickets, one card each with its QR code (the venue scans it at the door) and who it is for;
 * with `onTransferred` (the order page), each one the buyer may still give away has its form.
 */
export function OrderTickets({
  order,
  language,
  onTransferred,
}: {
  order: ExperienceOrderDto;
  language: Language;
  onTransferred?: (order: ExperienceOrderDto, text: string) => void;
}) {
  const { t } = useTranslation();
  if (order.tickets.length === 0) return null;
  return (
    <section aria-labelledby="order-tickets" className="mt-6">
      <h2 id="order-tickets" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900">
        <Ticket aria-hidden="true" className="size-5 text-brand-600" />
        {t("experiences.order.tickets", { count: order.tickets.length })}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {order.tickets.map((ticket, index) => (
          <li
            key={ticket.id}
            className={cx(
              "flex flex-wrap items-center gap-4 rounded-md border border-neutral-200 p-4",
              // A void ticket is greyed by its background, not faded: its text keeps its contrast.
              ticket.voided ? "bg-neutral-100" : "bg-white",
            )}
            data-testid="ticket"
          >
            <img
              src={qrDataUrl(ticket.qr_svg)}
              alt={t("experiences.order.qrAlt", { number: index + 1, type: ticket.ticket_type })}
              width={128}
              height={128}
              className="size-32 shrink-0 rounded-sm bg-white"
            />
            <div className="min-w-0">
              <p className="font-semibold text-neutral-900">
                {t("experiences.order.ticketNumber", { number: index + 1 })} · {ticket.ticket_type}
              </p>
              <p className="mt-1 text-sm text-neutral-800" data-testid="ticket-holder">
                {t("experiences.order.holder", { name: ticket.holder_name })}
              </p>
              <p className="mt-1 font-mono text-xs break-all text-neutral-600">{ticket.code}</p>
              {ticket.voided && (
                <p className="mt-2 text-sm font-semibold text-accent-700">{t("experiences.order.voided")}</p>
              )}
              {onTransferred && ticket.transferable && (
                <TicketTransfer
                  order={order}
                  ticketId={ticket.id}
                  number={index + 1}
                  language={language}
                  onTransferred={onTransferred}
                />
              )}
              {ticket.checked_in_at ? (
                <p className="mt-2 text-sm font-semibold text-neutral-700">
                  {t("experiences.order.checkedIn", {
                    date: formatDateTime(ticket.checked_in_at, order.session.time_zone, language),
                  })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CancellationNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-policy" className="mt-6 rounded-md bg-neutral-50 p-5">
      <h2 id="order-policy" className="flex items-center gap-2 font-semibold text-neutral-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
        {t("experiences.detail.policy")}
      </h2>
      <p className="mt-2 text-sm text-neutral-700">{text}</p>
    </section>
  );
}
