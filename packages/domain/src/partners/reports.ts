import { DomainError, type Language, type ReportAnswer, type ReportCsvKind } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import { localDateTime } from "../reservations/index.ts";
import { ROLES_THAT } from "./access.ts";
import { localDay } from "./day-book.ts";
import { dayBookText } from "./day-book-messages.ts";
import { channelOf } from "./day-book-rules.ts";
import type { ReportsRepository } from "./reports-repository.ts";
import { type RangeProblem, type ReportShift, rate, reportRange, summarise, toCsv } from "./reports-rules.ts";
import type { Authorize, PartnerActor } from "./shared.ts";

export interface ReportRange {
  from?: string | undefined;
  to?: string | undefined;
}

function refuseRange(problem: RangeProblem, language: Language): never {
  const message = domainText(language)(`partners.reports.errors.${problem}`);
  throw new DomainError("VALIDATION_FAILED", message, [{ field: problem === "rangeTooLong" ? "from" : "to", message }]);
}

/** Percentages with one decimal and a point, as every spreadsheet reads a number. */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/** The venue's reports (owners and managers): figures of a range of its local dates, and their CSV. */
export function reports(authorize: Authorize, repository: ReportsRepository, now: () => Date) {
  async function figures(actor: PartnerActor | null, placeId: number, asked: ReportRange, language: Language) {
    const venue = await authorize(actor, placeId, ROLES_THAT.readReports, language);
    const today = localDateTime(now(), venue.timeZone).date;
    const range = reportRange(asked, today);
    if (!range.ok) return refuseRange(range.problem, language);
    const [from] = localDay(range.from, venue.timeZone);
    const [, to] = localDay(range.to, venue.timeZone);
    const [groups, shiftRows] = await Promise.all([
      repository.groups(placeId, from, to, venue.timeZone),
      repository.shifts(placeId),
    ]);
    const shifts: ReportShift[] = shiftRows.map((row) => ({
      id: row.id,
      name: language === "en" ? row.nameEn : row.nameEs,
      weekdays: row.weekdays,
      firstSeating: row.firstSeating.slice(0, 5),
      lastSeating: row.lastSeating.slice(0, 5),
      slotIntervalMinutes: row.slotIntervalMinutes,
    }));
    const answer: ReportAnswer = {
      venue: { id: venue.id, name: venue.name, timeZone: venue.timeZone },
      from: range.from,
      to: range.to,
      today,
      ...summarise(groups, shifts),
    };
    return { answer, window: [from, to] as const, venue };
  }

  return {
    async report(actor: PartnerActor | null, placeId: number, asked: ReportRange, language: Language) {
      return (await figures(actor, placeId, asked, language)).answer;
    },

    /** The report as a CSV file (or the range's bookings, one per line), headers in the person's language. */
    async reportCsv(
      actor: PartnerActor | null,
      placeId: number,
      asked: ReportRange,
      kind: ReportCsvKind,
      language: Language,
    ): Promise<{ filename: string; body: string }> {
      const { answer, window, venue } = await figures(actor, placeId, asked, language);
      const t = domainText(language);
      const c = (key: string) => t(`partners.reports.csv.${key}` as "partners.reports.csv.total");
      const channel = (name: string) => t(`partners.reports.channels.${name}` as "partners.reports.channels.phone");
      const name = `${c(kind === "summary" ? "summaryFile" : "bookingsFile")}-${venue.slug}-${answer.from}-${answer.to}.csv`;
      if (kind === "bookings") {
        const rows = await repository.bookings(placeId, window[0], window[1]);
        const status = dayBookText(language).status;
        return {
          filename: name,
          body: toCsv([
            [c("date"), c("time"), c("code"), c("name"), c("party"), c("status"), c("channel")],
            ...rows.map((row) => {
              const local = localDateTime(row.startsAt, venue.timeZone);
              return [
                local.date,
                local.time,
                row.code,
                `${row.firstName} ${row.lastName}`.trim(),
                row.party,
                status(row.status),
                channel(channelOf(row.source)),
              ];
            }),
          ]),
        };
      }
      const line = (
        section: string,
        item: string,
        figures: { bookings: number; covers: number; cancelled: number; noShows: number },
      ) => [
        section,
        item,
        figures.bookings,
        figures.covers,
        figures.cancelled,
        figures.noShows,
        percent(rate(figures.cancelled, figures.bookings)),
        percent(rate(figures.noShows, figures.bookings - figures.cancelled)),
      ];
      return {
        filename: name,
        body: toCsv([
          [
            c("section"),
            c("item"),
            c("bookings"),
            c("covers"),
            c("cancelled"),
            c("noShows"),
            c("cancellationRate"),
            c("noShowRate"),
          ],
          line(c("total"), `${answer.from} – ${answer.to}`, answer.totals),
          ...answer.days.map((day) => line(c("day"), day.date, day)),
          ...answer.shifts.map((shift) =>
            line(c("shift"), shift.shiftId === null ? c("outsideShifts") : shift.name, shift),
          ),
          ...answer.channels.map((figures) => line(c("channel"), channel(figures.channel), figures)),
        ]),
      };
    },
  };
}
