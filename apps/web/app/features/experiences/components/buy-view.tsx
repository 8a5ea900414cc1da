import type { ExperienceOrderDto, PurchaseBody } from "@sobremesa/contracts";
import { formatMoney, formatWallTime } from "@sobremesa/contracts";
import { ArrowLeft, Minus, Plus } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { PurchaseAlert, PurchaseShell, StepButton, usePurchase } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { formatDay } from "../experience-format";
import { experiencePath, thanksPath } from "../experience-paths";
import {
  fitQuantities,
  orderLimit,
  purchaseRequest,
  purchaseTotals,
  type Quantities,
  stepQuantity,
  ticketCount,
} from "../experience-purchase";
import { experiencesApi, rememberOrderEmail, SESSION_CODES, TICKET_CODES } from "../experiences-api";
import type { ExperienceBuyData } from "../experiences-data";
import { Sessions } from "./detail-view";
import { ExperienceArt } from "./experience-art";

/**
 * The buy page: a session, ticket quantities (steppers within the order's limit) with live totals,
 * inside the purchase shell (the contact, the card, the pay button: usePurchase). One
 * Idempotency-Key per attempt: a retry of the same attempt never charges twice, and after a lost
 * answer the page only sends that same purchase again ("check my payment"). The bank's step (3-D
 * Secure) is the sandbox's dialog or Stripe's own page; a paid order goes to the thank-you page.
 */
