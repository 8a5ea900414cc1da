import { FloorView } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/floor-page";
import { loadFloor } from "./floor-page.server";
import { partnersMeta } from "./partners-meta";

export function loader(args: Route.LoaderArgs) {
  return loadFloor(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return partnersMeta(
    loaderData.language,
    t("partners.floor.metaTitle", { venue: loaderData.venue.name }),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FloorView data={loaderData} />;
}
