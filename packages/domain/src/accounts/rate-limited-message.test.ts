import { describe, expect, it } from "vitest";
import { rateLimitedMessage } from "./messages.ts";

describe("rateLimitedMessage", () => {
  it("says how long to wait, in minutes, in the visitor's language", () => {
    expect(rateLimitedMessage("es", 600)).toBe("Demasiados intentos. Vuelve a intentarlo en 10 minutos.");
    expect(rateLimitedMessage("en", 61)).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(rateLimitedMessage("es", 60)).toBe("Demasiados intentos. Vuelve a intentarlo en 1 minuto.");
  });

  it("counts seconds under a minute", () => {
    expect(rateLimitedMessage("es", 42)).toBe("Demasiados intentos. Vuelve a intentarlo en 42 segundos.");
    expect(rateLimitedMessage("en", 0.2)).toBe("Too many attempts. Please try again in 1 second.");
  });
});
