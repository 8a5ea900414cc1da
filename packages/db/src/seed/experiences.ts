import { dateParts, hashString, minutesOfTime, slugify } from "@sobremesa/contracts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import {
  cities,
  colonies,
  countries,
  experienceSessions,
  experiences,
  experienceTicketTypes,
  states,
} from "../schema/index.ts";
import {
  type CatalogueExperience,
  EXPERIENCE_CATALOGUE,
  type ExperienceCategory,
  type ExperienceCityKey,
} from "./experience-catalogue.ts";
import { scatter, uniqueSlug } from "./generate.ts";
import { insertRows } from "./insert-rows.ts";
import { createRandom, type Random } from "./random.ts";

/**
 * Demo things to do: the hand-written catalogue placed in real cities of the seeded geo
 * tables, with prices, ticket types and 60 days of sessions drawn from the seeded PRNG. Pure
 * generation (generateExperiences) is separate from the inserts (seedExperiences) so tests can check
 * the rows without a database.
 */

interface CityPath {
  country: string;
  state: string;
  city: string;
}

/** Where each catalogue city lives in the geo tables: country code, state slug, city slug. */
export const EXPERIENCE_CITIES: Record<ExperienceCityKey, CityPath> = {
  cdmx: { country: "mx", state: "ciudad-de-mexico", city: "ciudad-de-mexico" },
  guadalajara: { country: "mx", state: "jalisco", city: "guadalajara" },
  monterrey: { country: "mx", state: "nuevo-leon", city: "monterrey" },
  oaxaca: { country: "mx", state: "oaxaca", city: "oaxaca-de-juarez" },
  merida: { country: "mx", state: "yucatan", city: "merida" },
  puebla: { country: "mx", state: "puebla", city: "puebla" },
  queretaro: { country: "mx", state: "queretaro", city: "santiago-de-queretaro" },
  tulum: { country: "mx", state: "quintana-roo", city: "tulum" },
  "san-miguel": { country: "mx", state: "guanajuato", city: "san-miguel-de-allende" },
  bogota: { country: "co", state: "bogota-d-c", city: "bogota-d-c" },
  medellin: { country: "co", state: "antioquia", city: "medellin" },
  cartagena: { country: "co", state: "bolivar", city: "cartagena-de-indias" },
  cali: { country: "co", state: "valle-del-cauca", city: "cali" },
  "san-jose": { country: "cr", state: "san-jose", city: "san-jose" },
  heredia: { country: "cr", state: "heredia", city: "heredia" },
  "la-fortuna": { country: "cr", state: "alajuela", city: "la-fortuna" },
};

export interface ExperienceCity {
  key: ExperienceCityKey;
  id: number;
  stateId: number;
  countryId: number;
  latitude: number;
  longitude: number;
  /** The city's IANA zone (per state in the geo data: Cancún, Mérida and Monterrey differ from CDMX). */
  timeZone: string;
  /** The country's currency. */
  currency: string;
  colonies: readonly { slug: string; latitude: number; longitude: number }[];
}

export interface ExperienceRow {
  id: number;
  slug: string;
  category: ExperienceCategory;
  titleEs: string;
  titleEn: string;
  summaryEs: string;
  summaryEn: string;
  descriptionEs: string;
  descriptionEn: string;
  includedEs: string;
  includedEn: string;
  cancellationEs: string;
  cancellationEn: string;
  countryId: number;
  stateId: number;
  cityId: number;
  venueName: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  durationMinutes: number;
  currency: string;
  priceFromMinor: number;
  memberDiscountPercent: number | null;
  score: number;
  reviewCount: number;
  checkInKey: string;
}

export interface TicketTypeRow {
  id: number;
  experienceId: number;
  code: "general" | "child" | "vip";
  nameEs: string;
  nameEn: string;
  priceMinor: number;
  sort: number;
}

export interface SessionRow {
  id: number;
  experienceId: number;
  /** ISO instant. */
  startsAt: string;
  capacity: number;
  reserved: number;
  perOrderLimit: number;
  salesCutoffMinutes: number;
}

export interface GeneratedExperiences {
  experiences: ExperienceRow[];
  ticketTypes: TicketTypeRow[];
  sessions: SessionRow[];
}

/** Days of sessions from the seeding day (the venue's calendar). */
export const SESSION_DAYS = 60;

