import type { CountryCode } from "./plan.ts";
import type { Random } from "./random.ts";
import type { CategoryKey, CuisineKey, FoodKey } from "./taxonomy.ts";

/**
 * Realistic Spanish venue names and short es/en descriptions. Names come from templates whose
 * {placeholders} draw from word pools; a template can imply a food type ("Taquería ..." serves
 * tacos) and a kind of venue used by the description ("Cantina tradicional en ...").
 */

const WORDS: Record<string, readonly string[]> = {
  male: [
    "Chucho",
    "Pepe",
    "Beto",
    "Toño",
    "Memo",
    "Nacho",
    "Lalo",
    "Paco",
    "Chema",
    "Rafa",
    "Goyo",
    "Chava",
    "Tito",
    "Poncho",
    "Manolo",
    "Chente",
    "Quique",
    "Ramón",
    "Julio",
    "Aurelio",
    "Emilio",
    "Fermín",
    "Eusebio",
    "Rigo",
    "Lucho",
    "Jaime",
    "Hernán",
    "Efraín",
    "Tacho",
    "Juanito",
  ],
  female: [
    "Lupita",
    "Chelo",
    "Carmen",
    "Rosa",
    "Conchita",
    "Toña",
    "Pilar",
    "Lucha",
    "Elena",
    "Amparo",
    "Marta",
    "Julia",
    "Inés",
    "Rosario",
    "Trini",
    "Licha",
    "Cuca",
    "Meche",
    "Yolanda",
    "Gloria",
    "Olga",
    "Chayo",
    "Tere",
    "Estela",
    "Mercedes",
    "Ana",
    "Cata",
    "Nena",
  ],
  surname: [
    "Aguilar",
    "Bravo",
    "Cervantes",
    "Domínguez",
    "Escobar",
    "Fuentes",
    "Galván",
    "Herrera",
    "Ibarra",
    "Lozano",
    "Medina",
    "Navarro",
    "Ortega",
    "Quintero",
    "Rivas",
    "Salinas",
    "Téllez",
    "Valdés",
    "Zamora",
    "Arriaga",
    "Solís",
    "Montes",
    "Villaseñor",
    "Cárdenas",
    "Olvera",
    "Carranza",
    "Mejía",
    "Restrepo",
    "Arias",
    "Vargas",
    "Mora",
    "Jiménez",
    "Castro",
    "Pacheco",
    "Ocampo",
    "Garza",
    "Treviño",
    "Madrigal",
    "Estrada",
    "Sandoval",
  ],
  noun: [
    "El Fogón",
    "La Alacena",
    "El Comal",
    "La Milpa",
    "El Naranjo",
    "La Ceiba",
    "El Tamarindo",
    "La Higuera",
    "El Portal",
    "La Huerta",
    "El Patio",
    "La Parroquia",
    "El Mirador",
    "La Cosecha",
    "El Mesón",
    "La Casona",
    "El Jardín",
    "La Tradición",
    "El Encuentro",
    "La Sazón",
    "La Buena Mesa",
    "El Molino",
    "La Noria",
    "El Granero",
    "La Hacienda",
    "El Zaguán",
    "La Vereda",
    "El Cardenal",
    "La Azotea",
    "El Balcón",
    "La Bodeguita",
    "El Olivo",
    "La Cantera",
    "El Aljibe",
    "La Glorieta",
    "El Limonero",
    "La Arboleda",
    "El Pórtico",
  ],
  plural: [
    "Arcos",
    "Portales",
    "Compadres",
    "Laureles",
    "Sauces",
    "Girasoles",
    "Cántaros",
    "Fogones",
    "Abuelos",
    "Almendros",
    "Cazos",
    "Agaves",
    "Naranjos",
    "Tulipanes",
  ],
  mesa: ["Central", "Larga", "Compartida", "del Barrio", "Franca", "Mayor", "Abierta", "de Piedra"],
  taqueria: [
    "El Güero",
    "Los Cuates",
    "El Paisa",
    "La Esquina",
    "Don Juan",
    "El Compadre",
    "Los Primos",
    "El Tío",
    "La Parada",
    "Los Gallos",
    "La Chula",
    "El Trompo",
    "Los Arcos",
    "El Fogón",
    "Don Memo",
    "La Güera",
  ],
  mxword: [
    "Maíz",
    "Nixtamal",
    "Metate",
    "Molcajete",
    "Tlecuil",
    "Xoconostle",
    "Comal",
    "Milpa",
    "Cempasúchil",
    "Huitlacoche",
    "Jacaranda",
    "Tezontle",
    "Cacao",
    "Mezquite",
    "Obsidiana",
    "Copal",
  ],
  itword: [
    "Toscana",
    "Bella Napoli",
    "del Ponte",
    "Sant'Angelo",
    "Il Borgo",
    "da Marco",
    "La Piazza",
    "Romana",
    "Positano",
    "Amalfi",
    "Portofino",
    "Siena",
    "Bologna",
    "Trastevere",
    "Verona",
  ],
  itpizza: [
    "Vesuvio",
    "Napoli",
    "Don Vito",
    "Margherita",
    "Forno Antico",
    "da Gino",
    "Il Forno",
    "Bella Roma",
    "Nonna Rosa",
  ],
  itname: ["Lucia", "Rosa", "Carla", "Giulia", "Teresa", "Marco", "Luigi", "Giovanni", "Paolo", "Enzo", "Franco"],
  itplace: [
    "Il Giardino",
    "Il Mulino",
    "Il Vicolo",
    "Il Cortile",
    "La Dolce Vita",
    "La Bottega",
    "La Piazzetta",
    "La Lanterna",
    "La Tavola",
    "La Nonna",
  ],
  jp: [
    "Kaito",
    "Hana",
    "Sakura",
    "Nami",
    "Kiku",
    "Take",
    "Kaze",
    "Tora",
    "Kumo",
    "Umi",
    "Yuki",
    "Hikari",
    "Sora",
    "Kaizen",
    "Mizu",
    "Kin",
    "Tsuki",
    "Ikoi",
    "Matsu",
    "Hoshi",
  ],
  argname: ["Julio", "Horacio", "Ernesto", "Mateo", "Tomás", "Facundo", "Nicolás"],
  argplace: [
    "El Gaucho",
    "La Pampa",
    "El Ombú",
    "Patagonia",
    "Mendoza",
    "La Estancia",
    "La Querencia",
    "San Telmo",
    "El Tropero",
    "Los Andes",
    "La Rural",
    "El Quincho",
    "Bariloche",
  ],
  grill: [
    "El Corral",
    "La Brasa",
    "Fuego y Leña",
    "El Tizón",
    "El Rancho",
    "La Vaquería",
    "El Carbón",
    "Leña y Sal",
    "El Asadero",
    "La Hoguera",
  ],
  colname: [
    "Olga",
    "Gloria",
    "Jaime",
    "Lucho",
    "Hernán",
    "Blanca",
    "Amparo",
    "Fanny",
    "Gilberto",
    "Nelly",
    "Alirio",
    "Chucho",
    "Mario",
    "Teresita",
    "Pacho",
  ],
  colword: [
    "El Llanero",
    "La Montaña",
    "El Arriero",
    "Los Cafetales",
    "La Chiva",
    "El Balcón",
    "Tierra Querida",
    "El Sombrero",
    "La Ruana",
    "El Trapiche",
    "La Fonda",
    "El Guadual",
  ],
  crword: [
    "La Esquina",
    "El Guayabo",
    "Los Higuerones",
    "El Cas",
    "La Parada",
    "El Gallo",
    "La Sabana",
    "Mi Tierra",
    "El Mirador",
    "Los Laureles",
    "El Yugo",
    "La Carreta",
    "El Trapiche",
    "Los Cafetales",
  ],
  seawho: [
    "El Güero",
    "La Güera",
    "El Capitán",
    "El Tiburón",
    "Los Compadres",
    "El Pelícano",
    "La Perla",
    "Chente",
    "El Jarocho",
    "El Sinaloense",
  ],
  sea: [
    "El Muelle",
    "La Marea",
    "El Faro",
    "La Sirena",
    "El Ancla",
    "Puerto Azul",
    "Bahía",
    "La Red",
    "El Pescador",
    "Mar Adentro",
    "La Ola",
    "Brisa Marina",
    "El Arrecife",
    "La Caleta",
    "El Malecón",
    "La Concha",
  ],
  peru: [
    "La Limeña",
    "El Chalán",
    "Inti",
    "Callao",
    "Miraflores",
    "Barranco",
    "Ají Amarillo",
    "Tumbes",
    "La Chalaca",
    "Costa Verde",
    "El Rocoto",
    "Pachamama",
  ],
  esname: ["Pepe", "Manolo", "Paco", "Julián", "Fermín", "Ignacio", "Álvaro"],
  esplace: [
    "Castilla",
    "Andaluz",
    "de Aragón",
    "del Conde",
    "Asturias",
    "Galicia",
    "Navarra",
    "Sevilla",
    "Triana",
    "del Puerto",
  ],
  frword: [
    "Montmartre",
    "Lumière",
    "Saint-Germain",
    "Provence",
    "Rivoli",
    "Marais",
    "Bordeaux",
    "Lyon",
    "Belleville",
    "Odéon",
  ],
  frplace: [
    "Le Petit Jardin",
    "Le Bouchon",
    "Le Comptoir",
    "Le Moulin",
    "La Petite Cuisine",
    "La Maison",
    "La Belle Époque",
    "La Brioche",
    "Le Petit Bistro",
  ],
  frname: ["Pierre", "Margot", "Colette", "Henri", "Louis", "Amélie", "Camille"],
  chword: ["Dorado", "Imperial", "Jade", "Cantón", "Pekín", "Oriente", "Mandarín", "Bambú", "Loto", "Dragón"],
  chplace: [
    "Dragón de Oro",
    "Jardín de Jade",
    "Loto Dorado",
    "La Gran Muralla",
    "Bambú",
    "Palacio Oriental",
    "Fénix Dorado",
    "Casa Cantón",
    "Perla de Oriente",
  ],
  thai: [
    "Siam",
    "Chiang Mai",
    "Phuket",
    "Orquídea Thai",
    "Baan Thai",
    "Sabai Sabai",
    "Krua Siam",
    "Lotus Thai",
    "Sukhothai",
    "Tuk Tuk Thai",
  ],
  india: [
    "Masala",
    "Jaipur",
    "Namaste",
    "Tandoor",
    "La Casa del Curry",
    "Bombay",
    "Goa",
    "Delhi Darbar",
    "Himalaya",
    "Maharaja",
    "Ganesha",
    "Taj",
  ],
  med: [
    "El Olivo",
    "Azahar",
    "Alborán",
    "Santorini",
    "Egeo",
    "La Higuera",
    "Olivar",
    "Mykonos",
    "Creta",
    "Ágora",
    "Oliva y Limón",
    "Cala",
  ],
  veg: [
    "Raíz",
    "Semilla",
    "El Huerto",
    "Verde Vivo",
    "La Hortaliza",
    "Brote",
    "Tierra Viva",
    "Cosecha Verde",
    "Prana",
    "Alma Verde",
    "Germinal",
    "Rábano",
    "Quelite",
  ],
  us: [
    "Brooklyn",
    "Route 66",
    "Texas",
    "Memphis",
    "Chicago",
    "Boston",
    "Nashville",
    "Dallas",
    "Austin",
    "Lucky",
    "Liberty",
    "Hudson",
  ],
  burger: ["El Gordo", "Don Beto", "Al Carbón", "La Parrilla", "El Güero", "La Esquina"],
  leb: [
    "Beirut",
    "Byblos",
    "El Cedro",
    "Fenicia",
    "Baalbek",
    "Casa Libanesa",
    "Al Sultán",
    "Damasco",
    "Zaatar",
    "Jasmín",
    "Sidón",
  ],
  kr: ["Seúl", "Hanok", "Sura", "Arirang", "Jeju", "Busan", "Hanuri", "Gangnam", "Insadong"],
  fusion: [
    "Alquimia",
    "Mestizo",
    "Origen",
    "Criollo",
    "Nómada",
    "Cardinal",
    "Fuego Lento",
    "Mestiza",
    "Cuatro Estaciones",
    "Umbral",
    "Lienzo",
    "Brasa y Sal",
    "Ámbar",
    "Salvia",
    "Romero",
    "Albahaca",
    "Tomillo",
    "Cilantro",
    "Estragón",
    "Meridiano",
  ],
  cafe: [
    "Ámbar",
    "Tierra Alta",
    "Arábica",
    "Grano",
    "Origen",
    "Altura",
    "Colibrí",
    "Bourbon",
    "Geisha",
    "Caturra",
    "Cereza",
    "Nube",
    "Aroma",
    "Volcán",
    "Cafeto",
  ],
  bread: [
    "La Espiga",
    "El Trigal",
    "La Hogaza",
    "Masa Madre",
    "La Concha",
    "El Bolillo",
    "La Harina",
    "Trigo y Miel",
    "El Horno",
    "San Isidro",
    "La Tahona",
  ],
  carib: [
    "Caribe",
    "La Palma",
    "Brisa Caribe",
    "Bahía Azul",
    "Sabor Caribe",
    "El Manglar",
    "La Palmera",
    "Arrecife",
    "Isla Bonita",
    "Rondón",
    "Patacón",
  ],
  bar: [
    "Nacional",
    "Montecarlo",
    "Mercurio",
    "Central",
    "Fénix",
    "Tulipán",
    "Candela",
    "Alebrije",
    "Farol",
    "Jaguar",
    "Quetzal",
    "Colibrí",
    "Trébol",
    "Nogal",
    "Cuervo",
    "Búho",
    "Camaleón",
    "Imperial",
    "Victoria",
    "Continental",
    "Hemisferio",
    "Relicario",
    "Carmesí",
    "Olimpo",
    "Malagueta",
    "Zenzontle",
  ],
  barplace: [
    "El Gallo Rojo",
    "La Paloma Negra",
    "El Farolito",
    "La Tarumba",
    "El Trébol",
    "La Lechuza",
    "El Búho",
    "La Bodeguita",
    "El Refugio",
    "La Trastienda",
    "El Sótano",
    "La Azotea",
    "El Zaguán",
    "La Alameda",
    "La Esquina",
  ],
  cantina: [
    "Los Compadres",
    "La Reforma",
    "El Centenario",
    "La Victoria",
    "La Jalisciense",
    "Los Amigos",
    "La Providencia",
    "El Retiro",
    "La Norteña",
    "El Bajío",
    "La Potosina",
    "El Buen Tono",
    "La Sin Rival",
    "El Nuevo Siglo",
  ],
  mezcal: [
    "El Maguey",
    "La Tuna",
    "Espadín",
    "Tobalá",
    "La Penca",
    "El Agave",
    "Tepextate",
    "Madrecuixe",
    "La Lechuza",
    "El Palenque",
    "Mezontle",
  ],
  pulque: ["La Flor de Maguey", "El Tinacal", "La Pulcata", "Las Catrinas", "El Aguamiel"],
  beer: [
    "del Barrio",
    "La Cebada",
    "El Lúpulo",
    "Malta",
    "Tres Cerros",
    "La Fermentadora",
    "El Barril",
    "Cebada y Trigo",
  ],
  tavern: ["del Puerto", "La Bodeguita", "del Centro", "El Andaluz", "Los Arrieros", "del Arriero"],
  salon: ["Victoria", "Los Amigos", "París", "Imperial", "Azul", "Madrid", "Versalles", "Luna"],
  club: [
    "Luna",
    "Eclipse",
    "Neón",
    "Aurora",
    "Órbita",
    "Magnolia",
    "Fénix",
    "Mística",
    "Terciopelo",
    "Medianoche",
    "Cosmos",
    "Galaxia",
    "Nébula",
    "Zafiro",
    "Ónix",
    "Solsticio",
    "Prisma",
    "Quásar",
    "Vértigo",
    "Pulso",
    "Electra",
    "Mandala",
    "Babilonia",
    "Atlántida",
    "Olimpo",
    "Cielo",
    "Bruma",
    "Trópico",
    "Andrómeda",
    "Selene",
    "Nova",
    "Lux",
    "Éter",
    "Marfil",
    "Obsidiana",
    "Jade",
    "Delirio",
    "Sirena",
  ],
};

