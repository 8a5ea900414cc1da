import { ArrowLeft, CalendarClock, CircleCheckBig, CreditCard, Mail } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { ThanksData } from "../membership-data";
import { useSubscriptionStore } from "../stores/subscription-store";
import { Fact, membershipDate, membershipPrice, NoMembership } from "./membership-details";
import { MembershipFrame } from "./membership-frame";

const BRAND_NAMES: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };

/**
 * The thanks page: the membership as the server now has it (trial end, first charge and its amount,
 * the card), the next steps and the ways on: back to the booking the visitor left to join, else
 * places to explore, and the membership in the user panel. Without a membership, a friendly way back.
 */
export function ThanksView({ data }: { data: ThanksData }) {
  const { t } = useTranslation();
  const reservation = useSubscriptionStore((state) => state.comingFromReservation);
  const { membership, card, language } = data;

  if (!membership)
    return (
      <MembershipFrame language={language}>
        <NoMembership
          heading={t("membership.thanks.none.heading")}
          text={t("membership.thanks.none.text")}
          cta={t("membership.thanks.none.cta")}
          to={data.paths.landing}
        />
      </MembershipFrame>
    );

  const trial = membership.status === "trialing" && membership.trialEndsAt !== null;
  const chargeAt = trial ? membership.trialEndsAt! : membership.currentPeriodEnd;
  const price = membershipPrice(membership, language);
  const date = (iso: string) => membershipDate(iso, membership, language);
  const next = t("membership.thanks.next", { returnObjects: true }) as string[];

  return (
    <MembershipFrame language={language}>
      <section aria-labelledby="thanks-title" className="rounded-md bg-white p-6 shadow-card sm:p-10">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <CircleCheckBig aria-hidden="true" className="size-5" />
          {t("membership.thanks.eyebrow")}
        </p>
        <h1 id="thanks-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-900">
          {t("membership.thanks.heading", { plan: membership.name })}
        </h1>
        <p className="mt-3 text-lg text-neutral-800" data-testid="thanks-trial">
          {trial
            ? t("membership.thanks.trialEnds", { date: date(membership.trialEndsAt!) })
            : t("membership.thanks.chargedToday", { price, date: date(chargeAt) })}
        </p>
        {trial && (
          <p className="mt-1 text-neutral-700">{t("membership.thanks.firstCharge", { price, date: date(chargeAt) })}</p>
        )}

        <dl className="mt-6 divide-y divide-neutral-200 border-y border-neutral-200">
          <Fact label={t("membership.thanks.planLabel")}>{membership.name}</Fact>
          {trial && <Fact label={t("membership.thanks.trialLabel")}>{date(membership.trialEndsAt!)}</Fact>}
          <Fact label={trial ? t("membership.thanks.chargeLabel") : t("membership.thanks.nextChargeLabel")}>
            {price} · {date(chargeAt)}
          </Fact>
          {card && (
            <Fact label={t("membership.thanks.cardLabel")}>
              <span className="inline-flex items-center gap-2">
                <CreditCard aria-hidden="true" className="size-4 text-neutral-500" />
                {t("membership.thanks.card", { brand: BRAND_NAMES[card.brand] ?? card.brand, last4: card.last4 })}
              </span>
            </Fact>
          )}
        </dl>
        <p className="mt-4 flex gap-2 text-sm text-neutral-700">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
          {t("membership.thanks.notice")}
        </p>

        <h2 className="mt-8 text-lg font-bold text-neutral-900">{t("membership.thanks.nextTitle")}</h2>
        <ol className="mt-3 space-y-3">
          {next.map((step, index) => (
            <li key={step} className="flex gap-3 text-neutral-800">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {reservation ? (
            <ButtonLink to={reservation} size="lg">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("membership.thanks.backToReservation")}
            </ButtonLink>
          ) : (
            <ButtonLink to={data.paths.explore} size="lg">
              {t("membership.thanks.explore")}
            </ButtonLink>
          )}
          <ButtonLink to={data.paths.panel} variant="secondary" size="lg">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t("membership.thanks.panel")}
          </ButtonLink>
        </div>
      </section>
    </MembershipFrame>
  );
}
