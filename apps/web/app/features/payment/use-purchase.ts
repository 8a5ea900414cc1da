import type { Language, PaymentMethodDto } from "@sobremesa/contracts";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { BankAnswer, CardPaymentPart, PaymentBody } from "./card-payment";
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  checkContact,
  contactFields,
} from "./purchase-contact";
import { type OrderStep, useCardPayment } from "./use-card-payment";

/** Where an order answer leaves the purchase: paid, waiting for the bank's step, or neither. */
export type PurchaseOutcome = "paid" | "authenticate" | "other";

/** A problem shown in one of the view's sections, or beside the pay button ("payment"). */
export interface PurchaseProblem<Where extends string> {
  where: Where | "payment";
  message: string;
}

/**
 * What one of the view's own checks found: a problem to show, "focused" when the view already showed
 * its fields' errors and moved focus to the first one, or null when all is well.
 */
export type PurchaseCheck<Where extends string> = PurchaseProblem<Where> | "focused" | null;

export interface PurchaseOptions<Body extends PaymentBody & { contact: ContactValues }, Order, Where extends string> {
  /** What a doubtful request is kept under in the tab: `experience:{slug}`, `store:{slug}`. */
  scope: string;
  language: Language;
  provider: "sandbox" | "stripe";
  savedCards: readonly PaymentMethodDto[];
  /** The contact the page opens with (the account's, when signed in). */
  contact: ContactValues;
  /** Sends the order under its Idempotency-Key. */
  send: (body: Body, key: string) => Promise<Order>;
  /** The bank's step of an order (its code or number): the sandbox's answer, or none after Stripe.js. */
  authenticate: (reference: string, email: string, answer: BankAnswer | undefined) => Promise<Order>;
  /** Where the order answer leaves the purchase; `afterBank` when it answers the bank's step. */
  outcomeOf: (order: Order, afterBank: boolean) => PurchaseOutcome;
  referenceOf: (order: Order) => string;
  clientSecretOf: (order: Order) => string | null;
  /** The order is paid: the view moves on (its thank-you or order page). */
  onPaid: (order: Order, email: string) => void;
  /** The section a final failure belongs to, by the server's code (it may also refresh what it is about). */
  failureAt: (failure: { code: string | null; message: string | null }) => Where | "payment";
  /** The headings of the view's sections: a problem there takes focus. */
  sections: Record<Where, RefObject<HTMLElement | null>>;
  /** The view's checks before the contact's (what is being bought) and after it (delivery). */
  checkBeforeContact?: () => PurchaseCheck<Where>;
  checkAfterContact?: () => PurchaseCheck<Where>;
  /** The request body of a new submission, the card part included. */
  build: (contact: ContactValues, card: CardPaymentPart) => Body;
  /** A reload found a doubtful request: the view shows its part of the purchase it holds. */
  onRestore: (body: Body) => void;
  messages: { generic: string; authRejected: string };
}

const STEP_OF_OUTCOME: Record<PurchaseOutcome, OrderStep> = {
  paid: "done",
  authenticate: "authenticate",
  other: "other",
};

/**
 * The state of one purchase shell (PurchaseShell renders it): the contact, the card (useCardPayment:
 * the Idempotency-Key, the bank's step, the doubt after a lost answer), the problem to show and where,
 * and the submission. The view keeps only what is its own and reads `locked` and `doubt` for it.
 */
export function usePurchase<Body extends PaymentBody & { contact: ContactValues }, Order, Where extends string>(
  options: PurchaseOptions<Body, Order, Where>,
) {
  const { t } = useTranslation();
  const id = useId();
  const [contact, setContact] = useState<ContactValues>(options.contact);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<PurchaseProblem<Where> | null>(null);
  const paymentRef = useRef<HTMLDivElement>(null);
  const contactRefs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    countryCode: useRef<HTMLSelectElement>(null),
    phone: useRef<HTMLInputElement>(null),
  };

  const focus = (element: HTMLElement | null) => {
    element?.focus();
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  const report = (next: PurchaseProblem<Where> | null) => {
    setProblem(next);
    if (!next) return;
    // After the alert renders: the heading of its section (or the payment alert itself) takes focus.
    queueMicrotask(() =>
      focus(next.where === "payment" ? paymentRef.current : (options.sections[next.where as Where].current ?? null)),
    );
  };

  const payment = useCardPayment<Body, Order>({
    scope: options.scope,
    language: options.language,
    provider: options.provider,
    savedCards: options.savedCards,
    initialEmail: checkContact(options.contact).email === undefined ? options.contact.email : null,
    send: options.send,
    authenticate: options.authenticate,
    stepOf: (order, afterBank) => STEP_OF_OUTCOME[options.outcomeOf(order, afterBank)],
    referenceOf: options.referenceOf,
    clientSecretOf: options.clientSecretOf,
    onDone: options.onPaid,
    onFailure: (failure) =>
      report({ where: options.failureAt(failure), message: failure.message ?? options.messages.generic }),
    onDoubt: () => {
      setProblem(null);
      queueMicrotask(() => focus(paymentRef.current));
    },
    // A reload while the payment was being checked: the page shows the purchase being checked.
    onRestore: (body) => {
      setContact({ ...body.contact });
      options.onRestore(body);
    },
    messages: {
      generic: options.messages.generic,
      authRejected: options.messages.authRejected,
      stripeFailed: t("membership.checkout.stripe.failed"),
    },
  });

  /** Shows a view's check result; true when the submission stops there. */
  const stopsAt = (found: PurchaseCheck<Where> | undefined): boolean => {
    if (!found) return false;
    if (found !== "focused") report(found);
    return true;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (payment.busy) return;
    setProblem(null);
    // The outcome of the last purchase is unknown: only that purchase may be sent again, as it was
    // (what it bought may even look short now: the open order holds it).
    if (payment.doubt) return payment.retry();
    if (stopsAt(options.checkBeforeContact?.())) return;
    const foundContact = checkContact(contact);
    setContactErrors(foundContact);
    const firstContact = contactFields.find((field) => foundContact[field]);
    if (firstContact) return focus(contactRefs[firstContact].current);
    if (stopsAt(options.checkAfterContact?.())) return;
    const card = payment.cardPart();
    if (!card) return;
    await payment.pay(options.build(contact, card));
  }

  return {
    id,
    payment,
    provider: options.provider,
    savedCards: options.savedCards,
    language: options.language,
    contact,
    contactErrors,
    contactRefs,
    setContactField(field: ContactField, value: string) {
      setContact((current) => ({ ...current, [field]: value }));
      if (contactErrors[field]) setContactErrors((current) => ({ ...current, [field]: undefined }));
    },
    emailDone(email: string) {
      payment.emailDone(email, !checkContact({ ...contact, email }).email);
    },
    paymentRef,
    /** The problem shown in one section, if any. */
    problemAt: (where: Where | "payment") => (problem?.where === where ? problem.message : null),
    /** The buyer changed what a section's problem was about: it goes. */
    clearProblem(where: Where) {
      if (problem?.where === where) setProblem(null);
    },
    report,
    /** The outcome of the last request is unknown: nothing of the purchase may change. */
    doubt: payment.doubt,
    /** Nothing of the purchase changes while a request is under way or its outcome is being checked. */
    locked: payment.busy || payment.doubt !== null,
    submit,
  };
}

// `never` by default: what every purchase has, whichever sections its view adds.
export type Purchase<Where extends string = never> = ReturnType<typeof usePurchase<never, unknown, Where>>;