interface NameTemplate {
  /** Pattern with {pool} placeholders, e.g. "Taquería {taqueria}"; {area} is the neighbourhood or town. */
  p: string;
  /** A food type the name implies. */
  food?: FoodKey;
  /** Opening words of the description in Spanish and English, when the name implies a kind of venue. */
  kind?: [string, string];
}

const t = (p: string, food?: FoodKey, kind?: [string, string]): NameTemplate => ({
  p,
  ...(food ? { food } : {}),
  ...(kind ? { kind } : {}),
});

/** Names any restaurant could carry. */
const GENERIC_RESTAURANT: NameTemplate[] = [
  t("{noun}"),
  t("{noun}"),
  t("Casa {surname}"),
  t("{noun} de {area}"),
  t("Los {plural}"),
  t("Mesa {mesa}"),
];

/** Homestyle names ("El Rincón de Doña Chelo"), only for home cooking and grills. */
const HOMEY_RESTAURANT: NameTemplate[] = [
  t("{noun} de Don {male}"),
  t("{noun} de Doña {female}"),
  t("El Rincón de Don {male}"),
  t("El Rincón de Doña {female}"),
  t("El Rincón de la Abuela"),
  t("La Cocina de Doña {female}"),
  t("Restaurante {surname}"),
];

const HOMEY_CUISINES = new Set<CuisineKey>([
  "mexicana",
  "oaxaquena",
  "yucateca",
  "colombiana",
  "costarricense",
  "mariscos",
  "parrilla",
  "espanola",
  "internacional",
  "caribena",
]);

