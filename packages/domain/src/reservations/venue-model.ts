/**
 * The reservation model of a venue: zones, tables, table combinations, shifts,
 * time blocks and the booking window, in the venue's IANA time zone. Plain data, loaded by the
 * reservations repository and read by the pure availability rules.
 */

export interface Zone {
  id: number;
  name: string;
}

export interface Table {
  id: number;
  zoneId: number;
  label: string;
  minCovers: number;
  maxCovers: number;
  /** Offered to online bookings; tables kept for walk-ins or the phone are not. */
  online: boolean;
  /** Lower is offered first among tables of the same size. */
  priority: number;
}

/** Tables pushed together for a larger party; all of them must be free. */
export interface TableCombination {
  id: number;
  tableIds: number[];
  minCovers: number;
  maxCovers: number;
  online: boolean;
  priority: number;
}

/** Parties up to maxParty stay this many minutes. */
export interface TurnTime {
  maxParty: number;
  minutes: number;
}

export interface Shift {
  id: number;
  name: string;
  /** Days of the week the shift starts on: 0 Sunday ... 6 Saturday. */
  weekdays: number[];
  /** "HH:mm", the first and last time a party may be seated. A last seating earlier than the first crosses midnight. */
  firstSeating: string;
  lastSeating: string;
  slotIntervalMinutes: number;
  /** Ascending by maxParty; a party larger than every entry stays as long as the last. */
  turnTimes: TurnTime[];
  /** The most guests that may start in one slot; null for no limit. */
  pacingCovers: number | null;
}

/**
 * A period the venue does not take online reservations: for the whole venue (global) or for some
 * zones or tables (specific). Global blocks stop arrivals inside them; specific ones make their
 * tables unavailable for any stay that overlaps them.
 */
export interface TimeBlock {
  id: number;
  scope: "global" | "specific";
  startsAt: Date;
  endsAt: Date;
  zoneIds: number[];
  tableIds: number[];
}

export interface BookingWindow {
  /** How many days after today (the venue's today) a date may be booked. */
  daysAhead: number;
  /** How long before the arrival a booking must be made. */
  minNoticeMinutes: number;
}

export interface Venue {
  timeZone: string;
  zones: Zone[];
  tables: Table[];
  combinations: TableCombination[];
  shifts: Shift[];
  timeBlocks: TimeBlock[];
  bookingWindow: BookingWindow;
}

/** An active reservation (pending, confirmed or seated) holding its tables for [startsAt, endsAt). */
export interface HeldBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  party: number;
  tableIds: number[];
}