/** Session start times (the venue's wall clock) per category: when such things happen locally. */
export const SESSION_TIMES: Record<ExperienceCategory, readonly string[]> = {
  tour: ["09:00", "10:00", "11:00"],
  tasting: ["18:00", "18:30", "19:00", "20:00"],
  concert: ["20:00", "20:30", "21:00", "21:30"],
  class: ["10:00", "17:00"],
  nightlife: ["21:00", "21:30", "22:00"],
  outdoor: ["07:00", "07:30", "08:00", "09:00"],
};

/**
 * Price bounds per currency in whole units, and the step prices are rounded to. Menus and deposits
 * elsewhere in the seed price COP at roughly 200 and CRC at roughly 26-30 times MXN.
 */
export const PRICE_RANGES: Record<string, { min: number; max: number; step: number }> = {
  MXN: { min: 250, max: 2_500, step: 50 },
  COP: { min: 60_000, max: 450_000, step: 5_000 },
  CRC: { min: 12_000, max: 65_000, step: 500 },
};

/** Where in its currency's range (0 cheapest, 1 dearest, on a log scale) a category's general ticket falls. */
const PRICE_LEVELS: Record<ExperienceCategory, [number, number]> = {
  tour: [0.2, 0.55],
  tasting: [0.35, 0.7],
  concert: [0.1, 0.4],
  class: [0.3, 0.65],
  nightlife: [0.15, 0.45],
  outdoor: [0.35, 0.75],
};

const DURATIONS: Record<ExperienceCategory, [number, number]> = {
  tour: [120, 210],
  tasting: [90, 120],
  concert: [60, 120],
  class: [120, 210],
  nightlife: [180, 240],
  outdoor: [150, 240],
};

const CAPACITIES: Record<ExperienceCategory, [number, number]> = {
  tour: [10, 20],
  tasting: [8, 18],
  concert: [30, 60],
  class: [8, 16],
  nightlife: [12, 30],
  outdoor: [8, 16],
};

/** Evenings-and-weekend things run Wednesday to Saturday; the rest any day (0 Sunday ... 6 Saturday). */
const WEEKDAYS: Record<ExperienceCategory, { days: readonly number[]; count: [number, number] }> = {
  tour: { days: [0, 1, 2, 3, 4, 5, 6], count: [3, 5] },
  tasting: { days: [3, 4, 5, 6], count: [2, 3] },
  concert: { days: [3, 4, 5, 6], count: [2, 3] },
  class: { days: [0, 1, 2, 3, 4, 5, 6], count: [3, 5] },
  nightlife: { days: [4, 5, 6], count: [2, 3] },
  outdoor: { days: [0, 1, 2, 3, 4, 5, 6], count: [3, 5] },
};

/**
 * A room (concert hall, kitchen, tasting bar, club) holds one session at a time, so its sessions of
 * a day may not overlap; walking tours and outings send out parallel groups with more guides.
 */
const ONE_ROOM = new Set<ExperienceCategory>(["tasting", "concert", "class", "nightlife"]);

const CITY_RADIUS_M = 1_200;
const COLONY_RADIUS_M = 300;

/** Sold-out and nearly-full sessions are picked among those starting within this many days. */
const BUSY_WINDOW_DAYS = 10;
const SOLD_OUT_SESSIONS = 2;
const NEARLY_FULL_SESSIONS = 12;

const TICKET_NAMES = {
  general: ["Entrada general", "General admission"],
  child: ["Niños (5 a 12 años)", "Children (5 to 12)"],
} as const;

/** What a VIP ticket adds depends on the kind of thing. */
const VIP_NAMES: Partial<Record<ExperienceCategory, [string, string]>> = {
  concert: ["VIP: primeras filas y bebida de bienvenida", "VIP: front rows and a welcome drink"],
  tasting: ["VIP: selección de reserva", "VIP: reserve selection"],
  nightlife: ["VIP: acceso sin fila y mesa reservada", "VIP: skip the line and a reserved table"],
  tour: ["VIP: grupo reducido de seis personas", "VIP: small group of six"],
};

