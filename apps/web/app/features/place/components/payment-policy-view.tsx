import { formatMoney } from "@sobremesa/contracts";
import { ArrowLeft, CalendarX, Crown, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Wordmark } from "#app/components/ui/wordmark.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { homePath } from "#app/lib/navigation/paths.ts";
import type { PlacePageData } from "../place-data";

/**
 * The payment and cancellation policy of a place (no header or footer): free changes and
 * cancellation until N hours before, the deposit per guest when the place asks one, what a no-show
 * means, how the membership discount applies, and the way back to the place.
 */
export function PaymentPolicyView({ data }: { data: PlacePageData }) {
  const { t } = useTranslation();
  const { place, language } = data;
  const policy = place.policy;
  const deposit =
    policy?.depositPerGuest != null ? formatMoney(policy.depositPerGuest, place.currency, language) : null;
  const hours = policy?.cancelUntilHours ?? 2;

  return (
    <div className="mx-auto max-w-2xl px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
      <div className="flex items-center justify-between gap-4">
        <Link
          to={data.links.profile}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("place.policy.back", { place: data.heading })}
        </Link>
        <Link to={homePath(language)} className="hidden text-neutral-900 sm:inline">
          <Wordmark />
        </Link>
      </div>

      <header className="mt-6">
        <p className="text-sm font-semibold text-brand-700">{data.heading}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900">
          {t("place.policy.heading")}
        </h1>
        <p className="mt-2 text-neutral-600">{t("place.policy.intro", { place: data.heading })}</p>
      </header>

      <div className="mt-8 space-y-4">
        <PolicyBlock icon={<CalendarX aria-hidden="true" className="size-5" />} title={t("place.policy.cancel.title")}>
          <p>{t("place.policy.cancel.text", { count: hours })}</p>
          <p className="mt-2">{t("place.policy.cancel.late", { count: hours })}</p>
        </PolicyBlock>

        <PolicyBlock icon={<Wallet aria-hidden="true" className="size-5" />} title={t("place.policy.deposit.title")}>
          {deposit ? (
            <>
              <p className="font-semibold text-neutral-900">{t("place.policy.deposit.amount", { amount: deposit })}</p>
              <p className="mt-2">{t("place.policy.deposit.text", { count: hours })}</p>
            </>
          ) : (
            <p>{t("place.policy.deposit.none")}</p>
          )}
          <p className="mt-2">
            {deposit ? t("place.policy.noShow.withDeposit") : t("place.policy.noShow.withoutDeposit")}
          </p>
        </PolicyBlock>

        <PolicyBlock icon={<Crown aria-hidden="true" className="size-5" />} title={t("place.policy.premium.title")}>
          {place.premiumDiscount !== null ? (
            <p>{t("place.policy.premium.text", { percent: place.premiumDiscount })}</p>
          ) : (
            <p>{t("place.policy.premium.none")}</p>
          )}
          <p className="mt-2">{t("place.policy.premium.note")}</p>
        </PolicyBlock>
      </div>

      {policy && (
        <dl className="mt-8 grid grid-cols-2 gap-4 rounded-md bg-neutral-50 p-4 text-sm">
          <div>
            <dt className="text-neutral-600">{t("place.policy.facts.party")}</dt>
            <dd className="font-semibold text-neutral-900">
              {t("place.policy.facts.people", { count: policy.maxPartySize })}
            </dd>
          </div>
          <div>
            <dt className="text-neutral-600">{t("place.policy.facts.ahead")}</dt>
            <dd className="font-semibold text-neutral-900">
              {t("place.policy.facts.days", { count: policy.daysAhead })}
            </dd>
          </div>
        </dl>
      )}

      <p className="mt-8 text-sm text-neutral-600">
        {t("place.policy.more")}{" "}
        <Link to={data.links.process} className="font-semibold text-brand-700 hover:underline">
          {t("place.policy.processLink")}
        </Link>
      </p>
    </div>
  );
}

function PolicyBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-md border border-neutral-200 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <span className="text-brand-600">{icon}</span>
        {title}
      </h2>
      <div className="mt-2 text-neutral-700">{children}</div>
    </section>
  );
}
