import { PassThrough } from "node:stream";
import {
  changeBookingBody,
  DomainError,
  dayBookActionBody,
  dayBookAnswer,
  dayBookEntryAnswer,
  dayBookEventsQuery,
  dayBookQuery,
  dayBookReservationParams,
  errorResponse,
  guestNoteBody,
  moveTableBody,
  partnersQuery,
  staffBookingBody,
  venueParams,
} from "@sobremesa/contracts";
import type { DatabaseHandle } from "@sobremesa/db";
import type { DayBookEventRow } from "@sobremesa/domain/partners";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { createDayBookFeed } from "./day-book-feed.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

const writeRefusals = { ...refusals, 409: errorResponse, 422: errorResponse };

/** A comment line every so often keeps proxies and the browser from taking a quiet stream for a dead one. */
const HEARTBEAT_MS = 20_000;
/**
 * How long an open stream trusts its last access check. Before forwarding a change (and at each
 * heartbeat) it checks again that the person is still signed in and still on the venue's staff, so a
 * removed host, a role without the day book, or a sign-out ends the stream at the next change; a burst
 * of changes costs one check.
 */
const ACCESS_RECHECK_MS = 5_000;
/** The most changes a reconnecting day book is sent; further behind, it is told to read the day again. */
const CATCH_UP_LIMIT = 500;

