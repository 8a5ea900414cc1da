import { InvoicePageView } from "../../features/user-panel/components/membership/invoice-page-view";
import { loadInvoicePage } from "../../features/user-panel/invoice/invoice-loader.server";
import { PRIVATE_PAGE_CACHE } from "../../lib/cache-control";
import { pageMeta, siteUrlOf } from "../../lib/seo/page-meta";
import { servicesContext } from "../../services";
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
