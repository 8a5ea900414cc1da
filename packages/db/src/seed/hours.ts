import type { CountryCode } from "./plan.ts";
import type { Random } from "./random.ts";
import type { CategoryKey, CuisineKey } from "./taxonomy.ts";

/**
 * Weekly opening hours in the venue's local time. Weekdays follow JavaScript's Date#getDay() and
 * PostgreSQL's extract(dow): 0 = Sunday ... 6 = Saturday. A closesAt earlier than (or equal to)
 * opensAt means the shift ends after midnight, on the next calendar day.
 */
export interface HoursRow {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

export function openingHours(
  random: Random,
  category: CategoryKey,
  cuisine: CuisineKey,
  country: CountryCode,
): HoursRow[] {
  if (category === "bar") return barHours(random);
  if (category === "nightclub") return clubHours(random, country);
  if (cuisine === "cafeteria" || cuisine === "panaderia") return cafeHours(random);
  return restaurantHours(random);
}

function restaurantHours(random: Random): HoursRow[] {
  const style = random.weighted([
    ["continuous", 55],
    ["split", 30],
    ["dinner", 15],
  ] as const);
  const rows: HoursRow[] = [];
  if (style === "dinner") {
    const opens = random.pick(["18:00", "19:00", "19:30"]);
    const closes = random.pick(["23:00", "23:30", "00:00"]);
    for (const day of [TUE, WED, THU, FRI, SAT]) rows.push(row(day, opens, day >= FRI ? later(closes, 1) : closes));
    return rows;
  }
  const closed = random.chance(0.35)
    ? random.weighted([
        [MON, 7],
        [SUN, 2],
        [TUE, 1],
      ] as const)
    : -1;
  if (style === "continuous") {
    const opens = random.pick(["08:00", "12:00", "13:00", "13:00", "13:30"]);
    const closes = random.pick(["22:00", "22:30", "23:00"]);
    const sundayCloses = random.pick(["18:00", "19:00", "20:00"]);
    for (let day = SUN; day <= SAT; day++) {
      if (day === closed) continue;
      if (day === SUN) rows.push(row(day, opens, sundayCloses));
      else rows.push(row(day, opens, day === FRI || day === SAT ? later(closes, 1) : closes));
    }
    return rows;
  }
  const lunchOpens = random.pick(["12:30", "13:00", "13:30"]);
  const lunchCloses = random.pick(["16:00", "16:30", "17:00"]);
  const dinnerOpens = random.pick(["19:00", "19:30", "20:00"]);
  const dinnerCloses = random.pick(["23:00", "23:30"]);
  for (let day = SUN; day <= SAT; day++) {
    if (day === closed) continue;
    rows.push(row(day, lunchOpens, lunchCloses));
    if (day !== SUN) rows.push(row(day, dinnerOpens, dinnerCloses));
  }
  return rows;
}

function cafeHours(random: Random): HoursRow[] {
  const opens = random.pick(["07:00", "07:30", "08:00"]);
  const closes = random.pick(["19:00", "20:00", "21:00"]);
  const sundayOpens = random.pick(["08:00", "09:00"]);
  const sundayCloses = random.pick(["15:00", "16:00", "17:00"]);
  const closedMonday = random.chance(0.2);
  const rows: HoursRow[] = [];
  for (let day = SUN; day <= SAT; day++) {
    if (day === MON && closedMonday) continue;
    rows.push(day === SUN ? row(day, sundayOpens, sundayCloses) : row(day, opens, closes));
  }
  return rows;
}

function barHours(random: Random): HoursRow[] {
  const opens = random.pick(["13:00", "17:00", "18:00", "18:00", "19:00"]);
  const closes = random.pick(["00:00", "01:00", "01:00", "02:00"]);
  const closedMonday = random.chance(0.35);
  const openSunday = random.chance(0.5);
  const rows: HoursRow[] = [];
  for (let day = SUN; day <= SAT; day++) {
    if (day === MON && closedMonday) continue;
    if (day === SUN) {
      if (openSunday) rows.push(row(day, random.pick(["13:00", "14:00"]), random.pick(["22:00", "23:00"])));
      continue;
    }
    rows.push(row(day, opens, day >= THU ? later(closes, 1) : closes));
  }
  return rows;
}

function clubHours(random: Random, country: CountryCode): HoursRow[] {
  const days = [THU, FRI, SAT];
  if (random.chance(0.3)) days.unshift(WED);
  if (random.chance(0.1)) days.unshift(SUN);
  const opens = random.pick(["21:00", "22:00", "22:00", "23:00"]);
  const closes =
    country === "co"
      ? "03:00"
      : country === "cr"
        ? random.pick(["02:30", "04:00"])
        : random.pick(["03:00", "04:00", "05:00"]);
  return days.map((day) => row(day, opens, day === SUN || day === WED ? later(closes, -1) : closes));
}

function row(weekday: number, opensAt: string, closesAt: string): HoursRow {
  return { weekday, opensAt, closesAt };
}

/** "23:00" + 1 h -> "00:00" (wraps around midnight). */
export function later(time: string, hours: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = (((h + hours) % 24) + 24) % 24;
  return `${String(hour).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
