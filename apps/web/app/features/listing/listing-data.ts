import type { Language, ListingSort } from "@sobremesa/contracts";
import type { Crumb, PlaceResult, SeoData } from "@sobremesa/domain/search";
import type { BookableTimesById } from "#app/features/catalog/index.ts";
import type {
  FilterLists,
  ListingQuery,
  PanelClass,
  Position,
  SelectedFilter,
  WhenSelection,
} from "#app/features/filters/index.ts";

/** What a listing page's loader hands its component and head (all of it server-rendered). */
export interface ListingData {
  routeId: string;
  language: Language;
  countryCode: string;
  countryName: string;
  /** h1, also the compact header's title. */
  heading: string;
  intro: string;
  breadcrumbs: Crumb[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  sort: ListingSort;
  sorts: ListingSort[];
  /** Ordered or narrowed by bookable times on the server: no "show more" (the API cannot). */
  byTime: boolean;
  results: PlaceResult[];
  /** The URL's query, validated. */
  query: ListingQuery;
  /** "When and how many?": the URL's choice and the defaults (the selector's state). */
  when: WhenSelection;
  /** The first page's bookable times near that choice, by place id (none without the service). */
  bookableTimes: BookableTimesById;
  premium: boolean;
  plus: boolean;
  nearMe: boolean;
  /** The position distances are measured from (the URL's, or near me's). */
  position: Position | null;
  /** Centre of the listing's location (the map starts here when there are no results). */
  center: Position;
  active: SelectedFilter[];
  /** The options the panel shows first (every option with EVERY_OPTION_PARAM), and how many each list has. */
  lists: FilterLists;
  listSizes: Record<PanelClass, number>;
  /** GET /api/places/search parameters of this listing, for "show more". */
  searchParams: Record<string, string>;
  seo: SeoData;
  /** JSON-LD ItemList of the first results (from the search service). */
  schema: Record<string, unknown>;
  /** Canonical path (with the page number past page 1). */
  canonical: string;
  alternates: Record<Language, string>;
  noindex: boolean;
  headerColor: string;
}
