export type { AvailabilityPickerProps } from "./components/availability-picker.tsx";
export { AvailabilityPicker } from "./components/availability-picker.tsx";
