import type { Language } from "@sobremesa/contracts";
import { CalendarClock, CheckCircle2, Mail, Search, Settings2 } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { homePath, listingPath, pagePath } from "#app/lib/navigation/paths.ts";

const STEPS = [
  { key: "search", icon: Search },
  { key: "time", icon: CalendarClock },
  { key: "confirm", icon: CheckCircle2 },
  { key: "code", icon: Mail },
  { key: "manage", icon: Settings2 },
] as const;

/** How booking works, in five steps, with the ways in: search, the user panel, the concierge. */
export function ReservationProcessView({ language }: { language: Language }) {
  const { t } = useTranslation();
  const links = {
    search: listingPath(language, "mx"),
    panel: pagePath("userPanel", language),
    concierge: pagePath("concierge", language),
    home: homePath(language),
  };
  return (
    <Container className="max-w-3xl pt-6 pb-16 sm:pt-10">
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("place.process.eyebrow")}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 lg:text-4xl">
          {t("place.process.heading")}
        </h1>
        <p className="mt-3 text-lg text-neutral-700">{t("place.process.intro")}</p>
      </header>
      <ol className="mt-8 space-y-4">
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className="flex gap-4 rounded-md border border-neutral-200 p-5">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold text-neutral-900">
                <span className="sr-only">{t("place.process.step", { index: index + 1 })} </span>
                {t(`place.process.steps.${key}.title`)}
              </h2>
              <p className="mt-1 text-neutral-700">{t(`place.process.steps.${key}.text`)}</p>
              {key === "search" && (
                <Link
                  to={links.search}
                  className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                >
                  {t("place.process.links.search")}
                </Link>
              )}
              {key === "manage" && (
                <Link
                  to={links.panel}
                  className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                >
                  {t("place.process.links.panel")}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
      <section className="mt-10 rounded-md bg-neutral-50 p-6">
        <h2 className="text-lg font-semibold text-neutral-900">{t("place.process.help.title")}</h2>
        <p className="mt-1 text-neutral-700">{t("place.process.help.text")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={links.search} variant="primary">
            {t("place.process.links.start")}
          </ButtonLink>
          <ButtonLink to={links.concierge} variant="secondary">
            {t("place.process.links.concierge")}
          </ButtonLink>
        </div>
      </section>
    </Container>
  );
}
