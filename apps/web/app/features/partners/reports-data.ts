import type { ReportAnswer } from "@sobremesa/contracts";
import type { VenueData } from "./partners-data";

/** What the reports page's loader hands its view. */
export interface ReportsData extends VenueData {
  /** The figures, or null when the range asked for cannot be read (then `error` says why). */
  report: ReportAnswer | null;
  /** The range as asked, to keep it in the form. */
  asked: { from: string; to: string };
  error: string | null;
}
