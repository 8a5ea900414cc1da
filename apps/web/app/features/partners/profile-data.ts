import type { VenueProfileAnswer } from "@sobremesa/contracts";
import type { VenueData } from "./partners-data";

/** What the profile page's loader hands its view. */
export interface ProfileData extends VenueData {
  profile: VenueProfileAnswer;
}
