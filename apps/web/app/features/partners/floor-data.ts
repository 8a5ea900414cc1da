import type { FloorAnswer, PartnerMenuAnswer } from "@sobremesa/contracts";
import type { VenueData } from "./partners-data";

/** What the floor page's loader hands its view. */
export interface FloorData extends VenueData {
  floor: FloorAnswer;
}

/** What the menu page's loader hands its view. */
export interface MenuData extends VenueData {
  menu: PartnerMenuAnswer;
}