/** Cancellation policies per category; one is picked per experience. */
const CANCELLATION: Record<ExperienceCategory, readonly [string, string][]> = {
  tour: [
    [
      "Reembolso completo hasta 24 horas antes del inicio. Después de ese plazo no hay reembolso, pero puedes cambiar la fecha una vez sin costo si hay lugares.",
      "Full refund up to 24 hours before the start. After that there is no refund, but you can change the date once at no cost while places remain.",
    ],
    [
      "Reembolso completo hasta 48 horas antes del inicio; 50 % entre 48 y 24 horas antes; sin reembolso después. Si llueve, el recorrido se hace con paraguas o se reprograma.",
      "Full refund up to 48 hours before the start; 50% between 48 and 24 hours before; no refund after that. If it rains, the tour goes ahead with umbrellas or is rescheduled.",
    ],
  ],
  tasting: [
    [
      "Reembolso completo hasta 48 horas antes. Después de ese plazo no hay reembolso, porque los productos se preparan para cada grupo.",
      "Full refund up to 48 hours before. After that there is no refund, as the products are prepared for each group.",
    ],
    [
      "Reembolso completo hasta 72 horas antes; 50 % hasta 24 horas antes; sin reembolso después. Puedes ceder tu lugar a otra persona avisándonos por correo.",
      "Full refund up to 72 hours before; 50% up to 24 hours before; no refund after that. You can give your place to someone else by letting us know by e-mail.",
    ],
  ],
  concert: [
    [
      "Reembolso completo hasta 72 horas antes del concierto; después no hay reembolso. Las entradas son transferibles: escríbenos con el nombre de la persona que asistirá.",
      "Full refund up to 72 hours before the concert; no refund after that. Tickets are transferable: write to us with the name of the person attending.",
    ],
    [
      "Reembolso completo hasta 7 días antes del concierto. Si el concierto se cancela o cambia de fecha, puedes pedir el reembolso total o conservar tu lugar para la nueva fecha.",
      "Full refund up to 7 days before the concert. If the concert is cancelled or moved, you can ask for a full refund or keep your seat for the new date.",
    ],
  ],
  class: [
    [
      "Reembolso completo hasta 72 horas antes; 50 % hasta 24 horas antes; sin reembolso después, porque compramos los ingredientes y materiales para cada participante.",
      "Full refund up to 72 hours before; 50% up to 24 hours before; no refund after that, as we buy ingredients and materials for each participant.",
    ],
    [
      "Reembolso completo hasta 48 horas antes de la clase. Después de ese plazo puedes cambiarte una vez a otra fecha con lugares disponibles.",
      "Full refund up to 48 hours before the class. After that you can move once to another date with places available.",
    ],
  ],
  nightlife: [
    [
      "Reembolso completo hasta 24 horas antes. No hay reembolso si se niega el acceso por no presentar identificación oficial o por estado de ebriedad.",
      "Full refund up to 24 hours before. There is no refund if entry is refused for lack of photo ID or for drunkenness.",
    ],
  ],
  outdoor: [
    [
      "Reembolso completo hasta 24 horas antes. Si el clima no permite realizar la actividad con seguridad, te ofrecemos otra fecha o el reembolso total.",
      "Full refund up to 24 hours before. If the weather makes the activity unsafe, we offer you another date or a full refund.",
    ],
    [
      "Reembolso completo hasta 48 horas antes; sin reembolso después. Si cancelamos por clima o por seguridad, recibes el reembolso total en tu método de pago.",
      "Full refund up to 48 hours before; no refund after that. If we cancel for weather or safety, you get a full refund to your payment method.",
    ],
  ],
};

