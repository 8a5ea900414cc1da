import { describe, expect, it } from "vitest";
import { errorStatus } from "../errors.ts";
import { reservationErrorCodes, reservationErrorMessage } from "./errors.ts";

describe("reservation error messages", () => {
  it("are the spec's texts prefixed with Error:", () => {
    expect(reservationErrorMessage("RESERVATION_ALREADY_EXIST", "es")).toBe("Error: La reserva ya existe");
    expect(reservationErrorMessage("RESERVATION_NOT_FOUND", "es")).toBe("Error: Reserva no encontrada");
    expect(reservationErrorMessage("TIME_BLOCK_SPECIFIC", "es")).toBe(
      "Error: El lugar no está tomando reservas para este horario",
    );
    expect(reservationErrorMessage("RESERVATION_DATETIME_HAS_PASSED", "es")).toBe(
      "Error: La reserva no puede ser creada en una fecha pasada",
    );
    expect(reservationErrorMessage("CANNOT_ASSIGN_TABLE", "es")).toBe(
      "Error: Ups! El lugar no tiene mesas disponibles para el horario seleccionado",
    );
    expect(reservationErrorMessage("CANNOT_ASSIGN_ZONE", "es")).toBe(
      "Error: Ups! No pudimos asignarte una zona, por favor intenta de nuevo",
    );
    for (const code of [
      "RESERVATION_CANNOT_BE_CREATED",
      "RESERVATION_CANNOT_BE_UPDATED",
      "RESERVATION_CANNOT_BE_DELETED",
    ]) {
      expect(reservationErrorMessage(code, "es")).toBe(
        "Error: Ups! No pudimos generar, actualizar o eliminar tu reserva, por favor intenta de nuevo",
      );
    }
    expect(reservationErrorMessage("SOMETHING_ELSE", "es")).toBe(
      "Error: Se ha producido un error desconocido. Por favor, contacta con soporte técnico.",
    );
  });

  it("exist in English for every code, and every code has an HTTP status", () => {
    for (const code of reservationErrorCodes) {
      expect(reservationErrorMessage(code, "en")).toMatch(/^Error: [A-Z]/);
      expect(reservationErrorMessage(code, "en")).not.toBe(reservationErrorMessage(code, "es"));
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    }
  });
});
