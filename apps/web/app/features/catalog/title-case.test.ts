import { describe, expect, it } from "vitest";
import { titleCasePlaceName, titleCaseSlug } from "./title-case";

describe("titleCasePlaceName", () => {
  it("capitalises each word", () => {
    expect(titleCasePlaceName("taquería los cocuyos")).toBe("Taquería Los Cocuyos");
  });

  it("keeps del, de, la and el lower case inside the name", () => {
    expect(titleCasePlaceName("LA CASA DEL MOLE")).toBe("La Casa del Mole");
    expect(titleCasePlaceName("casa de la abuela")).toBe("Casa de la Abuela");
    expect(titleCasePlaceName("bar el gallo")).toBe("Bar el Gallo");
  });

  it("capitalises a particle when it opens the name", () => {
    expect(titleCasePlaceName("el cardenal")).toBe("El Cardenal");
    expect(titleCasePlaceName("de la calle")).toBe("De la Calle");
  });

  it("does not treat words that merely contain a particle as particles", () => {
    expect(titleCasePlaceName("delirio")).toBe("Delirio");
    expect(titleCasePlaceName("restaurante ELENA")).toBe("Restaurante Elena");
  });

  it("handles accents, extra spaces, hyphens and apostrophes", () => {
    expect(titleCasePlaceName("  ÁNIMA   del   ÑANDÚ ")).toBe("Ánima del Ñandú");
    expect(titleCasePlaceName("café saint-tropez")).toBe("Café Saint-Tropez");
    expect(titleCasePlaceName("o'neill pub")).toBe("O'Neill Pub");
  });

  it("keeps initials written with dots in capitals", () => {
    expect(titleCasePlaceName("Bogotá D.C.")).toBe("Bogotá D.C.");
    expect(titleCasePlaceName("GRUPO s.a. DE c.v.")).toBe("Grupo S.A. de C.V.");
    expect(titleCasePlaceName("Mi Bar S.A.S")).toBe("Mi Bar S.A.S");
    expect(titleCasePlaceName("av. juárez")).toBe("Av. Juárez");
  });
});

describe("titleCaseSlug", () => {
  it("makes location and place slugs readable, keeping del, de, la and el lower case inside", () => {
    expect(titleCaseSlug("ciudad-de-mexico")).toBe("Ciudad de Mexico");
    expect(titleCaseSlug("la-casa-del-mole")).toBe("La Casa del Mole");
    expect(titleCaseSlug("el-bar-de-la-esquina")).toBe("El Bar de la Esquina");
    expect(titleCaseSlug("nuevo_leon")).toBe("Nuevo Leon");
    expect(titleCaseSlug("caf%C3%A9-central")).toBe("Café Central");
  });

  it("bounds the length of what comes from the URL", () => {
    expect(titleCaseSlug("a".repeat(500)).length).toBeLessThanOrEqual(80);
  });
});
