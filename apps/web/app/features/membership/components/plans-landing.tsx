import { formatMoney, membershipCountries } from "@sobremesa/contracts";
import { AlertCircle, Check, ChevronDown, Crown, Gift, RotateCw } from "lucide-react";
import { Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { LandingData, PlanView } from "../membership-data";
import { subscriptionStore } from "../stores/subscription-store";
import { MembershipFrame } from "./membership-frame";
import { LocationPrompt } from "./membership-reminders";

/**
 * /plus/ and /premium-b/: the plans in the visitor's currency (another country's prices one tap
 * away), each with its trial, discount, benefits and the way to its checkout, then the questions
 * people ask before paying. Server-rendered; switching country is a plain link.
 */
export function PlansLanding({ data }: { data: LandingData }) {
  const { t } = useTranslation();
  const copy = data.plan === "premium-b" ? "premiumB" : "plus";
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Another country's prices are on their way: say so instead of showing the old ones as current.
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <MembershipFrame language={data.language} width="wide">
      <header className="max-w-2xl">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent-700">
          <Crown aria-hidden="true" className="size-4" />
          {t("membership.landing.eyebrow")}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-5xl">
          {t(`membership.landing.${copy}.heading`)}
        </h1>
        <p className="mt-4 text-lg text-neutral-700">{t(`membership.landing.${copy}.intro`)}</p>
      </header>

      <LocationPrompt country={data.country} />

      {data.member && (
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-neutral-900">
            {t("membership.landing.memberNote", { plan: data.member.name })}
          </p>
          <Link
            to={data.member.alreadyMemberPath}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("membership.landing.memberCta")}
          </Link>
        </div>
      )}

      <section aria-labelledby="plans-title" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="plans-title" className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
            {t("membership.landing.plansTitle")}
          </h2>
          <CountrySwitch data={data} />
        </div>
        <div aria-busy={busy || undefined} className={cx("mt-5 transition-opacity", busy && "opacity-60")}>
          {data.failed ? (
            <LoadError />
          ) : data.plans.length === 0 ? (
            <p className="rounded-md border border-neutral-200 bg-white p-6 text-neutral-700">
              {t("membership.landing.empty", { country: t(`countries.${data.country}`) })}
            </p>
          ) : (
            <ul
              className={cx(
                "grid gap-4 sm:gap-6",
                data.plans.length === 1 && "max-w-xl",
                data.plans.length > 1 && "md:grid-cols-2",
                data.plans.length > 2 && "lg:grid-cols-3",
              )}
            >
              {data.plans.map((plan) => (
                <li key={plan.code} className="flex min-w-0">
                  <PlanCard plan={plan} data={data} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {data.plan === "premium-b" && (
          <Link
            to={data.language === "es" ? "/plus/" : "/en/plus/"}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            {t("membership.landing.premiumB.allPlans")}
          </Link>
        )}
      </section>

      <Faq />
    </MembershipFrame>
  );
}

function CountrySwitch({ data }: { data: LandingData }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("membership.landing.countryLabel")}>
      <p className="sr-only">{t("membership.landing.pricesFor", { country: t(`countries.${data.country}`) })}</p>
      <ul className="flex rounded-full border border-neutral-300 bg-white p-1">
        {membershipCountries.map((country) => {
          const current = country === data.country;
          return (
            <li key={country}>
              <Link
                to={`?country=${country}`}
                replace
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cx(
                  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold sm:px-4",
                  current ? "bg-neutral-900 text-white" : "text-neutral-700 hover:bg-neutral-100",
                )}
              >
                {t(`countries.${country}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PlanCard({ plan, data }: { plan: PlanView; data: LandingData }) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.code}`;
  const checkout = `${plan.checkoutPath}?country=${data.country}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        "relative flex w-full flex-col rounded-md bg-white p-6 shadow-card sm:p-8",
        plan.recommended ? "ring-2 ring-brand-500" : "ring-1 ring-neutral-200",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-bold tracking-tight text-neutral-900">
          {plan.name}
        </h3>
        {plan.recommended && (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
            {t("membership.landing.recommended")}
          </span>
        )}
      </div>
      <p className="mt-2 text-neutral-700">{plan.description}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-neutral-900">
          {formatMoney(plan.price.amount, plan.price.currency, data.language, data.country)}
        </span>
        <span className="text-neutral-600">
          {plan.price.currency} {t("membership.landing.perMonth")}
        </span>
      </p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold">
        {plan.trialDays > 0 && (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-accent-800">
            <Gift aria-hidden="true" className="size-4" />
            {t("membership.landing.trial", { count: plan.trialDays })}
          </li>
        )}
        <li className="inline-flex items-center rounded-full bg-neutral-100 px-3 py-1 text-neutral-800">
          {t("membership.landing.discount", { percent: plan.discountPercent })}
        </li>
      </ul>
      {plan.benefits.length > 0 && (
        <ul aria-label={t("membership.landing.benefitsLabel", { plan: plan.name })} className="mt-5 space-y-3">
          {plan.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-neutral-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        {data.member ? (
          <ButtonLink
            to={data.member.alreadyMemberPath}
            variant="secondary"
            size="lg"
            className="w-full text-center whitespace-normal"
          >
            {t("membership.landing.memberCta")}
          </ButtonLink>
        ) : (
          <ButtonLink
            to={checkout}
            size="lg"
            variant={plan.recommended ? "primary" : "secondary"}
            className="w-full py-2 text-center whitespace-normal"
            onClick={() => subscriptionStore.getState().setSelectedPlan(plan.code)}
          >
            {plan.trialDays > 0
              ? t("membership.landing.cta", { plan: plan.name })
              : t("membership.landing.ctaNoTrial", { plan: plan.name })}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

function LoadError() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-md border border-accent-200 bg-accent-50 p-6">
      <p className="flex items-start gap-2 text-neutral-900">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        {t("membership.landing.error")}
      </p>
      <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
        <RotateCw aria-hidden="true" className={cx("size-4", revalidator.state !== "idle" && "animate-spin")} />
        {t("membership.landing.retry")}
      </Button>
    </div>
  );
}

function Faq() {
  const { t } = useTranslation();
  const items = t("membership.landing.faq.items", { returnObjects: true }) as { q: string; a: string }[];
  return (
    <section aria-labelledby="faq-title" className="mt-14 max-w-3xl">
      <h2 id="faq-title" className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
        {t("membership.landing.faq.title")}
      </h2>
      <div className="mt-4 divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
        {items.map((item) => (
          <details key={item.q} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-neutral-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-neutral-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
