import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailDetails } from "./email-details.ts";
import { outboxMessage } from "./outbox-message-fixture.ts";
import type { OutboxMessage } from "./outbox-repository.ts";
import { createTransports, type Transports } from "./transports.ts";

const message = (overrides: Partial<OutboxMessage>): OutboxMessage =>
  outboxMessage({
    id: crypto.randomUUID(),
    body: "Dim Sum Loto · sábado 12 de diciembre · 2 personas\nCódigo de reservación: ABCD2345\nAv. Álvaro Obregón 130, Roma Norte\nConsulta, cambia o cancela tu reservación: https://sobremesa.mx/reservaciones/ABCD2345/?t=x&y=1",
    thread: "ABCD2345",
    ...overrides,
  });

const booking = (status: "Confirmed" | "Cancelled"): EmailDetails => ({
  markup: {
    type: "FoodEstablishmentReservation",
    reservationNumber: "ABCD2345",
    status,
    underName: "Ana López",
    place: { name: "Dim Sum Loto", address: "Av. Álvaro Obregón 130, Roma Norte" },
    startTime: "2026-12-13T02:30:00.000Z",
    partySize: 2,
    url: "https://sobremesa.mx/reservaciones/ABCD2345/?t=x",
  },
});

/** The JSON-LD blocks of a mail's HTML part, parsed. */
const markupOf = (mail: ParsedMail): Record<string, unknown>[] =>
  [...String(mail.html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe("the e-mails the outbox sends", () => {
  const raw: string[] = [];
  let smtp: SMTPServer;
  let transports: Transports;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          raw.push(data);
          callback();
        });
      },
    });
    smtp.listen(0, "127.0.0.1");
    await once(smtp.server, "listening");
    transports = createTransports({
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      mailFrom: "Sobremesa <no-reply@sobremesa.mx>",
      supportEmail: "hola@sobremesa.mx",
    });
  });
  afterAll(async () => {
    transports.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** Sends one message through the real transport and reads it back as a mail client would. */
  const send = async (sent: OutboxMessage): Promise<ParsedMail> => {
    const before = raw.length;
    expect(await transports.deliver(sent)).toBe("smtp");
    expect(raw).toHaveLength(before + 1);
    return simpleParser(raw[before]!);
  };

  it("has the text part as written, an HTML part in the reader's language, and machine-sent headers", async () => {
    const sent = message({ details: booking("Confirmed") });
    const mail = await send(sent);

    expect(mail.text?.trim()).toBe(sent.body);
    const html = String(mail.html);
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain("prefers-color-scheme: dark");
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain("max-width:600px");
    // The message, its link, and the footer: why the reader got it and where to ask.
    expect(html).toContain("Código de reservación: ABCD2345");
    expect(html).toContain('href="https://sobremesa.mx/reservaciones/ABCD2345/?t=x&amp;y=1"');
    expect(html).toContain("Recibes este correo porque reservaste en Sobremesa");
    expect(html).toContain('href="mailto:hola@sobremesa.mx"');

    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.headers.get("content-language")).toBe("es");
    expect(mail.replyTo?.value).toEqual([{ address: "hola@sobremesa.mx", name: "" }]);
    expect(mail.messageId).toBe(`<${sent.id}@outbox.sobremesa>`);
  });

  it("marks a booking up as a FoodEstablishmentReservation, confirmed or cancelled", async () => {
    const [confirmed] = markupOf(await send(message({ details: booking("Confirmed") })));
    expect(confirmed).toEqual({
      "@context": "https://schema.org",
      "@type": "FoodEstablishmentReservation",
      reservationNumber: "ABCD2345",
      reservationStatus: "https://schema.org/ReservationConfirmed",
      underName: { "@type": "Person", name: "Ana López" },
      reservationFor: {
        "@type": "FoodEstablishment",
        name: "Dim Sum Loto",
        address: { "@type": "PostalAddress", streetAddress: "Av. Álvaro Obregón 130, Roma Norte" },
      },
      startTime: "2026-12-13T02:30:00.000Z",
      partySize: 2,
      url: "https://sobremesa.mx/reservaciones/ABCD2345/?t=x",
      modifyReservationUrl: "https://sobremesa.mx/reservaciones/ABCD2345/?t=x",
    });

    const cancelled = await send(
      message({
        language: "en",
        template: "reservation-cancelled",
        subject: "Your reservation at Dim Sum Loto was cancelled (ABCD2345)",
        body: "Dim Sum Loto · Saturday, December 12 · 2 guests\nReservation code: ABCD2345",
        details: booking("Cancelled"),
      }),
    );
    expect(String(cancelled.html)).toMatch(/<html[^>]* lang="en"/);
    expect(String(cancelled.html)).toContain("because you booked a table on Sobremesa");
    expect(cancelled.headers.get("content-language")).toBe("en");
    expect(markupOf(cancelled)[0]).toMatchObject({ reservationStatus: "https://schema.org/ReservationCancelled" });
  });

  it("marks a ticket order up as an EventReservation and a store order as an Order", async () => {
    const tickets = await send(
      message({
        template: "experience-order-confirmed",
        details: {
          markup: {
            type: "EventReservation",
            reservationNumber: "EXP-7K2M",
            status: "Confirmed",
            underName: "Luis Pérez",
            event: {
              name: "Cata de mezcal",
              startDate: "2026-12-20T01:00:00.000Z",
              place: { name: "Casa Mezcal", address: "Calle Colima 12, Roma Norte" },
            },
            numSeats: 2,
            url: "https://sobremesa.mx/order/EXP-7K2M/",
          },
        },
      }),
    );
    expect(markupOf(tickets)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "EventReservation",
        reservationNumber: "EXP-7K2M",
        reservationStatus: "https://schema.org/ReservationConfirmed",
        underName: { "@type": "Person", name: "Luis Pérez" },
        reservationFor: {
          "@type": "Event",
          name: "Cata de mezcal",
          startDate: "2026-12-20T01:00:00.000Z",
          location: {
            "@type": "Place",
            name: "Casa Mezcal",
            address: { "@type": "PostalAddress", streetAddress: "Calle Colima 12, Roma Norte" },
          },
        },
        numSeats: 2,
        url: "https://sobremesa.mx/order/EXP-7K2M/",
      },
    ]);
    expect(String(tickets.html)).toContain("porque compraste boletos");

    const order = await send(
      message({
        template: "store-order-shipped",
        details: {
          markup: {
            type: "Order",
            orderNumber: "PED-4F7Q",
            status: "OrderInTransit",
            merchant: "Tostadores del Sur",
            customer: "Ana López",
            totalMinor: 45_900,
            currency: "mxn",
            url: "https://sobremesa.mx/stores/order/PED-4F7Q/",
          },
        },
      }),
    );
    expect(markupOf(order)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Order",
        orderNumber: "PED-4F7Q",
        orderStatus: "https://schema.org/OrderInTransit",
        merchant: { "@type": "Organization", name: "Tostadores del Sur" },
        customer: { "@type": "Person", name: "Ana López" },
        price: "459.00",
        priceCurrency: "MXN",
        url: "https://sobremesa.mx/stores/order/PED-4F7Q/",
      },
    ]);
  });

  it("sends a message without facts, or with facts that no longer parse, with the layout and no markup", async () => {
    const signIn = await send(
      message({ template: "sign-in", subject: "Tu código", body: "Tu código es 123456", thread: null }),
    );
    expect(String(signIn.html)).toContain("Tu código es 123456");
    expect(String(signIn.html)).toContain("se pidió para tu cuenta de Sobremesa");
    expect(markupOf(signIn)).toEqual([]);

    const stale = await send(message({ details: { markup: { type: "FoodEstablishmentReservation" } } }));
    expect(stale.html).toBeTruthy();
    expect(markupOf(stale)).toEqual([]);
  });

  it("keeps text that looks like markup inert in the HTML part", async () => {
    const mail = await send(
      message({
        subject: "<b>Hola</b>",
        body: "Nota: </script><img src=x onerror=alert(1)>",
        details: { ...booking("Confirmed"), markup: { ...booking("Confirmed").markup!, underName: "</script><b>" } },
      } as Partial<OutboxMessage>),
    );
    const html = String(mail.html);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>Hola</b>");
    expect(markupOf(mail)[0]).toMatchObject({ underName: { name: "</script><b>" } });
  });
});
