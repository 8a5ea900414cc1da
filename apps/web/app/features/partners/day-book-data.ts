import type { DayBookAnswer, Language, PartnerVenue } from "@sobremesa/contracts";

/** What the day book page's loader hands its view. */
export interface DayBookData {
  language: Language;
  venue: PartnerVenue;
  book: DayBookAnswer;
}
