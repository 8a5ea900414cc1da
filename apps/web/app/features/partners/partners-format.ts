import { formatDate, formatDateTime, type Language } from "@sobremesa/contracts";

/** The console's instants (audit log, expiry) in the site's one date-time format, in the venue's zone. */
export function partnersDateTime(iso: string, timeZone: string, language: Language): string {
  return formatDateTime(iso, timeZone, language);
}

export function partnersDate(iso: string, timeZone: string, language: Language): string {
  return formatDate(iso, timeZone, language);
}
