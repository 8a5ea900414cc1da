/**
 * Compacts the raw geographic extract (/work/shared/data/geo, see its README) into the small JSON
 * files the app ships in packages/db/src/seed/geo/. Run once after the raw data changes:
 *
 *   node scripts/compact-geo.ts [rawDir]
 *
 * Output (committed; one row per line so diffs stay readable):
 * - countries.json  [{ id, code, iso3, nameEs, nameEn, slug, dialCode, currency, currencySymbol, timezone, latitude, longitude }]
 * - states.json     [{ id, countryId, name, code, slug, timezone, latitude, longitude }]
 * - cities.json     [[id, stateId, name, slug, latitude, longitude, timezone or 0 when it is the state's]]
 * - colonies.json   [{ id, cityId, stateId, name, slug, latitude, longitude }]
 *
 * Countries, states and cities derive from the Countries States Cities Database (ODbL, see NOTICE).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { slugify } from "../packages/contracts/src/slug.ts";
import { assignGeoSlugs } from "../packages/db/src/seed/geo-slugs.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const rawDir = resolve(process.argv[2] ?? resolve(root, "../shared/data/geo"));
const outDir = resolve(root, "packages/db/src/seed/geo");

interface RawCountry {
  id: number;
  iso2: string;
  iso3: string;
  name_es: string;
  name_en: string;
  phone_code: string;
  currency: string;
  currency_symbol: string;
  latitude: number;
  longitude: number;
  timezones: string[];
}
interface RawState {
  id: number;
  country_id: number;
  name: string;
  code: string;
  latitude: number;
  longitude: number;
}
interface RawCity {
  id: number;
  state_id: number;
  country_id: number;
  name: string;
  latitude: number;
  longitude: number;
}
interface RawStateZone {
  state_id: number;
  timezone: string;
  exceptions: { area: string; timezone: string }[];
}
interface RawColony {
  id: number;
  city_id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Cities that do not follow their state's zone (README "Timezones"; Ley del Sistema de Horario 2022).
 * Only exact dataset names (municipality seats and their well-known localities) are listed, so a
 * match is reliable; every name must exist in its state, or the script fails.
 */
const ZONE_EXCEPTIONS: { state: string; timezone: string; cities: string[] }[] = [
  {
    state: "CHH",
    timezone: "America/Ciudad_Juarez",
    cities: [
      "Juárez",
      "Samalayuca",
      "Loma Blanca",
      "San Agustín",
      "San Isidro",
      "Ascensión",
      "Puerto Palomas",
      "Janos",
      "Guadalupe",
      "Praxedis G. Guerrero",
      "Praxédis Guerrero",
      "Porvenir",
    ],
  },
  {
    state: "CHH",
    timezone: "America/Ojinaga",
    cities: ["Ojinaga", "Manuel Ojinaga", "Manuel Benavides", "Coyame", "Coyame del Sotol"],
  },
  {
    state: "COA",
    timezone: "America/Matamoros",
    cities: [
      "Ciudad Acuña",
      "Piedras Negras",
      "Guerrero",
      "Hidalgo",
      "Jiménez",
      "Nava",
      "Ocampo",
      "Villa Union",
      "Zaragoza",
    ],
  },
  { state: "NLE", timezone: "America/Matamoros", cities: ["Anáhuac", "Colombia"] },
  {
    state: "TAM",
    timezone: "America/Matamoros",
    cities: [
      "Matamoros",
      "Heroica Matamoros",
      "Reynosa",
      "Nuevo Laredo",
      "Río Bravo",
      "Ciudad Río Bravo",
      "Valle Hermoso",
      "Camargo",
      "Ciudad Camargo",
      "Gustavo Díaz Ordaz",
      "Ciudad Gustavo Díaz Ordaz",
      "Miguel Alemán",
      "Ciudad Miguel Alemán",
      "Mier",
      "Guerrero",
      "Nueva Ciudad Guerrero",
    ],
  },
  {
    state: "NAY",
    timezone: "America/Bahia_Banderas",
    cities: [
      "Bucerías",
      "Corral del Risco (Punta de Mita)",
      "Cruz de Huanacaxtle",
      "Higuera Blanca",
      "Las Jarretaderas",
      "Lo de Marcos",
      "Mezcales",
      "Nuevo Vallarta",
      "San Clemente de Lima",
      "San Francisco",
      "San Juan de Abajo",
      "Sayulita",
      "Valle de Banderas",
    ],
  },
];

/**
 * Display names the dataset gives in English or without accents (README caveat 2), for the rows a
 * Spanish-first site shows most. Ids and coordinates stay the dataset's.
 */
