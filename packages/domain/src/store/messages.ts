import type { Language, StoreOrderStatus } from "@sobremesa/contracts";

const problems = {
  storeNotFound: { es: "No encontramos esa tienda.", en: "We couldn't find that store." },
  productNotFound: { es: "No encontramos ese producto.", en: "We couldn't find that product." },
  variantNotFound: {
    es: "Esa presentación ya no está a la venta; elige otra.",
    en: "That option is no longer on sale; choose another one.",
  },
  outOfStock: {
    es: "Ya no hay suficientes piezas de {product}: quedan {stock}.",
    en: "There are not enough units of {product} left: {stock} remaining.",
  },
  soldOut: { es: "{product} se agotó.", en: "{product} is sold out." },
  otherStore: {
    es: "Tu carrito tiene productos de {store}. Vacíalo para comprar en otra tienda.",
    en: "Your cart holds products from {store}. Empty it to buy from another store.",
  },
  itemLimit: {
    es: "Puedes llevar hasta {limit} piezas de cada producto.",
    en: "You can take up to {limit} units of each product.",
  },
  lineLimit: {
    es: "Tu carrito admite hasta {limit} productos distintos.",
    en: "Your cart holds up to {limit} different products.",
  },
  cartEmpty: { es: "Tu carrito está vacío.", en: "Your cart is empty." },
  cartChanged: {
    es: "Tu carrito cambió mientras pagabas; revísalo y vuelve a intentarlo. No se hizo ningún cargo.",
    en: "Your cart changed while you were paying; review it and try again. Nothing was charged.",
  },
  shippingUnknown: {
    es: "Esa forma de envío no está disponible; elige otra.",
    en: "That delivery option is not available; choose another one.",
  },
  addressCountry: {
    es: "Esta tienda solo envía dentro de {country}; usa una dirección de ese país.",
    en: "This store only ships within {country}; use an address in that country.",
  },
  stateUnknown: {
    es: "Elige un estado, departamento o provincia de la lista.",
    en: "Choose a state, department or province from the list.",
  },
  postalCodeState: {
    es: "El código postal {postalCode} no es de {state}; revisa el código postal o el estado.",
    en: "The postal code {postalCode} is not in {state}; check the postal code or the state.",
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
    es: "No encontramos un pedido con ese número y correo.",
    en: "We couldn't find an order with that number and e-mail.",
  },
  holdExpired: {
    es: "Tu pedido expiró antes de pagarse y no se hizo ningún cargo. Vuelve a intentarlo.",
    en: "Your order expired before it was paid and nothing was charged. Please try again.",
  },
  cartCheckedOut: {
    es: "Este carrito ya se está pagando o ya se pagó en otra ventana. Revisa tus pedidos antes de volver a pagar: no se hizo un segundo cargo.",
    en: "This cart is already being paid for, or was paid, in another window. Check your orders before paying again: nothing was charged a second time.",
  },
  notCancellable: {
    es: "Este pedido ya no se puede cancelar: la tienda ya lo está preparando.",
    en: "This order can no longer be cancelled: the store is already preparing it.",
  },
  statusInvalid: {
    es: "Un pedido {from} no puede quedar {to}.",
    en: "An order that is {from} cannot become {to}.",
  },
} as const;

export type StoreProblem = keyof typeof problems;

/** An order's status as a word in a sentence ("Un pedido enviado no puede pasar a preparándose"). */
const STATUS_WORDS: Record<StoreOrderStatus, Record<Language, string>> = {
  pending_payment: { es: "pendiente de pago", en: "awaiting payment" },
  paid: { es: "pagado", en: "paid" },
  preparing: { es: "en preparación", en: "being prepared" },
  shipped: { es: "enviado", en: "shipped" },
  delivered: { es: "entregado", en: "delivered" },
  cancelled: { es: "cancelado", en: "cancelled" },
  expired: { es: "vencido", en: "expired" },
  refunded: { es: "reembolsado", en: "refunded" },
};

export function statusWord(status: StoreOrderStatus, language: Language): string {
  return STATUS_WORDS[status][language];
}

export function storeMessage(problem: StoreProblem, language: Language, values: Record<string, string | number> = {}) {
  return problems[problem][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

export interface StoreOrderMessageContext {
  name: string;
  number: string;
  store: string;
  items: string[];
  total: string;
  tax: string;
  delivery: string;
  address: string;
  /** When the charge went through: the e-mail is the order's receipt. */
  paidOn: string;
  orderUrl: string;
}

export function orderConfirmation(language: Language, c: StoreOrderMessageContext) {
  const subject =
    language === "es"
      ? `Recibimos tu pedido ${c.number} de ${c.store}`
      : `We got your order ${c.number} from ${c.store}`;
  const lines =
    language === "es"
      ? [
          `Hola ${c.name}, tu pago está confirmado y ${c.store} ya tiene tu pedido.`,
          ...c.items,
          `Total ${c.total} (incluye IVA ${c.tax})`,
          `Recibo: pagaste ${c.total} con tarjeta el ${c.paidOn} (pedido ${c.number}).`,
          `Envío: ${c.delivery}`,
          `A: ${c.address}`,
          `Sigue tu pedido: ${c.orderUrl}`,
        ]
      : [
          `Hi ${c.name}, your payment is confirmed and ${c.store} has your order.`,
          ...c.items,
          `Total ${c.total} (includes VAT ${c.tax})`,
          `Receipt: you paid ${c.total} by card on ${c.paidOn} (order ${c.number}).`,
          `Delivery: ${c.delivery}`,
          `To: ${c.address}`,
          `Track your order: ${c.orderUrl}`,
        ];
  const body = lines.join("\n");
  return { subject, body, whatsapp: `${subject}\n${c.orderUrl}` };
}

export function orderShipped(
  language: Language,
  c: { name: string; number: string; tracking: string | null; orderUrl: string },
) {
  const subject = language === "es" ? `Tu pedido ${c.number} va en camino` : `Your order ${c.number} is on its way`;
  const tracking = c.tracking ? (language === "es" ? `Guía: ${c.tracking}` : `Tracking number: ${c.tracking}`) : null;
  const lines =
    language === "es"
      ? [`Hola ${c.name}, tu pedido salió de la tienda.`, tracking, `Síguelo aquí: ${c.orderUrl}`]
      : [`Hi ${c.name}, your order has left the store.`, tracking, `Follow it here: ${c.orderUrl}`];
  return { subject, body: lines.filter(Boolean).join("\n") };
}

export function orderRefunded(language: Language, c: { name: string; number: string; total: string }) {
  const subject = language === "es" ? `Cancelaste tu pedido ${c.number}` : `You cancelled your order ${c.number}`;
  const body =
    language === "es"
      ? `Hola ${c.name}, cancelamos tu pedido y reembolsamos ${c.total} a tu tarjeta. Puede tardar unos días en verse en tu estado de cuenta.`
      : `Hi ${c.name}, we cancelled your order and refunded ${c.total} to your card. It may take a few days to show on your statement.`;
  return { subject, body };
}
