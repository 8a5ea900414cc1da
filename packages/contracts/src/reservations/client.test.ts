import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "../client.ts";
import { createReservationsClient, reservationFieldErrorsOf } from "./client.ts";
import { reservationFailureMessage } from "./errors.ts";

function client(answer: { status: number; body: unknown }) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(answer.body), { status: answer.status }),
  );
  const api = createApiClient({
    origin: "",
    bases: { main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys" },
    language: () => "en",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { reservations: createReservationsClient(api), fetch };
}

const reservation = { code: "ABCD2345", managePath: "/en/place/reservation/ABCD2345/?token=t" };

describe("createReservationsClient", () => {
  it("asks availability with requestFrom, the page language and the picker's choice", async () => {
    const { reservations, fetch } = client({ status: 200, body: { data: { date: "2030-05-10", slots: [] } } });
    const signal = new AbortController().signal;
    const data = await reservations.availability("la-casa", { date: "2030-05-10", party: 2 }, { signal });
    expect(data).toEqual({ date: "2030-05-10", slots: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/rsv/places/la-casa/availability?date=2030-05-10&party=2&lang=en&requestFrom=WEBSITE");
    expect(init?.signal).toBe(signal);
    expect(init?.method).toBe("GET");
  });

  it("creates with the Idempotency-Key header and the language in the body", async () => {
    const { reservations, fetch } = client({ status: 201, body: { data: reservation } });
    const body = {
      placeSlug: "la-casa",
      date: "2030-05-10",
      time: "20:00",
      party: 2,
      contact: { countryCode: "+52", email: "a@b.mx", firstName: "A", lastName: "B", phone: "3312345678" },
    };
    expect(await reservations.create(body, { idempotencyKey: "key-12345678" })).toEqual(reservation);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/rsv/reservations?requestFrom=WEBSITE");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("idempotency-key")).toBe("key-12345678");
    expect(JSON.parse(String(init?.body))).toEqual({ ...body, lang: "en" });
  });

  it("reads, changes and cancels with the manage token", async () => {
    const { reservations, fetch } = client({ status: 200, body: { data: reservation } });
    await reservations.get("ABCD2345", { token: "tok" });
    await reservations.modify("ABCD2345", { time: "21:00" }, { token: "tok" });
    await reservations.cancel("ABCD2345", { token: "tok" });
    await reservations.cancel("ABCD2345");
    const calls = fetch.mock.calls.map(([url, init]) => [
      init?.method,
      url,
      new Headers(init?.headers).get("content-type"),
    ]);
    expect(calls).toEqual([
      ["GET", "/rsv/reservations/ABCD2345?token=tok&lang=en&requestFrom=WEBSITE", null],
      ["PATCH", "/rsv/reservations/ABCD2345?token=tok&lang=en&requestFrom=WEBSITE", "application/json"],
      // No JSON content type without a body (the server refuses an empty JSON body).
      ["DELETE", "/rsv/reservations/ABCD2345?token=tok&lang=en&requestFrom=WEBSITE", null],
      ["DELETE", "/rsv/reservations/ABCD2345?lang=en&requestFrom=WEBSITE", null],
    ]);
  });

  it("throws ApiError with the answer for a refused booking", async () => {
    const body = { message: "x", error: { code: "CANNOT_ASSIGN_TABLE", message: "Error: Oops!" } };
    const { reservations } = client({ status: 409, body });
    const failure = await reservations.availability("la-casa", { date: "2030-05-10", party: 2 }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(409);
    expect(failure.body).toEqual(body);
  });
});

describe("reservationFailureMessage", () => {
  const failure = (code: string, status = 409, message = "Error: server text", details?: unknown) =>
    new ApiError(message, status, { message, error: { code, message, details } });

  it("shows the spec's text of the code, prefixed, in the page language", () => {
    expect(reservationFailureMessage(failure("CANNOT_ASSIGN_TABLE"), "es")).toBe(
      "Error: Ups! El lugar no tiene mesas disponibles para el horario seleccionado",
    );
    expect(reservationFailureMessage(failure("CANNOT_ASSIGN_TABLE"), "en")).toBe(
      "Error: Oops! The place has no tables available for the selected time",
    );
    expect(reservationFailureMessage(failure("RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST", 422), "es")).toBe(
      "Error: La reserva no puede ser creada en una fecha pasada",
    );
    expect(reservationFailureMessage(failure("TIME_BLOCK_SPECIFIC"), "es")).toBe(
      "Error: El lugar no está tomando reservas para este horario",
    );
  });

  it("falls back to the unknown-error text for anything else", () => {
    expect(reservationFailureMessage(new TypeError("Failed to fetch"), "es")).toBe(
      "Error: Se ha producido un error desconocido. Por favor, contacta con soporte técnico.",
    );
    expect(reservationFailureMessage(failure("INTERNAL", 500), "en")).toBe(
      "Error: An unknown error occurred. Please contact technical support.",
    );
  });

  it("keeps the server's words and field details for a validation failure", () => {
    const details = [{ field: "contact.phone", message: "Invalid phone" }, { bad: true }];
    const error = failure("VALIDATION_FAILED", 400, "Check the phone", details);
    expect(reservationFailureMessage(error, "en")).toBe("Check the phone");
    expect(reservationFieldErrorsOf(error)).toEqual([{ field: "contact.phone", message: "Invalid phone" }]);
    expect(reservationFieldErrorsOf(new Error("x"))).toEqual([]);
  });
});
