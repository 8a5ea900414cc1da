import { z } from "zod";
import { calendarDateInput, idInput, MAX_DB_INTEGER, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { sandboxCard } from "../memberships/schemas.ts";
import { orderStatuses } from "../orders.ts";
import { publicPhoto } from "../partners/profile.ts";

/**
 * Things to do on the main web API: listings by location and filters, an experience with
 * its sessions and ticket types, orders (hold, pay, confirm; an Idempotency-Key on purchase), the
 * order page and the venues' check-in. Money is an integer of minor units plus its currency; a
 * session's date and time are the venue's wall clock.
 */

export const experienceCategories = ["tour", "tasting", "concert", "class", "nightlife", "outdoor"] as const;
export type ExperienceCategory = (typeof experienceCategories)[number];

/** The listing path's filter segment for each category, per language (/planes-que-hacer/mx/.../catas/). */
export const experienceCategorySlugs: Record<"es" | "en", Record<ExperienceCategory, string>> = {
  es: {
    tour: "tours",
    tasting: "catas-y-degustaciones",
    concert: "conciertos",
    class: "clases-y-talleres",
    nightlife: "vida-nocturna",
    outdoor: "aire-libre",
  },
  en: {
    tour: "tours",
    tasting: "tastings",
    concert: "concerts",
    class: "classes-and-workshops",
    nightlife: "nightlife",
    outdoor: "outdoors",
  },
};

/** A ticket order's status: the one status set of every order. */
export const experienceOrderStatuses = orderStatuses;
export type ExperienceOrderStatus = (typeof experienceOrderStatuses)[number];

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });
const slugField = z
  .string()
  .trim()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9-]+$/, "a slug");
const localDate = calendarDateInput;

export const experienceListingQuery = z.object({
  country: z.enum(["mx", "co", "cr"]).default("mx"),
  /** State and city (or colony) slugs of the listing path. */
  state: slugField.optional(),
  city: slugField.optional(),
  category: z.enum(experienceCategories).optional(),
  /** Sessions on or after / before these dates (the venue's calendar). */
  from: localDate.optional(),
  to: localDate.optional(),
  /** Cheapest ticket at most this much, in minor units of the country's currency. */
  price_max: z.coerce.number<string | number>().int().positive().max(MAX_DB_INTEGER).optional(),
  page: z.coerce.number<string | number>().int().min(1).max(100).default(1),
  lang: z.enum(languages).default("es"),
  v: textInput().max(20).optional(),
});
export type ExperienceListingQuery = z.input<typeof experienceListingQuery>;

export const experienceCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(experienceCategories),
  country_code: z.string(),
  state: z.object({ name: z.string(), slug: z.string() }),
  city: z.object({ name: z.string(), slug: z.string() }),
  venue_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  price_from: money,
  member_discount_percent: z.number().int().nullable(),
  /** The next session on sale, as an instant. */
  next_session: z.string().nullable(),
  /** When it was put on sale: its tickets are sold from then on (ISO instant). */
  listed_at: z.string(),
  duration_minutes: z.number().int(),
  score: z.number(),
  review_count: z.number().int(),
  /** The organizer's first photo, or null: the card then shows the category's art. */
  cover_photo: publicPhoto.nullable(),
});
export type ExperienceCard = z.infer<typeof experienceCard>;

export const experienceListingAnswer = z.object({
  data: z.array(experienceCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many things to do each category has with the other filters applied. */
  categories: z.array(z.object({ category: z.enum(experienceCategories), count: z.number().int() })),
  /** The location as resolved (names in the request's language); null parts were not asked for. */
  location: z.object({
    country: z.object({ code: z.string(), name: z.string() }),
    state: z.object({ slug: z.string(), name: z.string() }).nullable(),
    city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  }),
});
export type ExperienceListingAnswer = z.infer<typeof experienceListingAnswer>;

export const experienceSession = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  /** The venue's wall clock. */
  local_date: z.string(),
  local_time: z.string(),
  capacity: z.number().int(),
  available: z.number().int(),
  per_order_limit: z.number().int(),
  /** When sales stop (the cut-off before the start). */
  sales_close_at: z.string(),
  state: z.enum(["on_sale", "sold_out", "closed"]),
});
export type ExperienceSession = z.infer<typeof experienceSession>;

export const ticketTypeDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: money,
  /** The member's price when the experience gives members a discount, else null. */
  member_price: money.nullable(),
});
export type TicketTypeDto = z.infer<typeof ticketTypeDto>;

export const experienceDetail = experienceCard.extend({
  description: z.string(),
  included: z.array(z.string()),
  cancellation_policy: z.string(),
  address: z.string(),
  /** Where the organizer meets the guests, in the page's language; empty when not given. */
  meeting_point: z.string(),
  /** Every photo in the organizer's order (the first is the cover). */
  photos: z.array(publicPhoto),
  time_zone: z.string(),
  ticket_types: z.array(ticketTypeDto),
  sessions: z.array(experienceSession),
});
export type ExperienceDetail = z.infer<typeof experienceDetail>;

export const experienceParams = z.object({ slug: slugField });
export const experienceDetailQuery = z.object({
  lang: z.enum(languages).default("es"),
  v: textInput().max(20).optional(),
});
export const experienceDetailAnswer = z.object({ data: experienceDetail });

