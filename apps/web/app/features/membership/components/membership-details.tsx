import type { Language } from "@sobremesa/contracts";
import type { ReactNode } from "react";
import type { MembershipView } from "../membership-data";
import { formatDate, formatPrice } from "../membership-format";

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
  return formatDate(iso, language, membership.country);
}

export function membershipPrice(membership: MembershipView, language: Language): string {
  return `${formatPrice(membership.price, language, membership.country)} ${membership.price.currency}`;
}
