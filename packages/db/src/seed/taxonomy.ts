import { slugify } from "@sobremesa/contracts";

/**
 * Categories, cuisines, food types and amenities. Ids are stable forever (filter URLs such as
 * /mx/?tipo-cocina={id} and saved filters point at them): append new rows, never renumber.
 * Slugs are slugify(nameEs).
 */

export type CategoryKey = "restaurant" | "bar" | "nightclub";

export const CATEGORY_IDS: Record<CategoryKey, number> = { restaurant: 1, bar: 2, nightclub: 3 };

export const categoryRows = [
  {
    id: 1,
    key: "restaurant",
    slugEs: "restaurantes",
    slugEn: "restaurants",
    nameEs: "Restaurantes",
    nameEn: "Restaurants",
  },
  { id: 2, key: "bar", slugEs: "bares", slugEn: "bars", nameEs: "Bares", nameEn: "Bars" },
  { id: 3, key: "nightclub", slugEs: "antros", slugEn: "nightclubs", nameEs: "Antros", nameEn: "Nightclubs" },
];

export interface TaxonomyRow {
  id: number;
  slug: string;
  nameEs: string;
  nameEn: string;
}

const rows = (items: [number, string, string][]): TaxonomyRow[] =>
  items.map(([id, nameEs, nameEn]) => ({ id, slug: slugify(nameEs), nameEs, nameEn }));

export const cuisineRows = rows([
  [1, "Mexicana", "Mexican"],
  [2, "Italiana", "Italian"],
  [3, "Japonesa", "Japanese"],
  [4, "Argentina", "Argentine"],
  [5, "Colombiana", "Colombian"],
  [6, "Costarricense", "Costa Rican"],
  [7, "Mariscos", "Seafood"],
  [8, "Peruana", "Peruvian"],
  [9, "Española", "Spanish"],
  [10, "Francesa", "French"],
  [11, "China", "Chinese"],
  [12, "Tailandesa", "Thai"],
  [13, "India", "Indian"],
  [14, "Mediterránea", "Mediterranean"],
  [15, "Vegana", "Vegan"],
  [16, "Americana", "American"],
  [17, "Oaxaqueña", "Oaxacan"],
  [18, "Yucateca", "Yucatecan"],
  [19, "Parrilla", "Grill"],
  [20, "Libanesa", "Lebanese"],
  [21, "Coreana", "Korean"],
  [22, "Fusión", "Fusion"],
  [23, "Cafetería", "Café"],
  [24, "Panadería", "Bakery"],
  [25, "Internacional", "International"],
  [26, "Vegetariana", "Vegetarian"],
  [27, "Caribeña", "Caribbean"],
]);

export const foodTypeRows = rows([
  [1, "Tacos", "Tacos"],
  [2, "Sushi", "Sushi"],
  [3, "Pizza", "Pizza"],
  [4, "Hamburguesas", "Burgers"],
  [5, "Cortes", "Steaks"],
  [6, "Mariscos", "Seafood"],
  [7, "Ramen", "Ramen"],
  [8, "Brunch", "Brunch"],
  [9, "Postres", "Desserts"],
  [10, "Cocteles", "Cocktails"],
  [11, "Café", "Coffee"],
  [12, "Ceviche", "Ceviche"],
  [13, "Tapas", "Tapas"],
]);

export const amenityRows = rows([
  [1, "Terraza", "Terrace"],
  [2, "Pet friendly", "Pet friendly"],
  [3, "Estacionamiento", "Parking"],
  [4, "Valet parking", "Valet parking"],
  [5, "Wifi", "Wi-Fi"],
  [6, "Acceso para silla de ruedas", "Wheelchair access"],
  [7, "Área infantil", "Kids' area"],
  [8, "Música en vivo", "Live music"],
  [9, "Vista panorámica", "Panoramic view"],
  [10, "Zona de fumar", "Smoking area"],
  [11, "Reservas para grupos", "Group bookings"],
  [12, "Aire acondicionado", "Air conditioning"],
]);

/** Keys the generator uses; each maps to an id above. */
export const CUISINE = {
  mexicana: 1,
  italiana: 2,
  japonesa: 3,
  argentina: 4,
  colombiana: 5,
  costarricense: 6,
  mariscos: 7,
  peruana: 8,
  espanola: 9,
  francesa: 10,
  china: 11,
  tailandesa: 12,
  india: 13,
  mediterranea: 14,
  vegana: 15,
  americana: 16,
  oaxaquena: 17,
  yucateca: 18,
  parrilla: 19,
  libanesa: 20,
  coreana: 21,
  fusion: 22,
  cafeteria: 23,
  panaderia: 24,
  internacional: 25,
  vegetariana: 26,
  caribena: 27,
} as const;
export type CuisineKey = keyof typeof CUISINE;

export const FOOD = {
  tacos: 1,
  sushi: 2,
  pizza: 3,
  hamburguesas: 4,
  cortes: 5,
  mariscos: 6,
  ramen: 7,
  brunch: 8,
  postres: 9,
  cocteles: 10,
  cafe: 11,
  ceviche: 12,
  tapas: 13,
} as const;
export type FoodKey = keyof typeof FOOD;

export const AMENITY = {
  terraza: 1,
  petFriendly: 2,
  estacionamiento: 3,
  valet: 4,
  wifi: 5,
  accesible: 6,
  areaInfantil: 7,
  musicaEnVivo: 8,
  vistaPanoramica: 9,
  zonaDeFumar: 10,
  grupos: 11,
  aireAcondicionado: 12,
} as const;
export type AmenityKey = keyof typeof AMENITY;
