import { ApiError } from "../client.ts";
import type { Language } from "../locales.ts";
import { reservationErrorCodeOf } from "./client.ts";

/** The reservation system's error codes. */
export const reservationErrorCodes = [
  "RESERVATION_ALREADY_EXIST",
  "RESERVATION_NOT_FOUND",
  "TIME_BLOCK_GLOBAL",
  "TIME_BLOCK_SPECIFIC",
  "RESERVATION_DATETIME_HAS_PASSED",
  "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST",
  "RESERVATION_CANNOT_BE_CREATED",
  "RESERVATION_CANNOT_BE_UPDATED",
  "RESERVATION_CANNOT_BE_DELETED",
  "CANNOT_ASSIGN_ZONE",
  "CANNOT_ASSIGN_TABLE",
] as const;
export type ReservationErrorCode = (typeof reservationErrorCodes)[number];

/** The three "cannot be" codes share one message. */
const cannotChange = {
  es: "Ups! No pudimos generar, actualizar o eliminar tu reserva, por favor intenta de nuevo",
  en: "Oops! We could not create, update or cancel your reservation, please try again",
};

const texts: Record<ReservationErrorCode | "UNKNOWN", Record<Language, string>> = {
  RESERVATION_ALREADY_EXIST: { es: "La reserva ya existe", en: "The reservation already exists" },
  RESERVATION_NOT_FOUND: { es: "Reserva no encontrada", en: "Reservation not found" },
  TIME_BLOCK_GLOBAL: {
    es: "El lugar no está tomando reservas para este horario",
    en: "The place is not taking reservations for this time",
  },
  TIME_BLOCK_SPECIFIC: {
    es: "El lugar no está tomando reservas para este horario",
    en: "The place is not taking reservations for this time",
  },
  RESERVATION_DATETIME_HAS_PASSED: {
    es: "La reserva no puede ser creada en una fecha pasada",
    en: "The reservation cannot be made for a past date",
  },
  RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST: {
    es: "La reserva no puede ser creada en una fecha pasada",
    en: "The reservation cannot be made for a past date",
  },
  RESERVATION_CANNOT_BE_CREATED: cannotChange,
  RESERVATION_CANNOT_BE_UPDATED: cannotChange,
  RESERVATION_CANNOT_BE_DELETED: cannotChange,
  CANNOT_ASSIGN_ZONE: {
    es: "Ups! No pudimos asignarte una zona, por favor intenta de nuevo",
    en: "Oops! We could not assign you a zone, please try again",
  },
  CANNOT_ASSIGN_TABLE: {
    es: "Ups! El lugar no tiene mesas disponibles para el horario seleccionado",
    en: "Oops! The place has no tables available for the selected time",
  },
  UNKNOWN: {
    es: "Se ha producido un error desconocido. Por favor, contacta con soporte técnico.",
    en: "An unknown error occurred. Please contact technical support.",
  },
};

export function isReservationErrorCode(code: unknown): code is ReservationErrorCode {
  return typeof code === "string" && (reservationErrorCodes as readonly string[]).includes(code);
}

/** What the site shows for a reservation-system error: the spec's text prefixed with "Error: ". */
export function reservationErrorMessage(code: unknown, language: Language): string {
  const text = isReservationErrorCode(code) ? texts[code][language] : texts.UNKNOWN[language];
  return `Error: ${text}`;
}

/**
 * What the site shows for a failed reservation call: the spec's "Error: ..." text of its code in the
 * page language, whatever language the server answered in; a validation failure is
 * the server's message; any other failure (network down, a 5xx, an unknown code) is the spec's
 * unknown-error fallback. Apart from the reservations client, so a page loads these texts only
 * when a call fails.
 */
export function reservationFailureMessage(error: unknown, language: Language): string {
  const code = reservationErrorCodeOf(error);
  // A rejected form field (the phone of another country): the server's own words say which.
  if (code === "VALIDATION_FAILED" && error instanceof ApiError && error.message) return error.message;
  return reservationErrorMessage(isReservationErrorCode(code) ? (code as ReservationErrorCode) : undefined, language);
}
