import { CalendarDays, History, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { VenueData } from "../partners-data";
import { partnersPaths } from "../partners-paths";
import { VenueNav } from "./venue-nav";

function Section({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <section className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
        {icon}
        {title}
      </h2>
      <p className="mt-1 text-neutral-700">{text}</p>
      {action}
    </section>
  );
}

/** A venue's home: the day book and the setup (coming next), and the owners' and managers' pages. */
export function VenueHomeView({ data }: { data: VenueData }) {
  const { t } = useTranslation();
  const { venue, language } = data;
  const icon = "size-5 shrink-0 text-brand-600";
  const open = (to: string, label: string) => (
    <Link
      to={to}
      aria-label={`${t("partners.venue.open")}: ${label}`}
      className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
    >
      {t("partners.venue.open")}
    </Link>
  );
  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:grid-cols-2">
        <h1 className="sr-only">{venue.name}</h1>
        <Section
          icon={<CalendarDays aria-hidden="true" className={icon} />}
          title={t("partners.venue.dayBook")}
          text={t("partners.venue.dayBookText")}
          action={open(partnersPaths.dayBook(language, venue.id), t("partners.venue.dayBook"))}
        />
        <Section
          icon={<Settings aria-hidden="true" className={icon} />}
          title={t("partners.venue.setup")}
          text={venue.role === "host" ? t("partners.venue.setupHost") : t("partners.setup.homeText")}
          action={
            venue.role === "host" ? undefined : open(partnersPaths.setup(language, venue.id), t("partners.venue.setup"))
          }
        />
        {venue.role !== "host" && (
          <Section
            icon={<Users aria-hidden="true" className={icon} />}
            title={t("partners.venue.staff")}
            text={t("partners.venue.staffText")}
            action={open(partnersPaths.staff(language, venue.id), t("partners.venue.staff"))}
          />
        )}
        {venue.role === "owner" && (
          <Section
            icon={<History aria-hidden="true" className={icon} />}
            title={t("partners.venue.audit")}
            text={t("partners.venue.auditText")}
            action={open(partnersPaths.audit(language, venue.id), t("partners.venue.audit"))}
          />
        )}
      </div>
    </>
  );
}
