import { DomainError, formatDateTime, type Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import { type LargePartyProblem, largePartyField } from "./large-party-rules.ts";
import { zonedInstant } from "./local-time.ts";
import type { LargePartyRow, NewOutboxRow, PlaceSummary } from "./reservations-repository.ts";

const languageOf = (value: string): Language => (value === "en" ? "en" : "es");

/** "sábado, 14 de junio de 2026, 20:30": the preferred date and time in the diner's language. */
function whenOf(row: Pick<LargePartyRow, "date" | "time">, place: PlaceSummary, language: Language): string {
  const time = row.time.slice(0, 5);
  const instant = zonedInstant(row.date, time, place.timeZone);
  return instant ? formatDateTime(instant, place.timeZone, language, "full") : `${row.date} ${time}`;
}

/** The request's details, as the diner sent them. */
function detailLines(row: LargePartyRow, place: PlaceSummary, language: Language): string[] {
  const t = domainText(language);
  return [
    t("reservations.largeParty.place", { place: place.name }),
    t("reservations.largeParty.when", { when: whenOf(row, place, language) }),
    t("reservations.largeParty.party", { guests: t("reservations.people", { count: row.party }) }),
    t("reservations.largeParty.name", { name: row.contactName }),
    t("reservations.largeParty.phone", { phone: row.contactPhone }),
    row.message ? t("reservations.largeParty.message", { message: row.message }) : "",
  ].filter(Boolean);
}

const email = (
  row: LargePartyRow,
  template: string,
  subject: string,
  body: string,
  language: Language,
): NewOutboxRow => ({
  channel: "email",
  recipient: row.contactEmail,
  subject,
  body,
  template,
  language,
  thread: `large-party:${row.id}`,
});

/** The diner's copy of what they asked: the venue will answer by e-mail. */
export function largePartyRequestedEmail(row: LargePartyRow, place: PlaceSummary): NewOutboxRow {
  const language = languageOf(row.language);
  const t = domainText(language);
  const guests = t("reservations.people", { count: row.party });
  return email(
    row,
    "large-party-requested",
    t("reservations.largeParty.subjects.requested", { place: place.name, guests }),
    [
      t("reservations.largeParty.intro.requested", { place: place.name }),
      "",
      ...detailLines(row, place, language),
    ].join("\n"),
    language,
  );
}

/** The venue's no, with its message to the diner. */
export function largePartyDeclinedEmail(row: LargePartyRow, place: PlaceSummary, message: string): NewOutboxRow {
  const language = languageOf(row.language);
  const t = domainText(language);
  const guests = t("reservations.people", { count: row.party });
  return email(
    row,
    "large-party-declined",
    t("reservations.largeParty.subjects.declined", { place: place.name, guests }),
    [
      t("reservations.largeParty.intro.declined", { place: place.name }),
      t("reservations.largeParty.venueMessage", { message }),
      "",
      ...detailLines(row, place, language),
    ].join("\n"),
    language,
  );
}

/** The line put before an accepted request's booking confirmation. */
export function largePartyAcceptedIntro(language: string, place: PlaceSummary): string {
  return domainText(languageOf(language))("reservations.largeParty.intro.accepted", { place: place.name });
}

/** Refuses a request with the field to fix, in the diner's language. */
export function refuseLargeParty(
  problem: LargePartyProblem | "notTaking",
  language: Language,
  values: Record<string, string | number> = {},
): never {
  const message = domainText(language)(`reservations.largeParty.errors.${problem}`, values);
  if (problem === "notTaking") throw new DomainError("CONFLICT", message);
  throw new DomainError("VALIDATION_FAILED", message, [{ field: largePartyField[problem], message }]);
}