/** The practical paragraph of each description: {duration}, {capacity} and {venue} are filled in. */
const PRACTICAL: Record<ExperienceCategory, [string, string]> = {
  tour: [
    "El recorrido dura {duration} y se hace en grupos de hasta {capacity} personas, a pie y a ritmo tranquilo. Nos vemos en {venue}; llega diez minutos antes y trae calzado cómodo, gorra y agua.",
    "The tour lasts {duration} in groups of up to {capacity}, on foot and at an easy pace. We meet at {venue}; arrive ten minutes early and bring comfortable shoes, a hat and water.",
  ],
  tasting: [
    "La cata dura {duration} y se hace en grupos de máximo {capacity} personas, para que todos puedan preguntar. Nos vemos en {venue}; llega unos minutos antes para empezar a tiempo.",
    "The tasting lasts {duration} in groups of at most {capacity}, so everyone can ask questions. We meet at {venue}; arrive a few minutes early so we can start on time.",
  ],
  concert: [
    "El concierto dura {duration}, con un intermedio breve. El aforo es de {capacity} personas y las puertas de {venue} abren 30 minutos antes.",
    "The concert lasts {duration}, with a short interval. The room holds {capacity} people and the doors of {venue} open 30 minutes before.",
  ],
  class: [
    "La clase dura {duration}, en grupos de máximo {capacity} personas, y no necesitas experiencia previa. Nos vemos en {venue}; todo el material está incluido.",
    "The class lasts {duration} in groups of at most {capacity}, and no experience is needed. We meet at {venue}; all materials are included.",
  ],
  nightlife: [
    "La noche dura unas {duration}, en grupos de máximo {capacity} personas. Nos vemos en {venue}; ven con ropa cómoda para caminar y bailar.",
    "The night lasts about {duration} in groups of at most {capacity}. We meet at {venue}; wear something comfortable for walking and dancing.",
  ],
  outdoor: [
    "La actividad dura {duration} y se hace en grupos de máximo {capacity} personas, con guías que conocen bien la zona. Nos vemos en {venue}. Trae ropa cómoda, protector solar biodegradable y repelente.",
    "The outing lasts {duration} in groups of at most {capacity}, with guides who know the area well. We meet at {venue}. Bring comfortable clothes, biodegradable sunscreen and insect repellent.",
  ],
};

const ADULTS_ONLY: [string, string] = [
  "Solo para mayores de 18 años con identificación oficial. Si no bebes alcohol, avísanos al reservar y te preparamos una alternativa sin alcohol.",
  "Adults 18 and over only, with photo ID. If you do not drink alcohol, tell us when you book and we will prepare an alcohol-free alternative.",
];

const LANGUAGE_NOTE: [string, string] = [
  "La actividad es en español; nuestros guías también hablan inglés y responden preguntas en ambos idiomas.",
  "The activity is in Spanish; our guides also speak English and answer questions in both languages.",
];

const DURATION_WORDS: Record<number, [string, string]> = {
  60: ["una hora", "an hour"],
  90: ["hora y media", "an hour and a half"],
  120: ["dos horas", "two hours"],
  150: ["dos horas y media", "two and a half hours"],
  180: ["tres horas", "three hours"],
  210: ["tres horas y media", "three and a half hours"],
  240: ["cuatro horas", "four hours"],
};

/**
 * The demo's experiences, ticket types and sessions for the cities given (catalogue entries whose
 * city is missing are skipped). Each experience draws from its own PRNG stream keyed by the seed and
 * its slug, so a missing city never shifts the others. Sessions cover SESSION_DAYS days of the
 * venue's calendar from `now`, start after `now`, and sit at the category's local hours.
 */
export function generateExperiences(
  cityList: readonly ExperienceCity[],
  options: { seed: number; now: Date },
): GeneratedExperiences {
  const byKey = new Map(cityList.map((city) => [city.key, city]));
  const out: GeneratedExperiences = { experiences: [], ticketTypes: [], sessions: [] };
  const slugs = new Set<string>();
  const now = options.now.getTime();

  for (const entry of EXPERIENCE_CATALOGUE) {
    const city = byKey.get(entry.city);
    if (!city) continue;
    const slug = uniqueSlug(slugs, slugify(entry.es.title));
    const random = createRandom(hashString(`${options.seed}:${slug}`));
    const id = out.experiences.length + 1;
    const range = PRICE_RANGES[city.currency];
    if (!range) throw new Error(`experiences: no price range for currency ${city.currency}`);

    const duration = step(random, DURATIONS[entry.category], 30);
    const capacity = random.int(...CAPACITIES[entry.category]);
    const tickets = ticketTypes(random, entry, range, id, out.ticketTypes.length);
    const [latitude, longitude] = venuePoint(random, entry, city);
    out.experiences.push({
      id,
      slug,
      category: entry.category,
      titleEs: entry.es.title,
      titleEn: entry.en.title,
      summaryEs: entry.es.summary,
      summaryEn: entry.en.summary,
      ...descriptions(random, entry, duration, capacity),
      includedEs: entry.es.included.join("\n"),
      includedEn: entry.en.included.join("\n"),
      ...cancellation(random, entry.category),
      countryId: city.countryId,
      stateId: city.stateId,
      cityId: city.id,
      venueName: entry.venue,
      address: entry.address,
      latitude,
      longitude,
      timeZone: city.timeZone,
      durationMinutes: duration,
      currency: city.currency,
      priceFromMinor: Math.min(...tickets.map((ticket) => ticket.priceMinor)),
      memberDiscountPercent: random.chance(1 / 3) ? random.pick([10, 15, 20]) : null,
      score: Math.round((4 + random.next() * 0.9) * 10) / 10,
      reviewCount: random.int(12, 640),
      checkInKey: hex(random, 32),
    });
    out.ticketTypes.push(...tickets);

    const perOrderLimit = Math.min(capacity, random.int(6, 10));
    const salesCutoffMinutes = step(random, [60, 180], 30);
    for (const startsAt of sessionStarts(random, entry.category, duration, city.timeZone, now)) {
      out.sessions.push({
        id: out.sessions.length + 1,
        experienceId: id,
        startsAt: new Date(startsAt).toISOString(),
        capacity,
        reserved: 0,
        perOrderLimit,
        salesCutoffMinutes,
      });
    }
  }
  markBusySessions(createRandom(options.seed), out.sessions, now);
  return out;
}

