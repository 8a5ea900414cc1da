/**
 * Where demo places go: real cities of the catalogue (dr5hn ids), weighted toward the dining
 * capitals, plus a long tail of other cities of each country.
 */

export type CountryCode = "mx" | "co" | "cr";

export const COUNTRY_IDS: Record<CountryCode, number> = { mx: 142, co: 48, cr: 53 };

/** Share of places per country. */
export const COUNTRY_SHARE: [CountryCode, number][] = [
  ["mx", 0.65],
  ["co", 0.25],
  ["cr", 0.1],
];

/** Share of a country's places spread over cities outside its plan below. */
export const LONG_TAIL_SHARE = 0.08;

/** Share of a city's places placed in one of its colonies, when it has any. */
export const COLONY_SHARE = 0.85;

export const CITY_RADIUS_M = 2_000;
export const COLONY_RADIUS_M = 600;

export interface PlannedCity {
  id: number;
  weight: number;
  /** Smaller scatter for towns squeezed between sea and hills, so venues stay on land. */
  radiusM?: number;
}

const coast = 1_000;

export const CITY_PLAN: Record<CountryCode, PlannedCity[]> = {
  mx: [
    { id: 72102, weight: 22 }, // Ciudad de México
    { id: 142544, weight: 7 }, // Guadalajara
    { id: 142960, weight: 3.5 }, // Zapopan
    { id: 142923, weight: 1 }, // Tlaquepaque
    { id: 72219, weight: 6 }, // Monterrey
    { id: 74335, weight: 3.5 }, // San Pedro Garza García
    { id: 74273, weight: 0.8 }, // San Nicolás de los Garza
    { id: 70573, weight: 0.6 }, // Guadalupe, Nuevo León
    { id: 72925, weight: 3.5 }, // Puebla
    { id: 73274, weight: 1 }, // San Andrés Cholula
    { id: 74327, weight: 0.6 }, // San Pedro Cholula
    { id: 74985, weight: 3 }, // Santiago de Querétaro
    { id: 72261, weight: 3.5 }, // Mérida
    { id: 68787, weight: 3.5, radiusM: coast }, // Cancún
    { id: 72814, weight: 2.2, radiusM: coast }, // Playa del Carmen
    { id: 75804, weight: 1.8, radiusM: coast }, // Tulum
    { id: 69531, weight: 0.5, radiusM: coast }, // Cozumel
    { id: 70885, weight: 0.4, radiusM: 400 }, // Isla Mujeres
    { id: 68483, weight: 0.3, radiusM: coast }, // Bacalar
    { id: 75562, weight: 3 }, // Tijuana
    { id: 70305, weight: 1, radiusM: coast }, // Ensenada
    { id: 72099, weight: 1 }, // Mexicali
    { id: 72815, weight: 0.4, radiusM: coast }, // Playas de Rosarito
    { id: 72433, weight: 2.5 }, // Oaxaca de Juárez
    { id: 72968, weight: 0.6, radiusM: coast }, // Puerto Escondido
    { id: 74740, weight: 0.4, radiusM: coast }, // Santa María Huatulco
    { id: 142808, weight: 1.8, radiusM: coast }, // Puerto Vallarta
    { id: 72418, weight: 0.4, radiusM: coast }, // Nuevo Vallarta
    { id: 68656, weight: 0.3, radiusM: coast }, // Bucerías
    { id: 75049, weight: 0.3, radiusM: coast }, // Sayulita
    { id: 74228, weight: 1.5 }, // San Miguel de Allende
    { id: 70618, weight: 0.8 }, // Guanajuato
    { id: 71666, weight: 1.5 }, // León
    { id: 70876, weight: 0.4 }, // Irapuato
    { id: 68891, weight: 0.4 }, // Celaya
    { id: 75723, weight: 1 }, // Toluca
    { id: 72088, weight: 0.6 }, // Metepec
    { id: 72290, weight: 0.8 }, // Naucalpan de Juárez
    { id: 70818, weight: 0.6 }, // Huixquilucan
    { id: 75921, weight: 0.4 }, // Valle de Bravo
    { id: 69615, weight: 1.2 }, // Cuernavaca
    { id: 75453, weight: 0.4 }, // Tepoztlán
    { id: 72225, weight: 1.2 }, // Morelia
    { id: 68127, weight: 1 }, // Aguascalientes
    { id: 69056, weight: 1 }, // Chihuahua
    { id: 71146, weight: 1.2 }, // Juárez, Chihuahua
    { id: 70672, weight: 1 }, // Hermosillo
    { id: 69632, weight: 1 }, // Culiacán
    { id: 72047, weight: 1, radiusM: coast }, // Mazatlán
    { id: 71816, weight: 0.4 }, // Los Mochis
    { id: 68039, weight: 1, radiusM: coast }, // Acapulco de Juárez
    { id: 70928, weight: 0.5, radiusM: coast }, // Ixtapa-Zihuatanejo
    { id: 75965, weight: 1, radiusM: coast }, // Veracruz
    { id: 68622, weight: 0.6, radiusM: coast }, // Boca del Río
    { id: 76113, weight: 0.8 }, // Xalapa
    { id: 73834, weight: 0.8, radiusM: coast }, // San José del Cabo
    { id: 68704, weight: 1, radiusM: coast }, // Cabo San Lucas
    { id: 71436, weight: 0.8, radiusM: coast }, // La Paz
    { id: 73226, weight: 1 }, // Saltillo
    { id: 75748, weight: 0.9 }, // Torreón
    { id: 74051, weight: 1 }, // San Luis Potosí
    { id: 76080, weight: 0.8 }, // Villahermosa
    { id: 73483, weight: 0.6 }, // San Cristóbal de las Casas
    { id: 72569, weight: 0.6 }, // Pachuca de Soto
    { id: 68770, weight: 0.5, radiusM: coast }, // Campeche
    { id: 75985, weight: 0.6 }, // Victoria de Durango
    { id: 76272, weight: 0.5 }, // Zacatecas
    { id: 75447, weight: 0.5 }, // Tepic
    { id: 75191, weight: 0.7 }, // Tampico
    { id: 153374, weight: 0.4, radiusM: coast }, // Manzanillo
    { id: 75912, weight: 0.3 }, // Valladolid
    { id: 75693, weight: 0.3 }, // Tlaxcala
    { id: 69009, weight: 0.3, radiusM: coast }, // Chetumal
    { id: 69174, weight: 0.3 }, // Ciudad Obregón
    { id: 69231, weight: 0.3 }, // Coatzacoalcos
    { id: 69195, weight: 0.3, radiusM: coast }, // Ciudad del Carmen
  ],
  co: [
    { id: 149237, weight: 10 }, // Bogotá D.C.
    { id: 21074, weight: 6 }, // Medellín
    { id: 20840, weight: 0.8 }, // Envigado
    { id: 21314, weight: 0.4 }, // Sabaneta
    { id: 20953, weight: 0.3 }, // Itagüí
    { id: 20579, weight: 0.3 }, // Bello
    { id: 21293, weight: 0.4 }, // Rionegro
    { id: 20915, weight: 0.2 }, // Guatapé
    { id: 20634, weight: 3 }, // Cali
    { id: 20659, weight: 3, radiusM: coast }, // Cartagena de Indias
    { id: 20574, weight: 2 }, // Barranquilla
    { id: 21421, weight: 1.2, radiusM: coast }, // Santa Marta
    { id: 20603, weight: 1.2 }, // Bucaramanga
    { id: 20852, weight: 0.3 }, // Floridablanca
    { id: 21195, weight: 0.8 }, // Pereira
    { id: 21059, weight: 0.6 }, // Manizales
    { id: 20550, weight: 0.5 }, // Armenia
    { id: 21322, weight: 0.2 }, // Salento
    { id: 20772, weight: 0.6 }, // Cúcuta
    { id: 20944, weight: 0.5 }, // Ibagué
    { id: 21612, weight: 0.5 }, // Villavicencio
    { id: 21184, weight: 0.4 }, // Pasto
    { id: 21219, weight: 0.4 }, // Popayán
    { id: 143894, weight: 0.4 }, // Neiva
    { id: 21553, weight: 0.3 }, // Tunja
    { id: 21598, weight: 0.3 }, // Villa de Leyva
    { id: 20705, weight: 0.5 }, // Chía
    { id: 21636, weight: 0.2 }, // Zipaquirá
    { id: 21331, weight: 0.4, radiusM: 800 }, // San Andrés
    { id: 21102, weight: 0.4 }, // Montería
    { id: 21582, weight: 0.4 }, // Valledupar
    { id: 21291, weight: 0.2, radiusM: coast }, // Riohacha
    { id: 20568, weight: 0.2 }, // Barichara
    { id: 21417, weight: 0.2 }, // Santa Fe de Antioquia
    { id: 20959, weight: 0.1 }, // Jardín
    { id: 21173, weight: 0.3 }, // Palmira
    { id: 21461, weight: 0.2 }, // Sincelejo
    { id: 21027, weight: 0.1 }, // Leticia
    { id: 20886, weight: 0.2 }, // Girardot
  ],
  cr: [
    { id: 21756, weight: 4 }, // San José
    { id: 21764, weight: 1 }, // San Pedro (Montes de Oca)
    { id: 21676, weight: 1.5 }, // Escazú
    { id: 21774, weight: 1 }, // Santa Ana
    { id: 21670, weight: 0.6 }, // Curridabat
    { id: 21690, weight: 0.8 }, // Heredia
    { id: 21643, weight: 0.8 }, // Alajuela
    { id: 21659, weight: 0.4 }, // Cartago
    { id: 21791, weight: 0.3 }, // Tres Ríos
    { id: 21702, weight: 0.6 }, // Liberia
    { id: 21693, weight: 0.5, radiusM: coast }, // Jacó
    { id: 21738, weight: 0.4, radiusM: coast }, // Quepos
    { id: 21698, weight: 0.5 }, // La Fortuna
    { id: 21703, weight: 0.3, radiusM: coast }, // Limón
    { id: 21734, weight: 0.3, radiusM: 500 }, // Puntarenas
    { id: 21784, weight: 0.2, radiusM: coast }, // Sámara
    { id: 21776, weight: 0.3 }, // Santa Cruz
    { id: 21716, weight: 0.2 }, // Nicoya
    { id: 21788, weight: 0.3 }, // Tibás
    { id: 21713, weight: 0.3 }, // Moravia
    { id: 21686, weight: 0.3 }, // Guadalupe
    { id: 21652, weight: 0.3 }, // Belén
    { id: 21685, weight: 0.2 }, // Grecia
    { id: 21647, weight: 0.2 }, // Atenas
  ],
};

