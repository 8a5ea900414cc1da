import type { VenueSetupAnswer } from "@sobremesa/contracts";
import type { VenueData } from "./partners-data";

/** What the setup page's loader hands its view. */
export interface SetupData extends VenueData {
  setup: VenueSetupAnswer;
  /** The venue's today (YYYY-MM-DD in its zone): the earliest date a block may start. */
  today: string;
}