const NAME_FIXES: Record<number, string> = {
  72102: "Ciudad de México",
  68588: "Benito Juárez",
  74335: "San Pedro Garza García",
};

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(rawDir, name), "utf8")) as T;
}

const rawCountries = readJson<RawCountry[]>("countries.json");
const rawStates = readJson<RawState[]>("states.json");
const rawCities = readJson<RawCity[]>("cities.json");
const rawZones = readJson<RawStateZone[]>("state_timezones.json");
const rawColonies = readJson<RawColony[]>("colonies.json");

const stateZone = new Map(rawZones.map((zone) => [zone.state_id, zone]));
const stateByCode = new Map<string, RawState>();
for (const state of rawStates) {
  if (!stateZone.has(state.id)) throw new Error(`state ${state.id} ${state.name} has no zone`);
  if (state.country_id === 142) stateByCode.set(state.code, state);
}

// city id -> zone, for the exceptions above
const cityZone = new Map<number, string>();
for (const exception of ZONE_EXCEPTIONS) {
  const state = stateByCode.get(exception.state);
  if (!state) throw new Error(`unknown state code ${exception.state}`);
  const zone = stateZone.get(state.id)!;
  if (!zone.exceptions.some((e) => e.timezone === exception.timezone)) {
    throw new Error(`${exception.timezone} is not an exception of ${state.name} in state_timezones.json`);
  }
  for (const name of exception.cities) {
    const matches = rawCities.filter((city) => city.state_id === state.id && city.name === name);
    if (matches.length !== 1) throw new Error(`${name} (${exception.state}) matches ${matches.length} cities`);
    cityZone.set(matches[0]!.id, exception.timezone);
  }
}

const cityName = (city: RawCity) => NAME_FIXES[city.id] ?? city.name;
const cityById = new Map(rawCities.map((city) => [city.id, city]));

const slugs = assignGeoSlugs(
  {
    states: rawStates.map((s) => ({ id: s.id, countryId: s.country_id, name: s.name })),
    cities: rawCities.map((c) => ({ id: c.id, stateId: c.state_id, name: cityName(c) })),
    colonies: rawColonies.map((c) => {
      const city = cityById.get(c.city_id);
      if (!city) throw new Error(`colony ${c.id} points to unknown city ${c.city_id}`);
      return { id: c.id, cityId: c.city_id, stateId: city.state_id, name: c.name };
    }),
  },
  slugify,
);

const countries = [...rawCountries]
  .sort((a, b) => a.id - b.id)
  .map((c) => ({
    id: c.id,
    code: c.iso2.toLowerCase(),
    iso3: c.iso3,
    nameEs: c.name_es,
    nameEn: c.name_en,
    slug: c.iso2.toLowerCase(),
    dialCode: c.phone_code,
    currency: c.currency,
    currencySymbol: c.currency_symbol,
    timezone: c.timezones[0]!,
    latitude: c.latitude,
    longitude: c.longitude,
  }));

const states = [...rawStates]
  .sort((a, b) => a.id - b.id)
  .map((s) => ({
    id: s.id,
    countryId: s.country_id,
    name: s.name,
    code: s.code,
    slug: slugs.states.get(s.id)!,
    timezone: stateZone.get(s.id)!.timezone,
    latitude: s.latitude,
    longitude: s.longitude,
  }));

const cities = [...rawCities]
  .sort((a, b) => a.id - b.id)
  .map((c) => {
    const own = cityZone.get(c.id);
    const zone = own && own !== stateZone.get(c.state_id)!.timezone ? own : 0;
    return [c.id, c.state_id, cityName(c), slugs.cities.get(c.id)!, c.latitude, c.longitude, zone];
  });

const colonies = [...rawColonies]
  .sort((a, b) => a.id - b.id)
  .map((c) => ({
    id: c.id,
    cityId: c.city_id,
    stateId: cityById.get(c.city_id)!.state_id,
    name: c.name,
    slug: slugs.colonies.get(c.id)!,
    latitude: c.latitude,
    longitude: c.longitude,
  }));

function write(name: string, rows: unknown[]): void {
  const text = `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`;
  writeFileSync(resolve(outDir, name), text);
  console.info(`${name}: ${rows.length} rows, ${Buffer.byteLength(text)} bytes`);
}

mkdirSync(outDir, { recursive: true });
write("countries.json", countries);
write("states.json", states);
write("cities.json", cities);
write("colonies.json", colonies);
console.info(`zone exceptions: ${cityZone.size} cities`);
