import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RSV, uniqueEmail, uniqueIp } from "./accounts-testing.ts";
import { insertExperience } from "./experiences-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "./reservations-testing.ts";
import { buildTestApp, type TestApp } from "./testing.ts";
import { startWorker, type Worker } from "./worker.ts";

const silent = { info() {}, error() {} };

interface Sink {
  port: number;
  /** Outbox ids in the order the server accepted their mails, with the raw mails. */
  accepted: { id: string; raw: string }[];
  /** Mails whose answer waits this long: a slow first mail while a later one could overtake it. */
  slow: Set<string>;
  /** Mails refused once with a temporary error: their sender retries them later. */
  failOnce: Set<string>;
  close(): Promise<void>;
}

async function startSink(): Promise<Sink> {
  const accepted: Sink["accepted"] = [];
  const slow = new Set<string>();
  const failOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*<([^@>]+)@outbox\.sobremesa>/im.exec(raw)?.[1] ?? "missing";
        if (failOnce.delete(id)) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        const accept = () => {
          accepted.push({ id, raw });
          callback();
        };
        if (slow.has(id)) setTimeout(accept, 1_500);
        else accept();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    port: (server.server.address() as AddressInfo).port,
    accepted,
    slow,
    failOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The e-mails of one booking reach the diner in the order of its events, though the worker sends
 * messages side by side and retries failures later: a cancellation never overtakes its confirmation.
 * Each carries the schema.org facts of its booking or order.
 */
describe("the e-mails of bookings and orders, as sent", () => {
  let subject: TestApp;
  let sink: Sink;
  let venue: TestVenue;
  let worker: Worker | undefined;

  beforeAll(async () => {
    sink = await startSink();
    subject = await buildTestApp({
      places: 1,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, OUTBOX_RETRY_DELAY_SECONDS: "1" },
    });
    venue = await knownVenue(subject.database.handle);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await subject?.close();
    await sink?.close();
  });

  const start = async () => {
    worker = await startWorker({
      config: subject.config,
      database: subject.database.handle,
      log: silent,
      relayIntervalMs: 100,
      pollingIntervalSeconds: 0.5,
    });
  };

  /** Books, changes and cancels a table at once, before any of its messages can leave. */
  const bookChangeCancel = async (time: string) => {
    const email = uniqueEmail("diner");
    const booked = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: {
        placeSlug: venue.slug,
        date: venueDate(7),
        time,
        party: 2,
        contact: { firstName: "Ana", lastName: "López", email, countryCode: "+52", phone: "55 1234 5678" },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { code, manageToken } = booked.json().data as { code: string; manageToken: string };
    const manage = `?${RSV}&token=${encodeURIComponent(manageToken)}`;
    const changed = await subject.app.inject({
      method: "PATCH",
      url: `/rsv/reservations/${code}${manage}`,
      payload: { party: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cancelled = await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${code}${manage}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await subject.database.handle.query<{ id: string; template: string }>(
      `select id, template from outbox_messages
       where recipient = $1 and channel = 'email' and status <> 'cancelled' order by seq`,
      [email],
    );
    expect(rows.map((row) => row.template)).toEqual([
      "reservation-confirmed",
      "reservation-modified",
      "reservation-cancelled",
    ]);
    return { code, ids: rows.map((row) => row.id) };
  };

  /** The JSON-LD of an accepted mail's HTML part, read as a mail client would. */
  const markupOf = async (id: string) => {
    const mail = await simpleParser(sink.accepted.find((accepted) => accepted.id === id)!.raw);
    const markup = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(String(mail.html))?.[1];
    return JSON.parse(markup ?? "{}") as Record<string, unknown>;
  };

  /** Waits until the server accepted every one of these mails, and answers their ids in acceptance order. */
  const acceptedOrder = async (ids: string[]) => {
    await expect
      .poll(() => ids.every((id) => sink.accepted.some((mail) => mail.id === id)), { timeout: 30_000 })
      .toBe(true);
    return sink.accepted.map((mail) => mail.id).filter((id) => ids.includes(id));
  };

  it("sends a booking's confirmation, change and cancellation in that order, with several bookings side by side", async () => {
    const bookings = [
      await bookChangeCancel("13:00"),
      await bookChangeCancel("15:00"),
      await bookChangeCancel("17:00"),
    ];
    // The confirmations are slow to be accepted: any later message sent meanwhile would overtake them.
    for (const booking of bookings) sink.slow.add(booking.ids[0]!);
    await start();

    for (const booking of bookings) expect(await acceptedOrder(booking.ids)).toEqual(booking.ids);
    // The mails themselves: statuses in the markup follow the events.
    for (const booking of bookings) {
      const statuses = [];
      for (const id of booking.ids) {
        const markup = await markupOf(id);
        expect(markup).toMatchObject({
          "@type": "FoodEstablishmentReservation",
          reservationNumber: booking.code,
          underName: { name: "Ana López" },
          reservationFor: { name: expect.any(String), address: { streetAddress: expect.any(String) } },
          startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
        statuses.push(markup.reservationStatus);
      }
      expect(statuses).toEqual([
        "https://schema.org/ReservationConfirmed",
        "https://schema.org/ReservationConfirmed",
        "https://schema.org/ReservationCancelled",
      ]);
    }
  });

  it("holds a booking's later e-mails while its first is waiting for a retry", async () => {
    const booking = await bookChangeCancel("19:00");
    sink.failOnce.add(booking.ids[0]!);
    await start();

    expect(await acceptedOrder(booking.ids)).toEqual(booking.ids);
    const [first] = await subject.database.handle.query<{ attempts: number }>(
      "select attempts from outbox_messages where id = $1",
      [booking.ids[0]],
    );
    expect(first?.attempts).toBe(2);
  });

  it("marks a ticket order's confirmation up as an EventReservation", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-con-marcado" });
    const email = uniqueEmail("buyer");
    const bought = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-con-marcado/orders?lang=es",
      headers: { "idempotency-key": `marcado-${sessionId}` },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: sessionId,
        tickets: [{ ticket_type_id: general, quantity: 2 }],
        contact: { firstName: "Luis", lastName: "Pérez", email, countryCode: "+52", phone: "5512345678" },
        payment: { card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" } },
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const code = bought.json().order.code as string;
    const [confirmation] = await subject.database.handle.query<{ id: string; thread: string }>(
      "select id, thread from outbox_messages where recipient = $1 and template = 'experience-order-confirmed'",
      [email],
    );
    expect(confirmation?.thread).toBe(code);
    await start();

    await acceptedOrder([confirmation!.id]);
    expect(await markupOf(confirmation!.id)).toMatchObject({
      "@type": "EventReservation",
      reservationNumber: code,
      reservationStatus: "https://schema.org/ReservationConfirmed",
      underName: { name: "Luis Pérez" },
      reservationFor: {
        "@type": "Event",
        name: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        location: { name: expect.any(String), address: { streetAddress: expect.any(String) } },
      },
      numSeats: 2,
    });
  });
});
