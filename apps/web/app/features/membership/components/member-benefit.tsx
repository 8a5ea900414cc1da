import { type Language, pathFor } from "@sobremesa/contracts";
import { ArrowRight, BadgePercent, Crown } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useIsMember } from "../use-member";

/** A member's own discount, on a place's profile and on its booking page. */
function MemberDiscountNote({ percent, className }: { percent: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      data-member-benefit="member"
      className={cx(
        "mt-4 flex items-center gap-3 rounded-md bg-brand-50 px-4 py-3 text-brand-800 ring-1 ring-brand-200 ring-inset",
        className,
      )}
    >
      <BadgePercent aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t("membership.benefit.member", { percent })}</span>
        <span className="block text-sm">{t("membership.benefit.memberNote")}</span>
      </span>
    </p>
  );
}

/**
 * A place's membership discount on its profile: members read their own discount; everyone else the
 * offer, linking to the place's Premium page.
 */
export function PlaceMemberBenefit({ percent, href }: { percent: number; href: string }) {
  const { t } = useTranslation();
  const member = useIsMember();
  if (member) return <MemberDiscountNote percent={percent} className="min-h-12" />;
  return (
    <Link
      to={href}
      data-member-benefit="offer"
      className="mt-4 flex min-h-12 items-center gap-3 rounded-md bg-accent-50 px-4 py-3 text-accent-800 ring-1 ring-accent-200 ring-inset hover:bg-accent-100"
    >
      <Crown aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t("place.premium.title", { percent })}</span>
        <span className="block text-sm">{t("place.premium.text")}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}

/**
 * The booking page's word on the discount: a member's own, or a small offer to join whose link
 * remembers this booking (comingFromReservation) so the thanks page offers the way back to it.
 */
export function BookingMemberBenefit({ percent, language }: { percent: number; language: Language }) {
  const { t } = useTranslation();
  const member = useIsMember();
  const { pathname, search } = useLocation();
  if (member) return <MemberDiscountNote percent={percent} />;
  return (
    <aside
      aria-labelledby="join-offer-title"
      data-member-benefit="offer"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-accent-50 px-4 py-3 ring-1 ring-accent-200 ring-inset"
    >
      <Crown aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
      <div className="min-w-48 flex-1">
        <p id="join-offer-title" className="font-semibold text-accent-800">
          {t("membership.benefit.join", { percent })}
        </p>
        <p className="text-sm text-neutral-700">{t("membership.benefit.joinText")}</p>
      </div>
      <Link
        to={pathFor("plus", language)}
        onClick={() => {
          const booking = `${pathname}${search}`;
          // The membership pages load the store anyway; this page does not need it for anything else.
          void import("../stores/subscription-store").then(({ subscriptionStore }) =>
            subscriptionStore.getState().setComingFromReservation(booking),
          );
        }}
        className="ml-9 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-800 underline-offset-2 hover:underline sm:ml-0"
      >
        {t("membership.benefit.joinCta")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  );
}
