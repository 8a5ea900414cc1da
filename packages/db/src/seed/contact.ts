import {
  CO_DEFAULT_LANDLINE,
  CO_STATE_LANDLINE,
  type CountryCode,
  MX_CITY_AREA_CODE,
  MX_STATE_AREA_CODE,
} from "./plan.ts";
import type { Random } from "./random.ts";

/**
 * Plausible street addresses and phone numbers in each country's own style. Phone numbers are
 * written in international format with spaces: +52 55 1234 5678, +52 999 123 4567 (Mexico),
 * +57 601 234 5678 or +57 310 234 5678 (Colombia), +506 2222 3333 or +506 8888 7777 (Costa Rica).
 */

export interface PhoneContext {
  country: CountryCode;
  cityId: number;
  /** ISO 3166-2 suffix of the state: CMX, JAL, DC, SJ... */
  stateCode: string;
}

export function phoneNumber(random: Random, context: PhoneContext): string {
  if (context.country === "mx") {
    const area = MX_CITY_AREA_CODE[context.cityId] ?? MX_STATE_AREA_CODE[context.stateCode] ?? "55";
    const local = digits(random, 10 - area.length);
    return area.length === 2
      ? `+52 ${area} ${local.slice(0, 4)} ${local.slice(4)}`
      : `+52 ${area} ${local.slice(0, 3)} ${local.slice(3)}`;
  }
  if (context.country === "co") {
    // Most venues publish a mobile (WhatsApp) number; the rest a landline with the 60X prefix.
    const prefix = random.chance(0.6)
      ? random.pick([
          "300",
          "301",
          "302",
          "304",
          "310",
          "311",
          "312",
          "313",
          "314",
          "315",
          "316",
          "317",
          "318",
          "320",
          "321",
          "350",
        ])
      : (CO_STATE_LANDLINE[context.stateCode] ?? CO_DEFAULT_LANDLINE);
    const local = digits(random, 7);
    return `+57 ${prefix} ${local.slice(0, 3)} ${local.slice(3)}`;
  }
  const first = random.chance(0.55) ? "2" : random.pick(["6", "7", "8", "8"]);
  const rest = `${first}${digits(random, 7, true)}`;
  return `+506 ${rest.slice(0, 4)} ${rest.slice(4)}`;
}

/** n digits; the first is never 0 or 1 (not a valid start of a local number) unless anyFirst. */
function digits(random: Random, n: number, anyFirst = false): string {
  let out = anyFirst ? "" : String(random.int(2, 9));
  while (out.length < n) out += String(random.int(0, 9));
  return out;
}

const MX_STREETS = [
  "Av. Juárez",
  "Calle Hidalgo",
  "Calle Morelos",
  "Av. Reforma",
  "Calle Allende",
  "Calle Guerrero",
  "Calle Zaragoza",
  "Av. Independencia",
  "Calle 5 de Mayo",
  "Calle 16 de Septiembre",
  "Av. Revolución",
  "Calle Madero",
  "Av. Constitución",
  "Calle Aldama",
  "Calle Matamoros",
  "Calle Abasolo",
  "Calle Galeana",
  "Calle Iturbide",
  "Av. Universidad",
  "Calle Niños Héroes",
  "Av. Benito Juárez",
  "Calle Colón",
  "Calle Ocampo",
  "Calle Degollado",
  "Av. Insurgentes",
  "Calle Victoria",
  "Calle Pino Suárez",
  "Av. Hidalgo",
  "Calle Allende Sur",
  "Av. Lázaro Cárdenas",
];

