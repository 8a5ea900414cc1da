import type { Language } from "@sobremesa/contracts";
import { FlaskConical } from "lucide-react";
import type { RefObject } from "react";
import { TextField } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { type CardError, type CardField, digitsOf, formatCardNumber, formatExpiry } from "../card-checks";

export type CardValues = Record<CardField, string>;
export const EMPTY_CARD: CardValues = { number: "", expiry: "", cvc: "", name: "" };

const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "approved" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0027 6000 3184", outcome: "authentication" },
] as const;

/**
 * The sandbox provider's card inputs (number, expiry, CVC, cardholder) with their typing help and
 * the test cards' note. Controlled: the form around them (the membership checkout, a ticket
 * purchase) checks them with card-checks and decides what to do with the card.
 */
export function SandboxCardFields({
  values,
  onChange,
  errors,
  refs,
  disabled,
  language,
}: {
  values: CardValues;
  onChange: (field: CardField, value: string) => void;
  errors: Partial<Record<CardField, CardError>>;
  refs: Record<CardField, RefObject<HTMLInputElement | null>>;
  disabled: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const message = (field: CardField) => {
    const error = errors[field];
    return error ? t(`membership.checkout.card.errors.${error}`) : undefined;
  };
  return (
    <>
      <TextField
        label={t("membership.checkout.card.number")}
        value={values.number}
        onValue={(value) => onChange("number", formatCardNumber(value))}
        error={message("number")}
        inputRef={refs.number}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        spellCheck={false}
        disabled={disabled}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t("membership.checkout.card.expiry")}
          value={values.expiry}
          onValue={(value) => onChange("expiry", formatExpiry(value, values.expiry))}
          error={message("expiry")}
          inputRef={refs.expiry}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={language === "es" ? "MM/AA" : "MM/YY"}
          maxLength={5}
          disabled={disabled}
        />
        <TextField
          label={t("membership.checkout.card.cvc")}
          value={values.cvc}
          onValue={(value) => onChange("cvc", digitsOf(value).slice(0, 4))}
          error={message("cvc")}
          inputRef={refs.cvc}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          disabled={disabled}
        />
      </div>
      <TextField
        label={t("membership.checkout.card.name")}
        value={values.name}
        onValue={(value) => onChange("name", value)}
        error={message("name")}
        inputRef={refs.name}
        name="ccname"
        autoComplete="cc-name"
        autoCapitalize="words"
        disabled={disabled}
      />
    </>
  );
}

/** The sandbox's note: which test card does what. */
export function TestModeNote() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t("membership.checkout.testMode.title")}
      className="rounded-sm border border-dashed border-neutral-300 bg-neutral-50 p-4 text-sm text-neutral-700"
    >
      <p className="flex items-center gap-2 font-semibold text-neutral-900">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t("membership.checkout.testMode.title")}
      </p>
      <p className="mt-1">{t("membership.checkout.testMode.text")}</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-semibold text-neutral-900 tabular-nums">{card.number}</span>{" "}
            <span>({t(`membership.checkout.testMode.${card.outcome}`)})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
