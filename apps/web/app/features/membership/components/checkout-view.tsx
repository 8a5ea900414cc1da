import { ArrowLeft, LoaderCircle } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { CheckoutData } from "../membership-data";
import { PlanSummary, SignInPrompt } from "./checkout-parts";
import { MembershipFrame } from "./membership-frame";
import { SandboxCardForm } from "./sandbox-card-form";

// Stripe.js and its React bindings only load for the Stripe provider, never with the sandbox.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

/**
 * /{plan}/checkout/: the plan summary (what is paid today and when the first charge comes) beside
 * the way to pay: a sign-in prompt for signed-out visitors, else the provider's card form.
 */
export function CheckoutView({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  return (
    <MembershipFrame language={data.language} width="wide">
      <Link
        to={`${data.paths.landing}?country=${data.country}`}
        className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-sm px-1 text-sm font-semibold text-neutral-700 hover:text-neutral-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("membership.checkout.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-4xl">
        {t("membership.checkout.heading", { plan: data.plan.name })}
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="md:order-2 md:sticky md:top-6">
          <PlanSummary data={data} />
        </div>
        <div className="min-w-0 md:order-1">
          {data.email === null ? (
            <SignInPrompt />
          ) : (
            <div className="rounded-md bg-white p-5 shadow-card sm:p-8">
              <p className="mb-5 text-sm text-neutral-600">
                {t("membership.checkout.payingAs", { email: data.email })}
              </p>
              {data.provider.name === "stripe" ? (
                <Suspense
                  fallback={
                    <p role="status" className="flex min-h-64 items-center justify-center gap-2 text-neutral-600">
                      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
                      {t("membership.checkout.stripe.loading")}
                    </p>
                  }
                >
                  <StripeCardForm data={data} />
                </Suspense>
              ) : (
                <SandboxCardForm data={data} />
              )}
            </div>
          )}
        </div>
      </div>
    </MembershipFrame>
  );
}
