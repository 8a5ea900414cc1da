import { InvoicePageView } from "#app/features/user-panel/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/invoice-page";
import { loadInvoicePage } from "./invoice-page.server";

/** One membership invoice of the signed-in member (auth guard), with its PDF. Private: never cached. */
export function loader(args: Route.LoaderArgs) {
  return loadInvoicePage(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        language: loaderData.language,
        title: loaderData.title,
        description: loaderData.description,
        siteUrl: siteUrlOf(matches),
        pathname: location.pathname,
        noindex: true,
      })
    : [];

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return <InvoicePageView invoice={loaderData.invoice} language={loaderData.language} />;
}
