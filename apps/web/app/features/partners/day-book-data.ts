import type { DayBookAnswer, Language, LargePartyListAnswer, PartnerVenue } from "@sobremesa/contracts";

/** What the day book page's loader hands its view. */
export interface DayBookData {
  language: Language;
  venue: PartnerVenue;
  book: DayBookAnswer;
  /** The venue's large-party requests waiting for an answer. */
  requests: LargePartyListAnswer;
}