const LOCAL_CUISINE: Record<CountryCode, CuisineKey> = { mx: "mexicana", co: "colombiana", cr: "costarricense" };

/** Cafés and bakeries always carry a name of their trade. */
const OWN_NAMES_ONLY = new Set<CuisineKey>(["cafeteria", "panaderia"]);

const LOCAL_RESTAURANT: Record<CountryCode, NameTemplate[]> = {
  mx: [
    t("Fonda {female}", undefined, ["Fonda", "Homestyle eatery"]),
    t("Fonda Doña {female}", undefined, ["Fonda", "Homestyle eatery"]),
  ],
  co: [t("Donde {colname}"), t("Asadero {colword}", "cortes", ["Asadero", "Grill house"]), t("Restaurante {colword}")],
  cr: [
    t("Soda {crword}", undefined, ["Soda típica", "Traditional soda"]),
    t("Soda Doña {female}", undefined, ["Soda típica", "Traditional soda"]),
    t("Donde {colname}"),
  ],
};

const BY_CUISINE: Record<CuisineKey, NameTemplate[]> = {
  mexicana: [
    t("Taquería {taqueria}", "tacos", ["Taquería", "Taco shop"]),
    t("Tacos {surname}", "tacos", ["Taquería", "Taco shop"]),
    t("El Comal de Doña {female}"),
    t("Antojería {mxword}"),
    t("Cocina {mxword}"),
    t("La Cocina Mexicana de {female}"),
    t("El {mxword}"),
  ],
  oaxaquena: [
    t("Tlayudas Doña {female}"),
    t("La Mixteca"),
    t("El Istmo"),
    t("Los Valles Centrales"),
    t("Mole de Doña {female}"),
    t("La Chinantla"),
    t("Casa Zapoteca"),
    t("El Tule"),
    t("La Mayordomía"),
  ],
  yucateca: [
    t("El Mayab"),
    t("Cochinita {surname}"),
    t("Casa Maya"),
    t("Sabores del Mayab"),
    t("El Henequén"),
    t("Hacienda {surname}"),
    t("Los Aluxes"),
    t("La Jícara"),
    t("Xcatik"),
  ],
  italiana: [
    t("Trattoria {itword}"),
    t("Osteria {itword}"),
    t("Pizzería {itpizza}", "pizza", ["Pizzería", "Pizzeria"]),
    t("Da {itname}"),
    t("{itplace}"),
    t("{itplace}"),
  ],
  japonesa: [
    t("Sushi {jp}", "sushi"),
    t("{jp} Sushi Bar", "sushi"),
    t("{jp} Izakaya"),
    t("Ramen {jp}", "ramen", ["Ramen bar", "Ramen bar"]),
    t("{jp}"),
  ],
  argentina: [
    t("{argplace}"),
    t("{argplace}"),
    t("Don {argname}"),
    t("Che {argname}"),
    t("Parrilla {argplace}", "cortes"),
  ],
  parrilla: [
    t("La Parrilla de Don {male}", "cortes"),
    t("El Asador {surname}", "cortes"),
    t("Parrilla {surname}", "cortes"),
    t("{grill}", "cortes"),
    t("Brasas {surname}", "cortes"),
  ],
  colombiana: [
    t("Donde {colname}"),
    t("La Fonda Paisa"),
    t("Asadero {colword}", "cortes", ["Asadero", "Grill house"]),
    t("Sancocho de Doña {female}"),
    t("La Casa del Ajiaco"),
    t("El Fogón Paisa"),
    t("{colword}"),
    t("Sabor Costeño"),
  ],
  costarricense: [
    t("Soda {crword}", undefined, ["Soda típica", "Traditional soda"]),
    t("Soda Doña {female}", undefined, ["Soda típica", "Traditional soda"]),
    t("Restaurante {crword}"),
    t("La Casona de {female}"),
    t("El Fogón Tico"),
    t("Rancho {surname}"),
  ],
  mariscos: [
    t("Mariscos {seawho}", "mariscos", ["Marisquería", "Seafood spot"]),
    t("{sea}", "mariscos"),
    t("Ostionería {sea}", "mariscos", ["Ostionería", "Oyster bar"]),
    t("Pescados y Mariscos {surname}", "mariscos", ["Marisquería", "Seafood spot"]),
    t("La Palapa de Don {male}", "mariscos"),
  ],
  peruana: [
    t("Cevichería {peru}", "ceviche", ["Cevichería", "Ceviche bar"]),
    t("{peru}"),
    t("{peru}"),
    t("Nikkei {jp}", "ceviche"),
  ],
  espanola: [
    t("Taberna {esplace}", "tapas"),
    t("Mesón {esplace}"),
    t("La Bodega de Don {esname}", "tapas"),
    t("La Tasca de {esname}", "tapas"),
  ],
  francesa: [
    t("Bistró {frword}"),
    t("{frplace}"),
    t("Brasserie {frword}"),
    t("Chez {frname}"),
    t("Café {frword}", "brunch"),
  ],
  china: [t("{chplace}"), t("Restaurante Chino {chword}"), t("Wok {chword}"), t("Dim Sum {chword}")],
  tailandesa: [t("{thai}")],
  india: [t("{india}")],
  mediterranea: [t("{med}")],
  vegana: [t("{veg}"), t("{veg} Cocina Vegana")],
  vegetariana: [t("{veg}"), t("{veg} Cocina Vegetariana")],
  americana: [
    t("{us} Burger Co.", "hamburguesas"),
    t("{us} Diner", "brunch"),
    t("{us} Smokehouse"),
    t("Hamburguesas {burger}", "hamburguesas", ["Hamburguesería", "Burger joint"]),
    t("{us} Grill"),
  ],
  libanesa: [t("{leb}")],
  coreana: [t("{kr}"), t("{kr} BBQ"), t("{kr} Cocina Coreana")],
  fusion: [t("{fusion}"), t("{fusion}"), t("{fusion} Cocina de Autor")],
  cafeteria: [
    t("Café {cafe}", "cafe", ["Cafetería", "Café"]),
    t("{cafe} Café", "cafe", ["Cafetería", "Café"]),
    t("Cafetería {cafe}", "cafe", ["Cafetería", "Café"]),
    t("Tostadores {surname}", "cafe", ["Tostador de café", "Coffee roaster"]),
  ],
  panaderia: [
    t("Panadería {bread}", "postres", ["Panadería", "Bakery"]),
    t("{bread}", "postres", ["Panadería", "Bakery"]),
    t("Pan de Doña {female}", "postres", ["Panadería", "Bakery"]),
    t("Boulangerie {frword}", "postres", ["Panadería", "Bakery"]),
  ],
  internacional: [t("Bistró {fusion}"), t("Salón {salon}")],
  caribena: [t("{carib}"), t("{carib}")],
};

