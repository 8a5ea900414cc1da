import { AuditView, privateMeta } from "#app/features/store/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/audit-page";
import { loadAudit } from "./store-pages.server";

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
