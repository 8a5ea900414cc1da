import { describe, expect, it } from "vitest";
import { titleCasePlaceName } from "./title-case";

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
});
