import type { StoreCountry } from "@sobremesa/contracts";

/**
 * The demo's online store: hand-written, bilingual stores and products that fit a going-out
 * and dining brand (mezcal, coffee, cacao, tableware, pantry), so the store pages read like a real
 * shop. Names are invented; no real brand or trademark is used. Money is integer minor units of the
 * store's currency, IVA included (MXN and COP centavos, CRC céntimos: 69000 is $690.00 in Mexico,
 * 4500000 is $45.000 in Colombia, 850000 is ₡8.500 in Costa Rica). Ids, dates and the ledger that
 * backs each variant's stock are not here: store.ts derives them.
 */

export interface CatalogueCategory {
  /** Spanish, unique within its store. */
  slug: string;
  es: string;
  en: string;
}

export interface CatalogueShipping {
  code: "standard" | "express";
  es: string;
  en: string;
  price: number;
  /** Goods worth at least this ship free with this option, or null. */
  freeFrom: number | null;
  days: readonly [min: number, max: number];
}

export interface CatalogueVariant {
  /** Unique across stores. */
  sku: string;
  es: string;
  en: string;
  /** IVA included, minor units. */
  price: number;
  /** The struck-through price while the variant is on sale. */
  compareAt?: number;
  /** Units on hand when the demo starts (0: sold out). */
  stock: number;
  /** At or below this the audit lists the variant as low on stock (default: the product's, else 5). */
  low?: number;
}

export interface ProductCopy {
  name: string;
  /** Two or three sentences. */
  description: string;
  /** Three to five lines (origin, materials, care...). */
  details: readonly string[];
}

export interface CatalogueProduct {
  /** Spanish, unique across stores (the product page is /stores/detail/{slug}/). */
  slug: string;
  /** A category slug of the same store. */
  category: string;
  /** Default low-stock threshold of its variants. */
  low?: number;
  es: ProductCopy;
  en: ProductCopy;
  variants: readonly CatalogueVariant[];
}

export interface StoreCopy {
  /** One line for cards. */
  tagline: string;
  description: string;
}

export interface CatalogueStore {
  slug: string;
  name: string;
  country: StoreCountry;
  /** Where it ships from. */
  city: string;
  /** 0-359: seeds the generated artwork's palette. */
  hue: number;
  es: StoreCopy;
  en: StoreCopy;
  categories: readonly CatalogueCategory[];
  /** Standard first, then express. */
  shipping: readonly [CatalogueShipping, CatalogueShipping];
  products: readonly CatalogueProduct[];
}

