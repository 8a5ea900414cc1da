import type { SlugFilterClass } from "@sobremesa/contracts";

/** How a page is read: `box` keeps the near-me box as an index condition; `withTotal` counts in the same pass. */
export interface PageOptions {
  box?: boolean;
  withTotal?: boolean;
}

export interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  category: string;
  cuisine_id: number | null;
  area: string;
  city: string;
  price_range: number;
  score: number;
  review_count: number;
  currency: string;
  image_seed: number;
  premium_discount: number | null;
  latitude: number;
  longitude: number;
  distance: number | null;
  /** The listing's total, when the page query counted it too. */
  total: number | null;
}

/** A card's columns (cardsOf) with the place's street address and where it is, with slugs. */
export interface PlaceSummaryRow extends PlaceRow {
  address: string;
  country_code: string;
  country_name_es: string;
  country_name_en: string;
  state_name: string;
  state_slug: string;
  city_slug: string;
  colony_name: string | null;
  colony_slug: string | null;
}

/** A summary (placeSummary) with what a place's profile adds: texts, zone, taxonomy ids, booking settings. */
export interface PlaceDetailsRow extends PlaceSummaryRow {
  category_id: number;
  description_es: string;
  description_en: string;
  phone: string;
  timezone: string;
  cuisine_ids: number[];
  food_type_ids: number[];
  amenity_ids: number[];
  /** Null when the place has no reservation settings yet. */
  cancel_until_hours: number | null;
  deposit_per_guest: number | null;
  max_party_size: number | null;
  days_ahead: number | null;
}

export interface PlaceHoursRow {
  weekday: number;
  opens_at: string;
  closes_at: string;
}

export interface SpecialDayRow {
  date: string;
  closed: boolean;
  hours: { opensAt: string; closesAt: string }[];
  reason_es: string;
  reason_en: string;
}

export interface MenuItemRow {
  section_id: number;
  section_name_es: string;
  section_name_en: string;
  id: number;
  name_es: string;
  name_en: string;
  description_es: string;
  description_en: string;
  price: number;
  dietary_tags: string[];
}

export interface TaxonomyRow {
  class: SlugFilterClass;
  id: number;
  slug_es: string;
  slug_en: string;
  name_es: string;
  name_en: string;
}

export interface CountryRow {
  id: number;
  code: string;
  name_es: string;
  name_en: string;
  latitude: number;
  longitude: number;
}

export interface AreaRow {
  type: "city" | "colony";
  id: number;
  city_id: number;
  state_id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface LocationRow {
  type: "country" | "state" | "city" | "colony";
  id: number;
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  colony_id: number | null;
  name: string;
  country_code: string;
  country_name_es: string;
  country_name_en: string;
  state_name: string | null;
  state_slug: string | null;
  city_name: string | null;
  area_slug: string | null;
}

export interface LocationSearchLimits {
  total: number;
  statesPerCountry: number;
  areasPerState: number;
}