/** Relative popularity of colonies (default 1). */
export const COLONY_WEIGHT: Record<number, number> = {
  1: 3, // Polanco
  2: 3, // Condesa
  3: 1.5, // Hipódromo
  4: 3, // Roma Norte
  5: 1.5, // Roma Sur
  7: 1.5, // Zona Rosa
  8: 2, // Centro Histórico
  9: 2, // Coyoacán
  12: 1.5, // Santa Fe
  13: 1.5, // Del Valle
  26: 2, // Americana
  28: 2, // Providencia
  30: 2.5, // Andares / Puerta de Hierro
  33: 2, // Barrio Antiguo
  36: 2.5, // Valle Oriente
  38: 3, // Zona T
  39: 2, // Parque 93
  40: 2, // Chapinero
  42: 2, // Zona G
  45: 2, // Usaquén
  49: 3, // El Poblado
  50: 2, // Parque Lleras
  51: 2, // Provenza
  54: 2, // Laureles
  57: 3, // Barrio Escalante
};

/** Neighbourhoods where prices run higher. */
export const UPSCALE_COLONIES = new Set([1, 2, 10, 12, 21, 28, 30, 36, 37, 39, 42, 44, 49, 51]);
export const UPSCALE_CITIES = new Set([74335, 21676, 75804, 73834, 68704, 74228, 70818]);

