import type {
  ExperienceCard,
  ExperienceCategory,
  ExperienceDetail,
  ExperienceOrderDto,
  Language,
  PaymentMethodDto,
} from "@sobremesa/contracts";
import type { ListingFilters, ListingLocation } from "./experience-paths";

/** What the things-to-do pages get from their loaders (plain JSON, no functions). */

export interface Crumb {
  name: string;
  path: string;
}

export interface CategoryChip {
  category: ExperienceCategory;
  count: number;
  href: string;
  active: boolean;
}

export interface ExperienceListingData {
  language: Language;
  countryCode: ListingLocation["country"];
  location: ListingLocation;
  filters: ListingFilters;
  /** Where the list is: "Ciudad de México", "México". */
  placeName: string;
  heading: string;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  /** Every category of the place (counts with the query filters applied), "All" first. */
  allHref: string;
  allCount: number;
  chips: CategoryChip[];
  results: ExperienceCard[];
  total: number;
  page: number;
  pages: number;
  /** The list's path without the query filters and page: the filter form's action. */
  path: string;
  previousHref: string | null;
  nextHref: string | null;
  canonical: string;
  alternates: Record<Language, string>;
  noindex: boolean;
}

export interface ExperienceDetailData {
  language: Language;
  experience: ExperienceDetail;
  /** The listing of its city, for the way back and the trail. */
  listingHref: string;
  breadcrumbs: Crumb[];
  canonical: string;
  alternates: Record<Language, string>;
}

export interface BuyContact {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
}

export interface ExperienceBuyData {
  language: Language;
  experience: ExperienceDetail;
  /** The session the page starts on (asked and on sale, else the first on sale), or null when none is. */
  sessionId: number | null;
  signedIn: boolean;
  /** A running membership: the member prices apply (everyone sees them, members pay them). */
  member: boolean;
  contact: BuyContact;
  /** The signed-in buyer's saved cards (the memberships service), default first. */
  savedCards: PaymentMethodDto[];
  provider: { name: "sandbox" | "stripe"; publishableKey: string | null };
}

export type OrderPageData =
  | {
      language: Language;
      state: "found";
      order: ExperienceOrderDto;
      email: string | null;
      /** From the experience (the order does not carry it): what the page says. */
      policy: string | null;
    }
  /** Neither the owner nor a matching e-mail: ask for the code and the e-mail. */
  | { language: Language; state: "ask"; code: string; email: string | null; wrong: boolean };

export interface ThanksData {
  language: Language;
  code: string | null;
  /** The order when the signed-in owner (or the e-mail in the link) may see it; else the page finds it on the client. */
  order: ExperienceOrderDto | null;
}
