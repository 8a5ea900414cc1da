import type { SubscriptionDto } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import { CircleAlert, CreditCard, Info, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { pagePath } from "#app/lib/navigation/paths.ts";
import { formatBillingDate } from "../../membership/membership-format";
import { type MembershipPhase, phaseBadges, summarizeMembership } from "../../membership/membership-status";

const badgeTones = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  solid: "bg-brand-600 text-white ring-brand-600",
  warning: "bg-accent-50 text-accent-800 ring-accent-200",
  muted: "bg-neutral-100 text-neutral-700 ring-neutral-200",
} as const;

export function StatusBadge({ phase }: { phase: MembershipPhase }) {
  const { t } = useTranslation();
  return (
    <span
      data-membership-status={phase}
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset",
        badgeTones[phaseBadges[phase].tone],
      )}
    >
      <span className="sr-only">{t("userPanel.membership.statusLabel")}: </span>
      {t(`userPanel.membership.status.${phase}`)}
    </span>
  );
}

/**
 * The membership at a glance: plan, status, the next date that matters (trial end, next charge,
 * the end of the benefits) and the discounts; the one action each state calls for.
 */
export function MembershipSummary({
  subscription,
  placesDiscount,
  now,
  onUpdateCard,
  onCancel,
}: {
  subscription: SubscriptionDto;
  placesDiscount: number | null;
  now: Date;
  onUpdateCard: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = summarizeMembership(subscription, now);
  const currency = subscription.price.currency;
  const date = (iso: string) => formatBillingDate(iso, language, currency);
  const money = (amount: number) => formatMoney(amount, currency, language);
  const facts: { term: string; value: ReactNode }[] = [];

  if (summary.phase === "trial" && summary.nextChargeAt) {
    facts.push({ term: t("userPanel.membership.facts.trialUntil"), value: date(summary.nextChargeAt) });
  }
  if (summary.nextChargeAt && summary.nextChargeAmount !== null) {
    facts.push({
      term: t(
        summary.phase === "trial" ? "userPanel.membership.facts.firstCharge" : "userPanel.membership.facts.nextCharge",
      ),
      value: t("userPanel.membership.facts.chargeOn", {
        amount: money(summary.nextChargeAmount),
        date: date(summary.nextChargeAt),
      }),
    });
  }
  if (summary.phase === "cancelled" && summary.benefitsUntil) {
    facts.push({ term: t("userPanel.membership.facts.benefitsUntil"), value: date(summary.benefitsUntil) });
  }
  if (summary.phase === "ended" && summary.benefitsUntil) {
    facts.push({ term: t("userPanel.membership.facts.endedOn"), value: date(summary.benefitsUntil) });
  }
  if (placesDiscount && summary.phase !== "ended") {
    facts.push({
      term: t("userPanel.membership.facts.placesDiscount"),
      value: t("userPanel.membership.facts.percent", { percent: placesDiscount }),
    });
  }
  if (subscription.discount_percent && summary.phase !== "ended") {
    facts.push({
      term: t("userPanel.membership.facts.membershipDiscount"),
      value: t("userPanel.membership.facts.percent", { percent: subscription.discount_percent }),
    });
  }
  facts.push({ term: t("userPanel.membership.facts.memberSince"), value: date(subscription.created_at) });

  let notice: { tone: "warning" | "info"; text: string } | null = null;
  if (summary.phase === "past_due") {
    notice = {
      tone: "warning",
      text: summary.retryUntil
        ? t("userPanel.membership.notices.pastDue", { date: date(summary.retryUntil) })
        : t("userPanel.membership.notices.pastDueNoDate"),
    };
  } else if (summary.phase === "incomplete") {
    notice = { tone: "warning", text: t("userPanel.membership.notices.incomplete") };
  } else if (summary.phase === "cancelled" && summary.benefitsUntil) {
    notice = { tone: "info", text: t("userPanel.membership.notices.cancelled", { date: date(summary.benefitsUntil) }) };
  } else if (summary.phase === "ended" && summary.benefitsUntil) {
    notice = { tone: "info", text: t("userPanel.membership.notices.ended", { date: date(summary.benefitsUntil) }) };
  }

  return (
    <div data-membership-summary className="overflow-hidden rounded-md border border-neutral-200 bg-white shadow-card">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 bg-brand-50 px-5 py-5 sm:px-6">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-card"
        >
          <Sparkles className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-xl font-bold text-neutral-900">{subscription.plan.name}</h3>
          <p className="text-sm text-neutral-700">{money(subscription.price.amount)}</p>
        </div>
        <StatusBadge phase={summary.phase} />
      </div>

      <div className="px-5 py-5 sm:px-6">
        {notice && (
          <p
            className={cx(
              "mb-5 flex items-start gap-2.5 rounded-sm border px-3 py-3 text-sm font-medium",
              notice.tone === "warning"
                ? "border-accent-200 bg-accent-50 text-accent-800"
                : "border-neutral-200 bg-neutral-50 text-neutral-800",
            )}
          >
            {notice.tone === "warning" ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {notice.text}
          </p>
        )}

        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-sm text-neutral-600">{fact.term}</dt>
              <dd className="mt-0.5 font-semibold text-neutral-900">{fact.value}</dd>
            </div>
          ))}
        </dl>

        {(summary.needsCard || summary.canCancel || summary.phase === "ended") && (
          <div className="mt-6 flex flex-col gap-2 border-t border-neutral-200 pt-5 sm:flex-row sm:flex-wrap">
            {summary.needsCard && (
              <Button aria-haspopup="dialog" onClick={onUpdateCard}>
                <CreditCard aria-hidden="true" className="size-4" />
                {t("userPanel.membership.updateCard")}
              </Button>
            )}
            {summary.phase === "ended" && (
              <ButtonLink to={pagePath("plus", language)}>{t("userPanel.membership.rejoin")}</ButtonLink>
            )}
            {summary.canCancel && (
              <Button variant="secondary" aria-haspopup="dialog" onClick={onCancel}>
                {t("userPanel.membership.cancel")}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
