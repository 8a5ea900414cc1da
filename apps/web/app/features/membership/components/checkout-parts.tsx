import { COUNTRIES, formatDate, formatMoney } from "@sobremesa/contracts";
import { CircleAlert, Gift, LoaderCircle, Lock, LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { searchOpeningSignIn } from "#app/features/sign-in/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { CheckoutData } from "../membership-data";

export const CHECKOUT_ERROR_ID = "checkout-error";

/** The server's answer next to the form; focus moves to it so a screen reader hears it at once. */
export function CheckoutError({ message }: { message: string | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      id={CHECKOUT_ERROR_ID}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-sm border border-accent-300 bg-accent-50 p-4 text-accent-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold text-neutral-900">{t("membership.checkout.errorTitle")}</p>
        <p className="mt-0.5">{message}</p>
      </div>
    </div>
  );
}

/** What the visitor agrees to (trial conversion date, the 5-day notice, the terms) and the one submit button. */
export function ConsentAndSubmit({ data, pending }: { data: CheckoutData; pending: boolean }) {
  const { t } = useTranslation();
  const price = formatMoney(data.plan.price.amount, data.plan.price.currency, data.language, data.country);
  const date = formatDate(data.trial.endsAt, COUNTRIES[data.country].timeZone, data.language);
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">
        {data.trial.applies
          ? t("membership.checkout.consentTrial", { date, price })
          : t("membership.checkout.consentNoTrial", { price })}{" "}
        {t("membership.checkout.termsBefore")}{" "}
        <Link to={data.paths.terms} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("membership.checkout.termsLink")}
        </Link>
        .
      </p>
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-600 active:bg-brand-700 aria-disabled:cursor-progress aria-disabled:bg-brand-600"
      >
        {pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {t("membership.checkout.pending")}
          </>
        ) : data.trial.applies ? (
          t("membership.checkout.submitTrial", { count: data.plan.trialDays })
        ) : (
          t("membership.checkout.submitPay", { price })
        )}
      </button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-neutral-600">
        <Lock aria-hidden="true" className="size-3.5" />
        {t("membership.checkout.secure")}
      </p>
    </div>
  );
}

/** The plan, its trial and what is paid today and later. */
export function PlanSummary({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  const { plan, language, country } = data;
  const price = formatMoney(plan.price.amount, plan.price.currency, language, country);
  const free = formatMoney(0, plan.price.currency, language, country);
  return (
    <section aria-labelledby="summary-title" className="rounded-md bg-white p-5 shadow-card sm:p-6">
      <h2 id="summary-title" className="text-sm font-semibold text-neutral-600">
        {t("membership.checkout.summaryTitle")}
      </h2>
      <p className="mt-1 text-xl font-bold tracking-tight text-neutral-900">{plan.name}</p>
      <p className="text-neutral-700">
        {t("membership.checkout.perMonth", { price: `${price} ${plan.price.currency}` })}
      </p>
      <p className="mt-3 text-sm text-neutral-700">
        {t("membership.checkout.discount", { percent: plan.discountPercent })}
      </p>
      {data.trial.applies && (
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
          <Gift aria-hidden="true" className="size-4" />
          {t("membership.checkout.trial", { count: plan.trialDays })}
        </p>
      )}
      <dl className="mt-4 space-y-2 border-t border-neutral-200 pt-4">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-neutral-900">{t("membership.checkout.todayLabel")}</dt>
          <dd className="text-xl font-bold text-neutral-900" data-testid="pay-today">
            {data.trial.applies ? free : price}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-sm text-neutral-700">
          <dt>
            {t("membership.checkout.thenLabel", {
              date: formatDate(
                data.trial.applies ? data.trial.endsAt : data.firstCharge.at,
                COUNTRIES[country].timeZone,
                language,
              ),
            })}
          </dt>
          <dd>{t("membership.checkout.perMonth", { price })}</dd>
        </div>
      </dl>
      {!data.trial.applies && data.plan.trialDays > 0 && data.email && (
        <p className="mt-3 text-sm text-neutral-600">{t("membership.checkout.noTrial")}</p>
      )}
    </section>
  );
}

/** Signed out: one clear way on, the side panel opened on this page with the way back here. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="sign-in-title" className="rounded-md bg-white p-6 shadow-card sm:p-8">
      <LogIn aria-hidden="true" className="size-7 text-brand-600" />
      <h2 id="sign-in-title" className="mt-3 text-xl font-bold tracking-tight text-neutral-900">
        {t("membership.checkout.signIn.title")}
      </h2>
      <p className="mt-2 text-neutral-700">{t("membership.checkout.signIn.text")}</p>
      <ButtonLink
        to={{ pathname, search: searchOpeningSignIn(pathname, search) }}
        preventScrollReset
        size="lg"
        className="mt-5 w-full sm:w-auto"
      >
        {t("membership.checkout.signIn.cta")}
      </ButtonLink>
    </section>
  );
}
