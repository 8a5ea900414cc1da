import { z } from "zod";

const place = z.object({ name: z.string().min(1), address: z.string().min(1) });
const instant = z.iso.datetime({ offset: true });

const tableReservation = z.object({
  type: z.literal("FoodEstablishmentReservation"),
  reservationNumber: z.string().min(1),
  status: z.enum(["Confirmed", "Cancelled"]),
  underName: z.string().min(1),
  place,
  startTime: instant,
  partySize: z.number().int().positive(),
  url: z.url().optional(),
});

const eventReservation = z.object({
  type: z.literal("EventReservation"),
  reservationNumber: z.string().min(1),
  status: z.enum(["Confirmed", "Cancelled"]),
  underName: z.string().min(1),
  event: z.object({ name: z.string().min(1), startDate: instant, place }),
  numSeats: z.number().int().positive(),
  url: z.url().optional(),
});

const order = z.object({
  type: z.literal("Order"),
  orderNumber: z.string().min(1),
  status: z.enum(["OrderProcessing", "OrderInTransit", "OrderDelivered", "OrderCancelled"]),
  merchant: z.string().min(1),
  customer: z.string().min(1),
  /** Minor units (cents: every currency we take has two decimals on the wire). */
  totalMinor: z.number().int().nonnegative(),
  currency: z.string().length(3),
  url: z.url().optional(),
});

/**
 * What an e-mail's HTML part needs beyond its text, stored on the outbox row (`details`): the
 * facts mail clients read as schema.org markup. Kept as facts, not markup, so the row stays small
 * and the markup can change without touching the domains.
 */
export const emailDetailsSchema = z.object({
  markup: z.discriminatedUnion("type", [tableReservation, eventReservation, order]).optional(),
});

export type EmailDetails = z.infer<typeof emailDetailsSchema>;
export type EmailMarkup = NonNullable<EmailDetails["markup"]>;

const address = (value: z.infer<typeof place>) => ({
  "@type": "Place",
  name: value.name,
  address: { "@type": "PostalAddress", streetAddress: value.address },
});

/** The schema.org JSON-LD of a message's facts (Gmail's and Outlook's reservation and order cards). */
export function jsonLd(markup: EmailMarkup): Record<string, unknown> {
  const context = "https://schema.org";
  switch (markup.type) {
    case "FoodEstablishmentReservation":
      return {
        "@context": context,
        "@type": markup.type,
        reservationNumber: markup.reservationNumber,
        reservationStatus: `${context}/Reservation${markup.status}`,
        underName: { "@type": "Person", name: markup.underName },
        reservationFor: { ...address(markup.place), "@type": "FoodEstablishment" },
        startTime: markup.startTime,
        partySize: markup.partySize,
        ...(markup.url ? { url: markup.url, modifyReservationUrl: markup.url } : {}),
      };
    case "EventReservation":
      return {
        "@context": context,
        "@type": markup.type,
        reservationNumber: markup.reservationNumber,
        reservationStatus: `${context}/Reservation${markup.status}`,
        underName: { "@type": "Person", name: markup.underName },
        reservationFor: {
          "@type": "Event",
          name: markup.event.name,
          startDate: markup.event.startDate,
          location: address(markup.event.place),
        },
        numSeats: markup.numSeats,
        ...(markup.url ? { url: markup.url } : {}),
      };
    case "Order":
      return {
        "@context": context,
        "@type": markup.type,
        orderNumber: markup.orderNumber,
        orderStatus: `${context}/${markup.status}`,
        merchant: { "@type": "Organization", name: markup.merchant },
        customer: { "@type": "Person", name: markup.customer },
        price: (markup.totalMinor / 100).toFixed(2),
        priceCurrency: markup.currency.toUpperCase(),
        ...(markup.url ? { url: markup.url } : {}),
      };
  }
}

/** The stored facts, or none when the row has none or they no longer parse (the mail goes anyway). */
export function readEmailDetails(value: unknown): EmailDetails {
  const parsed = emailDetailsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}
