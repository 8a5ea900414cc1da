import { BadgeCheck } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { AlreadyMemberData } from "../membership-data";
import { Fact, membershipDate, NoMembership } from "./membership-details";
import { MembershipFrame } from "./membership-frame";

/** Where a member who opened a checkout lands: their plan and its status, and where to manage it. */
export function AlreadyMemberView({ data }: { data: AlreadyMemberData }) {
  const { t } = useTranslation();
  const { membership, language } = data;

  if (!membership)
    return (
      <MembershipFrame language={language}>
        <NoMembership
          heading={t("membership.alreadyMember.none.heading")}
          text={t("membership.alreadyMember.none.text")}
          cta={t("membership.alreadyMember.none.cta")}
          to={data.paths.checkout}
        />
      </MembershipFrame>
    );

  const date = (iso: string) => membershipDate(iso, membership, language);
  const ending = membership.cancelAtPeriodEnd || membership.status === "cancelled";
  return (
    <MembershipFrame language={language}>
      <section aria-labelledby="member-title" className="rounded-md bg-white p-6 shadow-card sm:p-10">
        <BadgeCheck aria-hidden="true" className="size-8 text-brand-600" />
        <h1 id="member-title" className="mt-3 text-3xl font-bold tracking-tight text-neutral-900">
          {t("membership.alreadyMember.heading")}
        </h1>
        <p className="mt-3 text-lg text-neutral-800">{t("membership.alreadyMember.text", { plan: membership.name })}</p>
        <dl className="mt-6 divide-y divide-neutral-200 border-y border-neutral-200">
          <Fact label={t("membership.thanks.planLabel")}>{membership.name}</Fact>
          <Fact label={t("membership.alreadyMember.statusLabel")}>
            {t(`membership.alreadyMember.status.${membership.status}`)}
          </Fact>
          {membership.status === "trialing" && membership.trialEndsAt && (
            <Fact label={t("membership.alreadyMember.trialEnds")}>{date(membership.trialEndsAt)}</Fact>
          )}
          {ending ? (
            <Fact label={t("membership.alreadyMember.endsAt")}>
              {date(membership.endsAt ?? membership.currentPeriodEnd)}
            </Fact>
          ) : (
            <Fact label={t("membership.alreadyMember.nextCharge")}>{date(membership.currentPeriodEnd)}</Fact>
          )}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to={data.paths.panel} size="lg">
            {t("membership.alreadyMember.panel")}
          </ButtonLink>
          <ButtonLink to={data.paths.explore} variant="secondary" size="lg">
            {t("membership.alreadyMember.explore")}
          </ButtonLink>
        </div>
      </section>
    </MembershipFrame>
  );
}