export function ExperienceBuyView({ data }: { data: ExperienceBuyData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { experience, language } = data;
  const country = experience.country_code;
  const api = useMemo(() => experiencesApi(language), [language]);

  const [sessionId, setSessionId] = useState<number | null>(data.sessionId);
  const session = experience.sessions.find((candidate) => candidate.id === sessionId) ?? null;
  const limit = session ? orderLimit(session) : 0;
  const [quantities, setQuantities] = useState<Quantities>(() => {
    const first = experience.ticket_types[0];
    return first && limit > 0 ? { [first.id]: 1 } : {};
  });
  const totals = purchaseTotals(experience.ticket_types, quantities, data.member);
  const count = ticketCount(quantities);
  const sections = { session: useRef<HTMLHeadingElement>(null), tickets: useRef<HTMLHeadingElement>(null) };

  const purchase = usePurchase<PurchaseBody, ExperienceOrderDto, "session" | "tickets">({
    scope: `experience:${experience.slug}`,
    language,
    provider: data.provider.name,
    savedCards: data.savedCards,
    contact: data.contact,
    send: async (body, key) => (await api.purchase(experience.slug, body, key)).order,
    authenticate: async (code, email, answer) => (await api.authenticate(code, email, answer)).order,
    outcomeOf: (order) =>
      order.status === "paid" ? "paid" : order.status === "awaiting_authentication" ? "authenticate" : "other",
    referenceOf: (order) => order.code,
    clientSecretOf: (order) => order.payment?.client_secret ?? null,
    onPaid: (order, email) => {
      rememberOrderEmail(order.code, email);
      navigate(thanksPath(language, order.code), { state: { order, email } });
    },
    failureAt: ({ code }) =>
      code && SESSION_CODES.has(code) ? "session" : code && TICKET_CODES.has(code) ? "tickets" : "payment",
    sections,
    checkBeforeContact: () => {
      if (!session || limit === 0) return { where: "session", message: t("experiences.buy.chooseSession") };
      if (count === 0) return { where: "tickets", message: t("experiences.buy.noTickets") };
      return null;
    },
    // The checks before the contact's made sure of the session.
    build: (contact, card) => ({ ...purchaseRequest(session!.id, quantities, contact), payment: card }),
    // A reload while the payment was being checked: the page shows the purchase being checked.
    onRestore: (body) => {
      setSessionId(body.session_id);
      setQuantities(Object.fromEntries(body.tickets.map((line) => [line.ticket_type_id, line.quantity])));
    },
    messages: { generic: t("experiences.buy.genericError"), authRejected: t("experiences.buy.authRejected") },
  });
  const { id, locked } = purchase;

  const chooseSession = (next: number) => {
    setSessionId(next);
    const chosen = experience.sessions.find((candidate) => candidate.id === next);
    if (chosen) setQuantities((current) => fitQuantities(current, orderLimit(chosen)));
    purchase.clearProblem("session");
  };

  const ticketsProblem = purchase.problemAt("tickets");
  // Money in the experience's currency unless a price says otherwise.
  const money = (amount: number, currency = totals.total.currency) => formatMoney(amount, currency, language, country);
  const detailHref = experiencePath(language, experience.slug);
  const onSale = experience.sessions.some((candidate) => candidate.state === "on_sale" && candidate.available > 0);

  return (
    <Container className="max-w-5xl pt-3 pb-16 sm:pt-6">
      <Link
        to={detailHref}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("experiences.buy.back")}
      </Link>
      <header className="mt-2 flex items-center gap-4">
        <div className="relative h-18 w-24 shrink-0 overflow-hidden rounded-md sm:h-24 sm:w-32">
          <ExperienceArt
            id={experience.id}
            category={experience.category}
            className="absolute inset-0"
            iconClassName="size-8"
          />
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">{t("experiences.buy.eyebrow")}</p>
          <h1 className="text-xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">
            {experience.title}
          </h1>
          <p className="mt-0.5 text-sm text-neutral-600">
            {experience.venue_name} · {experience.city.name}
          </p>
        </div>
      </header>

      {!onSale ? (
        <p role="status" className="mt-8 rounded-md bg-neutral-50 p-6 text-neutral-800">
          {t("experiences.detail.noSessions")}
        </p>
      ) : (
        <PurchaseShell
          purchase={purchase}
          copy={{
            paymentTitle: t("experiences.buy.paymentTitle"),
            summaryTitle: t("experiences.buy.summary"),
            submit: t("experiences.buy.submit", { total: money(totals.total.amount) }),
            pending: t("experiences.buy.pending"),
            bankText: t("experiences.buy.bankText"),
          }}
          beforeContact={
            <>
              <Sessions
                sessions={experience.sessions}
                language={language}
                country={country}
                selected={sessionId}
                onSelect={chooseSession}
                headingRef={sections.session}
                error={purchase.problemAt("session")}
                disabled={purchase.doubt !== null}
              />
              <section aria-labelledby={`${id}-tickets`} className="rounded-md border border-neutral-200 p-5">
                <h2
                  id={`${id}-tickets`}
                  ref={sections.tickets}
                  tabIndex={-1}
                  className="text-lg font-bold text-neutral-900 focus:outline-none"
                >
                  {t("experiences.buy.ticketsTitle")}
                </h2>
                <p id={`${id}-limit`} className="mt-1 text-sm text-neutral-600">
                  {t("experiences.buy.limit", { count: limit })}
                </p>
                {ticketsProblem !== null && <PurchaseAlert className="mt-3">{ticketsProblem}</PurchaseAlert>}
                <ul className="mt-3 divide-y divide-neutral-200">
                  {experience.ticket_types.map((ticket) => {
                    const quantity = quantities[ticket.id] ?? 0;
                    const room = count < limit;
                    return (
                      <li key={ticket.id} className="flex items-center justify-between gap-4 py-3">
                        <div>
                          <p className="font-semibold text-neutral-900" id={`${id}-ticket-${ticket.id}`}>
                            {ticket.name}
                          </p>
                          <p className="text-sm text-neutral-700">
                            {money(ticket.price.amount, ticket.price.currency)}
                            {ticket.member_price && (
                              <span className="block font-semibold text-accent-700 sm:ml-2 sm:inline">
                                {t("experiences.detail.memberPrice")}:{" "}
                                {money(ticket.member_price.amount, ticket.member_price.currency)}
                              </span>
                            )}
                          </p>
                        </div>
                        <fieldset className="flex items-center gap-1" aria-describedby={`${id}-limit`}>
                          <legend className="sr-only">{t("experiences.buy.quantityOf", { name: ticket.name })}</legend>
                          <StepButton
                            label={t("experiences.buy.decrease", { name: ticket.name })}
                            disabled={locked || quantity === 0}
                            onClick={() => setQuantities((current) => stepQuantity(current, ticket.id, -1, limit))}
                          >
                            <Minus aria-hidden="true" className="size-4" />
                          </StepButton>
                          <output
                            aria-live="polite"
                            className="w-8 text-center text-lg font-semibold text-neutral-900 tabular-nums"
                            data-testid={`quantity-${ticket.code}`}
                          >
                            {quantity}
                          </output>
                          <StepButton
                            label={t("experiences.buy.increase", { name: ticket.name })}
                            disabled={locked || !room}
                            onClick={() => {
                              setQuantities((current) => stepQuantity(current, ticket.id, 1, limit));
                              purchase.clearProblem("tickets");
                            }}
                          >
                            <Plus aria-hidden="true" className="size-4" />
                          </StepButton>
                        </fieldset>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </>
          }
          summary={
            <>
              {session && (
                <p className="mt-1 text-sm text-neutral-700 first-letter:uppercase">
                  {formatDay(session.local_date, language, country)}, {formatWallTime(session.local_time, language)}
                </p>
              )}
              <dl className="mt-4 space-y-2 text-sm" aria-live="polite">
                {totals.lines.map((line) => (
                  <div key={line.ticketType.id} className="flex justify-between gap-4 text-neutral-800">
                    <dt>
                      {line.ticketType.name} × {line.quantity}
                    </dt>
                    <dd>{money(line.total.amount)}</dd>
                  </div>
                ))}
                {totals.discount.amount > 0 && (
                  <div className="flex justify-between gap-4 font-semibold text-accent-700">
                    <dt>{t("experiences.buy.memberDiscount")}</dt>
                    <dd>−{money(totals.discount.amount)}</dd>
                  </div>
                )}
                <div className="flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-3">
                  <dt className="font-semibold text-neutral-900">{t("experiences.buy.total")}</dt>
                  <dd className="text-xl font-bold text-neutral-900" data-testid="buy-total">
                    {money(totals.total.amount)}
                  </dd>
                </div>
              </dl>
            </>
          }
          summaryFooter={<p className="mt-3 text-xs text-neutral-600">{experience.cancellation_policy}</p>}
        />
      )}
    </Container>
  );
}
