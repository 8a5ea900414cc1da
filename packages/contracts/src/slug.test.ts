import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Ciudad de México", "ciudad-de-mexico"],
    ["Bogotá D.C.", "bogota-d-c"],
    ["Nuevo León", "nuevo-leon"],
    ["Peñalolén", "penalolen"],
    ["  San José  ", "san-jose"],
    ["Cartagena [Fraccionamiento]", "cartagena-fraccionamiento"],
    ["Hipódromo", "hipodromo"],
  ])("%s -> %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
