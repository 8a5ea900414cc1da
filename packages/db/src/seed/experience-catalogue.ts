import type { EXPERIENCE_CATEGORIES } from "../schema/index.ts";

/**
 * The demo's things to do: hand-written, bilingual copy per experience, so listings and
 * detail pages read like a real catalogue rather than shuffled words. Venues are invented or public
 * places (squares, markets, parks); no real business is named. Prices, schedules, capacities and
 * coordinates are not here: experiences.ts draws them from the seeded PRNG.
 */

export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

/** Cities with things to do; experiences.ts maps each to its geo row by country, state and city slug. */
export type ExperienceCityKey =
  | "cdmx"
  | "guadalajara"
  | "monterrey"
  | "oaxaca"
  | "merida"
  | "puebla"
  | "queretaro"
  | "tulum"
  | "san-miguel"
  | "bogota"
  | "medellin"
  | "cartagena"
  | "cali"
  | "san-jose"
  | "heredia"
  | "la-fortuna";

export interface ExperienceCopy {
  title: string;
  /** One sentence for cards. */
  summary: string;
  /** The first paragraph of the description; experiences.ts adds the practical ones. */
  about: string;
  /** 3-5 items. */
  included: readonly string[];
}

export interface CatalogueExperience {
  city: ExperienceCityKey;
  category: ExperienceCategory;
  /** Colony slug whose centre the venue sits near, when the geo catalogue has that colony. */
  colony?: string;
  venue: string;
  address: string;
  /** Alcohol is the point (tastings of spirits, bar nights): adults only, and no child tickets. */
  adults?: boolean;
  es: ExperienceCopy;
  en: ExperienceCopy;
}

