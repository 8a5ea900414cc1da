import { CalendarDays, Plus } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { OrganizerData } from "../organizers-data";
import { partnersPaths } from "../partners-paths";

/** An organizer's home: its experiences (hidden ones too), and a new one for owners and managers. */
export function OrganizerView({ data }: { data: OrganizerData }) {
  const { t } = useTranslation();
  const { organizer, experiences, language } = data;
  const edits = organizer.role !== "door";
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <p className="text-sm">
        <Link to={partnersPaths.venues(language)} className="text-brand-700 underline underline-offset-2">
          {t("partners.organizer.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-neutral-900">{organizer.name}</h1>
      <p className="mt-1 text-neutral-700">
        {t("partners.venues.role", { role: t(`partners.roles.${organizer.role}`) })}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-neutral-900">{t("partners.organizer.experiences")}</h2>
        {edits && (
          <ButtonLink to={partnersPaths.newExperience(language, organizer.id)} data-testid="new-experience">
            <Plus aria-hidden="true" className="size-4" />
            {t("partners.organizer.newExperience")}
          </ButtonLink>
        )}
      </div>
      {experiences.length === 0 ? (
        <p className="mt-4 rounded-md border border-neutral-200 bg-white p-4 text-neutral-700">
          {t("partners.organizer.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {experiences.map((experience) => (
            <li key={experience.id}>
              <Link
                to={partnersPaths.experience(language, organizer.id, experience.id)}
                className="flex min-h-20 items-start gap-3 rounded-md border border-neutral-200 bg-white p-4 hover:border-brand-400 focus-visible:border-brand-500"
              >
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-neutral-900">
                    {language === "es" ? experience.titleEs : experience.titleEn}
                  </span>
                  <span className="block text-sm text-neutral-600">{experience.cityName}</span>
                  <span className="mt-1 block text-sm text-neutral-700">
                    {experience.active ? t("partners.organizer.active") : t("partners.organizer.hidden")}
                    {" · "}
                    {t("partners.organizer.upcoming", { count: experience.upcomingSessions })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
