import { StoreSettingsView } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/store-settings-page";
import { partnersMeta } from "./partners-meta";
import { loadStoreSettings } from "./store-pages.server";

export function loader(args: Route.LoaderArgs) {
  return loadStoreSettings(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return partnersMeta(
    loaderData.language,
    t("partners.stores.settings.metaTitle", { store: loaderData.store.name }),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StoreSettingsView data={loaderData} />;
}