/** Real streets of the best-known colonies, so their addresses read true. */
const COLONY_STREETS: Record<number, string[]> = {
  1: [
    "Av. Presidente Masaryk",
    "Calle Julio Verne",
    "Calle Alejandro Dumas",
    "Calle Emilio Castelar",
    "Calle Newton",
    "Calle Arquímedes",
    "Calle Oscar Wilde",
  ],
  2: [
    "Av. Tamaulipas",
    "Av. Ámsterdam",
    "Av. Michoacán",
    "Calle Atlixco",
    "Av. Nuevo León",
    "Calle Vicente Suárez",
    "Calle Pachuca",
  ],
  3: ["Av. Ámsterdam", "Calle Celaya", "Calle Campeche", "Av. México", "Calle Sonora"],
  4: [
    "Av. Álvaro Obregón",
    "Calle Colima",
    "Calle Orizaba",
    "Calle Córdoba",
    "Calle Durango",
    "Calle Tabasco",
    "Calle Mérida",
  ],
  5: ["Calle Medellín", "Calle Manzanillo", "Calle Tlacotalpan", "Calle Bajío", "Calle Coahuila"],
  8: [
    "Calle Madero",
    "Calle 5 de Mayo",
    "Calle Motolinía",
    "Calle Bolívar",
    "Calle Regina",
    "Calle Isabel la Católica",
  ],
  9: ["Calle Francisco Sosa", "Calle Higuera", "Calle Carrillo Puerto", "Calle Allende", "Av. Hidalgo"],
  49: ["Carrera 37", "Calle 10", "Carrera 35", "Calle 9", "Carrera 43A"],
  38: ["Carrera 12A", "Calle 82", "Calle 83", "Carrera 13", "Calle 85"],
};

const CO_AXES = ["Calle", "Carrera", "Carrera", "Calle", "Avenida Calle", "Diagonal", "Transversal"];
const CR_LANDMARKS = [
  "la Iglesia Católica",
  "el Parque Central",
  "el Banco Nacional",
  "la escuela",
  "la plaza de deportes",
  "la Municipalidad",
  "la Cruz Roja",
  "el supermercado",
  "la estación de bomberos",
  "el antiguo cine",
];
const CR_DIRECTIONS = ["norte", "sur", "este", "oeste"];

export interface AddressContext {
  country: CountryCode;
  colonyId?: number | undefined;
  /** Short colony name ("Roma Norte"), when the place is in one. */
  colonyName?: string | undefined;
  cityName: string;
}

export function streetAddress(random: Random, context: AddressContext): string {
  const tail = context.colonyName ? `${context.colonyName}, ${context.cityName}` : context.cityName;
  if (context.country === "mx") {
    const street = random.pick((context.colonyId && COLONY_STREETS[context.colonyId]) || MX_STREETS);
    const number = random.chance(0.7) ? random.int(1, 399) : random.int(400, 2999);
    const inner = random.chance(0.15) ? ` Int. ${random.int(1, 12)}` : "";
    if (context.colonyName) return `${street} ${number}${inner}, Col. ${context.colonyName}, ${context.cityName}`;
    return random.chance(0.35)
      ? `${street} ${number}${inner}, Centro, ${context.cityName}`
      : `${street} ${number}${inner}, ${context.cityName}`;
  }
  if (context.country === "co") {
    const known = context.colonyId ? COLONY_STREETS[context.colonyId] : undefined;
    const axis = known ? random.pick(known) : `${random.pick(CO_AXES)} ${random.int(1, 120)}${letter(random)}`;
    return `${axis} # ${random.int(1, 110)}${letter(random)}-${random.int(2, 99)}, ${tail}`;
  }
  // Costa Rica: directions from a landmark are the everyday address.
  const direction = random.pick(CR_DIRECTIONS);
  const first = `${random.pick([50, 100, 100, 150, 200, 300])} m al ${direction}`;
  // The second leg turns a corner: after north or south comes east or west, and vice versa.
  const across = direction === "norte" || direction === "sur" ? ["este", "oeste"] : ["norte", "sur"];
  const second = random.chance(0.5) ? ` y ${random.pick([25, 50, 75])} m al ${random.pick(across)}` : "";
  const landmark = random.pick(CR_LANDMARKS);
  const from = landmark.startsWith("el ") ? `Del ${landmark.slice(3)}` : `De ${landmark}`;
  return `${from}, ${first}${second}, ${tail}`;
}

function letter(random: Random): string {
  return random.chance(0.2) ? random.pick(["A", "B", "C", "Bis"]) : "";
}
