import { z } from "zod";
import { emailField, languageField } from "../accounts/schemas.ts";
import { experienceCategories } from "../experiences/schemas.ts";
import { calendarDateInput, idInput, idParamInput, MAX_DB_INTEGER, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { venuePhoto } from "./profile.ts";
import { organizerRoleField, partnerOrganizer, pendingInvitation, staffMember } from "./schemas.ts";
import { setupTimeField } from "./setup.ts";

/**
 * Organizers of things to do in the partner console: their staff (owner, manager, door), the
 * experiences they run, their sessions and ticket types, and what each session sold. Edits of an
 * experience name the version they were made from (SETUP_CHANGED when it moved).
 */

const lang = z.enum(languages).optional();
const version = z.number().int().min(0).max(MAX_DB_INTEGER);

/** Most sessions one request may create (a weekly series of two years). */
export const SESSIONS_PER_REQUEST_MAX = 100;
/** A ticket's price in minor units: at most 10,000,000.00 of any currency. */
export const TICKET_PRICE_MAX_MINOR = 1_000_000_000;
export const SESSION_CAPACITY_MAX = 100_000;

export const organizerParams = z.object({ organizerId: idParamInput });
export const organizerStaffParams = organizerParams.extend({ staffId: z.uuid("a staff member's id") });
export const organizerInvitationParams = organizerParams.extend({ invitationId: z.uuid("an invitation's id") });
export const organizerExperienceParams = organizerParams.extend({ experienceId: idParamInput });
export const organizerTierParams = organizerExperienceParams.extend({ tierId: idParamInput });
export const organizerExperiencePhotoParams = organizerExperienceParams.extend({ photoId: idParamInput });
export const organizerSessionParams = organizerParams.extend({ sessionId: idParamInput });

export const myOrganizersAnswer = z.object({ data: z.array(partnerOrganizer) });
export const organizerAnswer = z.object({ organizer: partnerOrganizer });

export const organizerStaffMember = staffMember.extend({ role: organizerRoleField });
export type OrganizerStaffMember = z.infer<typeof organizerStaffMember>;
export const organizerPendingInvitation = pendingInvitation.extend({ role: organizerRoleField });
export type OrganizerPendingInvitation = z.infer<typeof organizerPendingInvitation>;
export const organizerStaffAnswer = z.object({
  staff: z.array(organizerStaffMember),
  invitations: z.array(organizerPendingInvitation),
});
export type OrganizerStaffAnswer = z.infer<typeof organizerStaffAnswer>;
export const organizerInvitationAnswer = z.object({ invitation: organizerPendingInvitation });
export const organizerStaffMemberAnswer = z.object({ member: organizerStaffMember });

export const inviteOrganizerStaffBody = z.object({
  email: emailField,
  role: organizerRoleField,
  language: languageField.default("es"),
  lang: languageField.optional(),
});
export type InviteOrganizerStaffBody = z.input<typeof inviteOrganizerStaffBody>;
export const changeOrganizerRoleBody = z.object({ role: organizerRoleField, lang });

const title = textInput().trim().min(3).max(120);
const summary = textInput().trim().min(10).max(300);
const description = textInput().trim().min(20).max(5_000);
const longText = textInput().trim().max(2_000);

/** What an organizer writes about an experience; the domain checks the city and the pin's country. */
export const experienceDraftBody = z.object({
  titleEs: title,
  titleEn: title,
  summaryEs: summary,
  summaryEn: summary,
  descriptionEs: description,
  descriptionEn: description,
  category: z.enum(experienceCategories),
  cityId: idInput,
  address: textInput().trim().min(3).max(200),
  venueName: textInput().trim().min(2).max(120),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  meetingPointEs: textInput().trim().max(300).default(""),
  meetingPointEn: textInput().trim().max(300).default(""),
  durationMinutes: z
    .number()
    .int()
    .min(15)
    .max(24 * 60),
  /** One included item per line. */
  includedEs: longText.default(""),
  includedEn: longText.default(""),
  /** The refund policy the buyer reads before paying. */
  cancellationEs: textInput().trim().min(10).max(2_000),
  cancellationEn: textInput().trim().min(10).max(2_000),
  active: z.boolean().default(true),
  lang,
});
export type ExperienceDraftBody = z.input<typeof experienceDraftBody>;
export type ExperienceDraft = Omit<z.output<typeof experienceDraftBody>, "lang">;
export const experienceEditBody = experienceDraftBody.extend({ version });
export type ExperienceEditBody = z.input<typeof experienceEditBody>;

export const ticketTier = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEs: z.string(),
  nameEn: z.string(),
  /** The price with IVA included, in minor units of the experience's currency. */
  priceMinor: z.number().int(),
  /** The IVA part of that price. */
  taxMinor: z.number().int(),
  hidden: z.boolean(),
  /** Tickets of this type in paid or held orders: a sold type can only be hidden. */
  sold: z.number().int(),
});
export type TicketTier = z.infer<typeof ticketTier>;