const BAR = {
  kinds: {
    bar: ["Bar", "Bar"] as [string, string],
    cantina: ["Cantina tradicional", "Traditional cantina"] as [string, string],
    mezcal: ["Mezcalería", "Mezcal bar"] as [string, string],
    pulque: ["Pulquería", "Pulque bar"] as [string, string],
    beer: ["Cervecería", "Brewpub"] as [string, string],
    tavern: ["Taberna", "Tavern"] as [string, string],
    cocktail: ["Bar de coctelería", "Cocktail bar"] as [string, string],
    gastro: ["Gastrobar", "Gastropub"] as [string, string],
  },
};

const BAR_TEMPLATES: Record<CountryCode, NameTemplate[]> = {
  mx: [
    t("Bar {bar}", "cocteles", BAR.kinds.bar),
    t("Bar {bar}", "cocteles", BAR.kinds.bar),
    t("{barplace}", undefined, BAR.kinds.bar),
    t("La Cantina de Don {male}", undefined, BAR.kinds.cantina),
    t("Cantina {cantina}", undefined, BAR.kinds.cantina),
    t("Cantina {cantina}", undefined, BAR.kinds.cantina),
    t("Mezcalería {mezcal}", undefined, BAR.kinds.mezcal),
    t("Mezcalería {mezcal}", undefined, BAR.kinds.mezcal),
    t("Pulquería {pulque}", undefined, BAR.kinds.pulque),
    t("Cervecería {beer}", undefined, BAR.kinds.beer),
    t("{bar} Cocktail Bar", "cocteles", BAR.kinds.cocktail),
    t("Salón {salon}", undefined, BAR.kinds.bar),
  ],
  co: [
    t("Bar {bar}", "cocteles", BAR.kinds.bar),
    t("{barplace}", undefined, BAR.kinds.bar),
    t("Gastrobar {bar}", "cocteles", BAR.kinds.gastro),
    t("Gastrobar {bar}", "cocteles", BAR.kinds.gastro),
    t("Taberna {tavern}", undefined, BAR.kinds.tavern),
    t("Cervecería {beer}", undefined, BAR.kinds.beer),
    t("{bar} Cocktail Bar", "cocteles", BAR.kinds.cocktail),
    t("Estadero {colword}", undefined, BAR.kinds.bar),
    t("Café Bar {bar}", "cocteles", BAR.kinds.bar),
  ],
  cr: [
    t("Bar {bar}", "cocteles", BAR.kinds.bar),
    t("{barplace}", undefined, BAR.kinds.bar),
    t("Bar y Restaurante {crword}", undefined, BAR.kinds.bar),
    t("Cantina {crword}", undefined, BAR.kinds.cantina),
    t("Gastrobar {bar}", "cocteles", BAR.kinds.gastro),
    t("Cervecería {beer}", undefined, BAR.kinds.beer),
    t("{bar} Cocktail Bar", "cocteles", BAR.kinds.cocktail),
  ],
};