export const STORE_CATALOGUE: readonly CatalogueStore[] = [
  // México
  {
    slug: "palenque-tres-lunas",
    name: "Palenque Tres Lunas",
    country: "mx",
    city: "Oaxaca de Juárez",
    hue: 38,
    es: {
      tagline: "Mezcal artesanal de palenques familiares de Oaxaca",
      description:
        "Compramos directamente a maestros mezcaleros de Santiago Matatlán, Miahuatlán y Sola de Vega, lote por lote, y pagamos precio justo por cada botella. En la tienda también encuentras otros destilados de agave mexicanos, copitas de barro y las botanas que acompañan una buena copa.",
    },
    en: {
      tagline: "Artisanal mezcal from family palenques in Oaxaca",
      description:
        "We buy directly from master distillers in Santiago Matatlán, Miahuatlán and Sola de Vega, batch by batch, and pay a fair price for every bottle. The shop also carries other Mexican agave spirits, clay sipping cups and the snacks that go with a good pour.",
    },
    categories: [
      { slug: "mezcales", es: "Mezcales", en: "Mezcal" },
      { slug: "otros-destilados", es: "Otros destilados", en: "Other spirits" },
      { slug: "copas-y-accesorios", es: "Copas y accesorios", en: "Cups & accessories" },
      { slug: "botanas", es: "Sal de gusano y botanas", en: "Worm salt & snacks" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío estándar por paquetería",
        en: "Standard courier",
        price: 14900,
        freeFrom: 150000,
        days: [3, 6],
      },
      { code: "express", es: "Envío exprés", en: "Express shipping", price: 29900, freeFrom: null, days: [1, 2] },
    ],
    products: [
      {
        slug: "mezcal-espadin-joven-750-ml",
        category: "mezcales",
        es: {
          name: "Mezcal espadín joven",
          description:
            "Un espadín de horno de tierra y molienda con tahona, destilado dos veces en alambique de cobre. Tiene notas de agave cocido, humo suave y fruta madura: el mezcal para empezar a conocer el palenque.",
          details: [
            "Agave: espadín (Agave angustifolia), 8 años",
            "Origen: Santiago Matatlán, Oaxaca",
            "Graduación: 47 % Alc. Vol.",
            "Doble destilación en alambique de cobre",
          ],
        },
        en: {
          name: "Espadín mezcal, joven",
          description:
            "An espadín roasted in an earthen pit, crushed with a stone tahona and distilled twice in copper. It shows cooked agave, gentle smoke and ripe fruit: the mezcal to start exploring the palenque with.",
          details: [
            "Agave: espadín (Agave angustifolia), 8 years",
            "Origin: Santiago Matatlán, Oaxaca",
            "Strength: 47% ABV",
            "Double distilled in copper stills",
          ],
        },
        variants: [
          { sku: "PTL-ESP-750", es: "Botella de 750 ml", en: "750 ml bottle", price: 69000, stock: 36 },
          { sku: "PTL-ESP-375", es: "Botella de 375 ml", en: "375 ml bottle", price: 39000, stock: 22 },
        ],
      },
      {
        slug: "mezcal-tobala-silvestre-750-ml",
        category: "mezcales",
        low: 3,
        es: {
          name: "Mezcal tobalá silvestre",
          description:
            "El tobalá crece solo en las laderas de Sola de Vega y tarda más de doce años en madurar; cada piña rinde muy poco. Es un mezcal floral y mineral, de trago largo y sedoso, que se produce en lotes de pocos cientos de botellas.",
          details: [
            "Agave: tobalá silvestre (Agave potatorum)",
            "Origen: San Miguel Sola de Vega, Oaxaca",
            "Graduación: 48 % Alc. Vol.",
            "Lote numerado a mano",
          ],
        },
        en: {
          name: "Wild tobalá mezcal",
          description:
            "Tobalá grows wild on the slopes of Sola de Vega and takes over twelve years to mature, and each heart yields very little. It is a floral, mineral mezcal with a long, silky finish, made in batches of a few hundred bottles.",
          details: [
            "Agave: wild tobalá (Agave potatorum)",
            "Origin: San Miguel Sola de Vega, Oaxaca",
            "Strength: 48% ABV",
            "Hand-numbered batch",
          ],
        },
        variants: [{ sku: "PTL-TOB-750", es: "Botella de 750 ml", en: "750 ml bottle", price: 145000, stock: 9 }],
      },
      {
        slug: "mezcal-tepextate-edicion-de-lote-750-ml",
        category: "mezcales",
        low: 3,
        es: {
          name: "Mezcal tepextate, edición de lote",
          description:
            "Un agave silvestre que puede tardar veinticinco años en madurar, cosechado en las barrancas de Miahuatlán. Intenso y herbal, con notas de chile verde y pimienta; una botella para la ocasión especial.",
          details: [
            "Agave: tepextate (Agave marmorata)",
            "Origen: Miahuatlán de Porfirio Díaz, Oaxaca",
            "Graduación: 49 % Alc. Vol.",
            "Lote de 280 botellas",
          ],
        },
        en: {
          name: "Tepextate mezcal, batch edition",
          description:
            "A wild agave that can take twenty-five years to mature, harvested in the ravines of Miahuatlán. Intense and herbal, with green chile and pepper notes; a bottle for a special occasion.",
          details: [
            "Agave: tepextate (Agave marmorata)",
            "Origin: Miahuatlán de Porfirio Díaz, Oaxaca",
            "Strength: 49% ABV",
            "Batch of 280 bottles",
          ],
        },
        variants: [{ sku: "PTL-TEP-750", es: "Botella de 750 ml", en: "750 ml bottle", price: 189000, stock: 2 }],
      },
      {
        slug: "mezcal-ensamble-cuishe-y-espadin-750-ml",
        category: "mezcales",
        es: {
          name: "Mezcal ensamble cuishe y espadín",
          description:
            "Cuishe y espadín cocidos y fermentados juntos en tinas de sabino. El cuishe aporta notas verdes y terrosas; el espadín, dulzor y cuerpo.",
          details: [
            "Agaves: cuishe (Agave karwinskii) y espadín",
            "Origen: San Luis del Río, Oaxaca",
            "Graduación: 46 % Alc. Vol.",
            "Fermentación natural en tina de madera",
          ],
        },
        en: {
          name: "Cuishe and espadín ensamble mezcal",
          description:
            "Cuishe and espadín roasted and fermented together in cypress vats. The cuishe brings green, earthy notes; the espadín, sweetness and body.",
          details: [
            "Agaves: cuishe (Agave karwinskii) and espadín",
            "Origin: San Luis del Río, Oaxaca",
            "Strength: 46% ABV",
            "Natural fermentation in wooden vats",
          ],
        },
        variants: [
          {
            sku: "PTL-ENS-750",
            es: "Botella de 750 ml",
            en: "750 ml bottle",
            price: 98000,
            compareAt: 115000,
            stock: 18,
          },
        ],
      },
      {
        slug: "mezcal-pechuga-de-temporada-750-ml",
        category: "mezcales",
        low: 3,
        es: {
          name: "Mezcal de pechuga de temporada",
          description:
            "Se destila una tercera vez con frutas de temporada, especias y una pechuga colgada dentro del alambique, como se hace en las fiestas de los pueblos. Sale una vez al año, en noviembre, y se agota pronto.",
          details: [
            "Agave: espadín",
            "Tercera destilación con guayaba, piña, plátano y canela",
            "Origen: Santa Catarina Minas, Oaxaca",
            "Graduación: 50 % Alc. Vol.",
          ],
        },
        en: {
          name: "Seasonal pechuga mezcal",
          description:
            "Distilled a third time with seasonal fruit, spices and a breast hung inside the still, as it is made for village feasts. It comes out once a year, in November, and sells out fast.",
          details: [
            "Agave: espadín",
            "Third distillation with guava, pineapple, plantain and cinnamon",
            "Origin: Santa Catarina Minas, Oaxaca",
            "Strength: 50% ABV",
          ],
        },
        variants: [{ sku: "PTL-PEC-750", es: "Botella de 750 ml", en: "750 ml bottle", price: 220000, stock: 0 }],
      },
      {
        slug: "kit-de-cata-tres-mezcales",
        category: "mezcales",
        es: {
          name: "Kit de cata: tres mezcales",
          description:
            "Tres frascos de 50 ml (espadín, tobalá y ensamble) con una guía impresa para catarlos en casa de menor a mayor intensidad. Un buen regalo para quien empieza.",
          details: ["3 frascos de 50 ml", "Guía de cata en español e inglés", "Caja de cartón reciclado"],
        },
        en: {
          name: "Tasting kit: three mezcals",
          description:
            "Three 50 ml vials (espadín, tobalá and ensamble) with a printed guide to taste them at home from lightest to boldest. A good gift for a beginner.",
          details: ["3 vials of 50 ml", "Tasting guide in Spanish and English", "Recycled cardboard box"],
        },
        variants: [
          {
            sku: "PTL-KIT-3",
            es: "Kit de 3 x 50 ml",
            en: "Kit of 3 x 50 ml",
            price: 54000,
            compareAt: 62000,
            stock: 20,
          },
        ],
      },
      {
        slug: "sotol-de-la-sierra-tarahumara-700-ml",
        category: "otros-destilados",
        es: {
          name: "Sotol de la Sierra Tarahumara",
          description:
            "El destilado del desierto de Chihuahua, hecho con la planta de sotol y no con agave. Fresco y resinoso, con notas de eucalipto y tierra mojada.",
          details: ["Planta: sotol (Dasylirion wheeleri)", "Origen: Chihuahua", "Graduación: 45 % Alc. Vol."],
        },
        en: {
          name: "Sierra Tarahumara sotol",
          description:
            "The spirit of the Chihuahuan desert, made from the sotol plant rather than agave. Fresh and resinous, with notes of eucalyptus and wet earth.",
          details: ["Plant: sotol (Dasylirion wheeleri)", "Origin: Chihuahua", "Strength: 45% ABV"],
        },
        variants: [{ sku: "PTL-SOT-700", es: "Botella de 700 ml", en: "700 ml bottle", price: 85000, stock: 14 }],
      },
      {
        slug: "raicilla-de-la-costa-de-jalisco-750-ml",
        category: "otros-destilados",
        es: {
          name: "Raicilla de la costa de Jalisco",
          description:
            "Raicilla de agave maximiliana, destilada en alambique de madera cerca de Cabo Corrientes. Afrutada y ligeramente láctea, con un final picante.",
          details: [
            "Agave: maximiliana",
            "Origen: Cabo Corrientes, Jalisco",
            "Graduación: 44 % Alc. Vol.",
            "Destilación en alambique filipino de madera",
          ],
        },
        en: {
          name: "Jalisco coast raicilla",
          description:
            "Raicilla from Agave maximiliana, distilled in a wooden still near Cabo Corrientes. Fruity and slightly creamy, with a peppery finish.",
          details: [
            "Agave: maximiliana",
            "Origin: Cabo Corrientes, Jalisco",
            "Strength: 44% ABV",
            "Distilled in a Filipino-style wooden still",
          ],
        },
        variants: [{ sku: "PTL-RAI-750", es: "Botella de 750 ml", en: "750 ml bottle", price: 92000, stock: 12 }],
      },
      {
        slug: "copitas-de-barro-negro",
        category: "copas-y-accesorios",
        es: {
          name: "Copitas de barro negro",
          description:
            "Copitas para mezcal de barro negro de San Bartolo Coyotepec, pulidas a mano con cuarzo hasta que brillan. Conservan la temperatura y dejan que el aroma suba.",
          details: [
            "Barro negro bruñido, hecho a mano",
            "Capacidad: 60 ml cada una",
            "Lavar a mano; no apto para lavavajillas",
          ],
        },
        en: {
          name: "Black clay sipping cups",
          description:
            "Mezcal cups of black clay from San Bartolo Coyotepec, burnished by hand with quartz until they shine. They hold the temperature and let the aroma rise.",
          details: ["Burnished black clay, handmade", "Capacity: 60 ml each", "Hand wash; not dishwasher safe"],
        },
        variants: [
          { sku: "PTL-COP-4", es: "Juego de 4", en: "Set of 4", price: 42000, stock: 30 },
          { sku: "PTL-COP-6", es: "Juego de 6", en: "Set of 6", price: 59000, stock: 15 },
        ],
      },
      {
        slug: "jicaras-para-mezcal-par",
        category: "copas-y-accesorios",
        es: {
          name: "Jícaras para mezcal (par)",
          description:
            "Jícaras del fruto del árbol de morro, la forma tradicional de servir mezcal en los palenques. Cada par viene con su base tejida de palma.",
          details: ["Fruto de jícaro seco y curado", "Base de palma tejida", "Medidas aproximadas: 9 cm de diámetro"],
        },
        en: {
          name: "Gourd cups for mezcal (pair)",
          description:
            "Cups made from the gourd of the calabash tree, the traditional way mezcal is served at the palenque. Each pair comes with woven palm stands.",
          details: ["Dried and cured calabash gourd", "Woven palm stand", "About 9 cm across"],
        },
        variants: [{ sku: "PTL-JIC-2", es: "Par", en: "Pair", price: 26000, stock: 40 }],
      },
      {
        slug: "sal-de-gusano-oaxaquena",
        category: "botanas",
        es: {
          name: "Sal de gusano oaxaqueña",
          description:
            "Sal de mar molida en metate con chile pasilla oaxaqueño y gusano de maguey tostado. Se sirve con gajos de naranja junto a la copita de mezcal.",
          details: ["Ingredientes: sal de mar, chile, gusano de maguey", "Molida a mano en metate", "Frasco de vidrio"],
        },
        en: {
          name: "Oaxacan worm salt",
          description:
            "Sea salt ground on a metate with Oaxacan pasilla chile and toasted maguey worm. Served with orange wedges beside a cup of mezcal.",
          details: ["Ingredients: sea salt, chile, maguey worm", "Hand-ground on a metate", "Glass jar"],
        },
        variants: [
          { sku: "PTL-SAL-100", es: "Frasco de 100 g", en: "100 g jar", price: 12000, stock: 60 },
          { sku: "PTL-SAL-250", es: "Frasco de 250 g", en: "250 g jar", price: 25000, stock: 25 },
        ],
      },
      {
        slug: "chapulines-tostados-con-limon-y-chile",
        category: "botanas",
        es: {
          name: "Chapulines tostados con limón y chile",
          description:
            "Chapulines de la Sierra Norte tostados en comal con ajo, limón y sal de chile. Crujientes y ácidos, la botana clásica del mezcal en Oaxaca.",
          details: [
            "Bolsa resellable de 80 g",
            "Ingredientes: chapulín, limón, ajo, sal, chile",
            "Consumir antes de 4 meses",
          ],
        },
        en: {
          name: "Toasted grasshoppers with lime and chile",
          description:
            "Grasshoppers from the Sierra Norte toasted on a comal with garlic, lime and chile salt. Crunchy and tart, the classic mezcal snack in Oaxaca.",
          details: [
            "80 g resealable bag",
            "Ingredients: grasshopper, lime, garlic, salt, chile",
            "Best within 4 months",
          ],
        },
        variants: [{ sku: "PTL-CHA-80", es: "Bolsa de 80 g", en: "80 g bag", price: 11000, stock: 45 }],
      },
    ],
  },
  {
    slug: "tostador-la-neblina",
    name: "Tostador La Neblina",
    country: "mx",
    city: "Xalapa",
    hue: 150,
    es: {
      tagline: "Café de especialidad de Veracruz y Chiapas, tostado cada semana",
      description:
        "Tostamos en Xalapa, a una hora de las fincas de Coatepec y Huatusco, y enviamos el café a los pocos días de salir del tostador. Trabajamos con cooperativas de Veracruz y del Soconusco chiapaneco, y en cada bolsa indicamos la finca, la altura y el proceso.",
    },
    en: {
      tagline: "Specialty coffee from Veracruz and Chiapas, roasted every week",
      description:
        "We roast in Xalapa, an hour from the farms of Coatepec and Huatusco, and ship the coffee within days of roasting. We work with cooperatives in Veracruz and in Chiapas's Soconusco, and every bag names the farm, the altitude and the process.",
    },
    categories: [
      { slug: "cafe-de-veracruz", es: "Café de Veracruz", en: "Veracruz coffee" },
      { slug: "cafe-de-chiapas", es: "Café de Chiapas", en: "Chiapas coffee" },
      { slug: "metodos", es: "Métodos de preparación", en: "Brewing gear" },
      { slug: "regalos", es: "Regalos", en: "Gifts" },
    ],
    shipping: [
      { code: "standard", es: "Envío estándar", en: "Standard shipping", price: 11900, freeFrom: 99000, days: [3, 5] },
      { code: "express", es: "Envío exprés", en: "Express shipping", price: 24900, freeFrom: null, days: [1, 2] },
    ],
    products: [
      {
        slug: "cafe-coatepec-tostado-medio",
        category: "cafe-de-veracruz",
        es: {
          name: "Café Coatepec, tostado medio",
          description:
            "Nuestro café de todos los días: un lavado de Coatepec con notas de chocolate de leche, naranja y panela. Funciona igual de bien en cafetera de goteo que en prensa francesa.",
          details: ["Variedades: typica y bourbon", "Altura: 1,250 m s. n. m.", "Proceso: lavado", "Tueste: medio"],
        },
        en: {
          name: "Coatepec coffee, medium roast",
          description:
            "Our everyday coffee: a washed Coatepec with notes of milk chocolate, orange and panela. It works just as well in a drip machine as in a French press.",
          details: ["Varieties: typica and bourbon", "Altitude: 1,250 m", "Process: washed", "Roast: medium"],
        },
        variants: [
          { sku: "TLN-COA-340-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 29000, stock: 40 },
          {
            sku: "TLN-COA-340-FI",
            es: "340 g, molido para filtro",
            en: "340 g, ground for filter",
            price: 29000,
            stock: 32,
          },
          { sku: "TLN-COA-1K-GR", es: "1 kg, grano entero", en: "1 kg, whole bean", price: 76000, stock: 12 },
        ],
      },
      {
        slug: "cafe-huatusco-proceso-honey",
        category: "cafe-de-veracruz",
        es: {
          name: "Café Huatusco, proceso honey",
          description:
            "El grano se seca con parte de su mucílago, lo que le da un dulzor de miel y cuerpo redondo. Notas de durazno, caramelo y almendra.",
          details: ["Variedad: garnica", "Altura: 1,350 m s. n. m.", "Proceso: honey", "Tueste: medio claro"],
        },
        en: {
          name: "Huatusco coffee, honey process",
          description:
            "The beans dry with part of their mucilage, which gives a honeyed sweetness and a round body. Notes of peach, caramel and almond.",
          details: ["Variety: garnica", "Altitude: 1,350 m", "Process: honey", "Roast: medium light"],
        },
        variants: [
          { sku: "TLN-HUA-340-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 34000, stock: 24 },
          {
            sku: "TLN-HUA-340-FI",
            es: "340 g, molido para filtro",
            en: "340 g, ground for filter",
            price: 34000,
            stock: 3,
          },
        ],
      },
      {
        slug: "cafe-cosautlan-natural-micro-lote",
        category: "cafe-de-veracruz",
        low: 4,
        es: {
          name: "Café Cosautlán natural, micro lote",
          description:
            "Un micro lote de una sola finca familiar, secado entero en camas africanas durante tres semanas. Intenso y afrutado, con notas de fresa, vino tinto y cacao.",
          details: [
            "Finca: El Mirador, Cosautlán de Carvajal",
            "Variedad: bourbon rosado",
            "Altura: 1,400 m s. n. m.",
            "Proceso: natural",
          ],
        },
        en: {
          name: "Cosautlán natural coffee, micro lot",
          description:
            "A micro lot from a single family farm, dried whole on raised beds for three weeks. Intense and fruity, with notes of strawberry, red wine and cacao.",
          details: [
            "Farm: El Mirador, Cosautlán de Carvajal",
            "Variety: pink bourbon",
            "Altitude: 1,400 m",
            "Process: natural",
          ],
        },
        variants: [
          { sku: "TLN-COS-250-GR", es: "250 g, grano entero", en: "250 g, whole bean", price: 42000, stock: 8 },
        ],
      },
      {
        slug: "cafe-descafeinado-proceso-de-agua",
        category: "cafe-de-veracruz",
        es: {
          name: "Café descafeinado, proceso de agua",
          description:
            "Café de Veracruz descafeinado solo con agua, sin solventes, en una planta de Córdoba. Conserva notas de nuez y chocolate para la taza de la noche.",
          details: ["99.9 % libre de cafeína", "Proceso de descafeinado con agua", "Tueste: medio"],
        },
        en: {
          name: "Decaf coffee, water process",
          description:
            "Veracruz coffee decaffeinated with water alone, no solvents, at a plant in Córdoba. It keeps its walnut and chocolate notes for the evening cup.",
          details: ["99.9% caffeine free", "Water-process decaffeination", "Roast: medium"],
        },
        variants: [
          { sku: "TLN-DES-340-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 31000, stock: 18 },
          {
            sku: "TLN-DES-340-FI",
            es: "340 g, molido para filtro",
            en: "340 g, ground for filter",
            price: 31000,
            stock: 15,
          },
        ],
      },
      {
        slug: "cafe-chiapas-el-triunfo-lavado",
        category: "cafe-de-chiapas",
        es: {
          name: "Café Chiapas El Triunfo, lavado",
          description:
            "De una cooperativa de la zona de amortiguamiento de la reserva El Triunfo, cultivado bajo sombra de árboles nativos. Limpio y equilibrado, con notas de nuez, ciruela y chocolate oscuro.",
          details: [
            "Variedades: bourbon y caturra",
            "Altura: 1,500 m s. n. m.",
            "Proceso: lavado",
            "Cultivo bajo sombra",
          ],
        },
        en: {
          name: "Chiapas El Triunfo coffee, washed",
          description:
            "From a cooperative in the buffer zone of the El Triunfo reserve, grown under native shade trees. Clean and balanced, with notes of walnut, plum and dark chocolate.",
          details: ["Varieties: bourbon and caturra", "Altitude: 1,500 m", "Process: washed", "Shade grown"],
        },
        variants: [
          { sku: "TLN-TRI-340-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 30000, stock: 35 },
          {
            sku: "TLN-TRI-340-FI",
            es: "340 g, molido para filtro",
            en: "340 g, ground for filter",
            price: 30000,
            stock: 28,
          },
          { sku: "TLN-TRI-1K-GR", es: "1 kg, grano entero", en: "1 kg, whole bean", price: 79000, stock: 10 },
        ],
      },
      {
        slug: "cafe-tapachula-tostado-oscuro-para-espresso",
        category: "cafe-de-chiapas",
        es: {
          name: "Café Tapachula, tostado oscuro para espresso",
          description:
            "Un tueste pensado para espresso y cafetera italiana: cuerpo denso, crema abundante y notas de cacao amargo y caramelo quemado. Aguanta bien la leche.",
          details: ["Origen: Tapachula, Soconusco", "Altura: 1,200 m s. n. m.", "Tueste: oscuro"],
        },
        en: {
          name: "Tapachula coffee, dark espresso roast",
          description:
            "A roast made for espresso and the stovetop pot: dense body, plenty of crema and notes of bitter cacao and burnt caramel. It stands up well to milk.",
          details: ["Origin: Tapachula, Soconusco", "Altitude: 1,200 m", "Roast: dark"],
        },
        variants: [
          { sku: "TLN-TAP-340-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 28000, stock: 30 },
          {
            sku: "TLN-TAP-340-ES",
            es: "340 g, molido para espresso",
            en: "340 g, ground for espresso",
            price: 28000,
            stock: 0,
          },
        ],
      },
      {
        slug: "cafe-soconusco-geisha-lote-especial",
        category: "cafe-de-chiapas",
        low: 5,
        es: {
          name: "Café Soconusco geisha, lote especial",
          description:
            "Un geisha lavado de una finca a 1,700 metros en las faldas del volcán Tacaná. Muy floral, con notas de jazmín, bergamota y té negro; se luce en método de filtro.",
          details: ["Variedad: geisha", "Altura: 1,700 m s. n. m.", "Proceso: lavado", "Puntaje de cata: 88 puntos"],
        },
        en: {
          name: "Soconusco geisha coffee, special lot",
          description:
            "A washed geisha from a farm at 1,700 metres on the slopes of the Tacaná volcano. Very floral, with jasmine, bergamot and black tea; it shines in a pour-over.",
          details: ["Variety: geisha", "Altitude: 1,700 m", "Process: washed", "Cupping score: 88 points"],
        },
        variants: [
          { sku: "TLN-GEI-250-GR", es: "250 g, grano entero", en: "250 g, whole bean", price: 69000, stock: 4 },
        ],
      },
      {
        slug: "gotero-de-ceramica-para-cafe-de-filtro",
        category: "metodos",
        es: {
          name: "Gotero de cerámica para café de filtro",
          description:
            "Un gotero cónico de cerámica hecho por un taller de Xalapa, con estrías en espiral para que el agua fluya pareja. Prepara de una a cuatro tazas.",
          details: ["Cerámica de alta temperatura", "Usa filtros cónicos tamaño 02", "Apto para lavavajillas"],
        },
        en: {
          name: "Ceramic pour-over dripper",
          description:
            "A conical ceramic dripper made by a Xalapa workshop, with spiral ribs so the water flows evenly. Brews one to four cups.",
          details: ["High-fired ceramic", "Takes size 02 cone filters", "Dishwasher safe"],
        },
        variants: [
          { sku: "TLN-GOT-BL", es: "Blanco", en: "White", price: 45000, stock: 20 },
          { sku: "TLN-GOT-NE", es: "Negro mate", en: "Matte black", price: 45000, stock: 14 },
        ],
      },
      {
        slug: "prensa-francesa-de-vidrio-600-ml",
        category: "metodos",
        es: {
          name: "Prensa francesa de vidrio, 600 ml",
          description:
            "Prensa de vidrio de borosilicato con filtro doble de acero inoxidable. La forma más sencilla de preparar café con cuerpo para dos o tres personas.",
          details: ["Capacidad: 600 ml", "Vidrio de borosilicato y acero inoxidable", "Filtro desmontable"],
        },
        en: {
          name: "Glass French press, 600 ml",
          description:
            "A borosilicate glass press with a double stainless-steel filter. The simplest way to brew full-bodied coffee for two or three.",
          details: ["Capacity: 600 ml", "Borosilicate glass and stainless steel", "Removable filter"],
        },
        variants: [{ sku: "TLN-PRE-600", es: "600 ml", en: "600 ml", price: 52000, stock: 16 }],
      },
      {
        slug: "filtros-de-papel-conicos-100-piezas",
        category: "metodos",
        es: {
          name: "Filtros de papel cónicos, 100 piezas",
          description:
            "Filtros de papel sin blanquear para goteros cónicos. No dejan sabor a papel si los enjuagas con agua caliente antes de usarlos.",
          details: ["Tamaño 02", "Papel sin blanquear", "100 piezas"],
        },
        en: {
          name: "Conical paper filters, 100 pack",
          description:
            "Unbleached paper filters for conical drippers. They leave no papery taste if you rinse them with hot water first.",
          details: ["Size 02", "Unbleached paper", "100 filters"],
        },
        variants: [{ sku: "TLN-FIL-100", es: "Paquete de 100", en: "Pack of 100", price: 9500, stock: 70 }],
      },
      {
        slug: "caja-de-regalo-cata-de-origenes",
        category: "regalos",
        es: {
          name: "Caja de regalo: cata de orígenes",
          description:
            "Tres bolsas de 120 g (Coatepec, Huatusco y El Triunfo) para comparar lado a lado cómo cambia el café de una región a otra. Incluye tarjeta de cata.",
          details: ["3 bolsas de 120 g en grano entero", "Tarjeta de cata ilustrada", "Caja lista para regalar"],
        },
        en: {
          name: "Gift box: origins tasting",
          description:
            "Three 120 g bags (Coatepec, Huatusco and El Triunfo) to compare side by side how coffee changes from one region to the next. Includes a tasting card.",
          details: ["3 bags of 120 g, whole bean", "Illustrated tasting card", "Gift-ready box"],
        },
        variants: [
          { sku: "TLN-REG-3X120", es: "3 x 120 g", en: "3 x 120 g", price: 56000, compareAt: 64000, stock: 22 },
        ],
      },
    ],
  },
  {
    slug: "mesa-poblana",
    name: "Mesa Poblana",
    country: "mx",
    city: "Puebla",
    hue: 215,
    es: {
      tagline: "Talavera, barro y piedra para la cocina y la mesa mexicanas",
      description:
        "Reunimos el trabajo de talleres de Puebla, Tlaxcala y el Estado de México: talavera pintada a mano, cazuelas de barro sin plomo, molcajetes de piedra volcánica y textiles de telar. Todo lo que vendemos se usa en nuestra propia cocina antes de llegar a la tienda.",
    },
    en: {
      tagline: "Talavera, clay and stone for the Mexican kitchen and table",
      description:
        "We gather the work of workshops in Puebla, Tlaxcala and the State of Mexico: hand-painted talavera, lead-free clay pots, volcanic-stone molcajetes and loom-woven textiles. Everything we sell is used in our own kitchen before it reaches the shop.",
    },
    categories: [
      { slug: "talavera", es: "Talavera", en: "Talavera pottery" },
      { slug: "piedra-y-barro", es: "Piedra y barro", en: "Stone & clay" },
      { slug: "utensilios", es: "Utensilios de cocina", en: "Kitchen tools" },
      { slug: "textiles-de-mesa", es: "Textiles de mesa", en: "Table linens" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío estándar con empaque reforzado",
        en: "Standard shipping, extra padding",
        price: 16900,
        freeFrom: 180000,
        days: [4, 7],
      },
      { code: "express", es: "Envío exprés", en: "Express shipping", price: 34900, freeFrom: null, days: [2, 3] },
    ],
    products: [
      {
        slug: "plato-de-talavera-base-flor-27-cm",
        category: "talavera",
        es: {
          name: "Plato de talavera base flor, 27 cm",
          description:
            "Plato trinche de talavera poblana pintado a mano con el motivo de flor de la casa. Cada pieza es distinta: las pequeñas variaciones del pincel son parte del oficio.",
          details: [
            "Diámetro: 27 cm",
            "Esmalte libre de plomo, apto para alimentos",
            "Hecho y pintado a mano en Puebla",
            "Lavar a mano; no usar en microondas",
          ],
        },
        en: {
          name: "Talavera flower dinner plate, 27 cm",
          description:
            "A Puebla talavera dinner plate, hand-painted with the workshop's flower motif. Each piece is different: small variations of the brush are part of the craft.",
          details: [
            "Diameter: 27 cm",
            "Lead-free, food-safe glaze",
            "Made and painted by hand in Puebla",
            "Hand wash; not for the microwave",
          ],
        },
        variants: [
          { sku: "MPO-PLA-AZ", es: "Azul cobalto", en: "Cobalt blue", price: 48000, stock: 24 },
          { sku: "MPO-PLA-MU", es: "Multicolor", en: "Multicolour", price: 52000, stock: 18 },
        ],
      },
      {
        slug: "tazon-de-talavera-para-pozole",
        category: "talavera",
        es: {
          name: "Tazón de talavera para pozole",
          description:
            "Un tazón hondo de 18 cm, del tamaño justo para un pozole servido con todo. También es perfecto para caldos, ensaladas o fruta.",
          details: ["Diámetro: 18 cm; capacidad: 900 ml", "Esmalte libre de plomo", "Lavar a mano"],
        },
        en: {
          name: "Talavera pozole bowl",
          description:
            "A deep 18 cm bowl, just the right size for a pozole with all the trimmings. Also perfect for soups, salads or fruit.",
          details: ["Diameter: 18 cm; holds 900 ml", "Lead-free glaze", "Hand wash"],
        },
        variants: [
          { sku: "MPO-TAZ-AZ", es: "Azul y blanco", en: "Blue and white", price: 39000, stock: 20 },
          { sku: "MPO-TAZ-AM", es: "Amarillo y azul", en: "Yellow and blue", price: 39000, stock: 1 },
        ],
      },
      {
        slug: "jarra-de-talavera-para-agua-fresca",
        category: "talavera",
        low: 3,
        es: {
          name: "Jarra de talavera para agua fresca",
          description:
            "Una jarra de dos litros con asa ancha y pico, pintada con grecas azules y amarillas. Para servir jamaica, horchata o tamarindo en la comida del domingo.",
          details: ["Capacidad: 2 litros", "Altura: 24 cm", "Esmalte libre de plomo", "Lavar a mano"],
        },
        en: {
          name: "Talavera agua fresca pitcher",
          description:
            "A two-litre pitcher with a wide handle and spout, painted with blue and yellow frets. For serving hibiscus, horchata or tamarind water at Sunday lunch.",
          details: ["Capacity: 2 litres", "Height: 24 cm", "Lead-free glaze", "Hand wash"],
        },
        variants: [{ sku: "MPO-JAR-2L", es: "2 litros", en: "2 litres", price: 89000, stock: 7 }],
      },
      {
        slug: "juego-de-tazas-de-talavera-4-piezas",
        category: "talavera",
        es: {
          name: "Juego de tazas de talavera, 4 piezas",
          description:
            "Cuatro tazas de café con platito, cada una con un motivo distinto del repertorio poblano. Un regalo que se usa todos los días.",
          details: ["4 tazas de 250 ml con plato", "Esmalte libre de plomo", "Caja de regalo"],
        },
        en: {
          name: "Talavera cup set, 4 pieces",
          description:
            "Four coffee cups with saucers, each with a different motif from the Puebla repertoire. A gift that gets used every day.",
          details: ["4 cups of 250 ml with saucers", "Lead-free glaze", "Gift box"],
        },
        variants: [{ sku: "MPO-TAZ4", es: "Juego de 4", en: "Set of 4", price: 98000, stock: 10 }],
      },
      {
        slug: "molcajete-de-piedra-volcanica",
        category: "piedra-y-barro",
        es: {
          name: "Molcajete de piedra volcánica",
          description:
            "Labrado a mano en piedra basáltica de Tlaxcala, con su tejolote. La piedra densa y de poro cerrado no suelta arenilla una vez curada, y muele salsas con textura que la licuadora no logra.",
          details: [
            "Piedra basáltica maciza, con tejolote",
            "Se entrega con instrucciones para curarlo",
            "Hecho a mano en San Salvador el Seco",
          ],
        },
        en: {
          name: "Volcanic stone molcajete",
          description:
            "Hand-carved from Tlaxcala basalt, with its pestle. The dense, close-grained stone sheds no grit once seasoned, and grinds salsas with a texture no blender can match.",
          details: [
            "Solid basalt, with pestle",
            "Comes with seasoning instructions",
            "Handmade in San Salvador el Seco",
          ],
        },
        variants: [
          { sku: "MPO-MOL-18", es: "Mediano, 18 cm", en: "Medium, 18 cm", price: 69000, stock: 15 },
          { sku: "MPO-MOL-22", es: "Grande, 22 cm", en: "Large, 22 cm", price: 95000, stock: 9 },
        ],
      },
      {
        slug: "cazuela-de-barro-sin-plomo",
        category: "piedra-y-barro",
        es: {
          name: "Cazuela de barro sin plomo",
          description:
            "Cazuela de barro rojo con esmalte certificado sin plomo, para moles, frijoles y arroces. El barro reparte el calor despacio y conserva la comida caliente en la mesa.",
          details: [
            "Esmalte certificado libre de plomo",
            "Apta para estufa de gas a fuego medio y horno",
            "Curar antes del primer uso",
          ],
        },
        en: {
          name: "Lead-free clay cazuela",
          description:
            "A red clay pot with a certified lead-free glaze, for moles, beans and rice. The clay spreads heat slowly and keeps food hot at the table.",
          details: [
            "Certified lead-free glaze",
            "Safe on a gas hob over medium heat and in the oven",
            "Season before first use",
          ],
        },
        variants: [
          { sku: "MPO-CAZ-2L", es: "Chica, 2 litros", en: "Small, 2 litres", price: 42000, stock: 20 },
          { sku: "MPO-CAZ-5L", es: "Grande, 5 litros", en: "Large, 5 litres", price: 78000, stock: 8 },
        ],
      },
      {
        slug: "comal-de-barro-curado-35-cm",
        category: "piedra-y-barro",
        es: {
          name: "Comal de barro curado, 35 cm",
          description:
            "Comal de barro de Tlaxcala curado con cal, listo para tortillas, tlayudas y para tatemar chiles y jitomates. Las tortillas se inflan como en el pueblo.",
          details: ["Diámetro: 35 cm", "Curado con cal", "Para estufa de gas o leña"],
        },
        en: {
          name: "Seasoned clay comal, 35 cm",
          description:
            "A Tlaxcala clay griddle seasoned with lime, ready for tortillas and tlayudas and for charring chiles and tomatoes. Tortillas puff up as they do in the village.",
          details: ["Diameter: 35 cm", "Seasoned with lime", "For gas or wood fires"],
        },
        variants: [{ sku: "MPO-COM-35", es: "35 cm", en: "35 cm", price: 36000, stock: 12 }],
      },
      {
        slug: "prensa-para-tortillas-de-hierro-fundido",
        category: "utensilios",
        es: {
          name: "Prensa para tortillas de hierro fundido",
          description:
            "Una prensa pesada que aplana la masa pareja con un solo movimiento. Dura toda la vida y no se mueve de la mesa.",
          details: ["Diámetro: 20 cm", "Hierro fundido con acabado de pintura para alimentos", "Peso: 3.2 kg"],
        },
        en: {
          name: "Cast-iron tortilla press",
          description:
            "A heavy press that flattens the masa evenly in one move. It lasts a lifetime and stays put on the counter.",
          details: ["Diameter: 20 cm", "Cast iron with food-safe paint finish", "Weight: 3.2 kg"],
        },
        variants: [{ sku: "MPO-PRE-20", es: "20 cm", en: "20 cm", price: 56000, compareAt: 65000, stock: 14 }],
      },
      {
        slug: "molinillo-de-madera-para-chocolate",
        category: "utensilios",
        es: {
          name: "Molinillo de madera para chocolate",
          description:
            "Torneado en madera de aile, con anillos sueltos que baten el chocolate caliente hasta levantar espuma. Se frota entre las palmas de las manos.",
          details: ["Madera de aile", "Largo: 30 cm", "Lavar con agua tibia y secar al aire"],
        },
        en: {
          name: "Wooden chocolate whisk (molinillo)",
          description:
            "Turned from alder wood, with loose rings that froth hot chocolate. You spin it between your palms.",
          details: ["Alder wood", "Length: 30 cm", "Rinse in warm water and air dry"],
        },
        variants: [{ sku: "MPO-MLN-30", es: "30 cm", en: "30 cm", price: 16000, stock: 50 }],
      },
      {
        slug: "tortillero-de-palma-tejida",
        category: "utensilios",
        es: {
          name: "Tortillero de palma tejida",
          description:
            "Canasto con tapa tejido en palma por artesanas de la Mixteca. Guarda las tortillas calientes durante toda la comida.",
          details: ["Palma natural", "Diámetro: 20 cm", "Incluye servilleta de manta"],
        },
        en: {
          name: "Woven palm tortilla basket",
          description:
            "A lidded basket woven from palm by artisans in the Mixteca. It keeps tortillas warm through the whole meal.",
          details: ["Natural palm", "Diameter: 20 cm", "Comes with a cotton cloth"],
        },
        variants: [{ sku: "MPO-TOR-20", es: "20 cm", en: "20 cm", price: 18000, stock: 40 }],
      },
      {
        slug: "servilletas-bordadas-a-mano-juego-de-4",
        category: "textiles-de-mesa",
        es: {
          name: "Servilletas bordadas a mano, juego de 4",
          description:
            "Servilletas de manta de algodón con bordado de pepenado hecho a mano en la Sierra Norte de Puebla. Se suavizan con cada lavada.",
          details: ["45 x 45 cm", "100 % algodón", "Lavar en ciclo delicado con agua fría"],
        },
        en: {
          name: "Hand-embroidered napkins, set of 4",
          description:
            "Cotton napkins with pepenado embroidery worked by hand in the Sierra Norte of Puebla. They soften with every wash.",
          details: ["45 x 45 cm", "100% cotton", "Gentle cycle, cold water"],
        },
        variants: [
          {
            sku: "MPO-SER-BA",
            es: "Blanco con bordado azul",
            en: "White with blue embroidery",
            price: 44000,
            stock: 22,
          },
          {
            sku: "MPO-SER-CM",
            es: "Crudo con bordado multicolor",
            en: "Natural with multicolour embroidery",
            price: 44000,
            stock: 0,
          },
        ],
      },
      {
        slug: "mantel-de-telar-de-pedal",
        category: "textiles-de-mesa",
        low: 3,
        es: {
          name: "Mantel de telar de pedal",
          description:
            "Mantel de algodón tejido en telar de pedal en Santa Ana Chiautempan, con rayas en tonos índigo. Grueso, resistente y hecho para la comida larga de fin de semana.",
          details: ["100 % algodón", "Tejido en telar de pedal", "Lavar en frío; no usar blanqueador"],
        },
        en: {
          name: "Treadle-loom tablecloth",
          description:
            "A cotton tablecloth woven on a treadle loom in Santa Ana Chiautempan, striped in indigo tones. Thick, sturdy and made for long weekend lunches.",
          details: ["100% cotton", "Woven on a treadle loom", "Wash cold; no bleach"],
        },
        variants: [
          { sku: "MPO-MAN-6P", es: "6 personas, 150 x 220 cm", en: "Seats 6, 150 x 220 cm", price: 125000, stock: 6 },
          { sku: "MPO-MAN-8P", es: "8 personas, 150 x 280 cm", en: "Seats 8, 150 x 280 cm", price: 149000, stock: 3 },
        ],
      },
    ],
  },
  {
    slug: "casa-kakaw",
    name: "Casa Kakaw",
    country: "mx",
    city: "Mérida",
    hue: 12,
    es: {
      tagline: "Chocolate del grano a la tableta, con cacao de Tabasco y Chiapas",
      description:
        "Kakaw es la palabra maya para el cacao. En nuestro taller de Mérida tostamos, descascarillamos y molemos granos de productores de la Chontalpa tabasqueña y del Soconusco, y hacemos tabletas, bombones y chocolate de metate para beber como se toma en la península.",
    },
    en: {
      tagline: "Bean-to-bar chocolate from Tabasco and Chiapas cacao",
      description:
        "Kakaw is the Maya word for cacao. In our Mérida workshop we roast, winnow and grind beans from growers in Tabasco's Chontalpa and in the Soconusco, and make bars, bonbons and stone-ground drinking chocolate the way it is drunk in the peninsula.",
    },
    categories: [
      { slug: "tabletas", es: "Tabletas", en: "Bars" },
      { slug: "bombones-y-trufas", es: "Bombones y trufas", en: "Bonbons & truffles" },
      { slug: "chocolate-para-beber", es: "Chocolate para beber", en: "Drinking chocolate" },
      { slug: "cacao-y-nibs", es: "Cacao y nibs", en: "Cacao & nibs" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío estándar con empaque térmico",
        en: "Standard shipping, insulated box",
        price: 13900,
        freeFrom: 90000,
        days: [3, 6],
      },
      { code: "express", es: "Envío exprés", en: "Express shipping", price: 27900, freeFrom: null, days: [1, 2] },
    ],
    products: [
      {
        slug: "tableta-70-cacao-de-tabasco",
        category: "tabletas",
        es: {
          name: "Tableta 70 % cacao de Tabasco",
          description:
            "Solo cacao criollo de la Chontalpa y azúcar de caña. Notas de frutos rojos, nuez tostada y un final largo a cacao.",
          details: ["70 g", "Ingredientes: cacao, azúcar de caña", "Sin lácteos; elaborada en un taller que usa nuez"],
        },
        en: {
          name: "70% Tabasco cacao bar",
          description:
            "Nothing but criollo cacao from the Chontalpa and cane sugar. Notes of red berries, toasted nuts and a long cacao finish.",
          details: ["70 g", "Ingredients: cacao, cane sugar", "Dairy free; made in a workshop that uses nuts"],
        },
        variants: [{ sku: "CKA-T70-70", es: "Tableta de 70 g", en: "70 g bar", price: 12000, stock: 60 }],
      },
      {
        slug: "tableta-85-cacao-del-soconusco",
        category: "tabletas",
        es: {
          name: "Tableta 85 % cacao del Soconusco",
          description:
            "Una tableta intensa con cacao de Chiapas fermentado seis días. Terrosa, con notas de café y tabaco dulce.",
          details: ["70 g", "Ingredientes: cacao, azúcar de caña", "Sin lácteos"],
        },
        en: {
          name: "85% Soconusco cacao bar",
          description:
            "An intense bar of Chiapas cacao fermented for six days. Earthy, with notes of coffee and sweet tobacco.",
          details: ["70 g", "Ingredients: cacao, cane sugar", "Dairy free"],
        },
        variants: [{ sku: "CKA-T85-70", es: "Tableta de 70 g", en: "70 g bar", price: 13000, stock: 45 }],
      },
      {
        slug: "tableta-de-leche-con-canela",
        category: "tabletas",
        es: {
          name: "Tableta de leche con canela",
          description:
            "Chocolate de leche al 45 % con canela de Ceilán molida en el taller. Suave y especiada, la favorita de los niños y de los que dicen que no les gusta el chocolate amargo.",
          details: ["70 g", "Ingredientes: cacao, azúcar, leche entera en polvo, canela", "Contiene leche"],
        },
        en: {
          name: "Milk chocolate bar with cinnamon",
          description:
            "A 45% milk chocolate with Ceylon cinnamon ground in the workshop. Smooth and spiced, a favourite of children and of people who say they do not like dark chocolate.",
          details: ["70 g", "Ingredients: cacao, sugar, whole milk powder, cinnamon", "Contains milk"],
        },
        variants: [{ sku: "CKA-TLC-70", es: "Tableta de 70 g", en: "70 g bar", price: 11000, stock: 50 }],
      },
      {
        slug: "tableta-con-chile-habanero-y-sal-de-mar",
        category: "tabletas",
        es: {
          name: "Tableta con chile habanero y sal de mar",
          description:
            "Chocolate al 65 % con habanero yucateco deshidratado y sal de Celestún. El picor llega despacio, después del primer bocado dulce.",
          details: ["70 g", "Picor: medio", "Ingredientes: cacao, azúcar, chile habanero, sal de mar"],
        },
        en: {
          name: "Bar with habanero chile and sea salt",
          description:
            "A 65% chocolate with dried Yucatán habanero and salt from Celestún. The heat arrives slowly, after the first sweet bite.",
          details: ["70 g", "Heat: medium", "Ingredients: cacao, sugar, habanero chile, sea salt"],
        },
        variants: [{ sku: "CKA-THA-70", es: "Tableta de 70 g", en: "70 g bar", price: 12500, stock: 30 }],
      },
      {
        slug: "caja-de-bombones-de-frutas-yucatecas",
        category: "bombones-y-trufas",
        es: {
          name: "Caja de bombones de frutas yucatecas",
          description:
            "Bombones rellenos de ganache de frutas de la península: mamey, guanábana, naranja agria y pitahaya. Hechos a mano cada semana.",
          details: [
            "Consumir antes de 3 semanas",
            "Conservar entre 16 y 20 °C",
            "Contiene leche",
            "Se envía con gel refrigerante",
          ],
        },
        en: {
          name: "Box of Yucatán fruit bonbons",
          description:
            "Bonbons filled with ganache of peninsula fruits: mamey, soursop, sour orange and dragon fruit. Made by hand every week.",
          details: ["Best within 3 weeks", "Store at 16-20 °C", "Contains milk", "Shipped with a cold pack"],
        },
        variants: [
          { sku: "CKA-BOM-9", es: "Caja de 9 piezas", en: "Box of 9", price: 34000, stock: 16 },
          { sku: "CKA-BOM-16", es: "Caja de 16 piezas", en: "Box of 16", price: 56000, stock: 7 },
        ],
      },
      {
        slug: "trufas-de-mezcal-y-naranja",
        category: "bombones-y-trufas",
        low: 4,
        es: {
          name: "Trufas de mezcal y naranja",
          description:
            "Trufas de chocolate amargo con mezcal espadín y ralladura de naranja, cubiertas de cacao en polvo. Para después de la cena.",
          details: ["12 piezas", "Contiene alcohol y leche", "Consumir antes de 2 semanas"],
        },
        en: {
          name: "Mezcal and orange truffles",
          description:
            "Dark chocolate truffles with espadín mezcal and orange zest, rolled in cocoa powder. For after dinner.",
          details: ["12 pieces", "Contains alcohol and milk", "Best within 2 weeks"],
        },
        variants: [{ sku: "CKA-TRU-12", es: "Caja de 12", en: "Box of 12", price: 42000, stock: 2 }],
      },
      {
        slug: "chocolate-de-metate-para-beber",
        category: "chocolate-para-beber",
        es: {
          name: "Chocolate de metate para beber",
          description:
            "Cacao molido en metate con azúcar y canela, en discos para disolver en agua o leche caliente y batir con molinillo. Sabe a la merienda de la abuela.",
          details: ["Paquete de 500 g (8 discos)", "Rinde 16 tazas", "Sin conservadores"],
        },
        en: {
          name: "Stone-ground drinking chocolate",
          description:
            "Cacao ground on a metate with sugar and cinnamon, in discs to melt in hot water or milk and froth with a molinillo. It tastes like grandmother's afternoon snack.",
          details: ["500 g pack (8 discs)", "Makes 16 cups", "No preservatives"],
        },
        variants: [
          {
            sku: "CKA-MET-TRA",
            es: "Tradicional con canela",
            en: "Traditional with cinnamon",
            price: 22000,
            stock: 40,
          },
          { sku: "CKA-MET-SIN", es: "Sin azúcar", en: "Unsweetened", price: 24000, stock: 20 },
        ],
      },
      {
        slug: "chocolate-maya-con-achiote-y-especias",
        category: "chocolate-para-beber",
        es: {
          name: "Chocolate maya con achiote y especias",
          description:
            "Una receta inspirada en la bebida ceremonial maya: cacao, achiote, pimienta de Tabasco, vainilla y un toque de chile. Se prepara con agua para sentir el cacao.",
          details: [
            "Bolsa de 250 g",
            "Rinde 10 tazas",
            "Ingredientes: cacao, azúcar, achiote, pimienta, vainilla, chile",
          ],
        },
        en: {
          name: "Maya chocolate with achiote and spices",
          description:
            "A recipe inspired by the Maya ceremonial drink: cacao, achiote, allspice, vanilla and a touch of chile. Make it with water to taste the cacao.",
          details: ["250 g bag", "Makes 10 cups", "Ingredients: cacao, sugar, achiote, allspice, vanilla, chile"],
        },
        variants: [{ sku: "CKA-MAY-250", es: "Bolsa de 250 g", en: "250 g bag", price: 18000, stock: 25 }],
      },
      {
        slug: "nibs-de-cacao-tostado",
        category: "cacao-y-nibs",
        es: {
          name: "Nibs de cacao tostado",
          description:
            "Trocitos de grano de cacao tostado y descascarillado, crujientes y sin azúcar. Para la granola, el yogur, la masa de galletas o para picar.",
          details: ["Bolsa resellable de 200 g", "100 % cacao de Tabasco", "Sin azúcar añadida"],
        },
        en: {
          name: "Roasted cacao nibs",
          description:
            "Crunchy pieces of roasted, winnowed cacao bean, with no sugar. For granola, yoghurt, cookie dough or snacking.",
          details: ["200 g resealable bag", "100% Tabasco cacao", "No added sugar"],
        },
        variants: [{ sku: "CKA-NIB-200", es: "Bolsa de 200 g", en: "200 g bag", price: 15000, stock: 35 }],
      },
      {
        slug: "cacao-en-grano-tostado",
        category: "cacao-y-nibs",
        es: {
          name: "Cacao en grano tostado",
          description:
            "Grano entero de cacao criollo tostado, con su cascarilla, para moler en casa o preparar tejate y pozol. La cascarilla sirve para una infusión aromática.",
          details: ["Bolsa de 500 g", "Cacao criollo de la Chontalpa, Tabasco", "Tueste medio"],
        },
        en: {
          name: "Roasted whole cacao beans",
          description:
            "Whole roasted criollo cacao beans in their shells, to grind at home or make tejate and pozol. The shells make a fragrant infusion.",
          details: ["500 g bag", "Criollo cacao from the Chontalpa, Tabasco", "Medium roast"],
        },
        variants: [
          { sku: "CKA-GRA-500", es: "Bolsa de 500 g", en: "500 g bag", price: 26000, compareAt: 30000, stock: 18 },
        ],
      },
      {
        slug: "crema-untable-de-cacao-y-cacahuate",
        category: "cacao-y-nibs",
        es: {
          name: "Crema untable de cacao y cacahuate",
          description:
            "Cacahuate tostado y cacao molidos juntos, endulzada con piloncillo y sin aceite de palma. Para el pan tostado o directo de la cuchara.",
          details: ["Frasco de 250 g", "Sin aceite de palma", "Refrigerar después de abrir"],
        },
        en: {
          name: "Cacao and peanut spread",
          description:
            "Roasted peanuts and cacao ground together, sweetened with piloncillo, with no palm oil. For toast, or straight off the spoon.",
          details: ["250 g jar", "No palm oil", "Refrigerate after opening"],
        },
        variants: [{ sku: "CKA-CRE-250", es: "Frasco de 250 g", en: "250 g jar", price: 19000, stock: 22 }],
      },
    ],
  },
  // Colombia
  {
    slug: "tostadores-de-la-cordillera",
    name: "Tostadores de la Cordillera",
    country: "co",
    city: "Medellín",
    hue: 95,
    es: {
      tagline: "Café colombiano de origen, de la finca a tu taza",
      description:
        "Somos un tostador pequeño de Medellín que compra café pergamino a caficultores del Huila, Nariño, Tolima, Cauca y la Sierra Nevada, con primas por calidad pagadas directamente a cada familia. Tostamos en lotes de 15 kilos y despachamos en menos de una semana desde el tueste.",
    },
    en: {
      tagline: "Single-origin Colombian coffee, from the farm to your cup",
      description:
        "We are a small Medellín roaster buying parchment coffee from growers in Huila, Nariño, Tolima, Cauca and the Sierra Nevada, with quality premiums paid directly to each family. We roast in 15-kilo batches and ship within a week of roasting.",
    },
    categories: [
      { slug: "cafe-de-origen", es: "Café de origen", en: "Single origin" },
      { slug: "mezclas", es: "Mezclas", en: "Blends" },
      { slug: "accesorios", es: "Accesorios", en: "Accessories" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío nacional estándar",
        en: "Standard national shipping",
        price: 1200000,
        freeFrom: 18000000,
        days: [2, 5],
      },
      { code: "express", es: "Envío exprés", en: "Express shipping", price: 2200000, freeFrom: null, days: [1, 2] },
    ],
    products: [
      {
        slug: "cafe-huila-lavado-caturra",
        category: "cafe-de-origen",
        es: {
          name: "Café Huila lavado, caturra",
          description:
            "De una finca familiar en Pitalito, cosechado a mano grano por grano. Acidez brillante y notas de panela, mandarina y chocolate.",
          details: ["Variedad: caturra", "Altura: 1.650 m s. n. m.", "Proceso: lavado", "Tostión: media"],
        },
        en: {
          name: "Huila washed coffee, caturra",
          description:
            "From a family farm in Pitalito, hand-picked cherry by cherry. Bright acidity and notes of panela, mandarin and chocolate.",
          details: ["Variety: caturra", "Altitude: 1,650 m", "Process: washed", "Roast: medium"],
        },
        variants: [
          { sku: "TDC-HUI-250", es: "250 g, grano", en: "250 g, whole bean", price: 2900000, stock: 40 },
          { sku: "TDC-HUI-500", es: "500 g, grano", en: "500 g, whole bean", price: 5200000, stock: 25 },
        ],
      },
      {
        slug: "cafe-narino-de-altura",
        category: "cafe-de-origen",
        es: {
          name: "Café Nariño de altura",
          description:
            "Cultivado por encima de los 2.000 metros en La Unión, donde las noches frías hacen que el grano madure despacio. Taza dulce y jugosa, con notas de uva, caña y flores blancas.",
          details: ["Variedad: castillo", "Altura: 2.050 m s. n. m.", "Proceso: lavado", "Tostión: media clara"],
        },
        en: {
          name: "High-altitude Nariño coffee",
          description:
            "Grown above 2,000 metres in La Unión, where cold nights make the cherries ripen slowly. A sweet, juicy cup with notes of grape, sugar cane and white flowers.",
          details: ["Variety: castillo", "Altitude: 2,050 m", "Process: washed", "Roast: medium light"],
        },
        variants: [
          { sku: "TDC-NAR-250", es: "250 g, grano", en: "250 g, whole bean", price: 3200000, stock: 30 },
          { sku: "TDC-NAR-500", es: "500 g, grano", en: "500 g, whole bean", price: 5800000, stock: 12 },
        ],
      },
      {
        slug: "cafe-sierra-nevada-natural",
        category: "cafe-de-origen",
        es: {
          name: "Café Sierra Nevada natural",
          description:
            "Un natural de la Sierra Nevada de Santa Marta, secado al sol con la cereza entera. Cuerpo alto y notas de mora, cacao y ron.",
          details: ["Variedad: típica", "Altura: 1.400 m s. n. m.", "Proceso: natural", "Tostión: media"],
        },
        en: {
          name: "Sierra Nevada natural coffee",
          description:
            "A natural from the Sierra Nevada de Santa Marta, sun-dried in the whole cherry. Full body and notes of blackberry, cacao and rum.",
          details: ["Variety: typica", "Altitude: 1,400 m", "Process: natural", "Roast: medium"],
        },
        variants: [{ sku: "TDC-SNE-250", es: "250 g, grano", en: "250 g, whole bean", price: 3600000, stock: 3 }],
      },
      {
        slug: "cafe-tolima-honey-micro-lote",
        category: "cafe-de-origen",
        es: {
          name: "Café Tolima honey, micro lote",
          description:
            "Un micro lote de Planadas despulpado y secado con su miel durante dieciocho días. Notas de piña, caramelo y té de hierbas.",
          details: ["Variedad: colombia", "Altura: 1.800 m s. n. m.", "Proceso: honey", "Lote de 120 kg"],
        },
        en: {
          name: "Tolima honey coffee, micro lot",
          description:
            "A micro lot from Planadas, pulped and dried with its mucilage for eighteen days. Notes of pineapple, caramel and herbal tea.",
          details: ["Variety: colombia", "Altitude: 1,800 m", "Process: honey", "Batch of 120 kg"],
        },
        variants: [{ sku: "TDC-TOL-250", es: "250 g, grano", en: "250 g, whole bean", price: 4200000, stock: 9 }],
      },
      {
        slug: "cafe-cauca-geisha-de-subasta",
        category: "cafe-de-origen",
        low: 5,
        es: {
          name: "Café Cauca geisha de subasta",
          description:
            "Un geisha lavado que compramos en una subasta de calidad de Inzá. Delicado y floral, con jazmín, durazno y limonaria; para preparar en filtro y tomar sin prisa.",
          details: ["Variedad: geisha", "Altura: 1.900 m s. n. m.", "Proceso: lavado", "Puntaje de catación: 89"],
        },
        en: {
          name: "Cauca auction geisha",
          description:
            "A washed geisha we bought at a quality auction in Inzá. Delicate and floral, with jasmine, peach and lemongrass; brew it as a pour-over and take your time.",
          details: ["Variety: geisha", "Altitude: 1,900 m", "Process: washed", "Cupping score: 89"],
        },
        variants: [{ sku: "TDC-GEI-125", es: "125 g, grano", en: "125 g, whole bean", price: 8500000, stock: 4 }],
      },
      {
        slug: "cafe-antioquia-tostion-media",
        category: "mezclas",
        es: {
          name: "Café Antioquia tostión media",
          description:
            "La mezcla de la casa con cafés del suroeste antioqueño: redonda, dulce y con notas de caramelo y nuez. Perfecta para el tinto de todo el día.",
          details: ["Origen: Suroeste de Antioquia", "Proceso: lavado", "Tostión: media"],
        },
        en: {
          name: "Antioquia medium roast",
          description:
            "The house blend of coffees from south-west Antioquia: round and sweet, with notes of caramel and nuts. Perfect for the all-day tinto.",
          details: ["Origin: south-west Antioquia", "Process: washed", "Roast: medium"],
        },
        variants: [
          { sku: "TDC-ANT-500-GR", es: "500 g, grano", en: "500 g, whole bean", price: 4500000, stock: 35 },
          { sku: "TDC-ANT-500-MO", es: "500 g, molido", en: "500 g, ground", price: 4500000, stock: 30 },
          { sku: "TDC-ANT-2500-GR", es: "2,5 kg, grano", en: "2.5 kg, whole bean", price: 19800000, stock: 5, low: 3 },
        ],
      },
      {
        slug: "mezcla-para-espresso-de-la-casa",
        category: "mezclas",
        es: {
          name: "Mezcla para espresso de la casa",
          description:
            "Huila y Sierra Nevada tostados un poco más oscuro para un espresso de cuerpo denso y crema persistente. Notas de chocolate amargo y cereza.",
          details: ["Origen: Huila y Sierra Nevada", "Tostión: media oscura", "Recomendado para espresso y moka"],
        },
        en: {
          name: "House espresso blend",
          description:
            "Huila and Sierra Nevada roasted a little darker for an espresso with dense body and lasting crema. Notes of dark chocolate and cherry.",
          details: ["Origin: Huila and Sierra Nevada", "Roast: medium dark", "Best for espresso and moka pot"],
        },
        variants: [
          { sku: "TDC-ESP-500", es: "500 g, grano", en: "500 g, whole bean", price: 4400000, stock: 50 },
          { sku: "TDC-ESP-1000", es: "1 kg, grano", en: "1 kg, whole bean", price: 8200000, stock: 20 },
        ],
      },
      {
        slug: "mezcla-desayuno-tostion-clara",
        category: "mezclas",
        es: {
          name: "Mezcla desayuno, tostión clara",
          description:
            "Una mezcla liviana y brillante para la primera taza de la mañana, con notas de limón, miel y galleta. Muy buena en colador de tela.",
          details: ["Origen: Nariño y Tolima", "Tostión: clara", "Recomendado para filtro"],
        },
        en: {
          name: "Breakfast blend, light roast",
          description:
            "A light, bright blend for the first cup of the morning, with notes of lemon, honey and biscuit. Excellent in a cloth filter.",
          details: ["Origin: Nariño and Tolima", "Roast: light", "Best for filter"],
        },
        variants: [
          {
            sku: "TDC-DES-500",
            es: "500 g, grano",
            en: "500 g, whole bean",
            price: 4000000,
            compareAt: 4600000,
            stock: 40,
          },
        ],
      },
      {
        slug: "cafe-descafeinado-de-cana",
        category: "mezclas",
        es: {
          name: "Café descafeinado de caña",
          description:
            "Descafeinado con acetato de etilo obtenido de la caña de azúcar, un proceso natural que conserva el dulzor del café. Notas de panela y frutos secos.",
          details: ["Origen: Huila", "Descafeinado natural con caña de azúcar", "Tostión: media"],
        },
        en: {
          name: "Sugar-cane decaf",
          description:
            "Decaffeinated with ethyl acetate from sugar cane, a natural process that keeps the coffee's sweetness. Notes of panela and dried fruit.",
          details: ["Origin: Huila", "Natural sugar-cane decaffeination", "Roast: medium"],
        },
        variants: [{ sku: "TDC-DCF-250", es: "250 g, grano", en: "250 g, whole bean", price: 3400000, stock: 20 }],
      },
      {
        slug: "colador-de-tela-con-aro-de-madera",
        category: "accesorios",
        es: {
          name: "Colador de tela con aro de madera",
          description:
            "El colador de siempre en las casas colombianas: tela de algodón grueso con aro y mango de madera. Deja pasar los aceites del café y da una taza con cuerpo.",
          details: ["Algodón y madera de guayacán", "Diámetro: 12 cm", "Lavar solo con agua, sin jabón"],
        },
        en: {
          name: "Cloth coffee filter with wooden ring",
          description:
            "The filter found in every Colombian home: thick cotton cloth on a wooden ring and handle. It lets the coffee's oils through for a full-bodied cup.",
          details: ["Cotton and guayacán wood", "Diameter: 12 cm", "Rinse with water only, no soap"],
        },
        variants: [{ sku: "TDC-COL-12", es: "12 cm", en: "12 cm", price: 1800000, stock: 60 }],
      },
      {
        slug: "molino-manual-con-muelas-ceramicas",
        category: "accesorios",
        low: 3,
        es: {
          name: "Molino manual con muelas cerámicas",
          description:
            "Molino de manivela con muelas cónicas de cerámica y ajuste de molienda de espresso a prensa francesa. Silencioso y fácil de llevar de viaje.",
          details: ["Capacidad: 30 g", "Muelas cónicas de cerámica", "Cuerpo de acero inoxidable"],
        },
        en: {
          name: "Hand grinder with ceramic burrs",
          description:
            "A crank grinder with conical ceramic burrs, adjustable from espresso to French press. Quiet and easy to take travelling.",
          details: ["Capacity: 30 g", "Conical ceramic burrs", "Stainless-steel body"],
        },
        variants: [{ sku: "TDC-MOL-30", es: "Estándar", en: "Standard", price: 16500000, stock: 8 }],
      },
      {
        slug: "taza-de-ceramica-pintada-a-mano-de-el-carmen",
        category: "accesorios",
        es: {
          name: "Taza de cerámica pintada a mano de El Carmen",
          description:
            "Taza de loza de El Carmen de Viboral, pintada a mano con las flores que hicieron famoso al pueblo. Cada una es única.",
          details: ["Capacidad: 300 ml", "Loza pintada a mano bajo esmalte", "Apta para lavavajillas"],
        },
        en: {
          name: "Hand-painted El Carmen ceramic mug",
          description:
            "A stoneware mug from El Carmen de Viboral, hand-painted with the flowers that made the town famous. Each one is unique.",
          details: ["Capacity: 300 ml", "Hand-painted under the glaze", "Dishwasher safe"],
        },
        variants: [
          { sku: "TDC-TAZ-AZ", es: "Flores azules", en: "Blue flowers", price: 3800000, stock: 24 },
          { sku: "TDC-TAZ-RO", es: "Flores rojas", en: "Red flowers", price: 3800000, stock: 18 },
        ],
      },
    ],
  },
  {
    slug: "canasta-criolla",
    name: "Canasta Criolla",
    country: "co",
    city: "Bogotá",
    hue: 330,
    es: {
      tagline: "Anchetas, artesanías y sabores de todas las regiones de Colombia",
      description:
        "Armamos anchetas con productos de pequeños productores y vendemos artesanías compradas directamente a talleres de La Guajira, Córdoba, Boyacá y Nariño. Cada pedido sale de Bogotá envuelto a mano, con una tarjeta que cuenta de dónde viene cada cosa.",
    },
    en: {
      tagline: "Gift hampers, crafts and flavours from every region of Colombia",
      description:
        "We put together hampers of goods from small producers and sell crafts bought directly from workshops in La Guajira, Córdoba, Boyacá and Nariño. Every order leaves Bogotá wrapped by hand, with a card telling where each thing comes from.",
    },
    categories: [
      { slug: "anchetas", es: "Anchetas", en: "Gift hampers" },
      { slug: "artesanias", es: "Artesanías", en: "Crafts" },
      { slug: "despensa-colombiana", es: "Despensa colombiana", en: "Colombian pantry" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío nacional estándar",
        en: "Standard national shipping",
        price: 1400000,
        freeFrom: 25000000,
        days: [2, 5],
      },
      {
        code: "express",
        es: "Envío exprés (Bogotá al día siguiente)",
        en: "Express (next day in Bogotá)",
        price: 2500000,
        freeFrom: null,
        days: [1, 2],
      },
    ],
    products: [
      {
        slug: "ancheta-sabores-de-colombia",
        category: "anchetas",
        es: {
          name: "Ancheta Sabores de Colombia",
          description:
            "Un recorrido por el país en una canasta de iraca: café del Huila, arequipe, bocadillo veleño, chocolate santandereano, panela y ají de lulo. El regalo que nunca falla en diciembre.",
          details: [
            "Canasta de palma de iraca reutilizable",
            "Tarjeta con mensaje personalizado",
            "Productos no perecederos",
          ],
        },
        en: {
          name: "Flavours of Colombia hamper",
          description:
            "A trip around the country in an iraca palm basket: Huila coffee, arequipe, guava paste from Vélez, Santander chocolate, panela and lulo hot sauce. The gift that never fails in December.",
          details: ["Reusable iraca palm basket", "Card with a personal message", "Non-perishable goods"],
        },
        variants: [
          { sku: "CCR-ANC-MED", es: "Mediana, 6 productos", en: "Medium, 6 items", price: 18000000, stock: 12 },
          { sku: "CCR-ANC-GRA", es: "Grande, 10 productos", en: "Large, 10 items", price: 29000000, stock: 6 },
        ],
      },
      {
        slug: "ancheta-cafetera-para-dos",
        category: "anchetas",
        es: {
          name: "Ancheta cafetera para dos",
          description:
            "Dos cafés de origen, un colador de tela, dos pocillos de peltre y galletas de achira del Huila. Para un desayuno largo de domingo.",
          details: ["2 bolsas de café de 250 g", "Colador de tela y 2 pocillos", "Galletas de achira"],
        },
        en: {
          name: "Coffee hamper for two",
          description:
            "Two single-origin coffees, a cloth filter, two enamel mugs and achira biscuits from Huila. For a long Sunday breakfast.",
          details: ["2 bags of coffee, 250 g each", "Cloth filter and 2 enamel mugs", "Achira biscuits"],
        },
        variants: [
          { sku: "CCR-ANC-CAF", es: "Para dos", en: "For two", price: 14500000, compareAt: 16500000, stock: 15 },
        ],
      },
      {
        slug: "ancheta-de-dulces-tipicos",
        category: "anchetas",
        es: {
          name: "Ancheta de dulces típicos",
          description:
            "Cocadas, obleas con arequipe, bocadillo, cortado de leche y alfandoque en una caja de madera. Dulces de la infancia de cualquier colombiano.",
          details: ["Caja de madera de pino", "8 variedades de dulces", "Consumir antes de 2 meses"],
        },
        en: {
          name: "Traditional sweets hamper",
          description:
            "Coconut sweets, wafers with arequipe, guava paste, milk fudge and alfandoque in a wooden box. The sweets of every Colombian's childhood.",
          details: ["Pine wood box", "8 kinds of sweets", "Best within 2 months"],
        },
        variants: [{ sku: "CCR-ANC-DUL", es: "Caja de madera", en: "Wooden box", price: 9800000, stock: 20 }],
      },
      {
        slug: "mochila-wayuu-tejida-a-mano",
        category: "artesanias",
        low: 2,
        es: {
          name: "Mochila wayuu tejida a mano",
          description:
            "Tejida en crochet por artesanas wayuu de Uribia durante unas tres semanas, con kanas (dibujos) tradicionales. Compramos a precio acordado con cada tejedora.",
          details: ["Hilo acrílico de alta resistencia", "Cargadera tejida en telar", "Tejida por una sola artesana"],
        },
        en: {
          name: "Hand-woven Wayuu mochila bag",
          description:
            "Crocheted by Wayuu artisans in Uribia over about three weeks, with traditional kanas (patterns). We pay each weaver a price agreed with her.",
          details: ["Hard-wearing acrylic yarn", "Loom-woven strap", "Made by a single artisan"],
        },
        variants: [
          { sku: "CCR-MOC-MED", es: "Mediana, 25 cm", en: "Medium, 25 cm", price: 32000000, stock: 5 },
          { sku: "CCR-MOC-GRA", es: "Grande, 30 cm", en: "Large, 30 cm", price: 42000000, stock: 2 },
        ],
      },
      {
        slug: "sombrero-vueltiao-de-cana-flecha",
        category: "artesanias",
        low: 3,
        es: {
          name: "Sombrero vueltiao de caña flecha",
          description:
            "Trenzado en caña flecha por artesanos zenúes de Tuchín, Córdoba. Cuantas más vueltas tiene la trenza, más fina y flexible es la pieza.",
          details: ["Caña flecha natural y teñida", "Talla única ajustable", "Se puede doblar para viajar"],
        },
        en: {
          name: "Vueltiao hat in caña flecha",
          description:
            "Braided from caña flecha by Zenú artisans in Tuchín, Córdoba. The more turns in the braid, the finer and more flexible the hat.",
          details: ["Natural and dyed caña flecha", "One size, adjustable", "Folds for travel"],
        },
        variants: [
          { sku: "CCR-SOM-15", es: "15 vueltas", en: "15 turns", price: 24000000, stock: 9 },
          { sku: "CCR-SOM-19", es: "19 vueltas", en: "19 turns", price: 39000000, stock: 3 },
        ],
      },
      {
        slug: "canasto-de-palma-de-iraca",
        category: "artesanias",
        es: {
          name: "Canasto de palma de iraca",
          description:
            "Canasto tejido en palma de iraca en Sandoná, Nariño. Sirve para el pan, la fruta o para guardar las servilletas en la mesa.",
          details: ["Palma de iraca natural", "Diámetro: 28 cm", "Limpiar con paño seco"],
        },
        en: {
          name: "Iraca palm basket",
          description:
            "A basket woven from iraca palm in Sandoná, Nariño. For bread, fruit or keeping napkins on the table.",
          details: ["Natural iraca palm", "Diameter: 28 cm", "Wipe with a dry cloth"],
        },
        variants: [{ sku: "CCR-CAN-28", es: "28 cm", en: "28 cm", price: 8500000, stock: 14 }],
      },
      {
        slug: "individuales-de-fique-juego-de-4",
        category: "artesanias",
        es: {
          name: "Individuales de fique, juego de 4",
          description:
            "Individuales tejidos en fique por una asociación de artesanas de Curití, Santander. Resistentes y frescos para la mesa diaria.",
          details: ["Fibra de fique natural", "35 x 45 cm", "4 piezas"],
        },
        en: {
          name: "Fique placemats, set of 4",
          description:
            "Placemats woven from fique by a women's craft association in Curití, Santander. Sturdy and fresh for the everyday table.",
          details: ["Natural fique fibre", "35 x 45 cm", "4 pieces"],
        },
        variants: [
          { sku: "CCR-IND-NAT", es: "Natural", en: "Natural", price: 7200000, stock: 25 },
          { sku: "CCR-IND-COL", es: "Colores", en: "Colours", price: 7200000, stock: 20 },
        ],
      },
      {
        slug: "arequipe-artesanal",
        category: "despensa-colombiana",
        es: {
          name: "Arequipe artesanal",
          description:
            "Leche de vaca de la sabana de Bogotá cocida lentamente en paila de cobre con azúcar y canela. Espeso y acaramelado, como el de las abuelas.",
          details: ["Frasco de vidrio de 500 g", "Sin conservadores", "Refrigerar después de abrir"],
        },
        en: {
          name: "Artisanal arequipe",
          description:
            "Milk from the Bogotá savanna simmered slowly in a copper pan with sugar and cinnamon. Thick and caramelly, like grandmother's.",
          details: ["500 g glass jar", "No preservatives", "Refrigerate after opening"],
        },
        variants: [{ sku: "CCR-ARE-500", es: "Frasco de 500 g", en: "500 g jar", price: 1600000, stock: 50 }],
      },
      {
        slug: "bocadillo-veleno-en-hoja-de-bijao",
        category: "despensa-colombiana",
        es: {
          name: "Bocadillo veleño en hoja de bijao",
          description:
            "Dulce de guayaba con franja de arequipe, envuelto uno a uno en hoja de bijao como se hace en Vélez, Santander. Perfecto con queso fresco.",
          details: ["Caja de 24 unidades", "Guayaba, azúcar y leche", "Envuelto en hoja de bijao"],
        },
        en: {
          name: "Vélez guava paste in bijao leaves",
          description:
            "Guava paste with a layer of arequipe, each piece wrapped in a bijao leaf as it is done in Vélez, Santander. Perfect with fresh cheese.",
          details: ["Box of 24", "Guava, sugar and milk", "Wrapped in bijao leaves"],
        },
        variants: [{ sku: "CCR-BOC-24", es: "Caja de 24", en: "Box of 24", price: 2200000, stock: 40 }],
      },
      {
        slug: "panela-organica-pulverizada",
        category: "despensa-colombiana",
        es: {
          name: "Panela orgánica pulverizada",
          description:
            "Panela de un trapiche de Villeta, Cundinamarca, molida en polvo para endulzar el café o preparar aguapanela en segundos. Se disuelve fácil incluso en bebidas frías, como la limonada de panela.",
          details: ["Bolsa de 1 kg", "Caña orgánica certificada", "Sin aditivos"],
        },
        en: {
          name: "Organic powdered panela",
          description:
            "Panela from a sugar mill in Villeta, Cundinamarca, ground to a powder to sweeten coffee or make aguapanela in seconds. It dissolves easily even in cold drinks, like panela lemonade.",
          details: ["1 kg bag", "Certified organic cane", "No additives"],
        },
        variants: [{ sku: "CCR-PAN-1K", es: "Bolsa de 1 kg", en: "1 kg bag", price: 1200000, stock: 60 }],
      },
      {
        slug: "chocolate-de-mesa-santandereano",
        category: "despensa-colombiana",
        es: {
          name: "Chocolate de mesa santandereano",
          description:
            "Pastillas de cacao de San Vicente de Chucurí con clavo y canela, para el chocolate santafereño con queso y almojábana. Se disuelve en agua o leche y se bate con molinillo hasta que haga espuma.",
          details: ["Paquete de 500 g (16 pastillas)", "Con clavo y canela", "Cacao fino de aroma"],
        },
        en: {
          name: "Santander table chocolate",
          description:
            "Cacao tablets from San Vicente de Chucurí with clove and cinnamon, for a Bogotá-style hot chocolate with cheese and almojábana. Melt it in water or milk and whisk with a molinillo until it foams.",
          details: ["500 g pack (16 tablets)", "With clove and cinnamon", "Fine-flavour cacao"],
        },
        variants: [{ sku: "CCR-CHO-500", es: "Paquete de 500 g", en: "500 g pack", price: 1400000, stock: 45 }],
      },
      {
        slug: "aji-casero-de-lulo",
        category: "despensa-colombiana",
        es: {
          name: "Ají casero de lulo",
          description:
            "Ají de lulo, cebolla larga, cilantro y chile, ácido y fresco, para las empanadas, el sancocho y los patacones. Lo preparamos cada semana en pequeñas tandas.",
          details: ["Frasco de 250 ml", "Picor: medio", "Refrigerar después de abrir"],
        },
        en: {
          name: "Homemade lulo hot sauce",
          description:
            "A tart, fresh ají of lulo, spring onion, coriander and chile, for empanadas, sancocho and patacones. We make it every week in small batches.",
          details: ["250 ml jar", "Heat: medium", "Refrigerate after opening"],
        },
        variants: [{ sku: "CCR-AJI-250", es: "Frasco de 250 ml", en: "250 ml jar", price: 1800000, stock: 30 }],
      },
    ],
  },
  // Costa Rica
  {
    slug: "cafetal-el-yiguirro",
    name: "Cafetal El Yigüirro",
    country: "cr",
    city: "Heredia",
    hue: 180,
    es: {
      tagline: "Café y cacao de Costa Rica, del cafetal a la chorreada",
      description:
        "Nuestra familia cultiva café en las laderas de Heredia desde hace tres generaciones. Además de nuestro propio café, tostamos lotes de vecinos de Tarrazú, Brunca y el Valle Occidental, y hacemos chocolate con cacao de productores de Upala y Talamanca.",
    },
    en: {
      tagline: "Costa Rican coffee and cacao, from the farm to the chorreador",
      description:
        "Our family has grown coffee on the slopes of Heredia for three generations. Besides our own coffee we roast lots from neighbours in Tarrazú, Brunca and the West Valley, and make chocolate with cacao from growers in Upala and Talamanca.",
    },
    categories: [
      { slug: "cafe", es: "Café", en: "Coffee" },
      { slug: "cacao-y-chocolate", es: "Cacao y chocolate", en: "Cacao & chocolate" },
      { slug: "chorreadores-y-accesorios", es: "Chorreadores y accesorios", en: "Chorreadores & gear" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío estándar",
        en: "Standard shipping",
        price: 320000,
        freeFrom: 4000000,
        days: [2, 4],
      },
      {
        code: "express",
        es: "Envío exprés (GAM al día siguiente)",
        en: "Express (next day in the Central Valley)",
        price: 550000,
        freeFrom: null,
        days: [1, 1],
      },
    ],
    products: [
      {
        slug: "cafe-tarrazu-tueste-medio",
        category: "cafe",
        es: {
          name: "Café Tarrazú, tueste medio",
          description:
            "Un clásico de la Zona de los Santos: acidez limpia, cuerpo medio y notas de cítricos, miel y chocolate. Nuestro café para chorrear todos los días.",
          details: ["Variedades: caturra y catuaí", "Altura: 1.600 m s. n. m.", "Proceso: lavado", "Bolsa de 340 g"],
        },
        en: {
          name: "Tarrazú coffee, medium roast",
          description:
            "A classic from Los Santos: clean acidity, medium body and notes of citrus, honey and chocolate. Our everyday coffee for the chorreador.",
          details: ["Varieties: caturra and catuaí", "Altitude: 1,600 m", "Process: washed", "340 g bag"],
        },
        variants: [
          { sku: "CEY-TAR-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 790000, stock: 40 },
          { sku: "CEY-TAR-MO", es: "340 g, molido", en: "340 g, ground", price: 790000, stock: 35 },
        ],
      },
      {
        slug: "cafe-valle-occidental-proceso-miel",
        category: "cafe",
        es: {
          name: "Café Valle Occidental, proceso miel",
          description:
            "De un beneficio pequeño de Naranjo que seca el grano con parte de su mucílago en camas elevadas. Dulce y redondo, con notas de durazno, panela y cacao.",
          details: ["Variedad: villa sarchí", "Altura: 1.450 m s. n. m.", "Proceso: miel amarilla", "Bolsa de 340 g"],
        },
        en: {
          name: "West Valley coffee, honey process",
          description:
            "From a small mill in Naranjo that dries the beans with part of their mucilage on raised beds. Sweet and round, with notes of peach, panela and cacao.",
          details: ["Variety: villa sarchí", "Altitude: 1,450 m", "Process: yellow honey", "340 g bag"],
        },
        variants: [{ sku: "CEY-VOC-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 890000, stock: 20 }],
      },
      {
        slug: "cafe-brunca-natural",
        category: "cafe",
        es: {
          name: "Café Brunca natural",
          description:
            "Un natural de Pérez Zeledón secado al sol con la cereza entera durante veinte días. Afrutado e intenso, con notas de mora y vino.",
          details: ["Variedad: catuaí rojo", "Altura: 1.300 m s. n. m.", "Proceso: natural", "Bolsa de 340 g"],
        },
        en: {
          name: "Brunca natural coffee",
          description:
            "A natural from Pérez Zeledón, sun-dried in the whole cherry for twenty days. Fruity and intense, with notes of blackberry and wine.",
          details: ["Variety: red catuaí", "Altitude: 1,300 m", "Process: natural", "340 g bag"],
        },
        variants: [{ sku: "CEY-BRU-GR", es: "340 g, grano entero", en: "340 g, whole bean", price: 850000, stock: 12 }],
      },
      {
        slug: "cafe-orosi-tueste-oscuro",
        category: "cafe",
        es: {
          name: "Café Orosi, tueste oscuro",
          description:
            "Café del valle de Orosi tostado oscuro para quienes lo toman con leche o en greca. Notas de cacao amargo, nuez y azúcar quemada.",
          details: ["Origen: Orosi, Cartago", "Proceso: lavado", "Tueste: oscuro"],
        },
        en: {
          name: "Orosi coffee, dark roast",
          description:
            "Coffee from the Orosi valley roasted dark for those who take it with milk or from a moka pot. Notes of bitter cacao, walnut and burnt sugar.",
          details: ["Origin: Orosi, Cartago", "Process: washed", "Roast: dark"],
        },
        variants: [
          { sku: "CEY-ORO-340", es: "340 g, molido", en: "340 g, ground", price: 720000, stock: 30 },
          { sku: "CEY-ORO-1K", es: "1 kg, grano entero", en: "1 kg, whole bean", price: 1950000, stock: 10 },
        ],
      },
      {
        slug: "cafe-tres-rios-micro-lote",
        category: "cafe",
        low: 4,
        es: {
          name: "Café Tres Ríos, micro lote",
          description:
            "Un micro lote de una finca de La Unión en suelo volcánico del Irazú, cosechado solo en los días de mejor maduración. Elegante, con notas de flor de azahar, manzana verde y caramelo.",
          details: ["Variedad: geisha y caturra", "Altura: 1.500 m s. n. m.", "Proceso: lavado", "Bolsa de 250 g"],
        },
        en: {
          name: "Tres Ríos coffee, micro lot",
          description:
            "A micro lot from a farm in La Unión on the Irazú's volcanic soil, picked only on the days of best ripeness. Elegant, with notes of orange blossom, green apple and caramel.",
          details: ["Varieties: geisha and caturra", "Altitude: 1,500 m", "Process: washed", "250 g bag"],
        },
        variants: [{ sku: "CEY-TRI-GR", es: "250 g, grano entero", en: "250 g, whole bean", price: 1150000, stock: 3 }],
      },
      {
        slug: "tableta-de-chocolate-70-cacao-de-upala",
        category: "cacao-y-chocolate",
        es: {
          name: "Tableta de chocolate 70 % cacao de Upala",
          description:
            "Chocolate oscuro hecho con cacao de una cooperativa de Upala, fermentado en cajones de madera. Notas de banano maduro, nuez y café.",
          details: ["Tableta de 60 g", "Ingredientes: cacao, azúcar de caña", "Sin lácteos"],
        },
        en: {
          name: "70% Upala cacao chocolate bar",
          description:
            "Dark chocolate made with cacao from a cooperative in Upala, fermented in wooden boxes. Notes of ripe banana, nuts and coffee.",
          details: ["60 g bar", "Ingredients: cacao, cane sugar", "Dairy free"],
        },
        variants: [{ sku: "CEY-CHO-60", es: "Tableta de 60 g", en: "60 g bar", price: 390000, stock: 50 }],
      },
      {
        slug: "nibs-de-cacao-de-talamanca",
        category: "cacao-y-chocolate",
        es: {
          name: "Nibs de cacao de Talamanca",
          description:
            "Cacao de fincas indígenas bribris de Talamanca, tostado y troceado. Crujiente y amargo, para espolvorear sobre fruta, avena o helado.",
          details: ["Bolsa de 150 g", "100 % cacao", "Cultivo agroforestal"],
        },
        en: {
          name: "Talamanca cacao nibs",
          description:
            "Cacao from Bribri indigenous farms in Talamanca, roasted and cracked. Crunchy and bitter, to sprinkle over fruit, oats or ice cream.",
          details: ["150 g bag", "100% cacao", "Agroforestry grown"],
        },
        variants: [{ sku: "CEY-NIB-150", es: "Bolsa de 150 g", en: "150 g bag", price: 420000, stock: 30 }],
      },
      {
        slug: "cacao-para-bebida-con-especias",
        category: "cacao-y-chocolate",
        es: {
          name: "Cacao para bebida con especias",
          description:
            "Cacao molido con canela, jengibre y un poco de dulce de tapa, para preparar una bebida caliente espesa con agua o leche. Ideal para las tardes frías de Heredia.",
          details: ["Bolsa de 250 g", "Rinde 12 tazas", "Ingredientes: cacao, tapa de dulce, canela, jengibre"],
        },
        en: {
          name: "Spiced drinking cacao",
          description:
            "Ground cacao with cinnamon, ginger and a little tapa de dulce, for a thick hot drink made with water or milk. Ideal for chilly Heredia afternoons.",
          details: ["250 g bag", "Makes 12 cups", "Ingredients: cacao, tapa de dulce, cinnamon, ginger"],
        },
        variants: [
          { sku: "CEY-BEB-250", es: "Bolsa de 250 g", en: "250 g bag", price: 580000, compareAt: 690000, stock: 22 },
        ],
      },
      {
        slug: "caja-de-regalo-cafe-y-chocolate",
        category: "cacao-y-chocolate",
        low: 3,
        es: {
          name: "Caja de regalo: café y chocolate",
          description:
            "Una bolsa de Tarrazú, dos tabletas de chocolate y nibs de cacao en una caja de madera de melina grabada. El regalo tico para llevar de viaje.",
          details: [
            "Café de 340 g, 2 tabletas de 60 g, nibs de 150 g",
            "Caja de madera de melina",
            "Tarjeta en español e inglés",
          ],
        },
        en: {
          name: "Gift box: coffee and chocolate",
          description:
            "A bag of Tarrazú, two chocolate bars and cacao nibs in an engraved melina wood box. The Costa Rican gift to take home.",
          details: ["340 g coffee, 2 bars of 60 g, 150 g nibs", "Melina wood box", "Card in Spanish and English"],
        },
        variants: [{ sku: "CEY-REG-CAJ", es: "Caja de madera", en: "Wooden box", price: 2400000, stock: 8 }],
      },
      {
        slug: "chorreador-de-madera-con-bolsita-de-tela",
        category: "chorreadores-y-accesorios",
        es: {
          name: "Chorreador de madera con bolsita de tela",
          description:
            "El chorreador tradicional costarricense: un soporte de madera de guanacaste con su bolsita de tela. Se pone la taza debajo y se chorrea el agua despacio.",
          details: ["Madera de guanacaste", "Incluye una bolsita de tela", "Hecho a mano en Sarchí"],
        },
        en: {
          name: "Wooden chorreador with cloth sock",
          description:
            "The traditional Costa Rican coffee stand: a guanacaste wood frame with its cloth sock. Set the cup underneath and pour the water slowly.",
          details: ["Guanacaste wood", "Comes with one cloth sock", "Handmade in Sarchí"],
        },
        variants: [
          { sku: "CEY-CHR-PEQ", es: "Pequeño, 1 a 2 tazas", en: "Small, 1 to 2 cups", price: 1250000, stock: 18 },
          { sku: "CEY-CHR-GRA", es: "Grande, 4 a 6 tazas", en: "Large, 4 to 6 cups", price: 1650000, stock: 9 },
        ],
      },
      {
        slug: "bolsitas-de-tela-para-chorreador",
        category: "chorreadores-y-accesorios",
        es: {
          name: "Bolsitas de tela para chorreador",
          description:
            "Repuestos de algodón para el chorreador. Con el uso toman el color del café y mejoran el sabor; se cambian cada pocos meses.",
          details: ["Paquete de 3", "100 % algodón", "Lavar solo con agua caliente"],
        },
        en: {
          name: "Cloth socks for the chorreador",
          description:
            "Cotton replacements for the chorreador. With use they take on the coffee's colour and improve the taste; change them every few months.",
          details: ["Pack of 3", "100% cotton", "Rinse in hot water only"],
        },
        variants: [{ sku: "CEY-BOL-3", es: "Paquete de 3", en: "Pack of 3", price: 350000, stock: 60 }],
      },
    ],
  },
  {
    slug: "despensa-la-chilera",
    name: "Despensa La Chilera",
    country: "cr",
    city: "San José",
    hue: 5,
    es: {
      tagline: "Salsas, chileras y sabores de la cocina tica",
      description:
        "Empezamos embotellando la salsa negra de la abuela Clarita para la familia y los vecinos de Barrio Escalante. Hoy preparamos en pequeños lotes salsas, chileras y mezclas de especias, y vendemos productos de pequeños productores de todo el país.",
    },
    en: {
      tagline: "Sauces, chileras and flavours of the Costa Rican kitchen",
      description:
        "We started by bottling grandmother Clarita's brown sauce for family and neighbours in Barrio Escalante. Today we make sauces, chileras and spice blends in small batches, and sell goods from small producers all over the country.",
    },
    categories: [
      { slug: "salsas", es: "Salsas", en: "Sauces" },
      { slug: "chileras-y-picantes", es: "Chileras y picantes", en: "Chileras & hot sauces" },
      { slug: "despensa-tica", es: "Despensa tica", en: "Costa Rican pantry" },
    ],
    shipping: [
      {
        code: "standard",
        es: "Envío estándar",
        en: "Standard shipping",
        price: 290000,
        freeFrom: 3000000,
        days: [2, 4],
      },
      {
        code: "express",
        es: "Envío exprés (GAM al día siguiente)",
        en: "Express (next day in the Central Valley)",
        price: 490000,
        freeFrom: null,
        days: [1, 1],
      },
    ],
    products: [
      {
        slug: "salsa-negra-dona-clarita",
        category: "salsas",
        es: {
          name: "Salsa negra Doña Clarita",
          description:
            "Nuestra salsa de verduras estilo tico: dulce, ácida y especiada, con comino y cúrcuma. Va en el gallo pinto, en el arroz con pollo, en los frijoles y, según muchos, en todo.",
          details: [
            "Ingredientes: agua, vinagre, azúcar, cebolla, zanahoria, coliflor, pepino, especias",
            "Sin colorantes artificiales",
            "Refrigerar después de abrir",
          ],
        },
        en: {
          name: "Doña Clarita brown sauce",
          description:
            "Our Costa Rican-style vegetable sauce: sweet, tangy and spiced, with cumin and turmeric. It goes on gallo pinto, arroz con pollo, beans and, many say, everything.",
          details: [
            "Ingredients: water, vinegar, sugar, onion, carrot, cauliflower, cucumber, spices",
            "No artificial colouring",
            "Refrigerate after opening",
          ],
        },
        variants: [
          { sku: "DLC-SNE-270", es: "Botella de 270 ml", en: "270 ml bottle", price: 195000, stock: 70 },
          { sku: "DLC-SNE-700", es: "Botella de 700 ml", en: "700 ml bottle", price: 390000, stock: 35 },
        ],
      },
      {
        slug: "salsa-negra-dona-clarita-picante",
        category: "salsas",
        es: {
          name: "Salsa negra Doña Clarita picante",
          description:
            "La misma receta de la casa con chile panameño molido. Para quienes quieren que el gallo pinto despierte de verdad.",
          details: ["Botella de 270 ml", "Picor: medio", "Refrigerar después de abrir"],
        },
        en: {
          name: "Doña Clarita brown sauce, hot",
          description:
            "The same house recipe with ground Scotch bonnet (chile panameño). For those who want their gallo pinto properly awake.",
          details: ["270 ml bottle", "Heat: medium", "Refrigerate after opening"],
        },
        variants: [{ sku: "DLC-SNP-270", es: "Botella de 270 ml", en: "270 ml bottle", price: 210000, stock: 40 }],
      },
      {
        slug: "salsa-de-chile-dulce-asado",
        category: "salsas",
        es: {
          name: "Salsa de chile dulce asado",
          description:
            "Chile dulce y tomate asados a la leña con ajo y culantro de coyote. Suave y ahumada, para carnes a la parrilla y patacones.",
          details: ["Frasco de 300 ml", "Sin picante", "Refrigerar después de abrir"],
        },
        en: {
          name: "Roasted sweet pepper sauce",
          description:
            "Sweet peppers and tomatoes roasted over wood with garlic and culantro. Mild and smoky, for grilled meats and patacones.",
          details: ["300 ml jar", "Not spicy", "Refrigerate after opening"],
        },
        variants: [{ sku: "DLC-CDA-300", es: "Frasco de 300 ml", en: "300 ml jar", price: 240000, stock: 30 }],
      },
      {
        slug: "chilera-tradicional-de-vinagre",
        category: "chileras-y-picantes",
        es: {
          name: "Chilera tradicional de vinagre",
          description:
            "Chiles, cebolla, zanahoria, coliflor y vainica encurtidos en vinagre de piña, como la chilera que hay en cada soda de Costa Rica. Se echa el vinagre a la sopa y se come la verdura.",
          details: ["Frasco de 500 ml", "Vinagre de piña artesanal", "Picor: medio"],
        },
        en: {
          name: "Traditional vinegar chilera",
          description:
            "Chiles, onion, carrot, cauliflower and green beans pickled in pineapple vinegar, like the chilera on every soda's table in Costa Rica. Splash the vinegar on soup and eat the vegetables.",
          details: ["500 ml jar", "Artisanal pineapple vinegar", "Heat: medium"],
        },
        variants: [{ sku: "DLC-CHT-500", es: "Frasco de 500 ml", en: "500 ml jar", price: 280000, stock: 45 }],
      },
      {
        slug: "chilera-de-mango-y-chile-panameno",
        category: "chileras-y-picantes",
        es: {
          name: "Chilera de mango y chile panameño",
          description:
            "Mango verde del Pacífico con chile panameño y cebolla morada en vinagre. Dulce, ácida y muy picante, ideal para el ceviche y el arroz.",
          details: ["Frasco de 400 ml", "Picor: alto", "Mango de Orotina"],
        },
        en: {
          name: "Mango and Scotch bonnet chilera",
          description:
            "Green mango from the Pacific coast with Scotch bonnet and red onion in vinegar. Sweet, tangy and very hot, ideal with ceviche and rice.",
          details: ["400 ml jar", "Heat: high", "Mango from Orotina"],
        },
        variants: [{ sku: "DLC-CHM-400", es: "Frasco de 400 ml", en: "400 ml jar", price: 320000, stock: 25 }],
      },
      {
        slug: "salsa-picante-de-chile-panameno",
        category: "chileras-y-picantes",
        es: {
          name: "Salsa picante de chile panameño",
          description:
            "Chile panameño fermentado con zanahoria y ajo durante seis semanas. Tres niveles de picor, la misma fruta brillante.",
          details: ["Botella de 150 ml", "Fermentada seis semanas", "No requiere refrigeración"],
        },
        en: {
          name: "Scotch bonnet hot sauce",
          description:
            "Scotch bonnet (chile panameño) fermented with carrot and garlic for six weeks. Three levels of heat, the same bright fruit.",
          details: ["150 ml bottle", "Fermented for six weeks", "No refrigeration needed"],
        },
        variants: [
          { sku: "DLC-SPP-SUA", es: "Suave", en: "Mild", price: 260000, stock: 30 },
          { sku: "DLC-SPP-PIC", es: "Picante", en: "Hot", price: 260000, stock: 25 },
          { sku: "DLC-SPP-MUY", es: "Muy picante", en: "Extra hot", price: 260000, stock: 4 },
        ],
      },
      {
        slug: "mezcla-de-especias-para-gallo-pinto",
        category: "despensa-tica",
        es: {
          name: "Mezcla de especias para gallo pinto",
          description:
            "Culantro seco, chile dulce deshidratado, cebolla, ajo y comino para sofreír antes de agregar el arroz y los frijoles. Desayuno tico en diez minutos.",
          details: ["Frasco de 80 g", "Rinde 20 desayunos", "Sin glutamato"],
        },
        en: {
          name: "Gallo pinto spice blend",
          description:
            "Dried culantro, dehydrated sweet pepper, onion, garlic and cumin to fry before adding the rice and beans. A Costa Rican breakfast in ten minutes.",
          details: ["80 g jar", "Makes 20 breakfasts", "No MSG"],
        },
        variants: [{ sku: "DLC-ESP-80", es: "Frasco de 80 g", en: "80 g jar", price: 180000, stock: 50 }],
      },
      {
        slug: "tapa-de-dulce-organica",
        category: "despensa-tica",
        es: {
          name: "Tapa de dulce orgánica",
          description:
            "Dulce de caña en tapa de un trapiche familiar de Grecia, Alajuela. Para el agua dulce, el café chorreado y los postres.",
          details: ["2 tapas, 1 kg en total", "Caña orgánica", "Sin aditivos"],
        },
        en: {
          name: "Organic tapa de dulce",
          description:
            "Cane sugar in blocks from a family sugar mill in Grecia, Alajuela. For agua dulce, drip coffee and desserts.",
          details: ["2 blocks, 1 kg in all", "Organic cane", "No additives"],
        },
        variants: [{ sku: "DLC-TAP-1K", es: "1 kg", en: "1 kg", price: 220000, stock: 40 }],
      },
      {
        slug: "miel-de-abeja-de-guanacaste",
        category: "despensa-tica",
        es: {
          name: "Miel de abeja de Guanacaste",
          description:
            "Miel cruda de la floración del bosque seco guanacasteco, de un apiario familiar de Santa Cruz. Oscura, espesa y con notas de flores y madera.",
          details: ["Frasco de 500 g", "Miel cruda, sin pasteurizar", "Puede cristalizar: es señal de pureza"],
        },
        en: {
          name: "Guanacaste honey",
          description:
            "Raw honey from the blossom of Guanacaste's dry forest, from a family apiary in Santa Cruz. Dark, thick and with floral, woody notes.",
          details: ["500 g jar", "Raw, unpasteurised honey", "It may crystallise: a sign of purity"],
        },
        variants: [
          { sku: "DLC-MIE-500", es: "Frasco de 500 g", en: "500 g jar", price: 650000, compareAt: 750000, stock: 14 },
        ],
      },
      {
        slug: "cajeta-de-leche-y-coco",
        category: "despensa-tica",
        es: {
          name: "Cajeta de leche y coco",
          description:
            "El dulce de leche tico, cocido con coco rallado hasta que se puede cortar en cuadritos. Una receta de Santa Cruz para el café de la tarde.",
          details: ["Caja de 12 cuadritos", "Ingredientes: leche, azúcar, coco", "Consumir antes de 1 mes"],
        },
        en: {
          name: "Milk and coconut cajeta",
          description:
            "Costa Rican milk fudge, cooked with grated coconut until firm enough to cut into squares. A recipe from Santa Cruz for afternoon coffee.",
          details: ["Box of 12 squares", "Ingredients: milk, sugar, coconut", "Best within 1 month"],
        },
        variants: [{ sku: "DLC-CAJ-12", es: "Caja de 12", en: "Box of 12", price: 340000, stock: 20 }],
      },
      {
        slug: "canasta-regalo-sabores-ticos",
        category: "despensa-tica",
        low: 3,
        es: {
          name: "Canasta regalo Sabores Ticos",
          description:
            "Salsa negra, chilera tradicional, mezcla para gallo pinto, tapa de dulce, miel y café en una canasta de bejuco. Lo que un tico lleva en la maleta cuando visita a la familia en el extranjero.",
          details: ["6 productos", "Canasta de bejuco tejida a mano", "Tarjeta con recetas en español e inglés"],
        },
        en: {
          name: "Tico Flavours gift basket",
          description:
            "Brown sauce, traditional chilera, gallo pinto spice, tapa de dulce, honey and coffee in a vine basket. What a Costa Rican packs when visiting family abroad.",
          details: ["6 items", "Hand-woven vine basket", "Recipe card in Spanish and English"],
        },
        variants: [
          { sku: "DLC-CAN-6", es: "Canasta de 6 productos", en: "Basket of 6 items", price: 1850000, stock: 6 },
        ],
      },
    ],
  },
];