export const purchaseContact = z.object({
  firstName: textInput().trim().min(1).max(80),
  lastName: textInput().trim().min(1).max(80),
  email: textInput().trim().toLowerCase().email().max(254),
  /** Dial code, e.g. +52. */
  countryCode: textInput().regex(/^\+\d{1,4}$/, "a dial code such as +52"),
  phone: textInput().trim().min(6).max(20),
});

export const purchaseBody = z
  .object({
    session_id: idInput,
    tickets: z
      .array(z.object({ ticket_type_id: idInput, quantity: z.number().int().min(0).max(50) }))
      .min(1)
      .max(10),
    contact: purchaseContact,
    /** A saved card of the signed-in buyer or a card confirmed by Stripe.js; or (sandbox) a test card. */
    payment: z.object({ paymentMethodId: textInput().trim().min(3).max(255).optional(), card: sandboxCard.optional() }),
    lang: z.enum(languages).optional(),
  })
  .refine((body) => body.payment.paymentMethodId || body.payment.card, {
    message: "payment.paymentMethodId or payment.card",
    path: ["payment"],
  });
export type PurchaseBody = z.input<typeof purchaseBody>;

export const orderTicketDto = z.object({
  id: z.string(),
  code: z.string(),
  ticket_type: z.string(),
  /** Who comes with it: the buyer's name until it is given to a friend. */
  holder_name: z.string(),
  /** The QR code of the ticket's code, as an SVG image. */
  qr_svg: z.string(),
  checked_in_at: z.string().nullable(),
  /** Refunded or its session cancelled: it no longer gets in. */
  voided: z.boolean(),
  /** The buyer may still give it to someone else (paid, unused, before the session starts). */
  transferable: z.boolean(),
});

export const experienceOrderDto = z.object({
  code: z.string(),
  status: z.enum(experienceOrderStatuses),
  experience: z.object({ slug: z.string(), title: z.string(), venue_name: z.string(), address: z.string() }),
  session: z.object({
    id: z.number().int(),
    starts_at: z.string(),
    local_date: z.string(),
    local_time: z.string(),
    time_zone: z.string(),
    /** The organizer called the session off: its orders are refunded in full. */
    cancelled: z.boolean(),
  }),
  items: z.array(
    z.object({
      ticket_type_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unit_price: money,
      total: money,
    }),
  ),
  subtotal: money,
  discount: money,
  total: money,
  /** Given back to the card so far. */
  refunded: money,
  contact: z.object({ name: z.string(), email: z.string() }),
  tickets: z.array(orderTicketDto),
  hold_expires_at: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** While the bank waits for the buyer: what the browser needs to confirm (Stripe.js), else null. */
  payment: z.object({ client_secret: z.string().nullable() }).nullable(),
  /** A paid order's calendar entry (an iCalendar text) and Google Calendar link. */
  calendar: z.object({ ics: z.string(), googleUrl: z.string() }).nullable(),
});
export type ExperienceOrderDto = z.infer<typeof experienceOrderDto>;

export const orderAnswer = z.object({ order: experienceOrderDto });

export const orderParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^EXP-[A-Z0-9]{6}$/, "an order code such as EXP-7KQ2MX"),
});
/** The order page: the signed-in owner, or anyone with the code and the buyer's e-mail. */
export const orderQuery = z.object({
  email: textInput().trim().toLowerCase().email().max(254).optional(),
  lang: z.enum(languages).default("es"),
  v: textInput().max(20).optional(),
});

export const authenticatePaymentBody = z.object({
  email: textInput().trim().toLowerCase().email().max(254),
  /** Sandbox: the bank's answer. With Stripe, Stripe.js asked the bank; the server reads the result. */
  authentication: z.enum(["approved", "rejected"]).optional(),
  lang: z.enum(languages).optional(),
});

export const ticketParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "a ticket code"),
});
export const ticketTransferParams = orderParams.extend({ ticketId: z.uuid("a ticket's id") });
/** A ticket given to a friend: their name on it, and optionally an e-mail that receives its link. */
export const ticketTransferBody = z.object({
  name: textInput().trim().min(2).max(120),
  email: textInput().trim().toLowerCase().email().max(254).optional(),
  /** The buyer's e-mail, when they are not signed in (the order page's link carries it). */
  buyer_email: textInput().trim().toLowerCase().email().max(254).optional(),
  lang: z.enum(languages).optional(),
});
export type TicketTransferBody = z.input<typeof ticketTransferBody>;

export const checkInAnswer = z.object({
  ticket: z.object({
    code: z.string(),
    ticket_type: z.string(),
    order_code: z.string(),
    experience: z.string(),
    starts_at: z.string(),
    checked_in_at: z.string(),
  }),
});

/** One of a signed-in buyer's orders, as the user panel lists them. */
export const experienceOrderSummary = z.object({
  code: z.string(),
  status: z.enum(experienceOrderStatuses),
  title: z.string(),
  slug: z.string(),
  starts_at: z.string(),
  time_zone: z.string(),
  tickets: z.number().int(),
  total: money,
});
export type ExperienceOrderSummary = z.infer<typeof experienceOrderSummary>;
