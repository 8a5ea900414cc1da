import type { Language, PaymentMethodDto } from "@sobremesa/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type CardError,
  type CardField,
  type CardValues,
  checkCard,
  digitsOf,
  EMPTY_CARD,
  firstInvalid,
  formatCardNumber,
  parseExpiry,
} from "#app/features/membership/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { utilityStore } from "#app/lib/shell/utility-store.ts";
import {
  type BankAnswer,
  type CardPaymentPart,
  createPaymentAttempts,
  type PaymentBody,
  type PaymentRequest,
} from "./card-payment";
import { NEW_CARD } from "./components/saved-cards";
import type { StripeCardApi } from "./components/stripe-new-card";

/** Where an order stands for the page: paid (or otherwise done), waiting for the bank, or neither. */
export type OrderStep = "done" | "authenticate" | "other";

export interface CardPaymentOptions<Body extends PaymentBody, Order> {
  /** What the doubtful request is kept under in the tab: `experience:{slug}`, `store:{slug}`. */
  scope: string;
  language: Language;
  provider: "sandbox" | "stripe";
  savedCards: readonly PaymentMethodDto[];
  /** The buyer's e-mail when the page opens, when it is valid: Stripe's card form waits for one. */
  initialEmail: string | null;
  /** Sends the order under its Idempotency-Key. */
  send: (body: Body, key: string) => Promise<Order>;
  /** The bank's step of an order: the sandbox's answer, or none after Stripe.js asked the bank. */
  authenticate: (reference: string, email: string, answer: BankAnswer | undefined) => Promise<Order>;
  /** The order's step; `afterBank` when it answers the bank's step. */
  stepOf: (order: Order, afterBank: boolean) => OrderStep;
  referenceOf: (order: Order) => string;
  clientSecretOf: (order: Order) => string | null;
  onDone: (order: Order, email: string) => void;
  /** A final failure (the server's code and words, or null), to show where it belongs. */
  onFailure: (failure: { code: string | null; message: string | null }) => void;
  /** A doubt is shown (a lost answer now, or one restored after a reload). */
  onDoubt: () => void;
  /** A reload found a doubtful request: the page shows the purchase it holds. */
  onRestore: (body: Body) => void;
  messages: { generic: string; authRejected: string; stripeFailed: string };
}

/**
 * The card step of a one-off purchase, shared by the ticket purchase and the store checkout: the card
 * choice (a saved card, or a new one in the sandbox's fields or Stripe's), the Idempotency-Key, the
 * bank's step (the sandbox's dialog or Stripe's page) and the doubt after a lost answer (ADR 014).
 *
 * While the doubt stands the page may only send the same request again (`retry`): no new payment
 * method, no new key; the card cannot change (it would be a new purchase). A reload keeps it (the
 * tab's storage). An answer ends it: paid goes on as usual, refused shows why and the next attempt
 * may change anything, still unknown shows the doubt again.
 */
