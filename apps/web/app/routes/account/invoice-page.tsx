import { InvoicePageView } from "#app/features/user-panel/components/membership/invoice-page-view.tsx";
import { loadInvoicePage } from "#app/features/user-panel/invoice/invoice-loader.server.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/invoice-page";

/** One membership invoice of the signed-in member (auth guard), with its PDF. Private: never cached. */
export function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  return loadInvoicePage({
    ...args,
    accounts: services.accounts,
    invoices: services.membershipInvoices,
    log: services.log,
  });
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
