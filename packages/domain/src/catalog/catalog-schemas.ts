import { z } from "zod";

export const categoryKeys = ["restaurant", "bar", "nightclub"] as const;
export type CategoryKey = (typeof categoryKeys)[number];

export const homeQuerySchema = z.object({
  countryCode: z.enum(["mx", "co", "cr"]).default("mx"),
  language: z.enum(["es", "en"]).default("es"),
});
export type HomeQuery = z.input<typeof homeQuerySchema>;

export interface CountrySummary {
  id: number;
  code: string;
  name: string;
  slug: string;
  dialCode: string;
  currency: string;
  placeCount: number;
}

export interface CategorySummary {
  key: CategoryKey;
  name: string;
  slug: string;
  placeCount: number;
}

/** What a listing card shows; names are stored as written and title-cased by the UI helper. */
export interface PlaceCard {
  id: number;
  slug: string;
  name: string;
  category: CategoryKey;
  cuisine: string | null;
  area: string;
  city: string;
  priceRange: number;
  score: number;
  reviewCount: number;
  currency: string;
  imageSeed: number;
  premiumDiscount: number | null;
}

export interface HomeSummary {
  country: CountrySummary;
  countries: CountrySummary[];
  categories: CategorySummary[];
  featured: PlaceCard[];
  totalPlaces: number;
}
