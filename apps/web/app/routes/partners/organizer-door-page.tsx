import { DoorView } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/organizer-door-page";
import { loadDoor } from "./organizers-pages.server";
import { partnersMeta } from "./partners-meta";

export function loader(args: Route.LoaderArgs) {
  return loadDoor(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return partnersMeta(
    loaderData.language,
    t("partners.organizer.doorMetaTitle", { organizer: loaderData.organizer.name }),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DoorView data={loaderData} />;
}
