import type { Language } from "@sobremesa/contracts";
import { ArrowRight, Ticket } from "lucide-react";
import { Link } from "react-router";
import { CoverArt } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { thingsToDoPath } from "#app/lib/navigation/paths.ts";

export function ThingsToDoTeaser({
  language,
  countryCode,
  countryName,
}: {
  language: Language;
  countryCode: string;
  countryName: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="things-to-do-title"
      className="flex flex-col overflow-hidden rounded-md border border-neutral-200 bg-white shadow-card"
    >
      <div className="relative aspect-[16/7] lg:aspect-[3/1] overflow-hidden bg-neutral-200">
        <CoverArt seed={2020} category="nightclub" cuisine="experiencias" className="absolute inset-0 h-full w-full" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent-700">
          <Ticket aria-hidden="true" className="size-4" />
          {t("thingsToDo.eyebrow")}
        </p>
        <h2 id="things-to-do-title" className="mt-2 text-2xl font-bold tracking-tight text-neutral-900">
          {t("thingsToDo.title")}
        </h2>
        <p className="mt-2 text-neutral-600">{t("thingsToDo.text")}</p>
        <Link
          to={thingsToDoPath(language, countryCode)}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-4 font-semibold text-brand-600 hover:text-brand-700 hover:underline"
        >
          {t("thingsToDo.cta", { country: countryName })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