function ticketTypes(
  random: Random,
  entry: CatalogueExperience,
  range: { min: number; max: number; step: number },
  experienceId: number,
  idsSoFar: number,
): TicketTypeRow[] {
  const [low, high] = PRICE_LEVELS[entry.category];
  const level = low + random.next() * (high - low);
  // Geometric between the bounds: a step up in level is the same relative step in every currency.
  const general = roundTo(range.min * (range.max / range.min) ** level, range.step);
  const rows: TicketTypeRow[] = [];
  const add = (code: TicketTypeRow["code"], names: readonly [string, string], major: number) =>
    rows.push({
      id: idsSoFar + rows.length + 1,
      experienceId,
      code,
      nameEs: names[0],
      nameEn: names[1],
      priceMinor: major * 100,
      sort: rows.length,
    });
  add("general", TICKET_NAMES.general, general);
  if (!entry.adults && entry.category !== "nightlife" && random.chance(0.5)) {
    add("child", TICKET_NAMES.child, Math.max(range.min, roundTo(general * (0.55 + random.next() * 0.15), range.step)));
  }
  const vip = VIP_NAMES[entry.category];
  if (vip && random.chance(0.4)) {
    add("vip", vip, Math.min(range.max, roundTo(general * (1.6 + random.next() * 0.3), range.step)));
  }
  return rows;
}

function venuePoint(random: Random, entry: CatalogueExperience, city: ExperienceCity): [number, number] {
  const colony = entry.colony ? city.colonies.find((candidate) => candidate.slug === entry.colony) : undefined;
  return colony
    ? scatter(random, colony.latitude, colony.longitude, COLONY_RADIUS_M)
    : scatter(random, city.latitude, city.longitude, CITY_RADIUS_M);
}

function descriptions(random: Random, entry: CatalogueExperience, duration: number, capacity: number) {
  const words = DURATION_WORDS[duration];
  if (!words) throw new Error(`experiences: no words for ${duration} minutes`);
  // One draw for both languages, so the Spanish and English pages say the same things.
  const note = entry.adults ? ADULTS_ONLY : random.chance(0.5) ? LANGUAGE_NOTE : null;
  const [descriptionEs, descriptionEn] = ([0, 1] as const).map((language) => {
    const practical = PRACTICAL[entry.category][language]
      .replace("{duration}", words[language])
      .replace("{capacity}", String(capacity))
      .replace("{venue}", entry.venue);
    const about = language === 0 ? entry.es.about : entry.en.about;
    return [about, practical, ...(note ? [note[language]] : [])].join("\n\n");
  }) as [string, string];
  return { descriptionEs, descriptionEn };
}

function cancellation(random: Random, category: ExperienceCategory) {
  const [cancellationEs, cancellationEn] = random.pick(CANCELLATION[category]);
  return { cancellationEs, cancellationEn };
}