export const organizerExperience = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEs: z.string(),
  titleEn: z.string(),
  summaryEs: z.string(),
  summaryEn: z.string(),
  descriptionEs: z.string(),
  descriptionEn: z.string(),
  category: z.enum(experienceCategories),
  cityId: z.number().int(),
  cityName: z.string(),
  countryCode: z.string(),
  address: z.string(),
  venueName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  meetingPointEs: z.string(),
  meetingPointEn: z.string(),
  durationMinutes: z.number().int(),
  includedEs: z.string(),
  includedEn: z.string(),
  cancellationEs: z.string(),
  cancellationEn: z.string(),
  active: z.boolean(),
  timeZone: z.string(),
  currency: z.string(),
  /** IVA in basis points of the experience's country (1600 = 16 %). */
  taxRateBp: z.number().int(),
  version: z.number().int(),
  tiers: z.array(ticketTier),
  /** In the organizer's order: the first is the experience's card picture. */
  photos: z.array(venuePhoto),
});
export type OrganizerExperience = z.infer<typeof organizerExperience>;
export const organizerExperienceAnswer = z.object({ experience: organizerExperience });

export const organizerExperienceSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEs: z.string(),
  titleEn: z.string(),
  cityName: z.string(),
  active: z.boolean(),
  upcomingSessions: z.number().int(),
});
export const organizerExperiencesAnswer = z.object({ data: z.array(organizerExperienceSummary) });

export const ticketTierBody = z.object({
  /** A short code (adult, child, vip…), unique within the experience. */
  code: textInput()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9-]{0,29}$/, "a short code: letters, digits and dashes, starting with a letter"),
  nameEs: textInput().trim().min(2).max(60),
  nameEn: textInput().trim().min(2).max(60),
  priceMinor: z.number().int().min(0).max(TICKET_PRICE_MAX_MINOR),
  lang,
});
export type TicketTierBody = z.input<typeof ticketTierBody>;
export const ticketTierChangeBody = z.object({
  nameEs: textInput().trim().min(2).max(60).optional(),
  nameEn: textInput().trim().min(2).max(60).optional(),
  priceMinor: z.number().int().min(0).max(TICKET_PRICE_MAX_MINOR).optional(),
  hidden: z.boolean().optional(),
  lang,
});
export type TicketTierChangeBody = z.input<typeof ticketTierChangeBody>;
export const ticketTierAnswer = z.object({ tier: ticketTier });

export const sessionSettings = {
  capacity: z.number().int().min(1).max(SESSION_CAPACITY_MAX),
  perOrderLimit: z.number().int().min(1).max(50).default(10),
  /** Sales stop this many minutes before the start. */
  salesCutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
};

/**
 * New sessions: a date and time in the experience's own time zone, and optionally a weekly repeat on
 * some weekdays (0 Sunday … 6 Saturday; the first date's weekday when none is given) until a date.
 */
