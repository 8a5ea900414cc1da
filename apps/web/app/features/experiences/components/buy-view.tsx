import type { ExperienceOrderDto, PurchaseBody } from "@sobremesa/contracts";
import { formatMoney, formatWallTime } from "@sobremesa/contracts";
import { ArrowLeft, LoaderCircle, Lock, Minus, Plus } from "lucide-react";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Container } from "../../../components/ui/container";
import { useTranslation } from "../../../i18n/react-i18n";
import { BankConfirmationDialog } from "../../membership/components/bank-confirmation-dialog";
import { ContactSection } from "../../payment/components/contact-section";
import { PaymentSection } from "../../payment/components/payment-section";
import { PurchaseAlert } from "../../payment/components/purchase-alert";
import { StepButton } from "../../payment/components/step-button";
import { useCardPayment } from "../../payment/use-card-payment";
import { formatDay } from "../experience-format";
import { experiencePath, thanksPath } from "../experience-paths";
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  checkContact,
  contactFields,
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

// Stripe.js and its React bindings load only in Stripe mode, never with the sandbox.

type Problem = { where: "session" | "tickets" | "payment"; message: string } | null;

/**
 * The buy page: a session, ticket quantities (steppers within the order's limit) with live totals,
 * the buyer's contact, and the payment (a saved card or a new one: useCardPayment). One
 * Idempotency-Key per attempt: a retry of the same attempt never charges twice, and after a lost
 * answer the page only sends that same purchase again ("check my payment"). The bank's step (3-D
 * Secure) is the sandbox's dialog or Stripe's own page; a paid order goes to the thank-you page.
 */
