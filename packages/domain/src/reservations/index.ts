export {
  type Assignment,
  type AvailabilityInput,
  availabilityOfDay,
  evaluateRequest,
  evaluateSlot,
  findSlot,
  type Slot,
  type SlotVerdict,
  slotsOfDay,
  turnMinutes,
  type UnavailableCode,
} from "./availability.ts";
export { addDays, isLocalDate, isLocalTime, localDateTime, weekdayOf, zonedInstant } from "./local-time.ts";
export type * from "./venue-model.ts";
