export type {
  BookableTime,
  BookableTimesById,
  BookableTimesSource,
  BookableTimesView,
  PlaceBookableTimes,
} from "./bookable-times.ts";
export { bookableTimesView, cardTimes, timesById } from "./bookable-times.ts";
export type { BookableTimesProps } from "./components/bookable-times.tsx";
export { BookableTimes, nextClasses, timeClasses } from "./components/bookable-times.tsx";
export { CategoryTiles } from "./components/category-tiles.tsx";
export { CoverArt } from "./components/cover-art.tsx";
export { PlaceCard } from "./components/place-card.tsx";
export { PlaceCardSkeleton } from "./components/place-card-skeleton.tsx";
export { PriceRange } from "./components/price-range.tsx";
export { useDialCodes } from "./dial-codes.ts";
export { titleCasePlaceName } from "./title-case.ts";
export { useCountries } from "./use-countries.ts";