export const newSessionsBody = z.object({
  date: calendarDateInput,
  time: setupTimeField,
  ...sessionSettings,
  repeat: z
    .object({
      weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
      until: calendarDateInput,
    })
    .optional(),
  lang,
});
export type NewSessionsBody = z.input<typeof newSessionsBody>;

export const sessionChangeBody = z.object({
  capacity: sessionSettings.capacity.optional(),
  perOrderLimit: z.number().int().min(1).max(50).optional(),
  salesCutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  lang,
});
export type SessionChangeBody = z.input<typeof sessionChangeBody>;

export const organizerSession = z.object({
  id: z.number().int(),
  experienceId: z.number().int(),
  startsAt: z.string(),
  /** The start in the experience's wall clock: YYYY-MM-DD and HH:mm. */
  localDate: z.string(),
  localTime: z.string(),
  capacity: z.number().int(),
  /** Seats held by open orders plus seats sold. */
  reserved: z.number().int(),
  perOrderLimit: z.number().int(),
  salesCutoffMinutes: z.number().int(),
  status: z.string(),
});
export type OrganizerSession = z.infer<typeof organizerSession>;
export const organizerSessionsAnswer = z.object({ data: z.array(organizerSession) });
export const organizerSessionAnswer = z.object({ session: organizerSession });

export const sessionSaleOrder = z.object({
  code: z.string(),
  /** paid, or refunded (in full: its tickets void). */
  status: z.enum(["paid", "refunded"]),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  seats: z.number().int(),
  totalMinor: z.number().int(),
  paidAt: z.string().nullable(),
  /** Given back so far, and what is left to give back (minor units). */
  refundedMinor: z.number().int(),
  refundableMinor: z.number().int(),
  tickets: z.array(z.object({ nameEs: z.string(), nameEn: z.string(), quantity: z.number().int() })),
});
export type SessionSaleOrder = z.infer<typeof sessionSaleOrder>;

export const sessionSalesAnswer = z.object({
  session: organizerSession,
  experience: z.object({ id: z.number().int(), titleEs: z.string(), titleEn: z.string(), timeZone: z.string() }),
  currency: z.string(),
  /** Paid orders, and those refunded in full. */
  orders: z.array(sessionSaleOrder),
  seatsSold: z.number().int(),
  seatsLeft: z.number().int(),
  /** Paid minus refunded. */
  revenueMinor: z.number().int(),
  /** What cancelling the session would give back: the paid orders and what is left of their payments. */
  cancellation: z.object({ orders: z.number().int(), amountMinor: z.number().int() }),
  /** Owners and managers may cancel it (scheduled, not yet started) and refund its orders. */
  canCancel: z.boolean(),
});
export type SessionSalesAnswer = z.infer<typeof sessionSalesAnswer>;

export const sessionOrderParams = organizerSessionParams.extend({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^EXP-[A-Z0-9]{6}$/, "an order code such as EXP-7KQ2MX"),
});

/**
 * A refund of one order: the amount in major units of the order's currency (pesos, colones), at most
 * two decimals, never more than what is left of the payment. Sent with an Idempotency-Key.
 */
export const sessionRefundBody = z.object({
  amount: z
    .number()
    .positive()
    .max(TICKET_PRICE_MAX_MINOR / 100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "at most two decimals"),
  lang,
});
export type SessionRefundBody = z.input<typeof sessionRefundBody>;
export const sessionCancelBody = z.object({ lang });
export type SessionCancelBody = z.input<typeof sessionCancelBody>;
export const sessionRefundAnswer = z.object({
  order: z.object({
    code: z.string(),
    status: z.enum(["paid", "refunded"]),
    refundedMinor: z.number().int(),
    refundableMinor: z.number().int(),
  }),
});
export const sessionCancelAnswer = z.object({
  session: organizerSession,
  /** Orders refunded by this cancellation (none when it was cancelled already and all went back). */
  refundedOrders: z.number().int(),
  refundedMinor: z.number().int(),
});
