import { buildICalendar, formatDateTime, type Language } from "@sobremesa/contracts";
import type { EmailDetails } from "../notifications/index.ts";
import { type CalendarFields, calendarMethods } from "./calendar-entry.ts";
import { addMinutes } from "./local-time.ts";
import { type ReservationTemplate, reservationMessage } from "./messages.ts";
import { REMINDER_LEAD_MINUTES } from "./reservation-types.ts";
import type { NewOutboxRow, PlaceSummary, ReservationRow, ReservationsQueries } from "./reservations-repository.ts";
import { managePath, type ServiceContext } from "./service-context.ts";
import { type VenueNotice, venueNotices } from "./venue-notices.ts";
import type { VenueRecipient } from "./venue-notices-repository.ts";

/** What a booking's messages say, known before the row is written. */
export type MessageFields = Pick<
  ReservationRow,
  | "id"
  | "code"
  | "language"
  | "startsAt"
  | "timeZone"
  | "party"
  | "manageToken"
  | "email"
  | "phone"
  | "firstName"
  | "lastName"
> &
  CalendarFields;

export const reminderKeys = (row: Pick<ReservationRow, "id">) => [
  `reminder:${row.id}:email`,
  `reminder:${row.id}:whatsapp`,
];

/** The e-mail and WhatsApp messages of a booking's confirmation, change, cancellation and reminder. */
export function bookingMessages({ now, siteUrl, calendarEntry }: ServiceContext) {
  function messagesFor(template: ReservationTemplate, row: MessageFields, place: PlaceSummary): NewOutboxRow[] {
    const language: Language = row.language === "en" ? "en" : "es";
    const manageUrl = `${siteUrl}${managePath(language, row.code, row.manageToken)}`;
    const message = reservationMessage(template, language, {
      placeName: place.name,
      code: row.code,
      party: row.party,
      // The venue's zone, unnamed: the guest will be there. "sábado, 14 de junio de 2026, 20:30".
      when: formatDateTime(row.startsAt, row.timeZone, language, "full"),
      manageUrl,
      address: place.address,
    });
    const method = calendarMethods[template];
    const calendar = method ? buildICalendar(calendarEntry(row, place), method) : null;
    const cancelled = template === "reservation-cancelled";
    const details: EmailDetails = {
      markup: {
        type: "FoodEstablishmentReservation",
        reservationNumber: row.code,
        status: cancelled ? "Cancelled" : "Confirmed",
        underName: `${row.firstName} ${row.lastName}`.trim(),
        place: { name: place.name, address: place.address },
        startTime: row.startsAt.toISOString(),
        partySize: row.party,
        ...(cancelled ? {} : { url: manageUrl }),
      },
    };
    // One thread per booking: its confirmation, changes and cancellation leave in that order.
    const thread = row.code;
    return [
      {
        channel: "email",
        recipient: row.email,
        subject: message.subject,
        body: message.body,
        template,
        language,
        calendar,
        thread,
        details,
      },
      { channel: "whatsapp", recipient: row.phone, subject: null, body: message.whatsapp, template, language, thread },
    ];
  }

  /**
   * The reminder goes 24 hours before the table's time, written with the booking (or its change) in
   * one transaction. A booking made less than a day ahead gets none: its confirmation is the reminder.
   */
  function remindersFor(row: MessageFields, place: PlaceSummary): NewOutboxRow[] {
    const sendAfter = addMinutes(row.startsAt, -REMINDER_LEAD_MINUTES);
    if (sendAfter.getTime() <= now().getTime()) return [];
    const keys = reminderKeys(row);
    return messagesFor("reservation-reminder", row, place).map((message, index) => ({
      ...message,
      dedupKey: keys[index],
      sendAfter,
    }));
  }

  async function scheduleReminder(tx: ReservationsQueries, row: ReservationRow, place: PlaceSummary) {
    const reminders = remindersFor(row, place);
    await (reminders.length > 0 ? tx.schedule(reminders) : tx.unschedule(reminderKeys(row)));
  }

  /** The venue's owners and managers hear of the booking or its cancellation (all but the person who made it). */
  const venueMessagesFor = (
    notice: VenueNotice,
    row: Parameters<typeof venueNotices>[2],
    place: PlaceSummary,
    recipients: readonly VenueRecipient[],
    exceptUserId: string | null = null,
  ) => venueNotices(siteUrl, notice, row, place, recipients, exceptUserId);

  return { messagesFor, remindersFor, scheduleReminder, venueMessagesFor };
}