export function useCardPayment<Body extends PaymentBody, Order>(options: CardPaymentOptions<Body, Order>) {
  const { t } = useTranslation();
  const latest = useRef(options);
  latest.current = options;
  const { provider, language } = options;
  const [attempts] = useState(() =>
    createPaymentAttempts<Body>({
      scope: options.scope,
      storage: () => (typeof sessionStorage === "undefined" ? null : sessionStorage),
    }),
  );

  const [method, setMethod] = useState<string>(options.savedCards[0]?.id ?? NEW_CARD);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, CardError>>>({});
  const [busy, setBusyState] = useState(false);
  const busyNow = useRef(false);
  const setBusy = (value: boolean) => {
    busyNow.current = value;
    setBusyState(value);
  };
  const [doubt, setDoubt] = useState(attempts.doubt());
  const [bank, setBank] = useState<{ request: PaymentRequest<Body>; reference: string; email: string } | null>(null);
  const [stripeEmail, setStripeEmail] = useState<string | null>(provider === "stripe" ? options.initialEmail : null);
  const stripeCard = useRef<StripeCardApi | null>(null);
  const onStripeReady = useCallback((ready: StripeCardApi | null) => {
    stripeCard.current = ready;
  }, []);
  const cardRefs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
  };

  // After hydration (the server has no tab storage): a doubt an earlier page of this tab left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens.
  useEffect(() => {
    const restored = attempts.restore();
    if (!restored) return;
    const { body } = restored.request;
    const { paymentMethodId, card: typed } = body.payment;
    if (paymentMethodId && latest.current.savedCards.some((saved) => saved.id === paymentMethodId))
      setMethod(paymentMethodId);
    else setMethod(NEW_CARD);
    if (typed)
      setCard({
        number: formatCardNumber(String(typed.number)),
        expiry: `${String(typed.exp_month).padStart(2, "0")}/${String(typed.exp_year).slice(-2)}`,
        cvc: typed.cvc,
        name: "",
      });
    if (latest.current.provider === "stripe") setStripeEmail(body.contact.email);
    setDoubt(restored);
    latest.current.onRestore(body);
    latest.current.onDoubt();
  }, []);

  const focus = (element: HTMLElement | null) => {
    element?.focus();
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  /** The attempt ended without a payment: say why; the next submission is a new attempt. */
  function end(message: string) {
    attempts.ended();
    setBusy(false);
    latest.current.onFailure({ code: null, message });
  }

  /** One call to the server (the order, or its bank step), and what its answer leads to. */
  async function call(request: PaymentRequest<Body>, email: string): Promise<void> {
    const current = latest.current;
    setBusy(true);
    // After the bank's step the server confirms the payment with the provider, which can take a few
    // seconds: the loading popup says so and keeps the page still until the answer.
    const checking = request.authentication !== undefined;
    if (checking) utilityStore.getState().showLoadingPopup(t("payment.checkingBank"));
    let order: Order;
    try {
      order = request.authentication
        ? await current.authenticate(
            request.authentication.reference,
            email,
            request.authentication.answer ?? undefined,
          )
        : await current.send(request.body, request.key);
    } catch (error) {
      const failure = attempts.failed(request, error, current.language);
      setBusy(false);
      setDoubt(attempts.doubt());
      if (failure.kind === "doubt") latest.current.onDoubt();
      else latest.current.onFailure({ code: failure.code, message: failure.message });
      return;
    } finally {
      if (checking) utilityStore.getState().hideLoadingPopup();
    }
    attempts.answered();
    setDoubt(null);
    const step = current.stepOf(order, request.authentication !== undefined);
    // Paid: the page moves on (the button stays busy until it has).
    if (step === "done") return latest.current.onDone(order, email);
    if (step === "authenticate" && !request.authentication) {
      const reference = current.referenceOf(order);
      const secret = current.clientSecretOf(order);
      if (current.provider === "stripe" && secret && stripeCard.current) {
        let passed: { error: string | null };
        try {
          passed = await stripeCard.current.authenticate(secret);
        } catch {
          passed = { error: current.messages.authRejected };
        }
        if (passed.error) return end(passed.error);
        return call({ ...request, authentication: { reference, answer: null } }, email);
      }
      // The sandbox's bank: its dialog answers (answerBank), the button stays busy meanwhile.
      setBank({ request, reference, email });
      return;
    }
    end(request.authentication ? current.messages.authRejected : current.messages.generic);
  }

  /**
   * The card of a new submission: a saved card, a typed card (sandbox) checked here (the first field
   * with a problem takes focus: null), or a placeholder that Stripe.js replaces in `pay`.
   */
  function cardPart(): CardPaymentPart | null {
    if (method !== NEW_CARD) return { paymentMethodId: method };
    if (provider !== "sandbox") return { paymentMethodId: "" };
    const found = checkCard(card, new Date());
    setCardErrors(found);
    const first = firstInvalid(found);
    if (first) {
      focus(cardRefs[first].current);
      return null;
    }
    const expiry = parseExpiry(card.expiry);
    if (!expiry) {
      focus(cardRefs.expiry.current);
      return null;
    }
    return {
      card: { number: digitsOf(card.number), exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc.trim() },
    };
  }

  /** A new purchase (never while a doubt stands: `retry` then). Stripe.js turns a new card into a payment method first. */
  async function pay(body: Body): Promise<void> {
    if (busyNow.current || attempts.doubt()) return;
    const current = latest.current;
    setBusy(true);
    let sent = body;
    if (method === NEW_CARD && current.provider === "stripe") {
      const failed = (message: string | null | undefined) => {
        setBusy(false);
        latest.current.onFailure({ code: null, message: message || current.messages.generic });
      };
      if (!stripeCard.current) return failed(current.messages.stripeFailed);
      try {
        const confirmed = await stripeCard.current.confirm();
        if ("error" in confirmed) return failed(confirmed.error);
        sent = { ...body, payment: { paymentMethodId: confirmed.paymentMethodId } };
      } catch {
        return failed(null);
      }
    }
    await call(attempts.request(sent), sent.contact.email);
  }

  /** Sends the doubtful request again, exactly as it was, under its key. */
  async function retry(): Promise<void> {
    const current = attempts.doubt();
    if (!current || busyNow.current) return;
    await call(current.request, current.request.body.contact.email);
  }

  async function answerBank(answer: BankAnswer): Promise<void> {
    const waiting = bank;
    setBank(null);
    if (!waiting) return;
    await call({ ...waiting.request, authentication: { reference: waiting.reference, answer } }, waiting.email);
  }

  return {
    method,
    chooseMethod: setMethod,
    card,
    setCardField(field: CardField, value: string) {
      setCard((values) => ({ ...values, [field]: value }));
      if (cardErrors[field]) setCardErrors((errors) => ({ ...errors, [field]: undefined }));
    },
    cardErrors,
    cardRefs,
    stripeEmail,
    /** The buyer left the e-mail field: Stripe's card form opens for a valid address. */
    emailDone(email: string, valid: boolean) {
      if (provider === "stripe" && valid) setStripeEmail(email.trim().toLowerCase());
    },
    onStripeReady,
    /** A request (or the bank's dialog) is under way. */
    busy,
    /** The outcome of the last request is unknown: the words to show, and `retry` is the only way on. */
    doubt: doubt
      ? { message: doubt.message && doubt.language === language ? doubt.message : t("payment.doubt.noAnswer") }
      : null,
    bankOpen: bank !== null,
    answerBank,
    cardPart,
    pay,
    retry,
  };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
