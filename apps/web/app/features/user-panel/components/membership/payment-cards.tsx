import type { PaymentMethodDto } from "@sobremesa/contracts";
import { BadgeCheck, CreditCard, LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { FormMessage } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { alerts } from "#app/lib/shell/index.ts";
import { brandName, formatCardExpiry } from "../../membership/membership-format";
import { membershipErrorMessage, membershipsApi } from "../../membership/memberships-api";

/** "Visa terminada en 4242": how a card is named to people and screen readers alike. */
export function useCardName() {
  const { t } = useTranslation();
  return (card: PaymentMethodDto) =>
    t("userPanel.membership.cards.name", { brand: brandName(card.brand), last4: card.last4 });
}

/**
 * The saved cards: brand, last four and expiry, which one is charged (the default), and the ways to
 * change that. Every change goes to the server and then `onChanged` re-reads the panel, so what
 * shows is what the server holds. The server refuses to remove the only card of a live membership;
 * its message is shown as it comes.
 */
export function PaymentCards({
  email,
  cards,
  defaultCard,
  now,
  onAdd,
  onChanged,
}: {
  email: string;
  cards: PaymentMethodDto[];
  defaultCard: string | null;
  now: Date;
  onAdd: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cardName = useCardName();
  const [pending, setPending] = useState<{ id: string; action: "default" | "remove" } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (card: PaymentMethodDto, action: "default" | "remove") => {
    if (pending) return;
    setError(null);
    if (action === "remove") {
      const confirmed = await alerts.questionConfirm(
        t("userPanel.membership.cards.removeConfirm", { card: cardName(card) }),
        {
          language,
          confirmLabel: t("userPanel.membership.cards.removeConfirmButton"),
          cancelLabel: t("userPanel.membership.cards.keep"),
        },
      );
      if (!confirmed) return;
    }
    setPending({ id: card.id, action });
    try {
      const api = membershipsApi(language);
      if (action === "remove") {
        await api.deletePaymentMethod(email, card.id);
        alerts.toast(t("userPanel.membership.cards.removed", { card: cardName(card) }), { language });
      } else {
        await api.updateDefaultPaymentMethod(email, card.id);
        alerts.toast(t("userPanel.membership.cards.defaultChanged", { card: cardName(card) }), { language });
      }
      onChanged();
    } catch (failure) {
      setError(membershipErrorMessage(failure, t("userPanel.membership.genericError")));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="space-y-4">
      <FormMessage error={error} />
      {cards.length === 0 ? (
        <p className="flex items-center gap-3 rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-4 py-5 text-neutral-700">
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          {t("userPanel.membership.cards.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200" data-payment-cards>
          {cards.map((card) => {
            const isDefault = card.id === defaultCard;
            const expired =
              card.exp_year < now.getFullYear() ||
              (card.exp_year === now.getFullYear() && card.exp_month < now.getMonth() + 1);
            const expiry = formatCardExpiry(card.exp_month, card.exp_year);
            const busy = pending?.id === card.id;
            return (
              <li
                key={card.id}
                data-card={card.last4}
                className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-13 shrink-0 items-center justify-center rounded-sm bg-neutral-900 text-[0.625rem] font-bold tracking-wide text-white uppercase"
                  >
                    {card.brand.slice(0, 4)}
                  </span>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-neutral-900">
                      <span>
                        {brandName(card.brand)} <span aria-hidden="true">•••• </span>
                        <span className="sr-only">{t("userPanel.membership.cards.endingIn")} </span>
                        {card.last4}
                      </span>
                      {isDefault && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          <BadgeCheck aria-hidden="true" className="size-3.5" />
                          {t("userPanel.membership.cards.default")}
                        </span>
                      )}
                    </p>
                    <p className={cx("text-sm", expired ? "font-medium text-accent-700" : "text-neutral-600")}>
                      {t(expired ? "userPanel.membership.cards.expired" : "userPanel.membership.cards.expires", {
                        date: expiry,
                      })}
                    </p>
                  </div>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {!isDefault && (
                    <Button
                      variant="secondary"
                      disabled={pending !== null}
                      aria-label={t("userPanel.membership.cards.makeDefaultLabel", { card: cardName(card) })}
                      onClick={() => void run(card, "default")}
                    >
                      {busy && pending?.action === "default" && (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                      )}
                      {t("userPanel.membership.cards.makeDefault")}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    disabled={pending !== null}
                    aria-label={t("userPanel.membership.cards.removeLabel", { card: cardName(card) })}
                    className="text-accent-700"
                    onClick={() => void run(card, "remove")}
                  >
                    {busy && pending?.action === "remove" ? (
                      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                    ) : (
                      <Trash2 aria-hidden="true" className="size-4" />
                    )}
                    {t("userPanel.membership.cards.remove")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {cards.length > 0 && <p className="text-sm text-neutral-600">{t("userPanel.membership.cards.defaultHint")}</p>}
      <Button variant="secondary" aria-haspopup="dialog" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {t("userPanel.membership.cards.add")}
      </Button>
    </div>
  );
}
