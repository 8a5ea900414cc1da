import type { Language } from "@sobremesa/contracts";
import { lazy, type RefObject, Suspense } from "react";
import { useTranslation } from "../../../i18n/react-i18n";
import type { CardError, CardField } from "../../membership/card-checks";
import { type CardValues, SandboxCardFields, TestModeNote } from "../../membership/components/sandbox-card-fields";
import { NEW_CARD, SavedCards } from "./saved-cards";
import type { StripeCardApi } from "./stripe-new-card";

const StripeNewCard = lazy(() => import("./stripe-new-card"));

type SavedCard = Parameters<typeof SavedCards>[0]["cards"][number];

/**
 * The payment step of a one-off purchase (tickets, store orders): a saved card, or a new one typed
 * into the sandbox's fields or Stripe's, which waits for the buyer's e-mail (Stripe ties the card
 * to it).
 */
export function PaymentSection(props: {
  id: string;
  title: string;
  savedCards: SavedCard[];
  method: string;
  onMethod: (method: string) => void;
  provider: "sandbox" | "stripe";
  card: CardValues;
  onCard: (field: CardField, value: string) => void;
  cardErrors: Partial<Record<CardField, CardError>>;
  cardRefs: Record<CardField, RefObject<HTMLInputElement | null>>;
  stripeEmail: string | null;
  onStripeReady: (ready: StripeCardApi | null) => void;
  pending: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${props.id}-payment`} className="space-y-4 rounded-md border border-neutral-200 p-5">
      <h2 id={`${props.id}-payment`} className="text-lg font-bold text-neutral-900">
        {props.title}
      </h2>
      {props.savedCards.length > 0 && (
        <SavedCards
          cards={props.savedCards}
          value={props.method}
          onChange={props.onMethod}
          disabled={props.pending}
          name={`${props.id}-method`}
        />
      )}
      {props.method === NEW_CARD &&
        (props.provider === "sandbox" ? (
          <>
            <SandboxCardFields
              values={props.card}
              onChange={props.onCard}
              errors={props.cardErrors}
              refs={props.cardRefs}
              disabled={props.pending}
              language={props.language}
            />
            <TestModeNote />
          </>
        ) : props.stripeEmail ? (
          <Suspense fallback={<div className="min-h-56" />}>
            <StripeNewCard
              key={props.stripeEmail}
              email={props.stripeEmail}
              language={props.language}
              onReady={props.onStripeReady}
            />
          </Suspense>
        ) : (
          <p className="text-sm text-neutral-700">{t("experiences.buy.emailFirst")}</p>
        ))}
    </section>
  );
}
