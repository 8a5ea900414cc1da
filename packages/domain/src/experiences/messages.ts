import type { Language } from "@sobremesa/contracts";

const problems = {
  notFound: { es: "No encontramos ese plan.", en: "We couldn't find that thing to do." },
  sessionNotFound: {
    es: "Esa fecha ya no está disponible; elige otra.",
    en: "That date is no longer available; choose another one.",
  },
  salesClosed: {
    es: "La venta para esa fecha ya cerró; elige otra fecha.",
    en: "Sales for that date have closed; choose another date.",
  },
  soldOut: {
    es: "Ya no quedan suficientes lugares para esa fecha. Elige menos boletos u otra fecha.",
    en: "There are not enough seats left for that date. Choose fewer tickets or another date.",
  },
  ticketLimit: {
    es: "Puedes comprar hasta {limit} boletos por pedido para esta fecha.",
    en: "You can buy up to {limit} tickets per order for this date.",
  },
  noTickets: { es: "Elige al menos un boleto.", en: "Choose at least one ticket." },
  ticketTypeUnknown: {
    es: "Uno de los boletos elegidos ya no está a la venta; vuelve a elegir.",
    en: "One of the chosen tickets is no longer on sale; please choose again.",
  },
  phoneInvalid: {
    es: "El teléfono no es válido para ese país; revisa la lada y el número.",
    en: "The phone number is not valid for that country; check the dial code and number.",
  },
  savedCardUnknown: {
    es: "No encontramos esa tarjeta en tu cuenta; elige otra o usa una nueva.",
    en: "We couldn't find that card in your account; choose another one or use a new card.",
  },
  orderNotFound: {
    es: "No encontramos un pedido con ese código y correo.",
    en: "We couldn't find an order with that code and e-mail.",
  },
  holdExpired: {
    es: "Tu reserva de lugares expiró y no se hizo ningún cargo. Vuelve a intentarlo.",
    en: "Your seat hold expired and nothing was charged. Please try again.",
  },
  ticketNotFound: { es: "Boleto no válido.", en: "Invalid ticket." },
  ticketNotPaid: { es: "Este boleto no está pagado.", en: "This ticket has not been paid." },
  checkedIn: { es: "Este boleto ya se usó.", en: "This ticket has already been used." },
  venueKey: { es: "La clave del lugar no corresponde a este boleto.", en: "The venue key does not match this ticket." },
} as const;

export type ExperienceProblem = keyof typeof problems;

export function experienceMessage(
  problem: ExperienceProblem,
  language: Language,
  values: Record<string, string | number> = {},
) {
  return problems[problem][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

export interface OrderMessageContext {
  name: string;
  title: string;
  /** Formatted in the venue's zone and the buyer's language. */
  when: string;
  venue: string;
  address: string;
  code: string;
  tickets: number;
  total: string;
  /** When the charge went through, in the venue's zone: the e-mail is the purchase's receipt. */
  paidOn: string;
  orderUrl: string;
}

export function orderConfirmation(language: Language, c: OrderMessageContext) {
  const subject =
    language === "es" ? `Tus boletos para ${c.title} (${c.code})` : `Your tickets for ${c.title} (${c.code})`;
  const lines =
    language === "es"
      ? [
          `Hola ${c.name}, tu compra está confirmada.`,
          `${c.title} · ${c.when}`,
          `${c.venue}, ${c.address}`,
          `${c.tickets} ${c.tickets === 1 ? "boleto" : "boletos"} · Total ${c.total}`,
          `Recibo: pagaste ${c.total} con tarjeta el ${c.paidOn} (pedido ${c.code}).`,
          `Tus boletos con código QR: ${c.orderUrl}`,
        ]
      : [
          `Hi ${c.name}, your purchase is confirmed.`,
          `${c.title} · ${c.when}`,
          `${c.venue}, ${c.address}`,
          `${c.tickets} ${c.tickets === 1 ? "ticket" : "tickets"} · Total ${c.total}`,
          `Receipt: you paid ${c.total} by card on ${c.paidOn} (order ${c.code}).`,
          `Your tickets with QR codes: ${c.orderUrl}`,
        ];
  const body = lines.join("\n");
  return { subject, body, whatsapp: `${subject}\n${body}` };
}

export function orderReminder(language: Language, c: OrderMessageContext) {
  const subject = language === "es" ? `Mañana: ${c.title}` : `Tomorrow: ${c.title}`;
  const body =
    language === "es"
      ? [
          `Hola ${c.name}, te esperamos mañana.`,
          `${c.title} · ${c.when}`,
          `${c.venue}, ${c.address}`,
          `Tus boletos: ${c.orderUrl}`,
        ].join("\n")
      : [
          `Hi ${c.name}, see you tomorrow.`,
          `${c.title} · ${c.when}`,
          `${c.venue}, ${c.address}`,
          `Your tickets: ${c.orderUrl}`,
        ].join("\n");
  return { subject, body };
}

/** The calendar entry's words; `pageUrl` is the order's page, which asks for the buyer's e-mail. */
export function orderCalendarText(
  language: Language,
  c: Pick<OrderMessageContext, "title" | "code"> & { pageUrl: string },
) {
  return {
    title: c.title,
    description:
      language === "es"
        ? `Pedido ${c.code} en Sobremesa. Muestra el código QR de tu boleto en la entrada.\nTus boletos: ${c.pageUrl}`
        : `Order ${c.code} on Sobremesa. Show your ticket's QR code at the door.\nYour tickets: ${c.pageUrl}`,
  };
}