const CLUB_KIND: [string, string] = ["Antro", "Nightclub"];
const DISCO_KIND: [string, string] = ["Discoteca", "Nightclub"];
const CLUB_TEMPLATES: Record<CountryCode, NameTemplate[]> = {
  mx: [
    t("Antro {club}", "cocteles", CLUB_KIND),
    t("{club}", "cocteles", CLUB_KIND),
    t("{club}", "cocteles", CLUB_KIND),
    t("Club {club}", "cocteles", CLUB_KIND),
    t("{club} Club", "cocteles", CLUB_KIND),
    t("{club} Lounge", "cocteles", ["Lounge", "Lounge"]),
  ],
  co: [
    t("Discoteca {club}", "cocteles", DISCO_KIND),
    t("{club}", "cocteles", DISCO_KIND),
    t("Club {club}", "cocteles", DISCO_KIND),
    t("{club} Club", "cocteles", DISCO_KIND),
    t("Salsoteca {club}", "cocteles", ["Salsoteca", "Salsa club"]),
    t("{club} Lounge", "cocteles", ["Lounge", "Lounge"]),
  ],
  cr: [
    t("Discoteca {club}", "cocteles", DISCO_KIND),
    t("{club}", "cocteles", DISCO_KIND),
    t("Club {club}", "cocteles", DISCO_KIND),
    t("{club} Club", "cocteles", DISCO_KIND),
    t("{club} Lounge", "cocteles", ["Lounge", "Lounge"]),
  ],
};

export interface NameContext {
  category: CategoryKey;
  cuisine: CuisineKey;
  country: CountryCode;
  /** Short neighbourhood or town name, used by a few templates ("La Terraza de Coyoacán"). */
  area: string;
}

export interface GeneratedName {
  name: string;
  food?: FoodKey;
  kind?: [string, string];
}

export function placeName(random: Random, context: NameContext): GeneratedName {
  const template = pickTemplate(random, context);
  const name = fill(random, template.p, context.area);
  return { name, ...(template.food ? { food: template.food } : {}), ...(template.kind ? { kind: template.kind } : {}) };
}

function pickTemplate(random: Random, context: NameContext): NameTemplate {
  if (context.category === "bar") return random.pick(BAR_TEMPLATES[context.country]);
  if (context.category === "nightclub") return random.pick(CLUB_TEMPLATES[context.country]);
  const own = BY_CUISINE[context.cuisine];
  const local = context.cuisine === LOCAL_CUISINE[context.country];
  const roll = random.next();
  if (OWN_NAMES_ONLY.has(context.cuisine)) return random.pick(own);
  if (context.cuisine === "internacional" ? roll < 0.25 : roll < 0.55) return random.pick(own);
  if (local && roll < 0.75) return random.pick(LOCAL_RESTAURANT[context.country]);
  const pool = HOMEY_CUISINES.has(context.cuisine) && random.chance(0.5) ? HOMEY_RESTAURANT : GENERIC_RESTAURANT;
  const generic = random.pick(pool);
  if (generic.p.includes("{area}") && !areaFitsName(context.area)) return random.pick(own);
  return generic;
}

