import type { PartnerVenue } from "@sobremesa/contracts";
import { NavLink } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { partnersPaths } from "../partners-paths";
import { RoleBadge } from "./role-badge";

/** A venue's title and its sections; staff and audit log only for the roles that may open them. */
export function VenueNav({ venue }: { venue: PartnerVenue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = [
    { to: partnersPaths.venue(language, venue.id), label: t("partners.nav.home"), show: true },
    { to: partnersPaths.dayBook(language, venue.id), label: t("partners.nav.dayBook"), show: true },
    { to: partnersPaths.setup(language, venue.id), label: t("partners.setup.nav"), show: venue.role !== "host" },
    { to: partnersPaths.reports(language, venue.id), label: t("partners.reports.nav"), show: venue.role !== "host" },
    { to: partnersPaths.profile(language, venue.id), label: t("partners.profile.nav"), show: venue.role !== "host" },
    { to: partnersPaths.floor(language, venue.id), label: t("partners.floor.nav"), show: true },
    { to: partnersPaths.menu(language, venue.id), label: t("partners.menu.nav"), show: true },
    { to: partnersPaths.staff(language, venue.id), label: t("partners.nav.staff"), show: venue.role !== "host" },
    { to: partnersPaths.audit(language, venue.id), label: t("partners.nav.audit"), show: venue.role === "owner" },
  ].filter((link) => link.show);
  return (
    <div className="border-b border-neutral-200 bg-white">
      <div className="mx-auto max-w-5xl px-4 pt-4">
        <p className="flex flex-wrap items-center gap-2 text-xl font-bold text-neutral-900">
          <span data-testid="venue-name">{venue.name}</span> <RoleBadge role={venue.role} />
        </p>
        <nav aria-label={venue.name} className="mt-2 flex gap-1 overflow-x-auto">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cx(
                  "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
                  isActive
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-neutral-700 hover:text-neutral-900",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </div>
  );
}
