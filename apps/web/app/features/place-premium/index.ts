export { PlacePremiumView } from "./components/place-premium-view.tsx";
export { placePremiumData, placePremiumPath } from "./place-premium-data.ts";
export { placePremiumMeta } from "./place-premium-meta.ts";
