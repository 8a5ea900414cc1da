export { browserToday, formatInstant } from "./booking-dates.ts";
export type {
  BookingContact,
  BookingPlace,
  ReservationAskData,
  ReservationPageData,
  ReservePageData,
} from "./booking-page-data.ts";
export { BOOKING_CONTACT_ID } from "./booking-params.ts";
export { readZoneParam } from "./booking-return.ts";
export type { AvailabilityPickerProps } from "./components/availability-picker.tsx";
export { AvailabilityPicker } from "./components/availability-picker.tsx";
export { ReservationAsk } from "./components/reservation-ask.tsx";
export { ReservationView } from "./components/reservation-view.tsx";
export { ReserveView } from "./components/reserve-view.tsx";
