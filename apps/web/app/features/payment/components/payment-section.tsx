import type { Language } from "@sobremesa/contracts";
import { Lock } from "lucide-react";
import { lazy, type RefObject, Suspense } from "react";
import type { CardError, CardField } from "#app/features/membership/index.ts";
import { type CardValues, SandboxCardFields, TestModeNote } from "#app/features/membership/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { NEW_CARD, SavedCards } from "./saved-cards";
import type { StripeCardApi } from "./stripe-new-card";

const StripeNewCard = lazy(() => import("./stripe-new-card"));

type SavedCard = Parameters<typeof SavedCards>[0]["cards"][number];

/**
 * The payment step of a one-off purchase (tickets, store orders): a saved card, or a new one typed
 * into the sandbox's fields or Stripe's, which waits for the buyer's e-mail (Stripe ties the card
 * to it). `locked` while a payment's outcome is unknown: the card shown is the one being checked and
 * cannot change (another card would be a new purchase); Stripe's frame stays (its bank step may follow)
 * but takes no input.
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
  locked?: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const disabled = props.pending || Boolean(props.locked);
  return (
    <section aria-labelledby={`${props.id}-payment`} className="space-y-4 rounded-md border border-neutral-200 p-5">
      <h2 id={`${props.id}-payment`} className="text-lg font-bold text-neutral-900">
        {props.title}
      </h2>
      {props.locked && (
        <p className="flex gap-2 rounded-sm bg-neutral-50 p-3 text-sm text-neutral-800" data-testid="payment-locked">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-600" />
          {t("payment.doubt.locked")}
        </p>
      )}
      {props.savedCards.length > 0 && (
        <SavedCards
          cards={props.savedCards}
          value={props.method}
          onChange={props.onMethod}
          disabled={disabled}
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
              disabled={disabled}
              language={props.language}
            />
            <TestModeNote />
          </>
        ) : props.stripeEmail ? (
          <div inert={props.locked || undefined} className={props.locked ? "opacity-60" : undefined}>
            <Suspense fallback={<div className="min-h-56" />}>
              <StripeNewCard
                key={props.stripeEmail}
                email={props.stripeEmail}
                language={props.language}
                onReady={props.onStripeReady}
              />
            </Suspense>
          </div>
        ) : (
          <p className="text-sm text-neutral-700">{t("experiences.buy.emailFirst")}</p>
        ))}
    </section>
  );
}