/** The SSE form of one change: its id is what the browser sends back as Last-Event-ID. */
const eventText = (event: DayBookEventRow) =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({ reservationId: event.reservationId, kind: event.kind })}\n\n`;

/** The Last-Event-ID header a reconnecting EventSource sends, when it is an event id. */
function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers["last-event-id"];
  return typeof header === "string" && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

/**
 * The day book of a venue (hosts, managers and owners): the day's bookings, staff actions on them,
 * and its changes as a live event stream. Registered by the partners surface, which sets
 * `private, no-store` on every answer.
 */
export const dayBookRoutes: FastifyPluginAsyncZod<{ services: Services; database: DatabaseHandle }> = async (
  app,
  { services, database },
) => {
  const dayBook = services.dayBook;
  const feed = createDayBookFeed(database, dayBook, app.log);
  const streams = new Set<PassThrough>();
  // Open streams would hold a graceful shutdown forever: they end first, and the browsers reconnect
  // to another instance, catching up from their last event.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook("onClose", async () => {
    await feed.close();
  });

  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/venues/:venueId/day-book",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's bookings of a local date (today by default), with their tables, and the venue's tables",
        params: venueParams,
        querystring: dayBookQuery,
        response: { 200: dayBookAnswer, ...refusals },
      },
    },
    async (request) =>
      dayBook.dayBook(await actorOf(request), request.params.venueId, request.query.date, requestLanguage(request)),
  );

  app.post(
    "/venues/:venueId/day-book/reservations",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Staff enter a booking taken by phone (confirmed for its time) or at the door (seated now)",
        params: venueParams,
        querystring: partnersQuery,
        body: staffBookingBody,
        response: { 201: dayBookEntryAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const reservation = await dayBook.createBooking(
        await actorOf(request),
        request.params.venueId,
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send({ reservation });
    },
  );

  app.patch(
    "/venues/:venueId/day-book/reservations/:reservationId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Change a booking's party size or time, under the same availability rules as the diner's change",
        params: dayBookReservationParams,
        querystring: partnersQuery,
        body: changeBookingBody,
        response: { 200: dayBookEntryAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      reservation: await dayBook.change(
        await actorOf(request),
        request.params.venueId,
        request.params.reservationId,
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    "/venues/:venueId/day-book/reservations/:reservationId/actions",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Seat, complete, mark as no-show, or cancel with a reason the diner is told (legal steps only: 409)",
        params: dayBookReservationParams,
        querystring: partnersQuery,
        body: dayBookActionBody,
        response: { 200: dayBookEntryAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      reservation: await dayBook.act(
        await actorOf(request),
        request.params.venueId,
        request.params.reservationId,
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    "/venues/:venueId/day-book/reservations/:reservationId/table-moves",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Move a booking to other tables; 409 when one was taken meanwhile for its time",
        params: dayBookReservationParams,
        querystring: partnersQuery,
        body: moveTableBody,
        response: { 200: dayBookEntryAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      reservation: await dayBook.moveTables(
        await actorOf(request),
        request.params.venueId,
        request.params.reservationId,
        request.body.tableIds,
        requestLanguage(request),
      ),
    }),
  );

  app.patch(
    "/venues/:venueId/day-book/reservations/:reservationId/guest",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "The venue's note and tags (VIP, allergy, celebration) about a booking's diner, shown on their next bookings",
        params: dayBookReservationParams,
        querystring: partnersQuery,
        body: guestNoteBody,
        response: { 200: dayBookEntryAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      reservation: await dayBook.noteGuest(
        await actorOf(request),
        request.params.venueId,
        request.params.reservationId,
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    "/venues/:venueId/day-book/events",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "The venue's booking changes as server-sent events (`change`, data {reservationId, kind}); resumes after Last-Event-ID or `after`",
        params: venueParams,
        querystring: dayBookEventsQuery,
        produces: ["text/event-stream"],
        response: { 200: z.unknown().describe("An endless text/event-stream"), ...refusals },
      },
      // Each event must leave at once: a compressor would hold it back until its buffer fills.
      compress: false,
    },
    async (request, reply) => {
      const placeId = request.params.venueId;
      const language = requestLanguage(request);
      await dayBook.followDay(await actorOf(request), placeId, language);
      const after = lastEventIdOf(request) ?? request.query.after;
      const stream = new PassThrough();
      streams.add(stream);
      // Changes arriving while the catch-up is read wait, so the stream keeps the feed's order.
      let pending: DayBookEventRow[] | undefined = [];
      const sent = new Set<number>();
      const send = (event: DayBookEventRow) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > 2_000) sent.delete(sent.values().next().value as number);
        stream.write(eventText(event));
      };
      const stillAllowed = async () => {
        try {
          await dayBook.followDay(await actorOf(request), placeId, language);
          return true;
        } catch (error) {
          if (!(error instanceof DomainError)) request.log.warn({ err: error }, "day book: could not re-check access");
          return false;
        }
      };
      // The open's own check is not reused: the first change checks again.
      let checkedAt: number | undefined;
      let queue = Promise.resolve();
      /** Writes in order, once access holds; without it the stream ends and writes nothing more. */
      const forward = (write: () => void) => {
        queue = queue.then(async () => {
          if (stream.writableEnded) return;
          if (checkedAt === undefined || Date.now() - checkedAt >= ACCESS_RECHECK_MS) {
            if (!(await stillAllowed())) return stop();
            checkedAt = Date.now();
          }
          if (!stream.writableEnded) write();
        });
      };
      const unsubscribe = await feed.subscribe(placeId, (event) => {
        if (pending) pending.push(event);
        else forward(() => send(event));
      });
      const heartbeat = setInterval(() => forward(() => stream.write(": ping\n\n")), HEARTBEAT_MS);
      heartbeat.unref();
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
        stream.end();
      };
      reply.raw.once("close", stop);
      stream.once("close", stop);

      stream.write("retry: 3000\n\n");
      if (after !== undefined) {
        const missed = await dayBook.eventsAfter(placeId, after, CATCH_UP_LIMIT + 1);
        // Too far behind to replay: the day book reads its day again.
        if (missed.length > CATCH_UP_LIMIT) stream.write("event: reload\ndata: {}\n\n");
        for (const event of missed.slice(0, CATCH_UP_LIMIT)) send(event);
      }
      const waiting = pending;
      pending = undefined;
      if (waiting.length > 0)
        forward(() => {
          for (const event of waiting.sort((a, b) => a.id - b.id)) send(event);
        });

      return (
        reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("x-accel-buffering", "no")
          // Ended by the server (access lost, shutdown), the stream's socket closes with it rather than
          // idling in a keep-alive pool that would hold the server's close; a reconnect opens a new one.
          .header("connection", "close")
          .send(stream)
      );
    },
  );
};
