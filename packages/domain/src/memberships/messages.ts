import type { Language } from "@sobremesa/contracts";

/** What the member reads when a billing call fails: what happened and what to do, never internals. */
const problems = {
  paymentMethodRequired: {
    es: "Agrega una tarjeta para continuar.",
    en: "Add a card to continue.",
  },
  paymentMethodNotFound: {
    es: "No encontramos esa tarjeta en tu cuenta.",
    en: "We couldn't find that card in your account.",
  },
  paymentMethodInUse: {
    es: "Es la única tarjeta de tu membresía: agrega otra antes de eliminarla.",
    en: "It is your membership's only card: add another one before removing it.",
  },
  alreadySubscribed: {
    es: "Ya tienes una membresía activa.",
    en: "You already have an active membership.",
  },
  subscriptionInProgress: {
    es: "Ya estamos activando tu membresía en otra solicitud. Espera unos segundos y recarga la página antes de volver a intentarlo.",
    en: "Your membership is already being set up in another request. Wait a few seconds and reload the page before trying again.",
  },
  trialTaken: {
    es: "Ya usaste tu prueba gratis; puedes suscribirte con el primer mes pagado.",
    en: "You have already used your free trial; you can subscribe with the first month paid.",
  },
  subscriptionNotFound: {
    es: "No encontramos esa membresía en tu cuenta.",
    en: "We couldn't find that membership in your account.",
  },
  planNotAvailable: {
    es: "Ese plan no está disponible en tu país.",
    en: "That plan is not available in your country.",
  },
  couponInvalid: {
    es: "El cupón no es válido o ya expiró.",
    en: "The coupon is not valid or has expired.",
  },
  couponTaken: {
    es: "Ya usaste un cupón en tu cuenta.",
    en: "You have already used a coupon on your account.",
  },
  offerUnavailable: {
    es: "Esta oferta ya no está disponible para tu membresía.",
    en: "This offer is no longer available for your membership.",
  },
  emailMismatch: {
    es: "Solo puedes consultar y cambiar la membresía de tu propia cuenta.",
    en: "You can only see and change your own account's membership.",
  },
  offerApplied: {
    es: "¡Listo! Tu descuento de {percent}% se aplicará en tus próximos {months} meses.",
    en: "Done! Your {percent}% discount applies to your next {months} months.",
  },
} as const;

export type MembershipProblem = keyof typeof problems;