/** "La Casona de Coyoacán" reads well; "La Casona de Centro Histórico" or "... de El Poblado" does not. */
export function areaFitsName(area: string): boolean {
  if (area.length > 14) return false;
  const first = area.split(" ")[0] ?? "";
  return ![
    "Centro",
    "Ciudad",
    "Zona",
    "Parque",
    "Barrio",
    "Sabana",
    "Estadio",
    "Del",
    "La",
    "El",
    "Los",
    "Las",
    "Valle",
    "Colonia",
  ].includes(first);
}

function fill(random: Random, pattern: string, area: string): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "area") return area;
    const pool = WORDS[key];
    if (!pool) throw new Error(`unknown name pool ${key}`);
    return random.pick(pool);
  });
}

type Pair = readonly [string, string];

/** What the kitchen does, for the first sentence: "Restaurante de {es}" / "{en} restaurant". */
const CUISINE_PHRASE: Record<CuisineKey, Pair> = {
  mexicana: ["cocina mexicana", "Mexican"],
  italiana: ["cocina italiana", "Italian"],
  japonesa: ["cocina japonesa", "Japanese"],
  argentina: ["cocina argentina", "Argentine"],
  colombiana: ["cocina colombiana", "Colombian"],
  costarricense: ["cocina costarricense", "Costa Rican"],
  mariscos: ["pescados y mariscos", "Seafood"],
  peruana: ["cocina peruana", "Peruvian"],
  espanola: ["cocina española", "Spanish"],
  francesa: ["cocina francesa", "French"],
  china: ["cocina china", "Chinese"],
  tailandesa: ["cocina tailandesa", "Thai"],
  india: ["cocina india", "Indian"],
  mediterranea: ["cocina mediterránea", "Mediterranean"],
  vegana: ["cocina vegana", "Vegan"],
  vegetariana: ["cocina vegetariana", "Vegetarian"],
  americana: ["cocina americana", "American"],
  oaxaquena: ["cocina oaxaqueña", "Oaxacan"],
  yucateca: ["cocina yucateca", "Yucatecan"],
  parrilla: ["carnes a la parrilla", "Steakhouse"],
  libanesa: ["cocina libanesa", "Lebanese"],
  coreana: ["cocina coreana", "Korean"],
  fusion: ["cocina de fusión", "Fusion"],
  cafeteria: ["café de especialidad", "Specialty coffee"],
  panaderia: ["pan artesanal", "Artisan bakery"],
  internacional: ["cocina internacional", "International"],
  caribena: ["cocina caribeña", "Caribbean"],
};

