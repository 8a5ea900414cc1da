import { AuditView } from "../../features/store/components/audit-view";
import { loadAudit } from "../../features/store/store-loader.server";
import { privateMeta } from "../../features/store/store-meta";
import { PRIVATE_PAGE_CACHE } from "../../lib/cache-control";
import { getI18n } from "../../lib/i18n/i18n";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/audit-page";

/** The store managers' audit: /stores/store-audit/; everyone else gets the 404. */
export function loader(args: Route.LoaderArgs) {
  return loadAudit(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return privateMeta(
    loaderData.language,
    t("store.audit.metaTitle", { store: loaderData.audit.store.name }),
    t("store.audit.eyebrow"),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  return <AuditView data={loaderData} />;
}
