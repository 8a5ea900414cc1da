import { isDomainError } from "@sobremesa/contracts";
import { data } from "react-router";
import type { ReportsData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import type { Route } from "./+types/reports-page";
import { contextOf, guarded, venueIdOf } from "./partners-pages.server";

/** /socios/lugar/:id/informes/?from=&to=: the venue's figures over a range of dates (owners and managers). */
export async function loadReports(args: Route.LoaderArgs) {
  const { url, language, partners, actor } = await contextOf(args);
  const placeId = venueIdOf(args.params);
  const asked = { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
  const range = { from: asked.from || undefined, to: asked.to || undefined };
  const venue = await guarded(url.pathname, language, () => partners.venue(actor, placeId, language));
  let report: ReportsData["report"] = null;
  let error: string | null = null;
  try {
    report = await guarded(url.pathname, language, () => partners.report(actor, placeId, range, language), venue);
  } catch (failure) {
    // A range it cannot read is the form's error, shown beside the dates; anything else is the page's.
    if (!isDomainError(failure) || failure.code !== "VALIDATION_FAILED") throw failure;
    error = failure.message;
  }
  return data({ language, venue, report, asked, error } satisfies ReportsData, {
    headers: { "Cache-Control": PRIVATE_PAGE_CACHE },
  });
}