const SPECIALTIES: Record<CuisineKey, Pair[]> = {
  mexicana: [
    ["antojitos, guisados caseros y salsas de molcajete", "homestyle antojitos, stews and stone-ground salsas"],
    ["tacos al pastor, quesadillas y aguas frescas", "al pastor tacos, quesadillas and aguas frescas"],
    [
      "enchiladas, chiles en nogada de temporada y tortillas hechas a mano",
      "enchiladas, seasonal chiles en nogada and handmade tortillas",
    ],
  ],
  oaxaquena: [
    ["moles de la casa, tlayudas y mezcales artesanales", "house moles, tlayudas and small-batch mezcal"],
    ["memelas, tasajo y chocolate de metate", "memelas, tasajo and stone-ground chocolate"],
    ["mole negro, chapulines y quesillo", "mole negro, chapulines and Oaxacan string cheese"],
  ],
  yucateca: [
    ["cochinita pibil, panuchos y salbutes", "cochinita pibil, panuchos and salbutes"],
    ["relleno negro, sopa de lima y poc chuc", "relleno negro, lime soup and poc chuc"],
    ["papadzules, queso relleno y recados caseros", "papadzules, stuffed cheese and house-made recados"],
  ],
  italiana: [
    ["pastas frescas hechas en casa y pizzas al horno de leña", "fresh house-made pasta and wood-fired pizza"],
    ["risottos, antipasti y una cava de vinos italianos", "risottos, antipasti and an Italian wine list"],
    ["lasaña de la nonna, carpaccio y tiramisú", "nonna's lasagna, carpaccio and tiramisu"],
  ],
  japonesa: [
    ["sushi, sashimi y rollos de la casa", "sushi, sashimi and signature rolls"],
    ["barra de sushi, robata y sake", "a sushi counter, robata grill and sake"],
    ["ramen de caldo largo, gyozas y donburi", "slow-simmered ramen, gyoza and donburi"],
  ],
  argentina: [
    ["cortes a la parrilla, empanadas y vinos de Mendoza", "grilled cuts, empanadas and Mendoza wines"],
    ["bife de chorizo, provoleta y chimichurri de la casa", "sirloin steak, grilled provolone and house chimichurri"],
    ["asado argentino, mollejas y dulce de leche", "Argentine asado, sweetbreads and dulce de leche"],
  ],
  colombiana: [
    ["bandeja paisa, ajiaco y jugos naturales", "bandeja paisa, ajiaco and fresh juices"],
    ["sancocho, arepas y postres caseros", "sancocho, arepas and homemade desserts"],
    ["pescado frito, arroz con coco y patacones", "fried fish, coconut rice and patacones"],
  ],
  costarricense: [
    ["casados, gallo pinto y refrescos naturales", "casados, gallo pinto and fresh fruit drinks"],
    ["olla de carne, chifrijo y café de altura", "beef stew, chifrijo and high-grown coffee"],
    ["arroz con pollo, patacones y tamales", "arroz con pollo, patacones and tamales"],
  ],
  mariscos: [
    ["pescados y mariscos frescos, ceviches y aguachiles", "fresh fish and seafood, ceviches and aguachiles"],
    ["pescado a la talla, cocteles de camarón y tostadas", "grilled whole fish, shrimp cocktails and tostadas"],
    ["ostiones, pulpo a las brasas y pesca del día", "oysters, charcoal-grilled octopus and the catch of the day"],
  ],
  peruana: [
    ["ceviches, tiraditos y pisco sour", "ceviches, tiraditos and pisco sours"],
    ["lomo saltado, causas y ají de gallina", "lomo saltado, causas and ají de gallina"],
    ["cocina nikkei, anticuchos y leche de tigre", "Nikkei cooking, anticuchos and leche de tigre"],
  ],
  espanola: [
    ["tapas, paellas y jamón ibérico", "tapas, paella and Iberian ham"],
    [
      "tortilla española, pulpo a la gallega y vinos de Rioja",
      "Spanish omelette, Galician-style octopus and Rioja wines",
    ],
    ["croquetas, arroces y sangría", "croquetas, rice dishes and sangria"],
  ],
  francesa: [
    ["cocina de bistró, quesos y vinos franceses", "bistro cooking, cheeses and French wines"],
    ["croissants, crepas y café", "croissants, crêpes and coffee"],
    ["confit de pato, sopa de cebolla y crème brûlée", "duck confit, onion soup and crème brûlée"],
  ],
  china: [
    ["dim sum, pato laqueado y arroz frito", "dim sum, roast duck and fried rice"],
    ["platillos cantoneses y tés de China", "Cantonese dishes and Chinese teas"],
    ["wok, dumplings y tallarines hechos a mano", "wok dishes, dumplings and hand-pulled noodles"],
  ],
  tailandesa: [
    ["pad thai, curris y ensalada de papaya", "pad thai, curries and papaya salad"],
    ["curry verde, tom yum y arroz jazmín", "green curry, tom yum and jasmine rice"],
  ],
  india: [
    ["curris, tandoori y pan naan recién horneado", "curries, tandoori and freshly baked naan"],
    ["biryani, samosas y lassi de mango", "biryani, samosas and mango lassi"],
  ],
  mediterranea: [
    ["mezze, pescados a la parrilla y aceite de oliva", "mezze, grilled fish and olive oil"],
    ["ensaladas, hummus y cordero al horno", "salads, hummus and roast lamb"],
  ],
  vegana: [
    ["cocina vegetal de temporada y postres sin lácteos", "seasonal plant-based cooking and dairy-free desserts"],
    ["bowls, hamburguesas vegetales y jugos prensados", "bowls, plant-based burgers and cold-pressed juices"],
  ],
  vegetariana: [
    ["platillos vegetarianos de temporada y pan de masa madre", "seasonal vegetarian dishes and sourdough bread"],
    ["ensaladas, bowls y huevos de rancho", "salads, bowls and free-range eggs"],
  ],
  americana: [
    ["hamburguesas, costillas ahumadas y malteadas", "burgers, smoked ribs and milkshakes"],
    ["brunch, hot cakes y alitas", "brunch, pancakes and wings"],
    ["brisket, macarrones con queso y cerveza de barril", "brisket, mac and cheese and draught beer"],
  ],
  libanesa: [
    ["kibbe, hummus y jocoque", "kibbeh, hummus and labneh"],
    ["shawarma, tabule y dulces árabes", "shawarma, tabbouleh and Middle Eastern pastries"],
  ],
  coreana: [
    ["barbacoa coreana, kimchi y bibimbap", "Korean barbecue, kimchi and bibimbap"],
    ["pollo frito coreano, tteokbokki y soju", "Korean fried chicken, tteokbokki and soju"],
  ],
  parrilla: [
    ["cortes a la parrilla, chorizos y guarniciones", "grilled steaks, sausages and sides"],
    ["arrachera, rib eye y cebollitas asadas", "skirt steak, rib eye and grilled spring onions"],
    ["carnes a la leña y vinos tintos", "wood-grilled meats and red wines"],
  ],
  fusion: [
    ["cocina de autor con producto local", "chef-driven cooking with local produce"],
    ["menú de degustación y maridajes", "a tasting menu with wine pairings"],
    ["platos para compartir que cruzan tradiciones", "sharing plates that cross culinary traditions"],
  ],
  cafeteria: [
    ["café de especialidad, pan dulce y desayunos", "specialty coffee, pastries and breakfast"],
    ["métodos de filtrado, chapatas y postres", "pour-over coffee, sandwiches and desserts"],
  ],
  panaderia: [
    ["pan de masa madre, pan dulce y café", "sourdough, sweet bread and coffee"],
    ["croissants, conchas y pasteles del día", "croissants, conchas and cakes of the day"],
  ],
  internacional: [
    ["una carta variada de cocina internacional", "a varied international menu"],
    ["cortes, pastas y ensaladas", "steaks, pasta and salads"],
  ],
  caribena: [
    ["rondón, pescado en salsa de coco y plátano maduro", "rundown stew, fish in coconut sauce and sweet plantain"],
    ["arroz con coco, patacones y mariscos", "coconut rice, patacones and seafood"],
  ],
};

const BAR_SPECIALTIES: Record<CountryCode | "any", Pair[]> = {
  any: [
    ["cócteles de autor y botanas para compartir", "signature cocktails and bar snacks to share"],
    ["cerveza artesanal de barril y alitas", "craft beer on tap and wings"],
    ["vinos por copa y tapas", "wine by the glass and tapas"],
    ["coctelería clásica y música de vinilo", "classic cocktails and vinyl records"],
  ],
  mx: [
    ["mezcales de todo el país y cerveza artesanal", "mezcal from across Mexico and craft beer"],
    ["tequilas, botana de la casa y música de rocola", "tequila, house snacks and a jukebox"],
  ],
  co: [
    ["aguardiente, cerveza fría y música crossover", "aguardiente, cold beer and crossover music"],
    ["cócteles con frutas tropicales y picadas", "tropical-fruit cocktails and picada platters"],
  ],
  cr: [
    ["guaro sour, bocas y cerveza nacional", "guaro sours, bocas and local beer"],
    ["cócteles tropicales y bocas para compartir", "tropical cocktails and bocas to share"],
  ],
};