/** Start instants (ms) of one experience's sessions: chosen weekdays, fixed local times, after `now`. */
function sessionStarts(
  random: Random,
  category: ExperienceCategory,
  duration: number,
  timeZone: string,
  now: number,
): number[] {
  const { days, count } = WEEKDAYS[category];
  const weekdays = new Set(random.sample(days, random.int(...count)));
  const times = dailyTimes(random, category, duration);
  const minutes = times.map(minutesOfTime);
  const [year, month, day] = dateParts(localDate(now, timeZone));
  const starts: number[] = [];
  for (let offset = 0; offset < SESSION_DAYS; offset++) {
    // The venue's calendar day as a UTC midnight: plain numbers, no date strings in the loop.
    const midnight = Date.UTC(year, month - 1, day + offset);
    if (!weekdays.has(new Date(midnight).getUTCDay())) continue;
    const ahead = dayOffset(midnight, timeZone);
    for (const minute of minutes) {
      const instant = midnight + minute * 60_000 - ahead;
      if (instant > now) starts.push(instant);
    }
  }
  return starts;
}

/** 1-3 start times a day, in order; a one-room venue's sessions never overlap. */
function dailyTimes(random: Random, category: ExperienceCategory, duration: number): string[] {
  const wanted = random.int(1, Math.min(3, SESSION_TIMES[category].length));
  const candidates = random.sample(SESSION_TIMES[category], SESSION_TIMES[category].length);
  const chosen: string[] = [];
  for (const time of candidates) {
    if (chosen.length === wanted) break;
    const start = minutesOfTime(time);
    const clashes = chosen.some((other) => Math.abs(minutesOfTime(other) - start) < duration);
    if (ONE_ROOM.has(category) && clashes) continue;
    chosen.push(time);
  }
  return chosen.sort();
}

/**
 * A few sessions of the coming days nearly full and a couple sold out, so the pages show those
 * states from the first start. The seats are counted as reserved without orders behind them, which
 * is what a venue's box-office sales outside the platform look like.
 */
function markBusySessions(random: Random, sessions: SessionRow[], now: number): void {
  const soon = sessions.filter((session) => Date.parse(session.startsAt) - now < BUSY_WINDOW_DAYS * 86_400_000);
  const picked = random.sample(soon, SOLD_OUT_SESSIONS + NEARLY_FULL_SESSIONS);
  picked.forEach((session, index) => {
    session.reserved =
      index < SOLD_OUT_SESSIONS ? session.capacity : session.capacity - random.int(1, Math.min(3, session.capacity));
  });
}

