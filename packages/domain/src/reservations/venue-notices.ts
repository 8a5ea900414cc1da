import { formatDateTime, type Language, pathFor } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import { localDateTime } from "./local-time.ts";
import type { NewOutboxRow, PlaceSummary, ReservationRow } from "./reservations-repository.ts";
import type { VenueRecipient } from "./venue-notices-repository.ts";

export type VenueNotice = "partners-venue-booked" | "partners-venue-cancelled";

const channels = { WEBSITE: "website", PHONE: "phone", WALK_IN: "walk_in" } as const;

/**
 * The e-mails telling a venue's owners and managers of a new booking or a cancellation, each in the
 * reader's language, with a link to the day book of its date. Written with the booking's change, in
 * its transaction, so a retried request (which changes nothing) writes none again. The staff member
 * who made the change is left out: they did it, and a copy of their own action is noise.
 */
export function venueNotices(
  siteUrl: string,
  notice: VenueNotice,
  row: Pick<
    ReservationRow,
    "code" | "placeId" | "startsAt" | "timeZone" | "party" | "firstName" | "lastName" | "source" | "cancelReason"
  >,
  place: Pick<PlaceSummary, "name">,
  recipients: readonly VenueRecipient[],
  exceptUserId: string | null = null,
): NewOutboxRow[] {
  const date = localDateTime(row.startsAt, row.timeZone).date;
  return recipients
    .filter((recipient) => recipient.userId !== exceptUserId && recipient.email.trim() !== "")
    .map((recipient) => {
      const language: Language = recipient.language === "en" ? "en" : "es";
      const t = domainText(language);
      const name = `${row.firstName} ${row.lastName}`.trim() || t("reservations.venue.noName");
      const values = { place: place.name, name, code: row.code };
      const dayBook = `${siteUrl}${pathFor("partners-day-book", language, { venueId: String(row.placeId) })}?date=${date}`;
      const channel = channels[row.source as keyof typeof channels] ?? "website";
      const lines = [
        t(`reservations.venue.intro.${notice}`, values),
        "",
        t("reservations.venue.name", { name }),
        t("reservations.venue.party", { guests: t("reservations.people", { count: row.party }) }),
        t("reservations.venue.when", { when: formatDateTime(row.startsAt, row.timeZone, language, "full") }),
        t("reservations.venue.channel", { channel: t(`reservations.venue.channels.${channel}`) }),
        t("reservations.code", { code: row.code }),
        notice === "partners-venue-cancelled" && row.cancelReason
          ? t("reservations.venue.reason", { reason: row.cancelReason })
          : null,
        "",
        t("reservations.venue.dayBook", { url: dayBook }),
      ];
      return {
        channel: "email",
        recipient: recipient.email,
        subject: t(`reservations.venue.subjects.${notice}`, values),
        body: lines.filter((line) => line !== null).join("\n"),
        template: notice,
        language,
        // Apart from the diner's thread: the venue's copies wait for nothing the diner is sent.
        thread: `venue:${row.code}`,
      };
    });
}
