import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import type { MapPlace } from "./map-types";
import { PlacesMap } from "./places-map";

// The server must never load MapLibre: importing it here fails the test.
vi.mock("maplibre-gl", () => {
  throw new Error("maplibre-gl was loaded on the server");
});

const places: MapPlace[] = [
  { id: 1, slug: "la-tequila", name: "La Tequila", latitude: 20.67, longitude: -103.36, category: "bar", score: 4.6 },
];

function SpanishMap() {
  return <PlacesMap places={places} language="es" listId="results" className="h-96" />;
}

function EnglishMap() {
  return <PlacesMap places={places} language="en" listId="results" className="h-96" />;
}

function render(language: "es" | "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteUrl: "https://sobremesa.test" }),
      Component: language === "es" ? SpanishMap : EnglishMap,
    },
  ]);
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { siteUrl: "https://sobremesa.test" } } }} />
    </I18nextProvider>,
  );
}

describe("PlacesMap on the server", () => {
  it("renders a labelled, sized placeholder and no map", () => {
    const html = render("es");
    expect(html).toContain('aria-label="Mapa de lugares"');
    expect(html).toContain("h-96");
    expect(html).toContain("Cargando mapa…");
    expect(html).toContain('href="#results"');
    expect(html).not.toContain("maplibregl");
    expect(html).not.toContain("data-place-id");
  });

  it("speaks the page language", () => {
    const html = render("en");
    expect(html).toContain('aria-label="Map of places"');
    expect(html).toContain("Skip the map and go to the list");
  });
});
