import type { VenueRole } from "@sobremesa/contracts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

export function RoleBadge({ role }: { role: VenueRole }) {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-sm bg-neutral-100 px-2 py-0.5 text-sm font-medium text-neutral-800">
      {t(`partners.roles.${role}`)}
    </span>
  );
}
