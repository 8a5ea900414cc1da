import type { Language } from "@sobremesa/contracts";
import { Check, Crown } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { pagePath } from "#app/lib/navigation/paths.ts";

const BENEFITS = ["discount", "trial", "cancel"] as const;

export function MembershipTeaser({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="membership-title"
      className="on-brand relative isolate flex flex-col overflow-hidden rounded-md bg-brand-600 p-6 text-white shadow-card sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-500/60 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-28 -left-16 -z-10 size-64 rounded-full bg-accent-500/25 blur-3xl"
      />
      {/* Text stays white or brand-50: over the lighter glow top right, anything dimmer falls below 4.5:1. */}
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-50">
        <Crown aria-hidden="true" className="size-4" />
        {t("membership.eyebrow")}
      </p>
      <h2 id="membership-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {t("membership.title")}
      </h2>
      <p className="mt-2">{t("membership.text")}</p>
      <ul className="mt-5 space-y-2.5">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20">
              <Check aria-hidden="true" className="size-3.5" />
            </span>
            {t(`membership.benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-3 pt-7">
        <ButtonLink to={pagePath("plus", language)} variant="on-brand" size="lg">
          {t("membership.cta")}
        </ButtonLink>
        <span className="text-sm font-medium">{t("membership.trial")}</span>
      </div>
    </section>
  );
}
