import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR_MESSAGE, errorMessageOf } from "./client.ts";

describe("errorMessageOf (SPEC section 8)", () => {
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
