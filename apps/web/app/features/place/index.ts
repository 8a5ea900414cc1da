export { PaymentPolicyView } from "./components/payment-policy-view.tsx";
export { PlaceMenuView } from "./components/place-menu-view.tsx";
export { PlaceProfileView } from "./components/place-profile-view.tsx";
export { ReservationProcessView } from "./components/reservation-process-view.tsx";
export type { PlacePageKind } from "./place-data.ts";
export { placePageData } from "./place-data.ts";
export { placeMeta, reservationProcessMeta } from "./place-meta.ts";
