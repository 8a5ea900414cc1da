import { reportAnswer, reportCsvQuery, reportQuery, venueParams } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/**
 * A venue's reports (owners and managers): the figures of a range of its local dates, and the same
 * figures (or the range's bookings) as a CSV file to open in a spreadsheet.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const partners = services.partners;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/venues/:venueId/reports",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Covers and bookings by day, shift and channel, with no-show and cancellation rates, for a range of local dates (the last 28 days unless said; at most 366)",
        params: venueParams,
        querystring: reportQuery,
        response: { 200: reportAnswer, ...refusals },
      },
    },
    async (request) =>
      partners.report(
        await actorOf(request),
        request.params.venueId,
        { from: request.query.from, to: request.query.to },
        requestLanguage(request),
      ),
  );

  app.get(
    "/venues/:venueId/reports/csv",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "The report's figures (kind=summary) or the range's bookings (kind=bookings) as a CSV attachment: UTF-8 with BOM, headers in the language asked",
        params: venueParams,
        querystring: reportCsvQuery,
        response: {
          200: {
            description: "The CSV file (UTF-8 with BOM, CRLF lines, RFC 4180 quoting)",
            content: { "text/csv": { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const file = await partners.reportCsv(
        await actorOf(request),
        request.params.venueId,
        { from: request.query.from, to: request.query.to },
        request.query.kind,
        requestLanguage(request),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
        .send(file.body);
    },
  );
};
