import type { Language, PlanCode } from "@sobremesa/contracts";

/** What each plan offers, as the landing and the checkout say it. */
const copy: Record<Exclude<PlanCode, "premium-b">, Record<Language, { description: string; benefits: string[] }>> = {
  premium: {
    es: {
      description: "Descuentos en restaurantes, bares y antros, y prioridad cuando reservas.",
      benefits: [
        "Hasta 15% de descuento en la cuenta en lugares participantes",
        "Prioridad en lista de espera en lugares llenos",
        "Sin cargo de garantía al reservar",
        "Cancela cuando quieras, sin penalización",
      ],
    },
    en: {
      description: "Discounts at restaurants, bars and nightclubs, and priority when you book.",
      benefits: [
        "Up to 15% off the bill at participating places",
        "Priority on the waitlist at full places",
        "No deposit when you book",
        "Cancel any time, no penalty",
      ],
    },
  },
  plus: {
    es: {
      description: "Todo lo de Premium, más concierge personal y experiencias exclusivas.",
      benefits: [
        "Hasta 25% de descuento en la cuenta en lugares participantes",
        "Concierge personal por WhatsApp para tus ocasiones especiales",
        "Acceso anticipado a experiencias y eventos",
        "Todo lo de Premium incluido",
      ],
    },
    en: {
      description: "Everything in Premium, plus a personal concierge and exclusive experiences.",
      benefits: [
        "Up to 25% off the bill at participating places",
        "A personal WhatsApp concierge for special occasions",
        "Early access to experiences and events",
        "Everything in Premium included",
      ],
    },
  },
};

/** What each plan offers; premium-b is premium at another price, so it says the same. */
export const planCopy: Record<PlanCode, Record<Language, { description: string; benefits: string[] }>> = {
  ...copy,
  "premium-b": copy.premium,
};