export function membershipMessage(
  problem: MembershipProblem,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return problems[problem][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

export type MembershipTemplate =
  | "membership-welcome"
  | "membership-charge-notice"
  | "membership-payment-failed"
  | "membership-cancelled"
  | "membership-ended"
  | "membership-receipt"
  | "membership-refunded";

export interface MembershipMessageContext {
  name: string;
  planName: string;
  /** Formatted in the member's language and currency. */
  amount: string;
  /** Formatted dates. */
  chargeDate: string;
  endDate: string;
  panelUrl: string;
  trial: boolean;
  /** The charge a receipt or a refund is about. */
  charge?: { number: string; amount: string; paidOn: string; period: string; url: string };
}

const noCharge = { number: "", amount: "", paidOn: "", period: "", url: "" };

const texts: Record<
  MembershipTemplate,
  Record<Language, (c: MembershipMessageContext) => { subject: string; lines: string[] }>
> = {
  "membership-receipt": {
    es: (c) => {
      const charge = c.charge ?? noCharge;
      return {
        subject: `Recibo de ${c.planName}: ${charge.amount}`,
        lines: [
          `Hola ${c.name}, recibimos tu pago de ${charge.amount} por ${c.planName}.`,
          `Factura ${charge.number} · pagada el ${charge.paidOn} · periodo ${charge.period}.`,
          `Consulta o descarga tu factura: ${charge.url}`,
        ],
      };
    },
    en: (c) => {
      const charge = c.charge ?? noCharge;
      return {
        subject: `Your ${c.planName} receipt: ${charge.amount}`,
        lines: [
          `Hi ${c.name}, we received your payment of ${charge.amount} for ${c.planName}.`,
          `Invoice ${charge.number} · paid on ${charge.paidOn} · period ${charge.period}.`,
          `See or download your invoice: ${charge.url}`,
        ],
      };
    },
  },
  "membership-refunded": {
    es: (c) => {
      const charge = c.charge ?? noCharge;
      return {
        subject: `Te devolvimos ${charge.amount} de ${c.planName}`,
        lines: [
          `Hola ${c.name}, se hizo un cargo duplicado de ${charge.amount} por ${c.planName} (factura ${charge.number}) y ya te lo devolvimos a tu tarjeta; puede tardar unos días en verse en tu estado de cuenta.`,
          `Tu membresía sigue igual: ${c.panelUrl}`,
        ],
      };
    },
    en: (c) => {
      const charge = c.charge ?? noCharge;
      return {
        subject: `We refunded ${charge.amount} of ${c.planName}`,
        lines: [
          `Hi ${c.name}, a duplicate charge of ${charge.amount} for ${c.planName} (invoice ${charge.number}) was made and we have refunded it to your card; it may take a few days to show on your statement.`,
          `Your membership is unchanged: ${c.panelUrl}`,
        ],
      };
    },
  },
  "membership-welcome": {
    es: (c) => ({
      subject: `Bienvenido a ${c.planName}`,
      lines: [
        `Hola ${c.name}, ya eres miembro de ${c.planName}.`,
        c.trial
          ? `Tu prueba gratis termina el ${c.chargeDate}; después el cargo es de ${c.amount} al mes. Te avisaremos 5 días antes.`
          : `Tu próximo cargo de ${c.amount} será el ${c.chargeDate}. Te avisaremos 5 días antes.`,
        `Administra tu membresía: ${c.panelUrl}`,
      ],
    }),
    en: (c) => ({
      subject: `Welcome to ${c.planName}`,
      lines: [
        `Hi ${c.name}, you are now a ${c.planName} member.`,
        c.trial
          ? `Your free trial ends on ${c.chargeDate}; then the charge is ${c.amount} a month. We will remind you 5 days before.`
          : `Your next charge of ${c.amount} is on ${c.chargeDate}. We will remind you 5 days before.`,
        `Manage your membership: ${c.panelUrl}`,
      ],
    }),
  },
  "membership-charge-notice": {
    es: (c) => ({
      subject: c.trial
        ? `Tu prueba gratis de ${c.planName} termina en 5 días`
        : `Tu membresía ${c.planName} se renueva en 5 días`,
      lines: [
        `Hola ${c.name}, el ${c.chargeDate} cargaremos ${c.amount} a tu tarjeta por ${c.planName}.`,
        `Si no quieres continuar, cancela antes de esa fecha sin costo: ${c.panelUrl}`,
      ],
    }),
    en: (c) => ({
      subject: c.trial
        ? `Your ${c.planName} free trial ends in 5 days`
        : `Your ${c.planName} membership renews in 5 days`,
      lines: [
        `Hi ${c.name}, on ${c.chargeDate} we will charge ${c.amount} to your card for ${c.planName}.`,
        `If you do not want to continue, cancel before that date at no cost: ${c.panelUrl}`,
      ],
    }),
  },
  "membership-payment-failed": {
    es: (c) => ({
      subject: `No pudimos cobrar tu membresía ${c.planName}`,
      lines: [
        `Hola ${c.name}, tu banco no aprobó el cargo de ${c.amount}. Tus beneficios siguen activos hasta el ${c.endDate} mientras volvemos a intentarlo.`,
        `Actualiza tu tarjeta: ${c.panelUrl}`,
      ],
    }),
    en: (c) => ({
      subject: `We couldn't charge your ${c.planName} membership`,
      lines: [
        `Hi ${c.name}, your bank did not approve the ${c.amount} charge. Your benefits stay active until ${c.endDate} while we try again.`,
        `Update your card: ${c.panelUrl}`,
      ],
    }),
  },
  "membership-cancelled": {
    es: (c) => ({
      subject: `Cancelaste tu membresía ${c.planName}`,
      lines: [
        `Hola ${c.name}, tu membresía quedó cancelada. Tus beneficios siguen hasta el ${c.endDate}.`,
        `Tu cuenta: ${c.panelUrl}`,
      ],
    }),
    en: (c) => ({
      subject: `You cancelled your ${c.planName} membership`,
      lines: [
        `Hi ${c.name}, your membership is cancelled. Your benefits last until ${c.endDate}.`,
        `Your account: ${c.panelUrl}`,
      ],
    }),
  },
  "membership-ended": {
    es: (c) => ({
      subject: `Tu membresía ${c.planName} terminó`,
      lines: [`Hola ${c.name}, tu membresía terminó el ${c.endDate}. Puedes volver cuando quieras: ${c.panelUrl}`],
    }),
    en: (c) => ({
      subject: `Your ${c.planName} membership has ended`,
      lines: [`Hi ${c.name}, your membership ended on ${c.endDate}. You can come back any time: ${c.panelUrl}`],
    }),
  },
};

export function membershipEmail(template: MembershipTemplate, language: Language, context: MembershipMessageContext) {
  const { subject, lines } = texts[template][language](context);
  return { subject, body: lines.join("\n") };
}

/** The WhatsApp texts of the system API's club widgets (welcome and unsubscribe). */
export function membershipWhatsapp(
  kind: "welcome" | "unsubscribe",
  language: Language,
  context: MembershipMessageContext,
) {
  if (kind === "welcome") {
    return language === "es"
      ? `¡Hola ${context.name}! Bienvenido a ${context.planName}. Muestra tu membresía al reservar para obtener tus descuentos. ${context.panelUrl}`
      : `Hi ${context.name}! Welcome to ${context.planName}. Book through Sobremesa to get your member discounts. ${context.panelUrl}`;
  }
  return language === "es"
    ? `Hola ${context.name}, cancelaste ${context.planName}. Tus beneficios siguen hasta el ${context.endDate}. ¡Te esperamos de vuelta!`
    : `Hi ${context.name}, you cancelled ${context.planName}. Your benefits last until ${context.endDate}. Hope to see you back!`;
}