export function ExperienceBuyView({ data }: { data: ExperienceBuyData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
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

  const [contact, setContact] = useState<ContactValues>(data.contact);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<Problem>(null);

  const refs = {
    session: useRef<HTMLHeadingElement>(null),
    tickets: useRef<HTMLHeadingElement>(null),
    payment: useRef<HTMLDivElement>(null),
    contact: {
      firstName: useRef<HTMLInputElement>(null),
      lastName: useRef<HTMLInputElement>(null),
      email: useRef<HTMLInputElement>(null),
      countryCode: useRef<HTMLSelectElement>(null),
      phone: useRef<HTMLInputElement>(null),
    },
  };

  const focus = (element: HTMLElement | null) => {
    element?.focus();
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  const report = (next: Problem) => {
    setProblem(next);
    if (!next) return;
    // After the alert renders: the heading of its section (or the payment alert itself) takes focus.
    queueMicrotask(() =>
      focus(
        next.where === "payment"
          ? refs.payment.current
          : next.where === "session"
            ? refs.session.current
            : refs.tickets.current,
      ),
    );
  };

  const chooseSession = (next: number) => {
    setSessionId(next);
    const chosen = experience.sessions.find((candidate) => candidate.id === next);
    if (chosen) setQuantities((current) => fitQuantities(current, orderLimit(chosen)));
    if (problem?.where === "session") setProblem(null);
  };

  const finish = (order: ExperienceOrderDto, email: string) => {
    rememberOrderEmail(order.code, email);
    navigate(thanksPath(language, order.code), {
      state: { order, email, durationMinutes: experience.duration_minutes },
    });
  };

  const payment = useCardPayment<PurchaseBody, ExperienceOrderDto>({
    scope: `experience:${experience.slug}`,
    language,
    provider: data.provider.name,
    savedCards: data.savedCards,
    initialEmail: checkContact(data.contact).email === undefined ? data.contact.email : null,
    send: async (body, key) => (await api.purchase(experience.slug, body, key)).order,
    authenticate: async (code, email, answer) => (await api.authenticate(code, email, answer)).order,
    stepOf: (order) =>
      order.status === "paid" ? "done" : order.status === "awaiting_authentication" ? "authenticate" : "other",
    referenceOf: (order) => order.code,
    clientSecretOf: (order) => order.payment?.client_secret ?? null,
    onDone: finish,
    onFailure: (failure) => {
      const message = failure.message ?? t("experiences.buy.genericError");
      const where =
        failure.code && SESSION_CODES.has(failure.code)
          ? "session"
          : failure.code && TICKET_CODES.has(failure.code)
            ? "tickets"
            : "payment";
      report({ where, message });
    },
    onDoubt: () => {
      setProblem(null);
      queueMicrotask(() => focus(refs.payment.current));
    },
    // A reload while the payment was being checked: the page shows the purchase being checked.
    onRestore: (body) => {
      setSessionId(body.session_id);
      setQuantities(Object.fromEntries(body.tickets.map((line) => [line.ticket_type_id, line.quantity])));
      setContact({ ...body.contact });
    },
    messages: {
      generic: t("experiences.buy.genericError"),
      authRejected: t("experiences.buy.authRejected"),
      stripeFailed: t("membership.checkout.stripe.failed"),
    },
  });
  // Nothing of the purchase changes while a request is under way or its outcome is being checked.
  const locked = payment.busy || payment.doubt !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (payment.busy) return;
    setProblem(null);
    // The outcome of the last purchase is unknown: only that purchase may be sent again, as it was.
    if (payment.doubt) return payment.retry();
    if (!session || limit === 0) return report({ where: "session", message: t("experiences.buy.chooseSession") });
    if (count === 0) return report({ where: "tickets", message: t("experiences.buy.noTickets") });
    const foundContact = checkContact(contact);
    setContactErrors(foundContact);
    const firstContact = contactFields.find((field) => foundContact[field]);
    if (firstContact) return focus(refs.contact[firstContact].current);
    const card = payment.cardPart();
    if (!card) return;
    await payment.pay({ ...purchaseRequest(session.id, quantities, contact), payment: card });
  }

  const setContactField = (field: ContactField, value: string) => {
    setContact((current) => ({ ...current, [field]: value }));
    if (contactErrors[field]) setContactErrors((current) => ({ ...current, [field]: undefined }));
  };

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
        <form
          noValidate
          onSubmit={submit}
          className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8"
        >
          <div className="space-y-6">
            <Sessions
              sessions={experience.sessions}
              language={language}
              country={country}
              selected={sessionId}
              onSelect={chooseSession}
              headingRef={refs.session}
              error={problem?.where === "session" ? problem.message : null}
              disabled={payment.doubt !== null}
            />

            <section aria-labelledby={`${id}-tickets`} className="rounded-md border border-neutral-200 p-5">
              <h2
                id={`${id}-tickets`}
                ref={refs.tickets}
                tabIndex={-1}
                className="text-lg font-bold text-neutral-900 focus:outline-none"
              >
                {t("experiences.buy.ticketsTitle")}
              </h2>
              <p id={`${id}-limit`} className="mt-1 text-sm text-neutral-600">
                {t("experiences.buy.limit", { count: limit })}
              </p>
              {problem?.where === "tickets" && <PurchaseAlert className="mt-3">{problem.message}</PurchaseAlert>}
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
                          {formatMoney(ticket.price.amount, ticket.price.currency, language, country)}
                          {ticket.member_price && (
                            <span className="block font-semibold text-accent-700 sm:ml-2 sm:inline">
                              {t("experiences.detail.memberPrice")}:{" "}
                              {formatMoney(ticket.member_price.amount, ticket.member_price.currency, language, country)}
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
                            if (problem?.where === "tickets") setProblem(null);
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

            <ContactSection
              id={id}
              values={contact}
              errors={contactErrors}
              set={setContactField}
              refs={refs.contact}
              disabled={locked}
              onEmailDone={(email) => payment.emailDone(email, !checkContact({ ...contact, email }).email)}
            />

            <PaymentSection
              id={id}
              title={t("experiences.buy.paymentTitle")}
              savedCards={data.savedCards}
              method={payment.method}
              onMethod={payment.chooseMethod}
              provider={data.provider.name}
              card={payment.card}
              onCard={payment.setCardField}
              cardErrors={payment.cardErrors}
              cardRefs={payment.cardRefs}
              stripeEmail={payment.stripeEmail}
              onStripeReady={payment.onStripeReady}
              pending={payment.busy}
              locked={payment.doubt !== null}
              language={language}
            />
          </div>

          <aside className="mt-6 lg:sticky lg:top-6 lg:mt-0">
            <section aria-labelledby={`${id}-summary`} className="rounded-md bg-white p-5 shadow-card">
              <h2 id={`${id}-summary`} className="text-lg font-bold text-neutral-900">
                {t("experiences.buy.summary")}
              </h2>
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
                    <dd>{formatMoney(line.total.amount, line.total.currency, language, country)}</dd>
                  </div>
                ))}
                {totals.discount.amount > 0 && (
                  <div className="flex justify-between gap-4 font-semibold text-accent-700">
                    <dt>{t("experiences.buy.memberDiscount")}</dt>
                    <dd>−{formatMoney(totals.discount.amount, totals.discount.currency, language, country)}</dd>
                  </div>
                )}
                <div className="flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-3">
                  <dt className="font-semibold text-neutral-900">{t("experiences.buy.total")}</dt>
                  <dd className="text-xl font-bold text-neutral-900" data-testid="buy-total">
                    {formatMoney(totals.total.amount, totals.total.currency, language, country)}
                  </dd>
                </div>
              </dl>
              <div ref={refs.payment} tabIndex={-1} className="focus:outline-none">
                {payment.doubt ? (
                  <PurchaseAlert className="mt-4" title={t("payment.doubt.title")}>
                    {payment.doubt.message}
                  </PurchaseAlert>
                ) : (
                  problem?.where === "payment" && <PurchaseAlert className="mt-4">{problem.message}</PurchaseAlert>
                )}
              </div>
              <button
                type="submit"
                aria-disabled={payment.busy || undefined}
                className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-600 active:bg-brand-700 aria-disabled:cursor-progress aria-disabled:bg-brand-600"
              >
                {payment.busy ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    {payment.doubt ? t("payment.doubt.checking") : t("experiences.buy.pending")}
                  </>
                ) : payment.doubt ? (
                  t("payment.doubt.retry")
                ) : (
                  t("experiences.buy.submit", {
                    total: formatMoney(totals.total.amount, totals.total.currency, language, country),
                  })
                )}
              </button>
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-neutral-600">
                <Lock aria-hidden="true" className="size-3.5" />
                {t("membership.checkout.secure")}
              </p>
              <p className="mt-3 text-xs text-neutral-600">{experience.cancellation_policy}</p>
            </section>
          </aside>
          <BankConfirmationDialog
            open={payment.bankOpen}
            onAnswer={payment.answerBank}
            text={t("experiences.buy.bankText")}
          />
        </form>
      )}
    </Container>
  );
}
