export { Hero } from "./components/hero.tsx";
export { NearbySkeleton } from "./components/nearby-skeleton.tsx";
export type { HomeNearby } from "./nearby.ts";
export { NEARBY_CARDS } from "./nearby.ts";