/** What a bar of a given kind (the Spanish opening word) pours. */
const BAR_KIND_SPECIALTIES: Record<string, Pair[]> = {
  Mezcalería: [
    ["mezcales de todo el país y cerveza artesanal", "mezcal from across Mexico and craft beer"],
    ["mezcales artesanales, sal de gusano y naranja", "small-batch mezcal with worm salt and orange"],
  ],
  Pulquería: [
    ["pulques naturales y curados, botanas y rocola", "plain and flavoured pulque, bar snacks and a jukebox"],
  ],
  Cervecería: [
    ["cerveza artesanal de barril y alitas", "craft beer on tap and wings"],
    ["cervezas de la casa y comida para compartir", "house-brewed beers and food to share"],
  ],
  "Cantina tradicional": [
    ["tequilas, botana de la casa y música de rocola", "tequila, house snacks and a jukebox"],
    ["botanas tradicionales, cerveza fría y dominó", "traditional snacks, cold beer and dominoes"],
  ],
  "Bar de coctelería": [
    ["cócteles de autor y botanas para compartir", "signature cocktails and bar snacks to share"],
    ["coctelería clásica y música de vinilo", "classic cocktails and vinyl records"],
  ],
};

const CLUB_SPECIALTIES: Record<CountryCode | "any", Pair[]> = {
  any: [
    ["música electrónica con DJ residentes", "electronic music with resident DJs"],
    ["reguetón y pop latino toda la noche", "reggaeton and Latin pop all night"],
    ["house y techno con DJ invitados", "house and techno with guest DJs"],
    ["éxitos de los 80 y 90", "hits from the 80s and 90s"],
  ],
  mx: [["cumbia, banda y pop en español", "cumbia, banda and Spanish-language pop"]],
  co: [
    ["salsa, merengue y vallenato", "salsa, merengue and vallenato"],
    ["crossover y salsa hasta la madrugada", "crossover and salsa into the early hours"],
  ],
  cr: [["salsa, merengue y reguetón", "salsa, merengue and reggaeton"]],
};

const CAFE_AMBIENCE: Pair[] = [
  [" en un ambiente relajado", " in a relaxed setting"],
  [", para llevar o quedarse", ", to take away or to stay"],
  [", ideal para trabajar un rato", ", a good spot to work for a while"],
  [" desde temprano", " from early in the morning"],
];

const AMBIENCE: Record<CategoryKey, Pair[]> = {
  restaurant: [
    [" en un ambiente familiar", " in a family-friendly setting"],
    [" en un ambiente relajado", " in a relaxed setting"],
    [", ideal para comidas de negocios", ", ideal for business lunches"],
    [", perfecto para una cena especial", ", perfect for a special dinner"],
    [" para compartir en grupo", " to share with friends"],
    [" con servicio cálido y atento", " with warm, attentive service"],
  ],
  bar: [
    [" en un ambiente relajado", " in a laid-back setting"],
    [", ideal para empezar la noche", ", ideal to start the night"],
    [", ideal para después de la oficina", ", ideal for after-work drinks"],
    [" con DJ los fines de semana", " with DJs on weekends"],
  ],
  nightclub: [
    [" con sonido e iluminación de primer nivel", " with top-notch sound and lighting"],
    [", con servicio de mesa para grupos", ", with table service for groups"],
    [" hasta altas horas de la noche", " until the small hours"],
  ],
};

export interface DescriptionContext {
  category: CategoryKey;
  cuisine: CuisineKey;
  country: CountryCode;
  kind?: [string, string] | undefined;
  /** "Roma Norte, Ciudad de México" */
  areaLabel: string;
}

export function placeDescription(random: Random, context: DescriptionContext): { es: string; en: string } {
  // "Bogotá D.C." already ends the sentence.
  const where = context.areaLabel.replace(/\.$/, "");
  let openEs: string;
  let openEn: string;
  if (context.kind) {
    [openEs, openEn] = context.kind;
    openEs = `${openEs} en ${where}.`;
    openEn = `${openEn} in ${where}.`;
  } else if (context.category === "restaurant") {
    const [es, en] = CUISINE_PHRASE[context.cuisine];
    openEs = `Restaurante de ${es} en ${where}.`;
    openEn = `${en} restaurant in ${where}.`;
    if (context.cuisine === "parrilla") openEn = `Steakhouse in ${where}.`;
    if (context.cuisine === "cafeteria") [openEs, openEn] = [`Cafetería en ${where}.`, `Café in ${where}.`];
    if (context.cuisine === "panaderia")
      [openEs, openEn] = [`Panadería artesanal en ${where}.`, `Artisan bakery in ${where}.`];
  } else if (context.category === "bar") {
    [openEs, openEn] = [`Bar en ${where}.`, `Bar in ${where}.`];
  } else {
    [openEs, openEn] = [`Antro en ${where}.`, `Nightclub in ${where}.`];
  }
  let pool: Pair[];
  if (context.category === "restaurant") pool = SPECIALTIES[context.cuisine];
  else if (context.category === "bar") {
    const kind = context.kind?.[0] ?? "";
    // A Costa Rican "cantina" pours guaro, not tequila: kind-specific drinks are Mexican except beer and cocktails.
    const byKind =
      context.country === "mx" || kind === "Cervecería" || kind === "Bar de coctelería"
        ? BAR_KIND_SPECIALTIES[kind]
        : undefined;
    pool = byKind ?? [...BAR_SPECIALTIES.any, ...BAR_SPECIALTIES[context.country]];
  } else {
    pool =
      context.kind?.[0] === "Salsoteca"
        ? CLUB_SPECIALTIES.co
        : [...CLUB_SPECIALTIES.any, ...CLUB_SPECIALTIES[context.country]];
  }
  const [specEs, specEn] = random.pick(pool);
  // Avoid "... con producto local con servicio atento" and "para compartir para compartir".
  const cafe =
    context.category === "restaurant" && (context.cuisine === "cafeteria" || context.cuisine === "panaderia");
  const ambience = (cafe ? CAFE_AMBIENCE : AMBIENCE[context.category]).filter(([es]) => {
    const word = es.replace(/^[, ]+/, "").split(" ")[0]!;
    return !(word === "con" || word === "para") || !specEs.includes(` ${word} `);
  });
  const [ambEs, ambEn] = random.pick(ambience);
  return { es: `${openEs} ${capitalize(specEs)}${ambEs}.`, en: `${openEn} ${capitalize(specEn)}${ambEn}.` };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Zona T (Zona Rosa)" -> "Zona T", "Andares / Puerta de Hierro" -> "Andares": for prose and addresses. */
export function shortAreaName(name: string): string {
  return (
    name
      .replace(/\s*\(.*\)\s*$/, "")
      .replace(/\s*\/.*$/, "")
      .trim() || name
  );
}