// Zone arithmetic with Intl: @date-fns/tz is a dependency of the domain package, not of packages/db.
const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneParts(instant: number, timeZone: string): Record<string, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The venue's calendar date ("YYYY-MM-DD") at an instant. */
export function localDate(instant: number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The venue's wall-clock time ("HH:mm") at an instant. */
export function localTime(instant: number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/**
 * The instant (ms) a wall-clock date and time name in a zone. The offset is read twice, the second
 * time at the first guess, so a daylight-saving change between UTC and local midnight is honoured;
 * the seed's hours (07:00-22:00) never fall in a skipped or repeated hour.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = dateParts(date);
  return wallInstant(Date.UTC(year, month - 1, day, 0, minutesOfTime(time)), timeZone);
}

/** The instant of a wall-clock reading written as if it were UTC. */
function wallInstant(wall: number, timeZone: string): number {
  return wall - zoneOffset(wall - zoneOffset(wall, timeZone), timeZone);
}

const dayOffsets = new Map<string, number>();

/**
 * How far a zone's wall clock is ahead of UTC on a calendar day (given as its UTC midnight), read at
 * noon and cached for every experience in the zone: Intl is most of the generation time otherwise.
 * Clocks change at night, before the first session hour (07:00), so the noon offset holds for all
 * of a day's sessions.
 */
function dayOffset(midnight: number, timeZone: string): number {
  const key = `${timeZone} ${midnight}`;
  let ahead = dayOffsets.get(key);
  if (ahead === undefined) {
    const noon = midnight + 12 * 3_600_000;
    ahead = noon - wallInstant(noon, timeZone);
    dayOffsets.set(key, ahead);
  }
  return ahead;
}

function step(random: Random, [min, max]: [number, number], unit: number): number {
  return min + unit * random.int(0, Math.floor((max - min) / unit));
}

function roundTo(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

function hex(random: Random, length: number): string {
  let out = "";
  while (out.length < length) out += random.int(0, 15).toString(16);
  return out;
}

export interface ExperienceSeedReport {
  experiences: number;
  ticketTypes: number;
  sessions: number;
  cities: number;
  durationMs: number;
}

/**
 * Inserts the demo's things to do when the experiences table is empty (idempotent, like the venue and
 * menu seeds, so a database seeded before they existed gets them at its next start). Cities are looked up
 * in the seeded geo tables by slug; a missing one is skipped. Returns null when nothing was done.
 */
export async function seedExperiences(
  db: Database,
  options: { seed: number; now: Date; log?: (line: string) => void },
): Promise<ExperienceSeedReport | null> {
  const started = performance.now();
  if ((await db.$count(experiences)) > 0) return null;
  const cityList = await loadExperienceCities(db);
  const generated = generateExperiences(cityList, options);
  if (generated.experiences.length === 0) return null;
  await db.transaction(async (tx) => {
    await insertRows(tx, experiences, generated.experiences);
    await insertRows(tx, experienceTicketTypes, generated.ticketTypes);
    await insertRows(tx, experienceSessions, generated.sessions);
    // Rows went in with explicit ids: move each serial past them.
    for (const [table, last] of [
      ["experiences", generated.experiences.length],
      ["experience_ticket_types", generated.ticketTypes.length],
      ["experience_sessions", generated.sessions.length],
    ] as const) {
      if (last > 0) await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), ${last})`));
    }
  });
  const report: ExperienceSeedReport = {
    experiences: generated.experiences.length,
    ticketTypes: generated.ticketTypes.length,
    sessions: generated.sessions.length,
    cities: cityList.length,
    durationMs: Math.round(performance.now() - started),
  };
  options.log?.(
    `demo seed: ${report.experiences} things to do in ${report.cities} cities (${report.ticketTypes} ticket types, ${report.sessions} sessions) in ${report.durationMs} ms`,
  );
  return report;
}

/** A city row of the geo tables with its state slug and country code and currency. */
export interface GeoCityRow {
  id: number;
  stateId: number;
  countryId: number;
  countryCode: string;
  stateSlug: string;
  citySlug: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
}

export interface GeoColonyRow {
  cityId: number;
  slug: string;
  latitude: number;
  longitude: number;
}

/** The catalogue's cities found among the rows, in catalogue order; missing ones are left out. */
export function matchExperienceCities(
  cityRows: readonly GeoCityRow[],
  colonyRows: readonly GeoColonyRow[],
): ExperienceCity[] {
  const found: ExperienceCity[] = [];
  for (const [key, place] of Object.entries(EXPERIENCE_CITIES) as [ExperienceCityKey, CityPath][]) {
    const row = cityRows.find(
      (candidate) =>
        candidate.countryCode === place.country &&
        candidate.stateSlug === place.state &&
        candidate.citySlug === place.city,
    );
    if (!row) continue;
    found.push({
      key,
      id: row.id,
      stateId: row.stateId,
      countryId: row.countryId,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
      currency: row.currency,
      colonies: colonyRows.filter((colony) => colony.cityId === row.id),
    });
  }
  return found;
}

async function loadExperienceCities(db: Database): Promise<ExperienceCity[]> {
  const rows = await db
    .select({
      id: cities.id,
      stateId: cities.stateId,
      countryId: cities.countryId,
      countryCode: countries.code,
      stateSlug: states.slug,
      citySlug: cities.slug,
      latitude: cities.latitude,
      longitude: cities.longitude,
      timeZone: cities.timezone,
      currency: countries.currency,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(
      or(
        ...Object.values(EXPERIENCE_CITIES).map((place) =>
          and(eq(countries.code, place.country), eq(states.slug, place.state), eq(cities.slug, place.city)),
        ),
      ),
    );
  if (rows.length === 0) return [];
  const colonyRows = await db
    .select({
      cityId: colonies.cityId,
      slug: colonies.slug,
      latitude: colonies.latitude,
      longitude: colonies.longitude,
    })
    .from(colonies)
    .where(
      inArray(
        colonies.cityId,
        rows.map((row) => row.id),
      ),
    );
  return matchExperienceCities(rows, colonyRows);
}