/**
 * Long-tail cities must read as towns: the dataset also holds housing estates, ejidos, ranches and
 * prisons ("Unidad Grajales INFONAVIT", "Ejido ...", "Ninguno [CERESO]"), and colonias stored as cities.
 */
export function isLongTailCandidate(name: string): boolean {
  const artefact =
    /^(colonia|col\.|ejido|fraccionamiento|unidad|ampliaci[oó]n|rancho|rancher[ií]a|hacienda|ex-hacienda|granja|campo|conjunto|residencial|kil[oó]metro|barrio|ninguno)\s/i;
  return !/[[(\d]|infonavit|cereso|readaptaci/i.test(name) && !artefact.test(name);
}

/** Mexican phone area codes: a few cities differ from their state's default. */
export const MX_CITY_AREA_CODE: Record<number, string> = {
  72102: "55",
  72290: "55",
  70818: "55",
  142544: "33",
  142960: "33",
  142923: "33",
  72219: "81",
  74335: "81",
  74273: "81",
  70573: "81",
  68787: "998",
  70885: "998",
  72814: "984",
  75804: "984",
  69531: "987",
  68483: "983",
  75562: "664",
  70305: "646",
  72815: "661",
  72968: "954",
  74740: "958",
  142808: "322",
  72418: "322",
  68656: "329",
  75049: "329",
  74228: "415",
  70618: "473",
  71666: "477",
  70876: "462",
  68891: "461",
  75921: "726",
  75453: "739",
  71146: "656",
  72047: "669",
  71816: "668",
  70928: "755",
  75965: "229",
  68622: "229",
  73834: "624",
  68704: "624",
  75748: "871",
  73483: "967",
  75191: "833",
  153374: "314",
  75912: "985",
  69174: "644",
  69231: "921",
  69195: "938",
};

/** Default area code per Mexican state (ISO 3166-2 suffix): the capital's. */
export const MX_STATE_AREA_CODE: Record<string, string> = {
  AGU: "449",
  BCN: "686",
  BCS: "612",
  CAM: "981",
  CHP: "961",
  CHH: "614",
  CMX: "55",
  COA: "844",
  COL: "312",
  DUR: "618",
  GUA: "473",
  GRO: "747",
  HID: "771",
  JAL: "33",
  MEX: "722",
  MIC: "443",
  MOR: "777",
  NAY: "311",
  NLE: "81",
  OAX: "951",
  PUE: "222",
  QUE: "442",
  ROO: "983",
  SLP: "444",
  SIN: "667",
  SON: "662",
  TAB: "993",
  TAM: "834",
  TLA: "246",
  VER: "228",
  YUC: "999",
  ZAC: "492",
};

/** Colombian landline prefixes (since 2021: 60 + region digit) per department code. */
export const CO_STATE_LANDLINE: Record<string, string> = {
  DC: "601",
  CUN: "601",
  VAC: "602",
  CAU: "602",
  NAR: "602",
  ANT: "604",
  COR: "604",
  CHO: "604",
  ATL: "605",
  BOL: "605",
  CES: "605",
  LAG: "605",
  MAG: "605",
  SUC: "605",
  SAP: "605",
  CAL: "606",
  QUI: "606",
  RIS: "606",
  ARA: "607",
  NSA: "607",
  SAN: "607",
};
/** Departments not listed above use 608 (Boyacá, Huila, Meta, Tolima, the Amazon and Orinoco regions). */
export const CO_DEFAULT_LANDLINE = "608";