export const EXPERIENCE_CATALOGUE: readonly CatalogueExperience[] = [
  // Ciudad de México
  {
    city: "cdmx",
    category: "tasting",
    colony: "roma-norte",
    venue: "Casa del Maguey Pinto",
    address: "Calle Colima 187, Col. Roma Norte, Ciudad de México",
    adults: true,
    es: {
      title: "Cata de mezcales artesanales en la Roma Norte",
      summary:
        "Prueba cinco mezcales de productores familiares de Oaxaca, Durango y Guerrero, guiado por un mezcalero que conoce cada palenque.",
      about:
        "Recorremos la diversidad del agave con cinco mezcales de pequeños productores: espadín, tobalá, cupreata, arroqueño y un ensamble de temporada. Aprenderás a distinguir una cocción en horno de tierra de una destilación en olla de barro, y por qué cada maguey tarda años en madurar. Cada copa se acompaña con naranja, sal de gusano y botanas de la casa.",
      included: [
        "Cinco mezcales de 30 ml",
        "Botanas oaxaqueñas y sal de gusano",
        "Guía de cata impresa para llevar",
        "Agua y café de olla",
      ],
    },
    en: {
      title: "Artisanal mezcal tasting in Roma Norte",
      summary:
        "Taste five mezcals from family producers in Oaxaca, Durango and Guerrero, led by a mezcalero who knows every distillery.",
      about:
        "We explore the range of agave through five small-batch mezcals: espadín, tobalá, cupreata, arroqueño and a seasonal blend. You will learn to tell an earth-pit roast from a clay-pot distillation, and why each maguey takes years to mature. Every pour comes with orange, worm salt and house snacks.",
      included: [
        "Five 30 ml mezcal pours",
        "Oaxacan snacks and worm salt",
        "A printed tasting guide to take home",
        "Water and café de olla",
      ],
    },
  },
  {
    city: "cdmx",
    category: "concert",
    colony: "coyoacan",
    venue: "Foro Cultural La Jarana",
    address: "Calle Francisco Sosa 148, Coyoacán, Ciudad de México",
    es: {
      title: "Concierto de son jarocho en Coyoacán",
      summary:
        "Una noche de jaranas, requinto y zapateado sobre la tarima con un conjunto veracruzano en una casona de Coyoacán.",
      about:
        "El son jarocho nació en el sur de Veracruz y se toca en fandangos donde el público también canta y zapatea. Un conjunto de cinco músicos interpreta sones tradicionales como La Bamba, El Siquisirí y El Colás, y explica entre pieza y pieza la historia de cada instrumento. Al final se abre la tarima para quien quiera aprender un zapateado sencillo.",
      included: [
        "Concierto en vivo de un conjunto de cinco músicos",
        "Una bebida de bienvenida: agua fresca o cerveza",
        "Pan dulce veracruzano",
        "Mini taller de zapateado al final",
      ],
    },
    en: {
      title: "Son jarocho concert in Coyoacán",
      summary: "An evening of jaranas, requinto and tarima dancing with a Veracruz ensemble in a Coyoacán mansion.",
      about:
        "Son jarocho was born in southern Veracruz and is played at fandangos where the audience sings and dances too. A five-piece group plays traditional sones such as La Bamba, El Siquisirí and El Colás, and between songs tells the story of each instrument. At the end the tarima opens for anyone who wants to learn a simple step.",
      included: [
        "A live concert by a five-piece group",
        "A welcome drink: agua fresca or beer",
        "Sweet bread from Veracruz",
        "A short zapateado lesson at the end",
      ],
    },
  },
  {
    city: "cdmx",
    category: "tour",
    colony: "centro-historico",
    venue: "Plaza de Santo Domingo",
    address: "República de Brasil s/n, Centro Histórico, Ciudad de México",
    es: {
      title: "Recorrido por los murales del Centro Histórico",
      summary:
        "Descubre los grandes murales del siglo XX en edificios públicos del Centro, con una historiadora del arte.",
      about:
        "Caminamos por patios y escaleras de edificios públicos donde Diego Rivera, José Clemente Orozco y David Alfaro Siqueiros pintaron la historia de México. La guía explica la técnica del fresco, las polémicas que causaron y los personajes escondidos en cada pared. El recorrido termina con un café en una azotea con vista a la Catedral.",
      included: [
        "Guía historiadora del arte",
        "Entradas a los edificios del recorrido",
        "Café en una terraza del Centro",
        "Mapa de murales para seguir por tu cuenta",
      ],
    },
    en: {
      title: "Mural tour of the Historic Centre",
      summary: "Discover the great 20th-century murals in the Centre's public buildings with an art historian.",
      about:
        "We walk through courtyards and staircases of public buildings where Diego Rivera, José Clemente Orozco and David Alfaro Siqueiros painted Mexico's history. The guide explains fresco technique, the controversies the murals sparked and the figures hidden on every wall. The walk ends with coffee on a rooftop overlooking the Cathedral.",
      included: [
        "An art historian guide",
        "Entry to the buildings on the route",
        "Coffee on a Centre rooftop",
        "A mural map to continue on your own",
      ],
    },
  },
  {
    city: "cdmx",
    category: "class",
    colony: "condesa",
    venue: "Estudio de cocina La Molienda",
    address: "Av. Tamaulipas 96, Col. Condesa, Ciudad de México",
    es: {
      title: "Taller de salsas de molcajete en la Condesa",
      summary: "Aprende a tatemar chiles y a moler en molcajete seis salsas mexicanas, de la verde cruda a la macha.",
      about:
        "Una cocinera tradicional te enseña a escoger chiles secos y frescos, a tatemarlos en comal y a molerlos en molcajete de piedra volcánica. Prepararás seis salsas: verde cruda, roja asada, borracha, de chile pasilla, de cacahuate y macha. Al terminar las pruebas con tacos de guisado y te llevas las recetas.",
      included: [
        "Todos los ingredientes y utensilios",
        "Mandil para usar durante la clase",
        "Tacos de guisado y agua fresca",
        "Recetario digital",
      ],
    },
    en: {
      title: "Molcajete salsa workshop in Condesa",
      summary:
        "Learn to char chillies and grind six Mexican salsas in a molcajete, from raw green salsa to salsa macha.",
      about:
        "A traditional cook shows you how to choose dried and fresh chillies, char them on a comal and grind them in a volcanic-stone molcajete. You will make six salsas: raw green, roasted red, borracha, pasilla, peanut and macha. Then you taste them with tacos de guisado and take the recipes home.",
      included: [
        "All ingredients and tools",
        "An apron to use during the class",
        "Tacos de guisado and agua fresca",
        "A digital recipe booklet",
      ],
    },
  },
  {
    city: "cdmx",
    category: "nightlife",
    colony: "centro-historico",
    venue: "Plaza Manuel Tolsá",
    address: "Calle Tacuba s/n, Centro Histórico, Ciudad de México",
    adults: true,
    es: {
      title: "Noche de cantinas tradicionales en el Centro",
      summary:
        "Visita tres cantinas centenarias del Centro con botana incluida y un anfitrión que conoce sus historias.",
      about:
        "Las cantinas del Centro son salones con barras de madera, espejos antiguos y botanas que llegan solas con cada ronda. Con un anfitrión local visitarás tres de ellas, probarás un tequila, una cerveza y un trago de la casa, y escucharás anécdotas de políticos, toreros y músicos que las frecuentaban. Si hay suerte, un trío pasará a cantar entre las mesas.",
      included: [
        "Una bebida en cada cantina",
        "Botanas tradicionales",
        "Anfitrión local bilingüe",
        "Regreso acompañado a una estación de metro o sitio de taxis",
      ],
    },
    en: {
      title: "Traditional cantina night in the Historic Centre",
      summary: "Visit three century-old cantinas in the Centre, snacks included, with a host who knows their stories.",
      about:
        "The Centre's cantinas are halls with wooden bars, old mirrors and snacks that arrive on their own with every round. With a local host you will visit three of them, try a tequila, a beer and a house drink, and hear stories of the politicians, bullfighters and musicians who drank there. With luck, a trio will come by to sing between the tables.",
      included: [
        "One drink at each cantina",
        "Traditional snacks",
        "A bilingual local host",
        "Company back to a metro station or taxi rank",
      ],
    },
  },
  {
    city: "cdmx",
    category: "outdoor",
    colony: "san-miguel-chapultepec",
    venue: "Puerta de los Leones del Bosque de Chapultepec",
    address: "Paseo de la Reforma s/n, Bosque de Chapultepec, Ciudad de México",
    es: {
      title: "Recorrido en bicicleta por Reforma y el Bosque de Chapultepec",
      summary:
        "Pedalea por el Paseo de la Reforma y los lagos de Chapultepec por la mañana, cuando la ciudad aún está tranquila.",
      about:
        "Salimos temprano para recorrer el Paseo de la Reforma, con sus glorietas y monumentos, y entrar al Bosque de Chapultepec por sus calzadas arboladas. Paramos en los lagos, al pie del Castillo y en un puesto de jugos. La ruta es plana y apta para cualquier persona que sepa andar en bicicleta.",
      included: [
        "Bicicleta urbana y casco",
        "Guía ciclista certificado",
        "Jugo natural y fruta de temporada",
        "Seguro de accidentes",
      ],
    },
    en: {
      title: "Bike ride along Reforma and through Chapultepec Park",
      summary:
        "Cycle along Paseo de la Reforma and around the Chapultepec lakes in the morning, while the city is still quiet.",
      about:
        "We set off early to ride Paseo de la Reforma, with its roundabouts and monuments, and enter Chapultepec Park along its tree-lined avenues. We stop at the lakes, below the Castle and at a juice stand. The route is flat and suits anyone who can ride a bike.",
      included: [
        "City bike and helmet",
        "A certified cycling guide",
        "Fresh juice and seasonal fruit",
        "Accident insurance",
      ],
    },
  },
  {
    city: "cdmx",
    category: "tour",
    colony: "juarez",
    venue: "Plaza Washington",
    address: "Calle Dinamarca esquina Londres, Col. Juárez, Ciudad de México",
    es: {
      title: "Ruta de desayunos callejeros en la colonia Juárez",
      summary:
        "Cinco paradas para probar tamales, tacos de canasta, quesadillas de comal, atole y pan dulce, con un guía que desayuna aquí a diario.",
      about:
        "La colonia Juárez mezcla casonas porfirianas, oficinas y puestos callejeros con fama entre los vecinos. Recorremos cinco paradas donde la ciudad desayuna: tamales con atole, tacos de canasta, quesadillas de comal, jugos y pan dulce recién horneado. El guía explica cómo se prepara cada guiso y qué salsa pedir en cada puesto.",
      included: ["Cinco degustaciones", "Agua embotellada", "Guía local", "Lista de puestos recomendados"],
    },
    en: {
      title: "Street breakfast tour in Colonia Juárez",
      summary:
        "Five stops for tamales, tacos de canasta, comal quesadillas, atole and sweet bread, with a guide who eats breakfast here every day.",
      about:
        "Colonia Juárez mixes Porfirian mansions, offices and street stalls famous among the neighbours. We make five stops where the city has breakfast: tamales with atole, tacos de canasta, comal quesadillas, fresh juice and sweet bread straight from the oven. The guide explains how each dish is made and which salsa to ask for at every stall.",
      included: ["Five tastings", "Bottled water", "A local guide", "A list of recommended stalls"],
    },
  },
  {
    city: "cdmx",
    category: "tasting",
    colony: "santa-maria-la-ribera",
    venue: "Pulquería La Flor de la Ribera",
    address: "Calle Jaime Torres Bodet 160, Col. Santa María la Ribera, Ciudad de México",
    adults: true,
    es: {
      title: "Cata de pulques y curados en Santa María la Ribera",
      summary:
        "Prueba pulque natural y cuatro curados de temporada mientras aprendes cómo se raspa el maguey y se fermenta el aguamiel.",
      about:
        "El pulque es la bebida fermentada más antigua de México y vive un regreso en los barrios del centro. Un tlachiquero de Hidalgo explica cómo se raspa el maguey, se recoge el aguamiel y se cuida la fermentación. Probarás pulque natural y cuatro curados, como avena, guayaba, piñón y apio, con tlacoyos recién hechos.",
      included: [
        "Pulque natural y cuatro curados",
        "Tlacoyos con salsa",
        "Charla de un productor de pulque",
        "Agua natural",
      ],
    },
    en: {
      title: "Pulque and curados tasting in Santa María la Ribera",
      summary:
        "Taste natural pulque and four seasonal curados while you learn how maguey is scraped and aguamiel fermented.",
      about:
        "Pulque is Mexico's oldest fermented drink and is making a comeback in the central neighbourhoods. A tlachiquero from Hidalgo explains how the maguey is scraped, the aguamiel collected and the fermentation looked after. You will taste natural pulque and four curados, such as oat, guava, pine nut and celery, with freshly made tlacoyos.",
      included: ["Natural pulque and four curados", "Tlacoyos with salsa", "A talk by a pulque producer", "Water"],
    },
  },
  {
    city: "cdmx",
    category: "concert",
    colony: "san-rafael",
    venue: "Casona Teatrino San Rafael",
    address: "Calle Sadi Carnot 45, Col. San Rafael, Ciudad de México",
    es: {
      title: "Noche de boleros y trova en la San Rafael",
      summary:
        "Un trío de guitarras y requinto interpreta boleros clásicos de los años cuarenta y cincuenta en una casona del antiguo barrio de los teatros.",
      about:
        "La San Rafael fue el barrio de los teatros y cines de la capital, y aún conserva casonas con patios ideales para la música de cámara. Un trío interpreta boleros de Agustín Lara, Álvaro Carrillo y Consuelo Velázquez, con arreglos de requinto que pocas veces se escuchan en vivo. Entre canciones, los músicos cuentan cómo nació cada pieza.",
      included: [
        "Concierto en vivo de un trío romántico",
        "Una copa de vino o un cóctel de la casa",
        "Lugar asignado",
        "Cancionero impreso",
      ],
    },
    en: {
      title: "Bolero and trova night in San Rafael",
      summary:
        "A trio of guitars and requinto plays classic boleros from the forties and fifties in a mansion in the old theatre district.",
      about:
        "San Rafael was the capital's theatre and cinema district and still has mansions whose courtyards suit chamber music. A trio plays boleros by Agustín Lara, Álvaro Carrillo and Consuelo Velázquez, with requinto arrangements rarely heard live. Between songs, the musicians tell how each piece was born.",
      included: [
        "A live concert by a romantic trio",
        "A glass of wine or a house cocktail",
        "An assigned seat",
        "A printed songbook",
      ],
    },
  },
  {
    city: "cdmx",
    category: "class",
    colony: "san-angel",
    venue: "Estudio de Artes Populares San Jacinto",
    address: "Plaza San Jacinto 12, Col. San Ángel, Ciudad de México",
    es: {
      title: "Taller de alebrijes y cartonería en San Ángel",
      summary: "Modela y pinta tu propio alebrije de papel maché con un artesano cartonero de tercera generación.",
      about:
        "La cartonería es el oficio de los judas, las piñatas y los alebrijes, esas criaturas fantásticas de colores imposibles. Un artesano de tercera generación te enseña a armar la estructura con alambre y papel, a darle forma con engrudo y a pintarla con pinceles finos. Te llevas tu alebrije terminado, bien envuelto para el viaje.",
      included: ["Todos los materiales", "Tu alebrije terminado", "Café y galletas", "Empaque para viaje"],
    },
    en: {
      title: "Alebrije and papier-mâché workshop in San Ángel",
      summary: "Model and paint your own papier-mâché alebrije with a third-generation cartonero.",
      about:
        "Cartonería is the craft behind Judas figures, piñatas and alebrijes, those fantastic creatures in impossible colours. A third-generation artisan shows you how to build the frame from wire and paper, shape it with paste and paint it with fine brushes. You take your finished alebrije home, wrapped for the journey.",
      included: ["All materials", "Your finished alebrije", "Coffee and biscuits", "Travel packaging"],
    },
  },
  {
    city: "cdmx",
    category: "nightlife",
    colony: "polanco",
    venue: "Parque Lincoln",
    address: "Calle Emilio Castelar s/n, Col. Polanco, Ciudad de México",
    adults: true,
    es: {
      title: "Ruta de coctelería de autor en Polanco",
      summary:
        "Tres barras de coctelería con ingredientes mexicanos, del sotol al chile ancho, con un bartender como anfitrión.",
      about:
        "Polanco reúne algunas de las barras más creativas de la ciudad, donde los cócteles se construyen con destilados mexicanos e ingredientes de mercado. Un bartender te lleva a tres barras para probar un cóctel en cada una, y te cuenta cómo se diseñan las cartas y qué destilados conviene conocer. Es una noche relajada, pensada para conversar.",
      included: [
        "Tres cócteles de autor",
        "Botanas para compartir",
        "Anfitrión bartender",
        "Reservación en cada barra",
      ],
    },
    en: {
      title: "Signature cocktail crawl in Polanco",
      summary:
        "Three cocktail bars working with Mexican ingredients, from sotol to ancho chilli, with a bartender as your host.",
      about:
        "Polanco is home to some of the city's most inventive bars, where cocktails are built on Mexican spirits and market ingredients. A bartender takes you to three bars for one cocktail at each and explains how menus are designed and which spirits are worth knowing. It is a relaxed night, made for conversation.",
      included: ["Three signature cocktails", "Snacks to share", "A bartender host", "A reservation at each bar"],
    },
  },
  {
    city: "cdmx",
    category: "class",
    colony: "escandon",
    venue: "Obrador La Espiga",
    address: "Calle Progreso 72, Col. Escandón, Ciudad de México",
    es: {
      title: "Taller de conchas y pan dulce en la Escandón",
      summary:
        "Amasa, forma y hornea conchas, cuernos y orejas con un panadero que aprendió el oficio en una panadería de barrio.",
      about:
        "El pan dulce mexicano tiene cientos de formas, y cada una lleva su técnica. En este taller preparas masa de conchas desde cero, haces la costra de vainilla y chocolate con su rayado clásico, y formas cuernos y orejas de hojaldre. Mientras el pan se hornea, preparamos chocolate caliente para acompañarlo.",
      included: [
        "Ingredientes y uso del horno",
        "Una caja con el pan que hornees",
        "Chocolate caliente",
        "Recetas impresas",
      ],
    },
    en: {
      title: "Conchas and Mexican sweet bread workshop in Escandón",
      summary:
        "Knead, shape and bake conchas, cuernos and orejas with a baker who learned the trade in a neighbourhood bakery.",
      about:
        "Mexican sweet bread comes in hundreds of shapes, each with its own technique. In this workshop you make concha dough from scratch, prepare the vanilla and chocolate topping with its classic shell pattern, and shape cuernos and puff-pastry orejas. While the bread bakes, we make hot chocolate to go with it.",
      included: ["Ingredients and oven use", "A box of the bread you bake", "Hot chocolate", "Printed recipes"],
    },
  },

  // Guadalajara
  {
    city: "guadalajara",
    category: "tasting",
    colony: "americana",
    venue: "Casa de Cata Los Altos",
    address: "Av. Chapultepec Sur 215, Col. Americana, Guadalajara",
    adults: true,
    es: {
      title: "Cata de tequilas de los Altos en la Americana",
      summary: "Compara tequilas blancos, reposados y añejos de destilerías familiares de los Altos de Jalisco.",
      about:
        "Los Altos de Jalisco dan tequilas más dulces y florales que los del valle, por su tierra roja y su altitud. En esta cata pruebas cinco tequilas 100 % agave de destilerías familiares, desde un blanco de alambique hasta un extra añejo, y aprendes a leer una etiqueta y a reconocer los aditivos. Se acompaña con sangrita preparada al momento.",
      included: ["Cinco tequilas 100 % agave", "Sangrita de la casa", "Botana tapatía", "Certificado de cata"],
    },
    en: {
      title: "Highland tequila tasting in Colonia Americana",
      summary: "Compare blanco, reposado and añejo tequilas from family distilleries in the Jalisco Highlands.",
      about:
        "The Jalisco Highlands produce sweeter, more floral tequilas than the valley, thanks to their red soil and altitude. You taste five 100% agave tequilas from family distilleries, from a pot-still blanco to an extra añejo, and learn to read a label and spot additives. Freshly made sangrita comes alongside.",
      included: ["Five 100% agave tequilas", "House sangrita", "Guadalajara-style snacks", "A tasting certificate"],
    },
  },
  {
    city: "guadalajara",
    category: "concert",
    colony: "centro-historico",
    venue: "Casona de San Juan de Dios",
    address: "Calle Independencia 410, Centro, Guadalajara",
    es: {
      title: "Noche de mariachi tradicional en el Centro de Guadalajara",
      summary: "Un mariachi de once músicos interpreta sones jaliscienses, huapangos y rancheras en un patio colonial.",
      about:
        "El mariachi nació en los ranchos de Jalisco y hoy es patrimonio cultural inmaterial de la humanidad. Este concierto reúne a un mariachi tradicional de once músicos con violines, trompetas, vihuela, guitarrón y arpa, que va de El Son de la Negra a las rancheras de José Alfredo Jiménez. Entre canciones, el director explica cómo ha cambiado el género en un siglo.",
      included: [
        "Concierto de mariachi tradicional",
        "Un tequila o un agua fresca",
        "Lugar asignado en mesa",
        "Programa de mano",
      ],
    },
    en: {
      title: "Traditional mariachi night in Guadalajara's Centre",
      summary: "An eleven-piece mariachi plays Jalisco sones, huapangos and rancheras in a colonial courtyard.",
      about:
        "Mariachi was born on Jalisco's ranches and is now on UNESCO's intangible heritage list. This concert brings an eleven-piece traditional mariachi with violins, trumpets, vihuela, guitarrón and harp, from El Son de la Negra to José Alfredo Jiménez's rancheras. Between songs, the leader explains how the genre has changed in a century.",
      included: [
        "A traditional mariachi concert",
        "A tequila or an agua fresca",
        "An assigned table seat",
        "A printed programme",
      ],
    },
  },
  {
    city: "guadalajara",
    category: "tour",
    colony: "centro-historico",
    venue: "Jardín del Santuario de Guadalupe",
    address: "Calle Pedro Loza esquina Juan Álvarez, Centro, Guadalajara",
    es: {
      title: "Recorrido de tortas ahogadas y birria por el Centro de Guadalajara",
      summary:
        "Desayuna como tapatío: torta ahogada, birria de chivo, tejuino y jericalla en cuatro paradas del Centro.",
      about:
        "Guadalajara tiene una cocina propia que se come mejor por la mañana. Caminamos por el Centro para probar la torta ahogada en birote salado, un plato de birria de chivo con su consomé, un tejuino bien frío con nieve de limón y, de postre, una jericalla. Entre paradas, el guía cuenta la historia de los barrios y mercados.",
      included: ["Cuatro degustaciones", "Tejuino con nieve de limón", "Guía local", "Agua embotellada"],
    },
    en: {
      title: "Tortas ahogadas and birria tour in Guadalajara's Centre",
      summary: "Breakfast like a local: torta ahogada, goat birria, tejuino and jericalla at four stops in the Centre.",
      about:
        "Guadalajara has a cuisine of its own that is best eaten in the morning. We walk through the Centre to try the torta ahogada on salty birote bread, a bowl of goat birria with its broth, an ice-cold tejuino with lime sorbet and, for dessert, a jericalla. Between stops, the guide tells the story of the neighbourhoods and markets.",
      included: ["Four tastings", "Tejuino with lime sorbet", "A local guide", "Bottled water"],
    },
  },
  {
    city: "guadalajara",
    category: "class",
    colony: "chapalita",
    venue: "Taller de Barro Chapalita",
    address: "Av. Guadalupe 1180, Col. Chapalita, Guadalajara",
    es: {
      title: "Taller de cerámica bruñida en Chapalita",
      summary: "Moldea una pieza de barro y aprende el bruñido a piedra que hizo famosa a la alfarería de Tonalá.",
      about:
        "La alfarería bruñida de Tonalá se pule a mano con una piedra de río hasta que brilla sin esmalte. Una maestra alfarera te guía para moldear un cuenco o un plato pequeño, pintarlo con engobes naturales y bruñirlo. Tu pieza se hornea después del taller y puedes recogerla o pedir que te la envíen.",
      included: ["Barro, engobes y herramientas", "Horneado de tu pieza", "Agua fresca y galletas de nata"],
    },
    en: {
      title: "Burnished pottery workshop in Chapalita",
      summary: "Shape a clay piece and learn the stone burnishing that made Tonalá pottery famous.",
      about:
        "Tonalá's burnished pottery is polished by hand with a river stone until it shines without glaze. A master potter helps you shape a bowl or small plate, paint it with natural slips and burnish it. Your piece is fired after the workshop and you can collect it or have it shipped.",
      included: ["Clay, slips and tools", "Firing of your piece", "Agua fresca and cream biscuits"],
    },
  },
  {
    city: "guadalajara",
    category: "nightlife",
    colony: "lafayette",
    venue: "Cervecería Los Arcos",
    address: "Av. Chapultepec Sur 120, Col. Lafayette, Guadalajara",
    adults: true,
    es: {
      title: "Ruta de cervezas artesanales por la Lafayette",
      summary: "Cuatro cervecerías independientes de Jalisco, doce muestras y un cervecero que explica cada estilo.",
      about:
        "Guadalajara tiene una de las escenas cerveceras más activas del país, con productores que usan maíz azul, cacao y frutas de la región. Recorremos cuatro barras de la Lafayette y la Americana, probamos tres muestras en cada una y terminamos con una cerveza completa del estilo que más te guste. El ambiente es de barrio, con música y mucha conversación.",
      included: [
        "Doce muestras de cerveza",
        "Una cerveza completa al final",
        "Papas y cacahuates enchilados",
        "Guía cervecero",
      ],
    },
    en: {
      title: "Craft beer crawl through Lafayette",
      summary: "Four independent Jalisco breweries, twelve samples and a brewer who explains every style.",
      about:
        "Guadalajara has one of the country's liveliest beer scenes, with brewers using blue corn, cacao and local fruit. We visit four bars in Lafayette and Americana, taste three samples at each and finish with a full pint of your favourite style. The mood is neighbourly, with music and plenty of conversation.",
      included: ["Twelve beer samples", "A full beer at the end", "Crisps and chilli peanuts", "A brewer guide"],
    },
  },

  // Monterrey
  {
    city: "monterrey",
    category: "outdoor",
    colony: "centro-macroplaza",
    venue: "Explanada de los Héroes (Macroplaza)",
    address: "Macroplaza, Centro, Monterrey",
    es: {
      title: "Caminata y rappel en el cañón de La Huasteca",
      summary:
        "Sal de la ciudad al amanecer para caminar entre las paredes de caliza de La Huasteca y hacer un rappel de 20 metros.",
      about:
        "El cañón de La Huasteca, a media hora de Monterrey, tiene paredes de caliza de cientos de metros que se encienden con la primera luz del día. Con dos guías certificados caminamos por el cauce seco y subimos a un mirador, y quien quiera hace un rappel de 20 metros con todo el equipo. No se necesita experiencia, solo buena condición para caminar unos cinco kilómetros.",
      included: [
        "Transporte redondo desde la Macroplaza",
        "Equipo de rappel y casco",
        "Dos guías certificados",
        "Desayuno ligero y agua",
      ],
    },
    en: {
      title: "Hike and abseil in La Huasteca canyon",
      summary: "Leave the city at dawn to hike between the limestone walls of La Huasteca and abseil 20 metres.",
      about:
        "La Huasteca canyon, half an hour from Monterrey, has limestone walls hundreds of metres high that glow in the first light. With two certified guides we walk the dry riverbed and climb to a lookout, and anyone who wants can abseil 20 metres with full equipment. No experience is needed, just the fitness to walk about five kilometres.",
      included: [
        "Return transport from the Macroplaza",
        "Abseiling gear and helmet",
        "Two certified guides",
        "A light breakfast and water",
      ],
    },
  },
  {
    city: "monterrey",
    category: "tasting",
    colony: "barrio-antiguo",
    venue: "Cava del Barrio Antiguo",
    address: "Calle Diego de Montemayor 862 Sur, Barrio Antiguo, Monterrey",
    adults: true,
    es: {
      title: "Cata de vinos de Parras y quesos del norte en el Barrio Antiguo",
      summary:
        "Descubre los vinos de Parras, la zona vinícola más antigua de América, con quesos de Nuevo León y Coahuila.",
      about:
        "Parras de la Fuente, en Coahuila, produce vino desde el siglo XVI y hoy tiene bodegas pequeñas con etiquetas sorprendentes. Un sommelier te guía por cinco vinos, de un blanco fresco a un tinto de guarda, y los marida con quesos de la región, como asadero, panela ahumada y un queso añejo de cabra. Aprenderás a describir lo que pruebas sin palabras rebuscadas.",
      included: ["Cinco copas de vino", "Tabla de quesos regionales", "Pan artesanal", "Ficha de cata"],
    },
    en: {
      title: "Parras wine and northern cheese tasting in Barrio Antiguo",
      summary:
        "Discover the wines of Parras, the oldest wine region in the Americas, with cheeses from Nuevo León and Coahuila.",
      about:
        "Parras de la Fuente, in Coahuila, has made wine since the 16th century and now has small wineries with surprising labels. A sommelier guides you through five wines, from a fresh white to a cellar-worthy red, paired with regional cheeses such as asadero, smoked panela and an aged goat cheese. You will learn to describe what you taste without fancy words.",
      included: ["Five glasses of wine", "A regional cheese board", "Artisan bread", "A tasting sheet"],
    },
  },
  {
    city: "monterrey",
    category: "class",
    colony: "obispado",
    venue: "Patio Asador del Obispado",
    address: "Calle Padre Mier 2130 Pte., Col. Obispado, Monterrey",
    es: {
      title: "Clase de carne asada norteña en el Obispado",
      summary:
        "Aprende a encender el carbón, escoger cortes y preparar salsas y frijoles charros como en una carne asada regia.",
      about:
        "En Monterrey la carne asada es un ritual de fin de semana con reglas propias. Un parrillero regio te enseña a preparar el carbón de mezquite, a reconocer arrachera, diezmillo y costilla, y a dar el punto exacto a cada corte. Mientras tanto preparas salsa de molcajete, frijoles charros y tortillas de harina recién hechas.",
      included: [
        "Cortes de res y todos los ingredientes",
        "Comida completa con lo que prepares",
        "Una cerveza o un refresco",
        "Recetario",
      ],
    },
    en: {
      title: "Northern carne asada class in Obispado",
      summary:
        "Learn to light the charcoal, choose the cuts and make salsas and frijoles charros like at a Monterrey cookout.",
      about:
        "In Monterrey, carne asada is a weekend ritual with its own rules. A local grill master shows you how to prepare mesquite charcoal, tell arrachera, diezmillo and short rib apart, and cook each cut just right. Meanwhile you make molcajete salsa, frijoles charros and fresh flour tortillas.",
      included: [
        "Beef cuts and all ingredients",
        "A full meal of what you cook",
        "A beer or soft drink",
        "A recipe booklet",
      ],
    },
  },
  {
    city: "monterrey",
    category: "concert",
    colony: "barrio-antiguo",
    venue: "Foro La Casona del Barrio",
    address: "Calle Dr. Coss 1016 Sur, Barrio Antiguo, Monterrey",
    es: {
      title: "Concierto de acordeón y bajo sexto en el Barrio Antiguo",
      summary: "Un conjunto norteño de acordeón, bajo sexto y contrabajo repasa polkas, redovas y corridos clásicos.",
      about:
        "La música norteña llegó con los inmigrantes europeos que trajeron el acordeón y la polka al noreste. Un conjunto de cuatro músicos toca polkas, redovas, chotises y corridos clásicos, y explica cómo se afina un bajo sexto. Es un concierto para escuchar, pero nadie se enoja si te levantas a bailar.",
      included: [
        "Concierto en vivo",
        "Una cerveza o un refresco",
        "Lugar asignado",
        "Botana de chicharrón y cacahuates",
      ],
    },
    en: {
      title: "Accordion and bajo sexto concert in Barrio Antiguo",
      summary: "A norteño group of accordion, bajo sexto and double bass plays classic polkas, redovas and corridos.",
      about:
        "Norteño music arrived with the European immigrants who brought the accordion and the polka to the north-east. A four-piece group plays polkas, redovas, schottisches and classic corridos, and explains how a bajo sexto is tuned. It is a listening concert, but nobody minds if you get up to dance.",
      included: ["A live concert", "A beer or soft drink", "An assigned seat", "Pork rinds and peanuts"],
    },
  },

  // Oaxaca
  {
    city: "oaxaca",
    category: "class",
    venue: "Cocina de Humo Jalatlaco",
    address: "Calle Hidalgo 405, Barrio de Jalatlaco, Oaxaca de Juárez",
    es: {
      title: "Taller de tortillas a mano en Oaxaca",
      summary:
        "Nixtamaliza maíz criollo, muélelo en metate y echa tortillas y memelas al comal con una cocinera tradicional.",
      about:
        "En Oaxaca la tortilla empieza un día antes, cuando el maíz se cuece con cal para nixtamalizarlo. Con una cocinera tradicional zapoteca lavarás el nixtamal, lo molerás en metate y aprenderás a palmear tortillas, memelas y tlayudas sobre comal de barro. Todo termina en la mesa con frijoles, quesillo y salsa de chile pasilla.",
      included: [
        "Maíz criollo y todos los ingredientes",
        "Comida con lo que prepares",
        "Agua de chilacayota o chocolate",
        "Recetas en español e inglés",
      ],
    },
    en: {
      title: "Handmade tortilla workshop in Oaxaca",
      summary:
        "Nixtamalise heirloom corn, grind it on a metate and cook tortillas and memelas on a comal with a traditional cook.",
      about:
        "In Oaxaca a tortilla starts a day earlier, when the corn is cooked with lime to nixtamalise it. With a Zapotec cook you wash the nixtamal, grind it on a metate and learn to pat out tortillas, memelas and tlayudas on a clay comal. It all ends at the table with beans, quesillo and pasilla chilli salsa.",
      included: [
        "Heirloom corn and all ingredients",
        "A meal of what you make",
        "Chilacayota water or hot chocolate",
        "Recipes in Spanish and English",
      ],
    },
  },
  {
    city: "oaxaca",
    category: "tasting",
    venue: "Molienda La Soledad",
    address: "Calle Mina 312, Centro, Oaxaca de Juárez",
    es: {
      title: "Degustación de moles y chocolate de metate en Oaxaca",
      summary:
        "Prueba seis moles oaxaqueños y chocolate molido en metate, y descubre qué chiles y semillas lleva cada uno.",
      about:
        "Oaxaca es la tierra de los siete moles, y cada uno tiene su chile, su semilla y su ocasión. En esta degustación pruebas mole negro, coloradito, amarillo, verde, chichilo y manchamanteles con tortillas recién hechas, y terminas con chocolate de agua molido en metate. Una cocinera explica los ingredientes y te enseña a distinguirlos por su aroma.",
      included: [
        "Seis moles con tortillas",
        "Chocolate de metate",
        "Una copa de mezcal joven o agua fresca",
        "Tableta de chocolate para llevar",
      ],
    },
    en: {
      title: "Mole and stone-ground chocolate tasting in Oaxaca",
      summary:
        "Taste six Oaxacan moles and metate-ground chocolate, and find out which chillies and seeds go into each.",
      about:
        "Oaxaca is the land of seven moles, each with its own chilli, seed and occasion. You taste mole negro, coloradito, amarillo, verde, chichilo and manchamanteles with fresh tortillas, and finish with water-based chocolate ground on a metate. A cook explains the ingredients and shows you how to tell them apart by aroma.",
      included: [
        "Six moles with tortillas",
        "Metate-ground chocolate",
        "A glass of young mezcal or agua fresca",
        "A chocolate bar to take home",
      ],
    },
  },
  {
    city: "oaxaca",
    category: "tour",
    venue: "Mercado 20 de Noviembre",
    address: "Calle 20 de Noviembre 512, Centro, Oaxaca de Juárez",
    es: {
      title: "Recorrido de mercados y antojitos oaxaqueños",
      summary:
        "Tlayudas, chapulines, quesillo y pan de yema: recorre dos mercados del Centro probando lo que comen los oaxaqueños.",
      about:
        "Los mercados son el corazón de la vida diaria en Oaxaca. Con un guía local recorres el mercado 20 de Noviembre y el Benito Juárez, pruebas chapulines, quesillo, tejate, pan de yema y una tlayuda recién salida del anafre, y conoces a marchantas que venden ahí desde hace décadas. Sales con una lista de puestos para volver por tu cuenta.",
      included: ["Ocho degustaciones", "Tejate en jícara", "Guía local bilingüe", "Lista de puestos recomendados"],
    },
    en: {
      title: "Oaxaca markets and street food tour",
      summary:
        "Tlayudas, grasshoppers, quesillo and egg-yolk bread: walk two markets in the Centre tasting what locals eat.",
      about:
        "Markets are the heart of daily life in Oaxaca. With a local guide you explore the 20 de Noviembre and Benito Juárez markets, taste chapulines, quesillo, tejate, egg-yolk bread and a tlayuda hot from the grill, and meet vendors who have sold there for decades. You leave with a list of stalls to come back to on your own.",
      included: [
        "Eight tastings",
        "Tejate served in a gourd",
        "A bilingual local guide",
        "A list of recommended stalls",
      ],
    },
  },
  {
    city: "oaxaca",
    category: "outdoor",
    venue: "Templo de San Matías Jalatlaco",
    address: "Calle Aldama s/n, Barrio de Jalatlaco, Oaxaca de Juárez",
    es: {
      title: "Paseo en bicicleta por Jalatlaco y los barrios de Oaxaca",
      summary: "Pedalea temprano por calles empedradas, murales y huertos de los barrios antiguos de Oaxaca.",
      about:
        "Los barrios de Jalatlaco, Xochimilco y El Peñasco conservan casas de adobe, lavaderos públicos y murales que cambian cada año. Recorremos unos doce kilómetros en bicicleta, casi todos por calles tranquilas, con paradas en un huerto urbano y en el acueducto de San Felipe. Terminamos con un desayuno de tamales y café de olla.",
      included: ["Bicicleta y casco", "Guía ciclista", "Desayuno de tamales y café de olla", "Seguro de accidentes"],
    },
    en: {
      title: "Morning bike ride through Jalatlaco and Oaxaca's barrios",
      summary: "Ride early along cobbled streets, murals and gardens in Oaxaca's old neighbourhoods.",
      about:
        "The barrios of Jalatlaco, Xochimilco and El Peñasco keep adobe houses, public washhouses and murals that change every year. We ride about twelve kilometres, mostly on quiet streets, stopping at an urban garden and the San Felipe aqueduct. We finish with a breakfast of tamales and café de olla.",
      included: ["Bike and helmet", "A cycling guide", "A breakfast of tamales and café de olla", "Accident insurance"],
    },
  },
  {
    city: "oaxaca",
    category: "concert",
    venue: "Foro Casa de las Bandas",
    address: "Calle Macedonio Alcalá 407, Centro, Oaxaca de Juárez",
    es: {
      title: "Noche de sones istmeños en el Centro de Oaxaca",
      summary:
        "Marimba, guitarras y voces del Istmo de Tehuantepec en un concierto de sones zapotecos como La Sandunga y La Llorona.",
      about:
        "El Istmo de Tehuantepec tiene una tradición musical propia, cantada en zapoteco y en español, que acompaña las velas y fiestas de la región. Un ensamble de marimba, guitarras y voz interpreta La Sandunga, La Llorona, El Feo y otros sones istmeños, y explica de qué hablan sus letras. Las intérpretes llevan el traje de tehuana bordado a mano.",
      included: ["Concierto en vivo", "Una copa de mezcal o un agua fresca", "Totopos istmeños", "Lugar asignado"],
    },
    en: {
      title: "Isthmus sones night in Oaxaca's Centre",
      summary:
        "Marimba, guitars and voices from the Isthmus of Tehuantepec in a concert of Zapotec sones such as La Sandunga and La Llorona.",
      about:
        "The Isthmus of Tehuantepec has a musical tradition of its own, sung in Zapotec and Spanish, that accompanies the region's festivals. An ensemble of marimba, guitars and voice plays La Sandunga, La Llorona, El Feo and other Isthmus sones, and explains what the lyrics are about. The singers wear hand-embroidered Tehuana dress.",
      included: ["A live concert", "A glass of mezcal or an agua fresca", "Isthmus totopos", "An assigned seat"],
    },
  },

  // Mérida
  {
    city: "merida",
    category: "tour",
    venue: "Remate del Paseo de Montejo",
    address: "Paseo de Montejo x Calle 47, Centro, Mérida",
    es: {
      title: "Recorrido por el Paseo de Montejo y sus casonas",
      summary:
        "Conoce las mansiones que levantó la riqueza del henequén y la historia de la Mérida de principios del siglo XX.",
      about:
        "A finales del siglo XIX, el henequén convirtió a Mérida en una de las ciudades más ricas de México, y sus hacendados levantaron palacetes de estilo francés e italiano sobre el Paseo de Montejo. Caminamos por el paseo, entramos a una casona restaurada y conocemos la historia de sus familias y de los trabajadores mayas de las haciendas. Terminamos con una marquesita en el parque de Santa Ana.",
      included: [
        "Guía local certificado",
        "Entrada a una casona restaurada",
        "Marquesita y agua de chaya",
        "Mapa del Centro",
      ],
    },
    en: {
      title: "Paseo de Montejo mansions walk",
      summary: "See the mansions built by henequen wealth and learn about Mérida at the turn of the 20th century.",
      about:
        "In the late 19th century henequen made Mérida one of Mexico's richest cities, and its plantation owners built French and Italian-style mansions along Paseo de Montejo. We walk the boulevard, go inside a restored mansion and hear the story of its families and of the Maya workers on the haciendas. We finish with a marquesita in Santa Ana park.",
      included: [
        "A certified local guide",
        "Entry to a restored mansion",
        "A marquesita and chaya water",
        "A map of the Centre",
      ],
    },
  },
  {
    city: "merida",
    category: "class",
    venue: "Cocina de Solar Itzimná",
    address: "Calle 20 No. 98 x 19 y 21, Col. Itzimná, Mérida",
    es: {
      title: "Clase de cocina yucateca: cochinita pibil y recado rojo",
      summary:
        "Prepara recado rojo con achiote, marina la cochinita y aprende los secretos del pib, el horno maya bajo tierra.",
      about:
        "La cocina yucateca mezcla ingredientes mayas con sabores del Caribe y de Europa. En esta clase preparas recado rojo moliendo achiote, pimienta y naranja agria, marinas cochinita en hoja de plátano y haces cebolla morada encurtida con habanero. Mientras se cuece, preparas sikil pak y panuchos para comer juntos.",
      included: ["Ingredientes y utensilios", "Comida con lo que prepares", "Agua de chaya con piña", "Recetario"],
    },
    en: {
      title: "Yucatecan cooking class: cochinita pibil and recado rojo",
      summary:
        "Make achiote recado rojo, marinate cochinita and learn the secrets of the pib, the Maya underground oven.",
      about:
        "Yucatecan cooking blends Maya ingredients with Caribbean and European flavours. In this class you grind achiote, allspice and sour orange into recado rojo, marinate cochinita in banana leaf and pickle red onion with habanero. While it cooks, you make sikil pak and panuchos to eat together.",
      included: ["Ingredients and tools", "A meal of what you cook", "Chaya and pineapple water", "A recipe booklet"],
    },
  },
  {
    city: "merida",
    category: "concert",
    venue: "Patio de la Trova de Santa Lucía",
    address: "Calle 60 No. 474 x 55 y 57, Centro, Mérida",
    es: {
      title: "Noche de trova yucateca en Santa Lucía",
      summary: "Un trío yucateco interpreta los boleros, claves y bambucos de la trova que nació en Mérida.",
      about:
        "La trova yucateca nació del encuentro entre el bolero cubano, el bambuco colombiano y la poesía de la península. Un trío de guitarras y requinto interpreta canciones de Guty Cárdenas, Ricardo Palmerín y Armando Manzanero en un patio iluminado con velas. Es un concierto íntimo, con pocos lugares.",
      included: ["Concierto en vivo", "Una bebida de la casa", "Lugar asignado", "Botana yucateca"],
    },
    en: {
      title: "Yucatecan trova night in Santa Lucía",
      summary: "A Yucatecan trio plays the boleros, claves and bambucos of the trova born in Mérida.",
      about:
        "Yucatecan trova grew from the meeting of the Cuban bolero, the Colombian bambuco and the poetry of the peninsula. A trio of guitars and requinto plays songs by Guty Cárdenas, Ricardo Palmerín and Armando Manzanero in a candlelit courtyard. It is an intimate concert with few seats.",
      included: ["A live concert", "A house drink", "An assigned seat", "Yucatecan snacks"],
    },
  },
  {
    city: "merida",
    category: "tasting",
    venue: "Casa de Licores Peninsulares",
    address: "Calle 62 No. 512 x 63 y 65, Centro, Mérida",
    adults: true,
    es: {
      title: "Cata de xtabentún y licores de la península",
      summary: "Prueba xtabentún de miel de abeja melipona, licores de frutas mayas y un destilado de henequén.",
      about:
        "El xtabentún es un licor de anís y miel elaborado con la flor del mismo nombre, que las abejas meliponas visitan en la selva yucateca. En esta cata pruebas tres xtabentunes, licores de nance y de ciricote y un destilado de henequén, y conoces el trabajo de los meliponicultores mayas. Se acompaña con dulces de papaya y de coco.",
      included: ["Seis licores de la península", "Dulces yucatecos", "Charla sobre abejas meliponas", "Agua natural"],
    },
    en: {
      title: "Xtabentún and Yucatán liqueur tasting",
      summary: "Taste xtabentún made with melipona honey, Maya fruit liqueurs and a henequen spirit.",
      about:
        "Xtabentún is an anise and honey liqueur made from the flower of the same name, which stingless melipona bees visit in the Yucatán forest. You taste three xtabentúns, nance and ciricote liqueurs and a henequen spirit, and learn about the work of Maya beekeepers. Papaya and coconut sweets come alongside.",
      included: ["Six peninsula liqueurs", "Yucatecan sweets", "A talk on melipona bees", "Water"],
    },
  },

  // Puebla
  {
    city: "puebla",
    category: "class",
    venue: "Cocina del Barrio de Xanenetla",
    address: "Calle 4 Norte 1202, Barrio de Xanenetla, Puebla",
    es: {
      title: "Clase de mole poblano desde cero",
      summary: "Tuesta, muele y cocina un mole poblano de más de veinte ingredientes con una cocinera del barrio.",
      about:
        "El mole poblano lleva chiles mulato, ancho, pasilla y chipotle, especias, semillas, pan, plátano y chocolate, y cada familia defiende su receta. Con una cocinera de Xanenetla tostarás, molerás y cocinarás el mole paso a paso, y prepararás arroz rojo para acompañarlo. Comemos juntos en el patio de la casa.",
      included: [
        "Todos los ingredientes",
        "Comida con mole y arroz",
        "Agua fresca",
        "Medio kilo de pasta de mole para llevar",
      ],
    },
    en: {
      title: "Mole poblano from scratch",
      summary:
        "Toast, grind and cook a mole poblano of more than twenty ingredients with a cook from the neighbourhood.",
      about:
        "Mole poblano takes mulato, ancho, pasilla and chipotle chillies, spices, seeds, bread, plantain and chocolate, and every family defends its own recipe. With a cook from Xanenetla you toast, grind and simmer the mole step by step and make red rice to go with it. We eat together in the courtyard.",
      included: ["All ingredients", "A meal of mole and rice", "Agua fresca", "Half a kilo of mole paste to take home"],
    },
  },
  {
    city: "puebla",
    category: "tour",
    venue: "Portal Hidalgo del Zócalo",
    address: "Portal Hidalgo, Zócalo, Centro Histórico, Puebla",
    es: {
      title: "Recorrido de talavera y dulces típicos por el Centro de Puebla",
      summary: "Conoce un taller de talavera, la calle de los dulces y las fachadas de azulejo del Centro Histórico.",
      about:
        "Puebla es la ciudad de los azulejos: la talavera llegó de España en el siglo XVI y aquí se volvió un arte propio. Visitamos un taller donde se moldea y pinta a mano, recorremos fachadas cubiertas de azulejo y terminamos en la calle de los dulces para probar camotes, tortitas de Santa Clara y muéganos. El guía cuenta historias de conventos y de monjas reposteras.",
      included: [
        "Visita a un taller de talavera",
        "Degustación de dulces poblanos",
        "Guía certificado",
        "Un azulejo pintado a mano de recuerdo",
      ],
    },
    en: {
      title: "Talavera and traditional sweets tour in Puebla",
      summary: "Visit a talavera workshop, the street of sweets and the tiled façades of the Historic Centre.",
      about:
        "Puebla is the city of tiles: talavera arrived from Spain in the 16th century and became an art of its own here. We visit a workshop where pieces are shaped and painted by hand, walk past tile-covered façades and finish on the street of sweets to try camotes, tortitas de Santa Clara and muéganos. The guide tells stories of convents and their baking nuns.",
      included: [
        "A visit to a talavera workshop",
        "A tasting of Puebla sweets",
        "A certified guide",
        "A hand-painted tile to keep",
      ],
    },
  },
  {
    city: "puebla",
    category: "nightlife",
    venue: "Callejón de los Sapos",
    address: "Calle 6 Sur esquina 5 Oriente, Centro Histórico, Puebla",
    adults: true,
    es: {
      title: "Ruta de cantinas centenarias del Centro de Puebla",
      summary:
        "Tres cantinas con más de cien años, botanas poblanas y un anfitrión que conoce las historias del barrio de los Sapos.",
      about:
        "El Centro de Puebla guarda cantinas abiertas desde el Porfiriato, con barras de madera, azulejos y botanas que cambian cada día. Con un anfitrión local visitas tres de ellas, pruebas un licor de frutas de la sierra, una cerveza y un mezcal poblano, y cierras la noche con música en vivo en el barrio de los Sapos.",
      included: [
        "Una bebida en cada cantina",
        "Botanas poblanas",
        "Anfitrión local",
        "Entrada a un bar con música en vivo",
      ],
    },
    en: {
      title: "Century-old cantinas of Puebla's Centre",
      summary: "Three cantinas over a hundred years old, Puebla snacks and a host who knows the stories of Los Sapos.",
      about:
        "Puebla's Centre keeps cantinas that have been open since the Porfiriato, with wooden bars, tiles and snacks that change every day. With a local host you visit three of them, try a fruit liqueur from the sierra, a beer and a Puebla mezcal, and end the night with live music in Los Sapos.",
      included: ["One drink at each cantina", "Puebla-style snacks", "A local host", "Entry to a live music bar"],
    },
  },

  // Querétaro
  {
    city: "queretaro",
    category: "tasting",
    venue: "Cava de la Calle Madero",
    address: "Calle Madero 68, Centro Histórico, Santiago de Querétaro",
    adults: true,
    es: {
      title: "Cata de vinos queretanos y quesos de la región",
      summary:
        "Cinco vinos de la ruta del queso y el vino de Querétaro, maridados con quesos artesanales de Tequisquiapan.",
      about:
        "Querétaro produce espumosos y tintos de altura en viñedos de entre 1,800 y 2,000 metros sobre el nivel del mar. En esta cata pruebas cinco vinos de bodegas pequeñas de la región, incluido un espumoso de método tradicional, y los maridas con quesos de vaca y de oveja de Tequisquiapan y Colón. El sommelier explica cómo influye el clima semidesértico en cada copa.",
      included: [
        "Cinco copas de vino",
        "Tabla de quesos artesanales",
        "Pan y aceitunas",
        "Descuento en la compra de botellas",
      ],
    },
    en: {
      title: "Querétaro wine and regional cheese tasting",
      summary: "Five wines from Querétaro's cheese and wine route, paired with artisan cheeses from Tequisquiapan.",
      about:
        "Querétaro makes sparkling wines and high-altitude reds in vineyards between 1,800 and 2,000 metres above sea level. You taste five wines from small local wineries, including a traditional-method sparkling wine, paired with cow and sheep cheeses from Tequisquiapan and Colón. The sommelier explains how the semi-desert climate shapes each glass.",
      included: ["Five glasses of wine", "An artisan cheese board", "Bread and olives", "A discount on bottles"],
    },
  },
  {
    city: "queretaro",
    category: "tour",
    venue: "Jardín Zenea",
    address: "Av. Madero esquina Juárez, Centro Histórico, Santiago de Querétaro",
    es: {
      title: "Recorrido de templos barrocos y casonas del Centro de Querétaro",
      summary:
        "Templos barrocos, patios de cantera rosa y las historias de la Conspiración de 1810 en el Centro Histórico.",
      about:
        "El Centro de Querétaro es patrimonio de la humanidad por sus templos barrocos y el trazo de sus calles. Recorremos el templo de Santa Rosa de Viterbo, el claustro de San Agustín y la casa de la Corregidora, y conocemos a los personajes de la conspiración que dio inicio a la Independencia. Al final vemos el acueducto desde su mirador.",
      included: [
        "Guía certificado",
        "Entradas a los recintos",
        "Agua embotellada",
        "Nieve artesanal en el Jardín Guerrero",
      ],
    },
    en: {
      title: "Baroque churches and mansions of Querétaro's Centre",
      summary: "Baroque churches, pink-stone courtyards and the stories of the 1810 Conspiracy in the Historic Centre.",
      about:
        "Querétaro's Centre is a World Heritage Site for its baroque churches and street plan. We visit the church of Santa Rosa de Viterbo, the cloister of San Agustín and the house of La Corregidora, and meet the figures of the conspiracy that started the War of Independence. At the end we see the aqueduct from its lookout.",
      included: ["A certified guide", "Entry to the sites", "Bottled water", "Artisan ice cream in Jardín Guerrero"],
    },
  },
  {
    city: "queretaro",
    category: "outdoor",
    venue: "Plaza de los Fundadores",
    address: "Calle Independencia s/n, Barrio de la Cruz, Santiago de Querétaro",
    es: {
      title: "Recorrido en bicicleta al amanecer por el Centro y el acueducto",
      summary: "Pedalea por las calles vacías del Centro, el barrio de la Cruz y a lo largo del acueducto de 74 arcos.",
      about:
        "Antes de que llegue el tráfico, el Centro de Querétaro se recorre muy bien en bicicleta. Salimos del barrio de la Cruz, bajamos por calles empedradas hasta los jardines principales y seguimos la calzada de los Arcos a lo largo del acueducto del siglo XVIII. La ruta es de unos diez kilómetros con pendientes suaves.",
      included: ["Bicicleta y casco", "Guía ciclista", "Café y pan de nata", "Seguro de accidentes"],
    },
    en: {
      title: "Sunrise bike ride through the Centre and along the aqueduct",
      summary: "Ride the Centre's empty streets, the Barrio de la Cruz and along the 74-arch aqueduct.",
      about:
        "Before the traffic arrives, Querétaro's Centre is ideal by bike. We leave from the Barrio de la Cruz, roll down cobbled streets to the main gardens and follow the Calzada de los Arcos along the 18th-century aqueduct. The route is about ten kilometres with gentle slopes.",
      included: ["Bike and helmet", "A cycling guide", "Coffee and cream bread", "Accident insurance"],
    },
  },

  // Tulum
  {
    city: "tulum",
    category: "outdoor",
    venue: "Base Ciclista Orión",
    address: "Av. Tulum esquina Calle Orión Sur, Tulum Centro, Quintana Roo",
    es: {
      title: "Recorrido en bicicleta a los cenotes de Tulum",
      summary:
        "Pedalea por la ciclovía hasta dos cenotes de la selva y nada en sus aguas cristalinas con equipo de snorkel.",
      about:
        "Alrededor de Tulum hay decenas de cenotes, pozos de agua dulce conectados por ríos subterráneos que los mayas consideraban entradas al inframundo. Seguimos la ciclovía hacia el poniente hasta dos cenotes, uno abierto y otro semicubierto, donde nadas y haces snorkel entre peces y estalactitas. El guía explica cómo se forman y por qué no se usa bloqueador dentro del agua.",
      included: ["Bicicleta, casco y candado", "Entradas a dos cenotes", "Equipo de snorkel y chaleco", "Fruta y agua"],
    },
    en: {
      title: "Bike ride to the cenotes of Tulum",
      summary: "Cycle the bike path to two jungle cenotes and swim in their clear water with snorkel gear.",
      about:
        "Around Tulum there are dozens of cenotes, freshwater sinkholes linked by underground rivers that the Maya saw as gateways to the underworld. We follow the bike path west to two cenotes, one open and one half-covered, where you swim and snorkel among fish and stalactites. The guide explains how they form and why sunscreen is not allowed in the water.",
      included: ["Bike, helmet and lock", "Entry to two cenotes", "Snorkel gear and life vest", "Fruit and water"],
    },
  },
  {
    city: "tulum",
    category: "class",
    venue: "Cocina de Fogón La Ceiba",
    address: "Calle Sagitario Poniente 24, Tulum Centro, Quintana Roo",
    es: {
      title: "Clase de cocina maya con comal y fogón en Tulum",
      summary:
        "Cocina tikin xic, salbutes y salsa de chile habanero tatemado con una cocinera maya en un fogón de leña.",
      about:
        "La cocina maya de Quintana Roo se hace a fuego de leña, con achiote, chaya, naranja agria y pescado del Caribe. Una cocinera de un pueblo cercano te enseña a preparar tikin xic en hoja de plátano, salbutes inflados en comal y salsa de habanero tatemado. Comemos juntos bajo una palapa.",
      included: [
        "Ingredientes frescos del mercado",
        "Comida con lo que prepares",
        "Agua de chaya",
        "Recetario en español e inglés",
      ],
    },
    en: {
      title: "Maya cooking class on a wood fire in Tulum",
      summary: "Cook tikin xic, salbutes and charred habanero salsa with a Maya cook over a wood fire.",
      about:
        "Maya cooking in Quintana Roo is done over wood fires, with achiote, chaya, sour orange and Caribbean fish. A cook from a nearby village shows you how to prepare tikin xic in banana leaf, puffed salbutes on the comal and charred habanero salsa. We eat together under a palapa.",
      included: [
        "Fresh market ingredients",
        "A meal of what you cook",
        "Chaya water",
        "Recipes in Spanish and English",
      ],
    },
  },
  {
    city: "tulum",
    category: "nightlife",
    venue: "Jardín Nocturno Aldea Kin",
    address: "Carretera Tulum–Boca Paila km 6, Zona Hotelera, Tulum, Quintana Roo",
    adults: true,
    es: {
      title: "Noche de DJ y coctelería en la selva de Tulum",
      summary:
        "Música electrónica bajo los árboles, cócteles de frutas tropicales y una pista iluminada con antorchas.",
      about:
        "Tulum se ha vuelto punto de encuentro de DJs de todo el mundo, con fiestas en claros de la selva a pocos metros del mar. La noche incluye acceso a un jardín con pista de madera, dos DJs de house melódico y una barra de coctelería con frutas de la región. El traslado desde el pueblo está incluido para que nadie tenga que manejar.",
      included: ["Acceso al evento", "Dos cócteles", "Traslado redondo desde Tulum Centro", "Guardarropa"],
    },
    en: {
      title: "DJ and cocktail night in the Tulum jungle",
      summary: "Electronic music under the trees, tropical fruit cocktails and a dance floor lit by torches.",
      about:
        "Tulum has become a meeting point for DJs from around the world, with parties in jungle clearings a few steps from the sea. The night includes entry to a garden with a wooden dance floor, two melodic house DJs and a cocktail bar using local fruit. Transfers from town are included so nobody has to drive.",
      included: ["Entry to the event", "Two cocktails", "Return transfer from Tulum Centro", "Cloakroom"],
    },
  },
  {
    city: "tulum",
    category: "tour",
    venue: "Zona Arqueológica de Tulum",
    address: "Carretera Federal 307 km 230, Tulum, Quintana Roo",
    es: {
      title: "Recorrido guiado por la zona arqueológica de Tulum",
      summary: "Recorre la ciudad maya amurallada frente al Caribe con un arqueólogo como guía.",
      about:
        "Tulum fue un puerto maya amurallado que comerciaba obsidiana, jade y cacao por toda la costa. Con un guía arqueólogo recorres El Castillo, el Templo de los Frescos y la muralla, y aprendes a leer los relieves del dios descendente. Al terminar hay tiempo para bajar a la playa que está al pie de las ruinas.",
      included: ["Guía arqueólogo", "Entrada a la zona arqueológica", "Agua y fruta", "Tiempo libre en la playa"],
    },
    en: {
      title: "Guided tour of the Tulum archaeological site",
      summary: "Explore the walled Maya city above the Caribbean with an archaeologist as your guide.",
      about:
        "Tulum was a walled Maya port that traded obsidian, jade and cacao along the whole coast. With an archaeologist guide you explore El Castillo, the Temple of the Frescoes and the wall, and learn to read the reliefs of the descending god. Afterwards there is time to go down to the beach below the ruins.",
      included: [
        "An archaeologist guide",
        "Entry to the archaeological site",
        "Water and fruit",
        "Free time on the beach",
      ],
    },
  },

  // San Miguel de Allende
  {
    city: "san-miguel",
    category: "tour",
    venue: "Jardín Principal",
    address: "Plaza Principal s/n, Centro, San Miguel de Allende",
    es: {
      title: "Recorrido de arte y galerías por San Miguel de Allende",
      summary:
        "Talleres de artistas, galerías en casonas y la historia de la ciudad que atrajo a pintores de todo el mundo.",
      about:
        "Desde los años cuarenta, San Miguel de Allende atrae a pintores, escultores y escritores de México y del extranjero. Visitamos tres talleres abiertos, una antigua fábrica textil convertida en espacio de arte y los murales de un antiguo convento. Los artistas explican su técnica y, si algo te gusta, puedes comprarlo directamente.",
      included: [
        "Guía especialista en arte",
        "Visita a tres talleres",
        "Café en un patio del Centro",
        "Mapa de galerías",
      ],
    },
    en: {
      title: "Art and gallery walk in San Miguel de Allende",
      summary:
        "Artists' studios, galleries in old mansions and the story of the town that drew painters from around the world.",
      about:
        "Since the 1940s San Miguel de Allende has drawn painters, sculptors and writers from Mexico and abroad. We visit three open studios, an old textile mill turned arts space and the murals of a former convent. The artists explain their technique and, if something catches your eye, you can buy it directly.",
      included: ["An art specialist guide", "Visits to three studios", "Coffee in a Centre courtyard", "A gallery map"],
    },
  },
  {
    city: "san-miguel",
    category: "class",
    venue: "Taller Artesanal del Chorro",
    address: "Calle Recreo 36, Centro, San Miguel de Allende",
    es: {
      title: "Taller de hojalata y papel picado en San Miguel",
      summary: "Recorta papel picado con cincel y repuja una estrella de hojalata con artesanos sanmiguelenses.",
      about:
        "La hojalata y el papel picado decoran las fiestas de San Miguel todo el año. En este taller aprendes a cortar papel de china con cincel y plantilla, y a repujar, calar y pintar una estrella o un corazón de hojalata con las herramientas tradicionales. Te llevas tus piezas terminadas.",
      included: [
        "Todos los materiales",
        "Tus piezas terminadas",
        "Agua fresca y galletas",
        "Guirnalda de papel picado para llevar",
      ],
    },
    en: {
      title: "Tin art and papel picado workshop in San Miguel",
      summary: "Chisel papel picado and emboss a tin star with local artisans.",
      about:
        "Tin work and papel picado decorate San Miguel's festivals all year round. In this workshop you learn to cut tissue paper with a chisel and template, and to emboss, pierce and paint a tin star or heart with traditional tools. You take your finished pieces home.",
      included: [
        "All materials",
        "Your finished pieces",
        "Agua fresca and biscuits",
        "A papel picado garland to take home",
      ],
    },
  },
  {
    city: "san-miguel",
    category: "tasting",
    venue: "Terraza de Cata La Aldea",
    address: "Calle Hospicio 21, Centro, San Miguel de Allende",
    adults: true,
    es: {
      title: "Cata de vinos de Guanajuato en una terraza de San Miguel",
      summary: "Cinco vinos de viñedos cercanos a San Miguel y Dolores Hidalgo, con vista a la Parroquia al atardecer.",
      about:
        "Los viñedos de Guanajuato, entre San Miguel de Allende y Dolores Hidalgo, producen vinos de altura que han ganado fama en pocos años. Pruebas cinco etiquetas de bodegas pequeñas, de un rosado ligero a un tinto de malbec, mientras el sol baja detrás de la Parroquia. Se acompaña de una tabla de embutidos y quesos de la región.",
      included: ["Cinco copas de vino", "Tabla de quesos y embutidos", "Agua natural", "Guía sommelier"],
    },
    en: {
      title: "Guanajuato wine tasting on a San Miguel terrace",
      summary: "Five wines from vineyards near San Miguel and Dolores Hidalgo, with a sunset view of the Parroquia.",
      about:
        "Guanajuato's vineyards, between San Miguel de Allende and Dolores Hidalgo, make high-altitude wines that have earned a name in a few years. You taste five labels from small wineries, from a light rosé to a Malbec, while the sun sets behind the Parroquia. A board of regional charcuterie and cheese comes alongside.",
      included: ["Five glasses of wine", "A cheese and charcuterie board", "Water", "A sommelier guide"],
    },
  },

  // Bogotá
  {
    city: "bogota",
    category: "tour",
    colony: "la-candelaria",
    venue: "Parque de los Periodistas",
    address: "Avenida Jiménez con Carrera 4, La Candelaria, Bogotá",
    es: {
      title: "Recorrido de grafiti en La Candelaria",
      summary: "Conoce los murales y las firmas del grafiti bogotano con un artista urbano que pinta en estas calles.",
      about:
        "Bogotá es una de las capitales del arte urbano en América Latina desde que la ciudad empezó a permitir murales en muchas fachadas. Un artista urbano te lleva por La Candelaria y el Eje Ambiental para ver obras de colectivos locales e internacionales, y te explica las técnicas, los códigos y los mensajes políticos de cada pared. Terminamos con un tinto en una plaza del barrio.",
      included: ["Guía artista urbano", "Tinto y arepa", "Mapa de murales", "Aporte para un colectivo local"],
    },
    en: {
      title: "Graffiti tour in La Candelaria",
      summary: "See the murals and tags of Bogotá's graffiti scene with a street artist who paints these walls.",
      about:
        "Bogotá has been one of Latin America's street art capitals since the city began allowing murals on many façades. A street artist walks you through La Candelaria and the Eje Ambiental to see work by local and international crews, explaining the techniques, codes and political messages on each wall. We end with a tinto in a neighbourhood square.",
      included: ["A street artist guide", "A tinto coffee and an arepa", "A mural map", "A donation to a local crew"],
    },
  },
  {
    city: "bogota",
    category: "class",
    colony: "chapinero",
    venue: "Laboratorio de Café Calle 57",
    address: "Calle 57 # 9-42, Chapinero, Bogotá",
    es: {
      title: "Taller de café de origen y métodos de filtrado en Chapinero",
      summary:
        "Aprende a preparar café en filtro cónico, prensa francesa y sifón con granos de cinco regiones de Colombia.",
      about:
        "Colombia produce cafés muy distintos según la región: dulces en el Huila, cítricos en Nariño, achocolatados en la Sierra Nevada. Un barista te enseña a catar como los profesionales, a moler según el método y a preparar café en filtro cónico, prensa francesa y sifón. Te vas con una bolsa de café recién tostado y una receta para cada método.",
      included: [
        "Cata de cinco cafés de origen",
        "Uso de todos los métodos de filtrado",
        "Bolsa de café de 250 g",
        "Pandebono recién horneado",
      ],
    },
    en: {
      title: "Single-origin coffee and brewing workshop in Chapinero",
      summary:
        "Learn to brew with a pour-over cone, a French press and a siphon using beans from five Colombian regions.",
      about:
        "Colombia grows very different coffees from region to region: sweet in Huila, citrusy in Nariño, chocolatey in the Sierra Nevada. A barista teaches you to cup like a professional, grind for each method and brew with a pour-over cone, a French press and a siphon. You leave with a bag of freshly roasted coffee and a recipe for each method.",
      included: [
        "A cupping of five single-origin coffees",
        "Use of every brewing method",
        "A 250 g bag of coffee",
        "Freshly baked pandebono",
      ],
    },
  },
  {
    city: "bogota",
    category: "tasting",
    colony: "la-macarena",
    venue: "Barra Pacífica de La Macarena",
    address: "Carrera 4A # 26C-37, La Macarena, Bogotá",
    adults: true,
    es: {
      title: "Cata de viche y destilados del Pacífico en La Macarena",
      summary:
        "Prueba viche, arrechón, tomaseca y otros destilados ancestrales de caña de las comunidades afro del Pacífico.",
      about:
        "El viche es un destilado de caña que las comunidades afrocolombianas del Pacífico elaboran desde hace siglos y que hoy es patrimonio de la nación. En esta cata pruebas viche blanco y sus preparaciones curadas, como el arrechón, la tomaseca y el curado de hierbas, y conoces el trabajo de las sabedoras que lo destilan. Se acompaña con bocados de la cocina del Pacífico.",
      included: [
        "Cinco destilados del Pacífico",
        "Pasabocas de la cocina del Pacífico",
        "Charla sobre el viche y sus productoras",
        "Agua",
      ],
    },
    en: {
      title: "Viche and Pacific spirits tasting in La Macarena",
      summary:
        "Taste viche, arrechón, tomaseca and other ancestral cane spirits of the Afro-Colombian Pacific communities.",
      about:
        "Viche is a sugarcane spirit that Afro-Colombian communities on the Pacific coast have made for centuries and that is now national heritage. You taste white viche and its infused preparations, such as arrechón, tomaseca and herbal curado, and hear about the women who distil it. Bites from Pacific cooking come alongside.",
      included: ["Five Pacific spirits", "Bites from Pacific cuisine", "A talk on viche and its makers", "Water"],
    },
  },
  {
    city: "bogota",
    category: "nightlife",
    colony: "chapinero",
    venue: "Club de Tejo La Mecha",
    address: "Calle 63 # 11-45, Chapinero, Bogotá",
    adults: true,
    es: {
      title: "Noche de tejo, cerveza y música en Chapinero",
      summary:
        "Lanza tejo contra las mechas de pólvora, el deporte nacional de Colombia, con cerveza fría y música de carrilera.",
      about:
        "El tejo es el deporte nacional de Colombia: se lanza un disco de metal contra una cancha de arcilla con mechas de pólvora que explotan al acertar. Un anfitrión te explica las reglas, arma los equipos y lleva el marcador mientras suena música de carrilera y salsa. Es la forma más bogotana de pasar una noche con amigos.",
      included: [
        "Cancha de tejo reservada",
        "Tres cervezas o bebidas sin alcohol",
        "Picada para compartir",
        "Anfitrión y árbitro",
      ],
    },
    en: {
      title: "Tejo, beer and music night in Chapinero",
      summary: "Throw tejo at gunpowder targets, Colombia's national sport, with cold beer and old-time music.",
      about:
        "Tejo is Colombia's national sport: you throw a metal puck at a clay pitch with gunpowder targets that bang when you hit them. A host explains the rules, makes up the teams and keeps score while carrilera music and salsa play. It is the most Bogotá way to spend a night with friends.",
      included: ["A reserved tejo pitch", "Three beers or soft drinks", "A shared platter", "A host and referee"],
    },
  },
  {
    city: "bogota",
    category: "outdoor",
    colony: "la-candelaria",
    venue: "Sendero peatonal de Monserrate",
    address: "Carrera 2 Este # 21-48, Santa Fe, Bogotá",
    es: {
      title: "Caminata al amanecer al cerro de Monserrate",
      summary: "Sube a pie los escalones del sendero de Monserrate y desayuna con la ciudad a tus pies.",
      about:
        "El sendero de Monserrate sube unos 500 metros en dos kilómetros y medio de escalones de piedra, entre eucaliptos y plantas de páramo bajo. Salimos temprano y a un ritmo cómodo, con paradas para recuperar el aire a más de 3,000 metros. Arriba desayunamos chocolate santafereño con queso y almojábana, y bajamos en teleférico.",
      included: ["Guía de montaña", "Desayuno santafereño", "Boleto de bajada en teleférico", "Bastones de caminata"],
    },
    en: {
      title: "Sunrise hike up Monserrate",
      summary: "Climb the stone steps of the Monserrate trail and have breakfast with the city at your feet.",
      about:
        "The Monserrate trail climbs about 500 metres over two and a half kilometres of stone steps, among eucalyptus and low páramo plants. We leave early and keep a comfortable pace, stopping to catch our breath above 3,000 metres. At the top we have hot chocolate with cheese and almojábana, and ride the cable car down.",
      included: ["A mountain guide", "A Bogotá-style breakfast", "A cable car ticket down", "Walking poles"],
    },
  },
  {
    city: "bogota",
    category: "concert",
    colony: "usaquen",
    venue: "Casa de la Música Andina de Usaquén",
    address: "Carrera 6A # 119B-52, Usaquén, Bogotá",
    es: {
      title: "Concierto de tiple y bandola en Usaquén",
      summary:
        "Bambucos, pasillos y guabinas de la región andina interpretados por un trío de tiple, bandola y guitarra.",
      about:
        "El tiple y la bandola son los instrumentos de cuerda de la música andina colombiana, la que se toca en las montañas de Boyacá, Santander y el Eje Cafetero. Un trío de cuerdas interpreta bambucos, pasillos y guabinas, de los clásicos a composiciones recientes, en una casa colonial de Usaquén. Los músicos presentan cada pieza y su región.",
      included: ["Concierto en vivo", "Una copa de vino o un canelazo", "Lugar asignado", "Programa de mano"],
    },
    en: {
      title: "Tiple and bandola concert in Usaquén",
      summary: "Bambucos, pasillos and guabinas from the Andean region played by a trio of tiple, bandola and guitar.",
      about:
        "The tiple and the bandola are the string instruments of Colombia's Andean music, played in the mountains of Boyacá, Santander and the Coffee Region. A string trio plays bambucos, pasillos and guabinas, from classics to recent compositions, in a colonial house in Usaquén. The musicians introduce each piece and its region.",
      included: ["A live concert", "A glass of wine or a canelazo", "An assigned seat", "A printed programme"],
    },
  },

  // Medellín
  {
    city: "medellin",
    category: "tour",
    venue: "Estación San Javier",
    address: "Estación San Javier, Calle 44 con Carrera 99, Medellín",
    es: {
      title: "Recorrido de street art en la Comuna 13",
      summary:
        "Sube por las escaleras eléctricas de la Comuna 13 entre grafitis, hip hop y las historias de quienes transformaron el barrio.",
      about:
        "La Comuna 13 pasó de ser uno de los barrios más golpeados por la violencia a un símbolo de la transformación de Medellín. Con un guía nacido en el barrio subes por las escaleras eléctricas al aire libre, recorres los murales que cuentan su historia y escuchas a jóvenes del hip hop local. Es un recorrido respetuoso, que deja parte de lo recaudado en la comunidad.",
      included: [
        "Guía local del barrio",
        "Tiquetes de metro y metrocable",
        "Paleta de fruta artesanal",
        "Aporte a un colectivo del barrio",
      ],
    },
    en: {
      title: "Street art tour in Comuna 13",
      summary:
        "Ride the Comuna 13 outdoor escalators among graffiti, hip hop and the stories of the people who transformed the neighbourhood.",
      about:
        "Comuna 13 went from one of the neighbourhoods hardest hit by violence to a symbol of Medellín's transformation. With a guide born there you ride the open-air escalators, walk past murals that tell its story and listen to young local hip hop artists. It is a respectful tour that leaves part of the proceeds in the community.",
      included: [
        "A local guide from the neighbourhood",
        "Metro and cable car tickets",
        "A handmade fruit ice pop",
        "A contribution to a local collective",
      ],
    },
  },
  {
    city: "medellin",
    category: "tour",
    colony: "centro-la-candelaria",
    venue: "Plaza Minorista",
    address: "Carrera 57 # 55-35, Centro, Medellín",
    es: {
      title: "Recorrido de frutas exóticas en una plaza de mercado de Medellín",
      summary: "Prueba lulo, guanábana, granadilla, pitahaya y una docena de frutas que quizá nunca habías visto.",
      about:
        "Colombia es uno de los países con más variedad de frutas del mundo, y las plazas de mercado de Medellín son el mejor lugar para conocerlas. Con un guía recorres los puestos de frutas, pruebas más de doce variedades, como zapote, borojó, mangostino y uchuva, y aprendes a escogerlas maduras. Terminamos con un jugo preparado al momento.",
      included: [
        "Degustación de más de doce frutas",
        "Jugo natural",
        "Guía local",
        "Guía de frutas colombianas en PDF",
      ],
    },
    en: {
      title: "Exotic fruit tour in a Medellín market hall",
      summary: "Taste lulo, soursop, granadilla, dragon fruit and a dozen fruits you may never have seen.",
      about:
        "Colombia has one of the world's greatest varieties of fruit, and Medellín's market halls are the best place to meet them. With a guide you walk the fruit stalls, taste more than twelve kinds, such as zapote, borojó, mangosteen and cape gooseberry, and learn to pick them ripe. We finish with a freshly made juice.",
      included: [
        "A tasting of more than twelve fruits",
        "A fresh juice",
        "A local guide",
        "A Colombian fruit guide in PDF",
      ],
    },
  },
  {
    city: "medellin",
    category: "class",
    colony: "laureles",
    venue: "Salón de Baile Laureles",
    address: "Circular 1 # 70-12, Laureles, Medellín",
    es: {
      title: "Clase de tango en Laureles",
      summary: "Aprende el abrazo, la caminata y los primeros pasos del tango en la ciudad más tanguera de Colombia.",
      about:
        "Medellín vive el tango desde los años treinta, y todavía hay milongas cada semana en sus barrios. En esta clase para principiantes, una pareja de maestros te enseña el abrazo, la caminata y una secuencia básica, con mucha práctica y cambios de pareja. No hace falta venir acompañado ni tener experiencia.",
      included: [
        "Clase con dos maestros",
        "Agua y café",
        "Acceso a la práctica libre al final",
        "Video con la secuencia aprendida",
      ],
    },
    en: {
      title: "Tango class in Laureles",
      summary: "Learn the embrace, the walk and your first tango steps in Colombia's most tango-loving city.",
      about:
        "Medellín has lived for tango since the 1930s, and its neighbourhoods still hold milongas every week. In this beginners' class a pair of teachers shows you the embrace, the walk and a basic sequence, with plenty of practice and partner changes. You do not need a partner or any experience.",
      included: [
        "A class with two teachers",
        "Water and coffee",
        "Entry to the open practice afterwards",
        "A video of the sequence you learned",
      ],
    },
  },
  {
    city: "medellin",
    category: "nightlife",
    colony: "provenza",
    venue: "Parque Lleras",
    address: "Calle 10A con Carrera 37, El Poblado, Medellín",
    adults: true,
    es: {
      title: "Noche de rumba en Provenza con anfitrión local",
      summary:
        "Tres bares de Provenza, de la terraza tranquila a la pista de reguetón, con un anfitrión que conoce el barrio.",
      about:
        "Provenza y el Parque Lleras concentran la rumba de Medellín, con bares para todos los gustos en pocas cuadras. Un anfitrión local te lleva a tres de ellos, de una terraza de coctelería a una pista de reguetón y salsa, y se asegura de que entres sin filas. Incluye bebidas y consejos para moverte seguro por la noche.",
      included: [
        "Entrada sin fila a tres bares",
        "Tres bebidas",
        "Anfitrión local bilingüe",
        "Pedido de taxi seguro al terminar",
      ],
    },
    en: {
      title: "Night out in Provenza with a local host",
      summary: "Three Provenza bars, from a quiet terrace to a reggaeton dance floor, with a host who knows the area.",
      about:
        "Provenza and Parque Lleras are the heart of Medellín's nightlife, with bars for every taste within a few blocks. A local host takes you to three of them, from a cocktail terrace to a reggaeton and salsa floor, and makes sure you get in without queuing. Drinks and tips for getting around safely at night are included.",
      included: [
        "Queue-free entry to three bars",
        "Three drinks",
        "A bilingual local host",
        "A safe taxi booked at the end",
      ],
    },
  },
  {
    city: "medellin",
    category: "outdoor",
    colony: "ciudad-del-rio",
    venue: "Parque Ciudad del Río",
    address: "Carrera 48 con Calle 20, Ciudad del Río, Medellín",
    es: {
      title: "Recorrido en bicicleta por Ciudad del Río y los parques del río",
      summary:
        "Pedalea por las ciclorrutas junto al río Medellín, entre parques lineales y barrios del valle de Aburrá.",
      about:
        "Medellín ha construido kilómetros de ciclorrutas y parques junto al río que atraviesa el valle de Aburrá. Recorremos unos quince kilómetros entre Ciudad del Río, el Parque de los Pies Descalzos y el Jardín Botánico, con paradas para hablar de la historia urbana de la ciudad. Terminamos con un jugo y una arepa de chócolo.",
      included: ["Bicicleta y casco", "Guía ciclista", "Jugo y arepa de chócolo", "Seguro de accidentes"],
    },
    en: {
      title: "Bike ride through Ciudad del Río and the river parks",
      summary: "Ride the bike lanes along the Medellín river, past linear parks and the neighbourhoods of the valley.",
      about:
        "Medellín has built kilometres of bike lanes and parks along the river that runs through the Aburrá valley. We ride about fifteen kilometres between Ciudad del Río, the Barefoot Park and the Botanical Garden, stopping to talk about the city's urban history. We finish with a juice and a sweet-corn arepa.",
      included: ["Bike and helmet", "A cycling guide", "A juice and a sweet-corn arepa", "Accident insurance"],
    },
  },
  {
    city: "medellin",
    category: "concert",
    colony: "centro-la-candelaria",
    venue: "Teatro de Bolsillo del Centro",
    address: "Carrera 49 # 52-38, Centro, Medellín",
    es: {
      title: "Noche de trova paisa en el Centro de Medellín",
      summary: "Dos troveros se enfrentan en un duelo de versos improvisados, con humor paisa y guitarra en vivo.",
      about:
        "La trova paisa es un duelo de coplas improvisadas en el que dos troveros se responden con ingenio y mucho humor, acompañados por una guitarra. En este espectáculo, dos de los mejores troveros de Antioquia improvisan sobre temas que propone el público, y entre duelos suena música de parranda. Se disfruta más si entiendes algo de español, aunque el ritmo contagia igual.",
      included: [
        "Espectáculo en vivo",
        "Una bebida: cerveza, aguardiente o limonada",
        "Lugar asignado",
        "Empanadas para compartir",
      ],
    },
    en: {
      title: "Paisa trova night in Medellín's Centre",
      summary: "Two troveros face off in a duel of improvised verses, with paisa humour and live guitar.",
      about:
        "Trova paisa is a duel of improvised couplets in which two troveros answer each other with wit and plenty of humour, backed by a guitar. In this show two of Antioquia's best troveros improvise on topics suggested by the audience, with parranda music between rounds. It helps to understand some Spanish, though the rhythm is fun either way.",
      included: ["A live show", "One drink: beer, aguardiente or lemonade", "An assigned seat", "Empanadas to share"],
    },
  },

  // Cartagena
  {
    city: "cartagena",
    category: "tour",
    venue: "Torre del Reloj",
    address: "Plaza de los Coches, Centro Histórico, Cartagena de Indias",
    es: {
      title: "Recorrido por la Ciudad Amurallada y Getsemaní",
      summary:
        "Murallas, balcones de madera y plazas coloniales, con la historia de piratas, esclavizados y libertadores de Cartagena.",
      about:
        "Cartagena fue el puerto más fortificado del Caribe español y sus murallas aún rodean el centro histórico. Caminamos desde la Torre del Reloj por las plazas de los Coches, de la Aduana y de San Pedro Claver, subimos a la muralla y cruzamos a Getsemaní, el barrio popular que hoy se llena de murales. El guía cuenta la historia de la ciudad sin dejar fuera a quienes la construyeron.",
      included: ["Guía certificado", "Agua fría", "Limonada de coco", "Mapa del Centro Histórico"],
    },
    en: {
      title: "Walled City and Getsemaní walking tour",
      summary:
        "Walls, wooden balconies and colonial squares, with the story of Cartagena's pirates, enslaved people and liberators.",
      about:
        "Cartagena was the most fortified port of the Spanish Caribbean and its walls still ring the historic centre. We walk from the Clock Tower through the squares of Los Coches, La Aduana and San Pedro Claver, climb the wall and cross into Getsemaní, the working-class barrio now full of murals. The guide tells the city's story without leaving out the people who built it.",
      included: ["A certified guide", "Cold water", "A coconut lemonade", "A map of the Historic Centre"],
    },
  },
  {
    city: "cartagena",
    category: "class",
    venue: "Cocina Patio de Getsemaní",
    address: "Calle del Guerrero # 29-52, Getsemaní, Cartagena de Indias",
    es: {
      title: "Clase de cocina caribeña en Getsemaní",
      summary: "Cocina arroz con coco, pescado frito, patacones y suero costeño con una cocinera de Getsemaní.",
      about:
        "La cocina del Caribe colombiano gira alrededor del coco, el pescado y el plátano. Con una cocinera del barrio compras en el mercado, rallas coco para el arroz, fríes un pargo rojo con su limón y haces patacones y suero costeño. Comemos juntos en un patio con mangos y buganvillas.",
      included: [
        "Compras en el mercado con la cocinera",
        "Todos los ingredientes",
        "Comida con lo que prepares",
        "Jugo de corozo",
      ],
    },
    en: {
      title: "Caribbean cooking class in Getsemaní",
      summary: "Cook coconut rice, fried fish, patacones and suero costeño with a cook from Getsemaní.",
      about:
        "Colombian Caribbean cooking revolves around coconut, fish and plantain. With a cook from the neighbourhood you shop at the market, grate coconut for the rice, fry a red snapper with lime and make patacones and suero costeño. We eat together in a courtyard with mango trees and bougainvillea.",
      included: ["Market shopping with the cook", "All ingredients", "A meal of what you cook", "Corozo juice"],
    },
  },
  {
    city: "cartagena",
    category: "nightlife",
    venue: "Plaza de la Trinidad",
    address: "Plaza de la Trinidad, Getsemaní, Cartagena de Indias",
    adults: true,
    es: {
      title: "Noche de champeta en Getsemaní",
      summary:
        "Aprende los pasos básicos de la champeta y sal a bailarla en dos bares de Getsemaní con un bailarín local.",
      about:
        "La champeta nació en los barrios afro de Cartagena, mezclando ritmos africanos y caribeños con el sonido de los picós. Un bailarín local te enseña los pasos básicos en una terraza y después te lleva a dos bares de Getsemaní donde suenan champeta, salsa y música del Caribe hasta tarde. Incluye bebidas y mucha pista.",
      included: ["Clase básica de champeta", "Dos bebidas", "Entrada a dos bares", "Anfitrión bailarín"],
    },
    en: {
      title: "Champeta night in Getsemaní",
      summary: "Learn basic champeta steps and dance it in two Getsemaní bars with a local dancer.",
      about:
        "Champeta was born in Cartagena's Afro-Colombian barrios, blending African and Caribbean rhythms with the sound of the picó sound systems. A local dancer teaches you the basic steps on a terrace and then takes you to two Getsemaní bars playing champeta, salsa and Caribbean music until late. Drinks and plenty of dancing included.",
      included: ["A basic champeta class", "Two drinks", "Entry to two bars", "A dancer host"],
    },
  },
  {
    city: "cartagena",
    category: "outdoor",
    venue: "Muelle de pescadores de La Boquilla",
    address: "Vía al Mar, sector La Boquilla, Cartagena de Indias",
    es: {
      title: "Paseo en canoa por los manglares de La Boquilla",
      summary: "Navega en canoa entre túneles de manglar con pescadores de La Boquilla y aprende a lanzar la atarraya.",
      about:
        "Al norte de Cartagena, el corregimiento de La Boquilla conserva una ciénaga de manglares donde viven garzas, cangrejos y peces. En canoas de madera guiadas por pescadores de la comunidad cruzas túneles de manglar, aprendes a lanzar la atarraya y escuchas cómo se vive del mar. Terminamos con agua de coco en la playa.",
      included: [
        "Canoa con pescador guía",
        "Chaleco salvavidas",
        "Agua de coco",
        "Aporte a la cooperativa de pescadores",
      ],
    },
    en: {
      title: "Canoe ride through the La Boquilla mangroves",
      summary: "Paddle through mangrove tunnels with La Boquilla fishermen and learn to throw a cast net.",
      about:
        "North of Cartagena, the village of La Boquilla keeps a mangrove swamp home to herons, crabs and fish. In wooden canoes guided by local fishermen you cross mangrove tunnels, learn to throw the cast net and hear how people live from the sea. We finish with coconut water on the beach.",
      included: [
        "A canoe with a fisherman guide",
        "A life jacket",
        "Coconut water",
        "A contribution to the fishing cooperative",
      ],
    },
  },
  {
    city: "cartagena",
    category: "concert",
    venue: "Patio Cultural de San Diego",
    address: "Calle del Santísimo # 8-19, San Diego, Cartagena de Indias",
    es: {
      title: "Concierto de gaitas y tambores en San Diego",
      summary: "Gaita, tambor alegre y maracas: la música de los Montes de María que dio origen a la cumbia.",
      about:
        "Antes de llegar a las orquestas, la cumbia sonaba con gaitas de cardón, tambores y maracas en los pueblos de los Montes de María. Un grupo de gaiteros interpreta cumbias, porros y puyas tradicionales en un patio del barrio San Diego, y enseña al público a llevar el ritmo con palmas. Al final, quien quiera puede probar el tambor.",
      included: [
        "Concierto en vivo",
        "Una bebida: cerveza, jugo o ron",
        "Lugar asignado",
        "Mini clase de percusión al final",
      ],
    },
    en: {
      title: "Gaita and drum concert in San Diego",
      summary: "Gaita flute, tambor alegre and maracas: the Montes de María music that gave rise to cumbia.",
      about:
        "Before it reached the orchestras, cumbia was played on cactus-wood gaita flutes, drums and maracas in the villages of the Montes de María. A group of gaiteros plays traditional cumbias, porros and puyas in a courtyard in the San Diego barrio, and teaches the audience to keep the beat with their hands. At the end, anyone can try the drum.",
      included: [
        "A live concert",
        "One drink: beer, juice or rum",
        "An assigned seat",
        "A short percussion lesson at the end",
      ],
    },
  },

  // Cali
  {
    city: "cali",
    category: "class",
    venue: "Academia de Baile San Fernando",
    address: "Carrera 27 # 3-40, San Fernando, Cali",
    es: {
      title: "Clase de salsa caleña",
      summary: "Aprende el paso rápido y los giros de la salsa caleña con bailarines de las escuelas de la ciudad.",
      about:
        "Cali es la capital mundial de la salsa y tiene un estilo propio: pasos rápidos, mucho juego de pies y acrobacias. En esta clase para principiantes, dos bailarines de una escuela local te enseñan el paso básico caleño, los giros y una pequeña coreografía. Al terminar te recomiendan dónde salir a bailar esa misma noche.",
      included: [
        "Clase con dos bailarines profesionales",
        "Agua y bebida hidratante",
        "Video de la coreografía",
        "Lista de salsotecas recomendadas",
      ],
    },
    en: {
      title: "Cali-style salsa class",
      summary: "Learn the fast footwork and turns of Cali salsa with dancers from the city's schools.",
      about:
        "Cali is the world capital of salsa and has a style of its own: fast steps, intricate footwork and acrobatics. In this beginners' class two dancers from a local school teach you the basic Cali step, turns and a short routine. Afterwards they tell you where to go dancing that same night.",
      included: [
        "A class with two professional dancers",
        "Water and a sports drink",
        "A video of the routine",
        "A list of recommended salsa clubs",
      ],
    },
  },
  {
    city: "cali",
    category: "nightlife",
    venue: "Parque del barrio Obrero",
    address: "Carrera 10 con Calle 23, barrio Obrero, Cali",
    adults: true,
    es: {
      title: "Noche de salsoteca en el barrio Obrero",
      summary:
        "Baila con orquesta en vivo y escucha salsa brava en vinilo en dos salsotecas de la cuna de la salsa caleña.",
      about:
        "El barrio Obrero es la cuna de la salsa en Cali: aquí se bailaba con los discos que llegaban de Nueva York y de Cuba por el puerto de Buenaventura. Un anfitrión te lleva a una salsoteca de coleccionistas de vinilos y a una pista con orquesta en vivo, y te presenta a bailarines del barrio. Si tomaste la clase de salsa, esta es la noche para practicar.",
      included: ["Entrada a dos salsotecas", "Dos bebidas", "Anfitrión local", "Pedido de taxi seguro al terminar"],
    },
    en: {
      title: "Salsa club night in barrio Obrero",
      summary: "Dance to a live band and hear hard salsa on vinyl in two salsotecas in the cradle of Cali salsa.",
      about:
        "Barrio Obrero is the cradle of salsa in Cali: people danced here to records arriving from New York and Cuba through the port of Buenaventura. A host takes you to a vinyl collectors' salsoteca and a dance floor with a live band, and introduces you to local dancers. If you took the salsa class, this is the night to practise.",
      included: ["Entry to two salsotecas", "Two drinks", "A local host", "A safe taxi booked at the end"],
    },
  },
  {
    city: "cali",
    category: "tasting",
    venue: "Fuente de Sodas La Loma",
    address: "Carrera 10 # 1-45, San Antonio, Cali",
    es: {
      title: "Degustación de lulada, cholado y champús en San Antonio",
      summary:
        "Prueba las bebidas y postres fríos más caleños: lulada, cholado, champús, salpicón y pandebono recién horneado.",
      about:
        "El calor de Cali se combate con bebidas de fruta que no se encuentran en otra parte: lulada de lulo picado, cholado de hielo raspado con frutas y leche condensada, y champús de maíz con piña y lulo. En una casa del barrio San Antonio pruebas seis preparaciones y conoces sus frutas. Al final subimos a la colina de San Antonio para ver el atardecer.",
      included: [
        "Seis bebidas y postres típicos",
        "Pandebono y aborrajado",
        "Anfitriona local",
        "Caminata al mirador de San Antonio",
      ],
    },
    en: {
      title: "Lulada, cholado and champús tasting in San Antonio",
      summary: "Taste Cali's favourite cold drinks and treats: lulada, cholado, champús, salpicón and fresh pandebono.",
      about:
        "Cali beats the heat with fruit drinks you will not find elsewhere: lulada of chopped lulo, cholado of shaved ice with fruit and condensed milk, and corn champús with pineapple and lulo. In a house in the San Antonio barrio you taste six preparations and get to know their fruits. At the end we walk up San Antonio hill to watch the sunset.",
      included: [
        "Six traditional drinks and desserts",
        "Pandebono and aborrajado",
        "A local host",
        "A walk to the San Antonio lookout",
      ],
    },
  },
  {
    city: "cali",
    category: "tour",
    venue: "Capilla de San Antonio",
    address: "Carrera 10 con Calle 2, San Antonio, Cali",
    es: {
      title: "Recorrido a pie por San Antonio y el Centro de Cali",
      summary: "Casas coloniales, la iglesia de La Merced, el río Cali y las historias de la Sultana del Valle.",
      about:
        "San Antonio es el barrio colonial mejor conservado de Cali, con casas bajas de colores, talleres de artesanos y una colina con vista a toda la ciudad. Desde la capilla bajamos al Centro para ver la iglesia de La Merced, el bulevar del río y el Gato del Río, la escultura más querida de los caleños. Terminamos con un tinto y un pandebono.",
      included: ["Guía local", "Tinto y pandebono", "Agua", "Mapa de San Antonio"],
    },
    en: {
      title: "Walking tour of San Antonio and central Cali",
      summary: "Colonial houses, La Merced church, the Cali river and the stories of the Sultana del Valle.",
      about:
        "San Antonio is Cali's best-preserved colonial barrio, with low colourful houses, artisans' workshops and a hill overlooking the whole city. From the chapel we walk down to the Centre to see La Merced church, the river boulevard and the Cat of the River, the sculpture caleños love most. We finish with a tinto and a pandebono.",
      included: ["A local guide", "A tinto and a pandebono", "Water", "A map of San Antonio"],
    },
  },

  // San José (Costa Rica)
  {
    city: "san-jose",
    category: "tour",
    colony: "centro-san-jose",
    venue: "Mercado Central de San José",
    address: "Avenida Central, entre calles 6 y 8, San José",
    es: {
      title: "Recorrido por el Mercado Central y el San José histórico",
      summary:
        "Prueba gallos, cajetas y café chorreado en el Mercado Central y recorre los edificios históricos de la capital.",
      about:
        "El Mercado Central de San José abrió en 1880 y sigue siendo el lugar donde los josefinos compran hierbas, especias y comida casera. Lo recorremos probando un gallo de picadillo, una cajeta de leche y un café chorreado, y seguimos por el Teatro Nacional, la Avenida Central y el barrio Amón, con sus casonas de principios del siglo XX.",
      included: ["Cuatro degustaciones en el mercado", "Café chorreado", "Guía local certificado", "Mapa del centro"],
    },
    en: {
      title: "Central Market and historic San José tour",
      summary:
        "Taste gallos, cajetas and filter coffee in the Central Market and walk past the capital's historic buildings.",
      about:
        "San José's Central Market opened in 1880 and is still where locals buy herbs, spices and home cooking. We walk through it tasting a picadillo gallo, a milk cajeta and a café chorreado, then continue past the National Theatre, Avenida Central and Barrio Amón with its early 20th-century mansions.",
      included: [
        "Four tastings in the market",
        "Café chorreado (filter coffee)",
        "A certified local guide",
        "A map of the centre",
      ],
    },
  },
  {
    city: "san-jose",
    category: "tasting",
    colony: "barrio-escalante",
    venue: "Taproom de la Calle 33",
    address: "Calle 33, 100 m norte de la Iglesia Santa Teresita, Barrio Escalante, San José",
    adults: true,
    es: {
      title: "Cata de cervezas artesanales ticas en Barrio Escalante",
      summary:
        "Seis cervezas de microcervecerías costarricenses, de una cerveza de guanábana a una negra con café de Tarrazú.",
      about:
        "Barrio Escalante es el barrio gastronómico de San José y el centro de la escena cervecera artesanal del país. Un cervecero te guía por seis estilos de microcervecerías costarricenses, incluidas cervezas con frutas tropicales, cacao y café de Tarrazú, y explica cómo el clima cambia la fermentación. Se acompaña con patacones y chifrijo.",
      included: ["Seis cervezas de 150 ml", "Patacones y chifrijo", "Guía cervecero", "Vaso de cata de recuerdo"],
    },
    en: {
      title: "Costa Rican craft beer tasting in Barrio Escalante",
      summary: "Six beers from Costa Rican microbreweries, from a soursop ale to a stout brewed with Tarrazú coffee.",
      about:
        "Barrio Escalante is San José's food district and the centre of the country's craft beer scene. A brewer guides you through six styles from Costa Rican microbreweries, including beers with tropical fruit, cacao and Tarrazú coffee, and explains how the climate changes fermentation. Patacones and chifrijo come alongside.",
      included: ["Six 150 ml beers", "Patacones and chifrijo", "A brewer guide", "A tasting glass to keep"],
    },
  },
  {
    city: "san-jose",
    category: "class",
    colony: "barrio-amon",
    venue: "Casona Cocina Amón",
    address: "Avenida 9, entre calles 3 y 5, Barrio Amón, San José",
    es: {
      title: "Clase de cocina costarricense en Barrio Amón",
      summary:
        "Prepara gallo pinto, picadillo de arracache, tortillas palmeadas y chilero casero con una cocinera tica.",
      about:
        "La cocina costarricense es sencilla y sabrosa, hecha con frijoles, arroz, maíz y verduras de la huerta. Con una cocinera josefina preparas gallo pinto como se hace en casa, picadillo de arracache, tortillas palmeadas con queso y un chilero encurtido. Comemos juntos en el patio de una casona de Barrio Amón.",
      included: ["Ingredientes y utensilios", "Comida con lo que prepares", "Agua de sapo o café", "Recetas"],
    },
    en: {
      title: "Costa Rican cooking class in Barrio Amón",
      summary: "Make gallo pinto, arracache picadillo, hand-patted tortillas and homemade chilero with a Tica cook.",
      about:
        "Costa Rican cooking is simple and tasty, built on beans, rice, corn and garden vegetables. With a cook from San José you make gallo pinto the home way, arracache picadillo, hand-patted cheese tortillas and a pickled chilero. We eat together in the courtyard of a Barrio Amón mansion.",
      included: ["Ingredients and tools", "A meal of what you cook", "Agua de sapo or coffee", "Recipes"],
    },
  },
  {
    city: "san-jose",
    category: "concert",
    colony: "barrio-escalante",
    venue: "Foro Cultural Escalante",
    address: "Avenida 7, 200 m este del Farolito, Barrio Escalante, San José",
    es: {
      title: "Noche de calipso limonense en Barrio Escalante",
      summary:
        "Guitarra, banjo y bongós: el calipso afrocaribeño de Limón, con sus historias cantadas en inglés criollo.",
      about:
        "El calipso llegó a Limón con los trabajadores afrocaribeños que construyeron el ferrocarril, y allí se volvió una forma de contar las noticias y los chismes del pueblo. Un grupo de calipsonianos limonenses interpreta clásicos y canciones propias con guitarra, banjo, bongós y quijada, y explica las letras en español. Es un concierto para escuchar y también para bailar.",
      included: ["Concierto en vivo", "Una bebida", "Pan bon y patí limonense", "Lugar asignado"],
    },
    en: {
      title: "Limón calypso night in Barrio Escalante",
      summary: "Guitar, banjo and bongos: the Afro-Caribbean calypso of Limón, its stories sung in creole English.",
      about:
        "Calypso reached Limón with the Afro-Caribbean workers who built the railway, and there it became a way to tell the town's news and gossip. A group of Limón calypsonians plays classics and their own songs on guitar, banjo, bongos and jawbone, and explains the lyrics. It is a concert for listening and for dancing.",
      included: ["A live concert", "One drink", "Pan bon and Limón patties", "An assigned seat"],
    },
  },

  // Heredia
  {
    city: "heredia",
    category: "tour",
    venue: "Finca Cafetalera El Yigüirro",
    address: "Del Parque Central de Heredia, 2 km al norte, Heredia",
    es: {
      title: "Café de especialidad en el Valle Central: del cafetal a la taza",
      summary:
        "Recorre un cafetal en las faldas del volcán Barva, conoce el beneficio y cata los cafés de la finca con su productor.",
      about:
        "Las faldas del volcán Barva, en Heredia, dan algunos de los cafés más finos de Costa Rica gracias al suelo volcánico y la altura. Caminas entre los cafetos con el productor, ves cómo se despulpa y seca el grano en el beneficio y aprendes qué significan los procesos lavado, honey y natural. Terminamos con una cata de tres cafés de la finca.",
      included: [
        "Recorrido por el cafetal y el beneficio",
        "Cata de tres cafés",
        "Bocadillos típicos",
        "Bolsa de café de la finca",
      ],
    },
    en: {
      title: "Specialty coffee in the Central Valley: from farm to cup",
      summary:
        "Walk a coffee farm on the slopes of Barva volcano, visit the mill and cup the farm's coffees with the grower.",
      about:
        "The slopes of Barva volcano, in Heredia, grow some of Costa Rica's finest coffees thanks to volcanic soil and altitude. You walk among the coffee plants with the grower, see how the cherries are pulped and dried at the mill and learn what washed, honey and natural processes mean. We finish with a cupping of three of the farm's coffees.",
      included: [
        "A walk through the farm and mill",
        "A cupping of three coffees",
        "Traditional snacks",
        "A bag of the farm's coffee",
      ],
    },
  },
  {
    city: "heredia",
    category: "outdoor",
    venue: "Parque Central de Heredia",
    address: "Frente al Parque Central, Heredia",
    es: {
      title: "Caminata por el bosque nuboso en las faldas del Barva",
      summary:
        "Sube al bosque nuboso sobre Heredia para caminar entre robles, bromelias y quetzales, con transporte desde la ciudad.",
      about:
        "A menos de una hora de Heredia, el bosque nuboso del Barva guarda robles cubiertos de musgo, helechos gigantes y aves como el quetzal y el jilguero. Con un guía naturalista caminamos unos seis kilómetros por senderos de montaña, con paradas para observar aves con binoculares. Lleva abrigo: arriba la temperatura ronda los doce grados.",
      included: [
        "Transporte redondo desde Heredia",
        "Guía naturalista",
        "Binoculares",
        "Entrada al área protegida",
        "Merienda y café",
      ],
    },
    en: {
      title: "Cloud forest hike on the slopes of Barva",
      summary:
        "Head up to the cloud forest above Heredia to walk among oaks, bromeliads and quetzals, with transport from town.",
      about:
        "Less than an hour from Heredia, Barva's cloud forest holds moss-covered oaks, giant ferns and birds such as the quetzal and the black-faced solitaire. With a naturalist guide we hike about six kilometres of mountain trails, stopping to watch birds through binoculars. Bring a jacket: up there it is around twelve degrees.",
      included: [
        "Return transport from Heredia",
        "A naturalist guide",
        "Binoculars",
        "Entry to the protected area",
        "A snack and coffee",
      ],
    },
  },

  // La Fortuna
  {
    city: "la-fortuna",
    category: "outdoor",
    venue: "Parque Central de La Fortuna",
    address: "Frente al Parque Central, La Fortuna, San Carlos",
    es: {
      title: "Caminata por las coladas de lava del volcán Arenal",
      summary:
        "Camina sobre las coladas de lava de 1992 con vista al volcán Arenal y termina en aguas termales naturales.",
      about:
        "El volcán Arenal estuvo activo hasta 2010 y dejó campos de lava que hoy cubre un bosque joven. Con un guía naturalista caminamos por las coladas de 1992 y por bosque secundario, buscando tucanes, monos aulladores y pizotes, con vistas al cono del volcán y al lago Arenal. Terminamos en un río de aguas termales, ideal para relajar las piernas.",
      included: ["Transporte desde La Fortuna", "Guía naturalista", "Entrada al parque nacional", "Fruta y agua"],
    },
    en: {
      title: "Hike over the Arenal volcano lava flows",
      summary: "Walk over the 1992 lava flows with views of Arenal volcano and finish in natural hot springs.",
      about:
        "Arenal volcano was active until 2010 and left lava fields that a young forest now covers. With a naturalist guide we walk the 1992 flows and secondary forest looking for toucans, howler monkeys and coatis, with views of the volcano's cone and Lake Arenal. We finish in a hot-spring river, perfect for tired legs.",
      included: ["Transport from La Fortuna", "A naturalist guide", "Entry to the national park", "Fruit and water"],
    },
  },
  {
    city: "la-fortuna",
    category: "class",
    venue: "Finca de Cacao Los Tucanes",
    address: "Del Parque Central de La Fortuna, 3 km al sur, La Fortuna, San Carlos",
    es: {
      title: "Taller de chocolate: del cacao a la tableta en La Fortuna",
      summary: "Cosecha una mazorca de cacao, tuesta y muele los granos y prepara tu propia tableta de chocolate.",
      about:
        "El cacao se cultiva en la zona norte de Costa Rica desde tiempos precolombinos, cuando sus granos servían de moneda. En una finca familiar abres una mazorca, pruebas la pulpa, tuestas y descascarillas los granos y los mueles en piedra para hacer tu propia tableta. También pruebas chocolate caliente con chile y especias, como lo tomaban los pueblos originarios.",
      included: [
        "Recorrido por la finca de cacao",
        "Tu tableta de chocolate",
        "Degustación de chocolates de la finca",
        "Transporte desde el centro de La Fortuna",
      ],
    },
    en: {
      title: "Chocolate workshop: from cacao to bar in La Fortuna",
      summary: "Harvest a cacao pod, roast and grind the beans and make your own chocolate bar.",
      about:
        "Cacao has grown in northern Costa Rica since pre-Columbian times, when its beans served as money. On a family farm you open a pod, taste the pulp, roast and shell the beans and grind them on stone to make your own bar. You also taste hot chocolate with chilli and spices, as the first peoples drank it.",
      included: [
        "A walk through the cacao farm",
        "Your own chocolate bar",
        "A tasting of the farm's chocolates",
        "Transport from central La Fortuna",
      ],
    },
  },
];
