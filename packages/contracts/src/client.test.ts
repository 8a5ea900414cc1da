import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, DEFAULT_ERROR_MESSAGE, errorMessageOf } from "./client.ts";
import { createExperiencesClient } from "./experiences/client.ts";

describe("errorMessageOf", () => {
  it("prefers error.message, then message, then data, then the default", () => {
    expect(errorMessageOf({ error: { message: "a" }, message: "b", data: "c" })).toBe("a");
    expect(errorMessageOf({ message: "b", data: "c" })).toBe("b");
    expect(errorMessageOf({ data: "c" })).toBe("c");
    expect(errorMessageOf({})).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageOf(null)).toBe("Error al procesar la solicitud");
  });

  it("prefers data for multipart answers", () => {
    expect(errorMessageOf({ message: "b", data: "c" }, true)).toBe("c");
  });
});

describe("mainWrite", () => {
  const answering = (status: number, body: unknown) =>
    createApiClient({
      origin: "",
      bases: { main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys" },
      language: () => "es",
      fetch: async () => new Response(JSON.stringify(body), { status }),
    });

  it("takes a 202 as an answer: the ticket order that waits for the bank's step", async () => {
    const order = { code: "EXP-ABC123", status: "awaiting_authentication" };
    const client = createExperiencesClient(answering(202, { order }));
    await expect(client.purchase("cata", {} as never, "key-1")).resolves.toEqual({ order });
  });

  it("throws the answer's message and status otherwise", async () => {
    const client = createExperiencesClient(
      answering(503, { error: { code: "PAYMENT_OUTCOME_UNKNOWN", message: "No pagues con otra tarjeta" } }),
    );
    const failure = await client.purchase("cata", {} as never, "key-1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, message: "No pagues con otra tarjeta" });
  });
});
