import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { NewExperienceData } from "../organizers-data";
import { partnersPaths } from "../partners-paths";
import { ExperienceForm } from "./experience-form";

/** A new experience of the organizer (owners and managers); its ticket types and sessions come next. */
export function NewExperienceView({ data }: { data: NewExperienceData }) {
  const { t } = useTranslation();
  const { organizer, cities, language } = data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <p className="text-sm">
        <Link
          to={partnersPaths.organizer(language, organizer.id)}
          className="text-brand-700 underline underline-offset-2"
        >
          {organizer.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-neutral-900">
        {t("partners.organizer.newExperience")}
      </h1>
      <p className="mt-1 mb-4 text-neutral-700">{t("partners.organizer.newIntro")}</p>
      <ExperienceForm language={language} organizerId={organizer.id} cities={cities} />
    </div>
  );
}
