import { describe, expect, it } from "vitest";
import en from "./en.json";
import es from "./es.json";
import { createTranslator } from "./translate";

const t = { es: createTranslator("es", () => es), en: createTranslator("en", () => en) };

describe("counted copy agrees with its number", () => {
  it("says one review, not one reviews", () => {
    expect(t.es("featured.rating", { score: "4.5", reviews: "1", count: 1 })).toBe("Calificación: 4.5 de 5, 1 reseña");
    expect(t.es("featured.rating", { score: "4.5", reviews: "12", count: 12 })).toBe(
      "Calificación: 4.5 de 5, 12 reseñas",
    );
    expect(t.en("featured.rating", { score: "4.5", reviews: "1", count: 1 })).toBe("Rated 4.5 out of 5, 1 review");
  });

  it("says one order, one variant and one mismatch in the store audit", () => {
    for (const [language, expected] of [
      ["es", "Revisamos 1 variante y 1 pedido contra el registro de inventario: 1 diferencia."],
      ["en", "We checked 1 variant and 1 order against the stock ledger: 1 mismatch."],
    ] as const) {
      const translate = t[language];
      expect(
        translate("store.audit.checked", {
          variants: translate("store.audit.variantCount", { count: 1 }),
          orders: translate("store.audit.orderCount", { count: 1 }),
          mismatches: translate("store.audit.mismatchCount", { count: 1 }),
        }),
      ).toBe(expected);
    }
    expect(t.es("store.audit.orderCount", { count: 3 })).toBe("3 pedidos");
  });
});
