import { type InvoiceDocument, invoiceParams, type Language } from "@sobremesa/contracts";
import { data } from "react-router";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/invoice-page";

export interface InvoicePageData {
  language: Language;
  title: string;
  description: string;
  invoice: InvoiceDocument;
}

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/**
 * One invoice of the signed-in member (the auth guard already sent everyone else to sign in).
 * Someone else's invoice, a missing one and a malformed id all get the site's 404, alike.
 */
export async function loadInvoicePage(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  const language = languageOf(args);
  const { accounts, membershipInvoices: invoices } = args.context.get(servicesContext);
  const id = invoiceParams.safeParse({ id: args.params.invoiceId ?? "" });
  if (!page || !id.success || !invoices) throw notFound(url.pathname);
  const session = await currentSession(args.request, accounts);
  const userId = session?.user?.id;
  if (!userId) throw notFound(url.pathname);
  const invoice = await invoices.document(userId, id.data.id, language);
  if (!invoice) throw notFound(url.pathname);
  const { t } = getI18n(language);
  const body: InvoicePageData = {
    language,
    title: t("pages.titleTemplate", { title: t("userPanel.invoice.title", { number: invoice.number }) }),
    description: t("userPanel.invoice.description"),
    invoice,
  };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
