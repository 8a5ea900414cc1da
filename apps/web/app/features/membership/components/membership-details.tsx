import type { Language } from "@sobremesa/contracts";
import { COUNTRIES, formatDate, formatMoney } from "@sobremesa/contracts";
import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { MembershipView } from "../membership-data";

/** One labelled fact of a membership (plan, status, dates, card) in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-semibold text-neutral-900">{children}</dd>
    </div>
  );
}

export function membershipDate(iso: string, membership: MembershipView, language: Language): string {
  return formatDate(iso, COUNTRIES[membership.country].timeZone, language);
}

export function membershipPrice(membership: MembershipView, language: Language): string {
  return formatMoney(membership.price.amount, membership.price.currency, language, membership.country);
}

/** The thanks and already-member pages without a membership to show: a friendly way to get one. */
export function NoMembership({ heading, text, cta, to }: { heading: string; text: string; cta: string; to: string }) {
  return (
    <section className="rounded-md bg-white p-6 shadow-card sm:p-10">
      <Crown aria-hidden="true" className="size-8 text-accent-600" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{heading}</h1>
      <p className="mt-3 text-neutral-700">{text}</p>
      <ButtonLink to={to} size="lg" className="mt-6">
        {cta}
      </ButtonLink>
    </section>
  );
}
