import { describe, expect, it } from "vitest";
import { formatUpdated, legalDocuments } from "./legal-document";

const ids = ["privacy", "terms"] as const;

describe("legal documents", () => {
  for (const id of ids) {
    it(`${id}: both languages have the same sections, with unique anchors and no empty text`, () => {
      const { es, en } = legalDocuments[id];
      expect(es.sections.length).toBe(en.sections.length);
      expect(es.updated).toBe(en.updated);
      expect(es.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const document of [es, en]) {
        const anchors = document.sections.map((section) => section.id);
        expect(new Set(anchors).size).toBe(anchors.length);
        for (const anchor of anchors) expect(anchor).toMatch(/^[a-z]+(-[a-z]+)*$/);
        for (const section of document.sections) {
          expect(section.heading.length).toBeGreaterThan(3);
          expect(section.blocks.length).toBeGreaterThan(0);
          // Same shape section by section: paragraphs, lists and subheadings line up across languages.
        }
        expect(document.description.length).toBeGreaterThan(50);
      }
      es.sections.forEach((section, index) => {
        const other = en.sections[index]!;
        expect(
          other.blocks.map((block) => (typeof block === "string" ? "p" : "list" in block ? block.list.length : "h")),
        ).toEqual(
          section.blocks.map((block) => (typeof block === "string" ? "p" : "list" in block ? block.list.length : "h")),
        );
      });
    });
  }

  it("the privacy notice has what Mexican law expects, and mentions Colombia's and Costa Rica's laws", () => {
    const text = JSON.stringify(legalDocuments.privacy.es);
    for (const required of [
      "Sobremesa Tecnologías, S.A.P.I. de C.V.",
      "Ciudad de México",
      "privacidad@sobremesa.mx",
      "Finalidades primarias",
      "Finalidades secundarias",
      "Derechos ARCO",
      "20 días hábiles",
      "Revocación del consentimiento",
      "Transferencias",
      "Cookies",
      "Ley 1581 de 2012",
      "Ley 8968",
      "Cambios a este aviso",
    ])
      expect(text).toContain(required);
    expect(JSON.stringify(legalDocuments.privacy.en)).toContain("Law 1581 of 2012");
  });

  it("the terms cover reservations, no-shows, purchases, the trial, cancellation and the store's taxes", () => {
    for (const [language, needles] of [
      [
        "es",
        [
          "No presentación",
          "prueba gratuita de 30 días",
          "Solo hay una prueba por cliente",
          "Cancelación",
          "incluyen el IVA",
          "Devoluciones",
          "Envíos",
          "Ley aplicable",
        ],
      ],
      [
        "en",
        [
          "No-shows",
          "30-day free trial",
          "only one trial per customer",
          "Cancellation",
          "include VAT (IVA)",
          "Returns",
          "Shipping",
          "Applicable law",
        ],
      ],
    ] as const) {
      const text = JSON.stringify(legalDocuments.terms[language]);
      for (const needle of needles) expect(text).toContain(needle);
    }
  });

  it("formats the last-updated date in each language", () => {
    expect(formatUpdated("2026-11-20", "es")).toBe("20 de noviembre de 2026");
    expect(formatUpdated("2026-11-20", "en")).toBe("November 20, 2026");
  });
});
