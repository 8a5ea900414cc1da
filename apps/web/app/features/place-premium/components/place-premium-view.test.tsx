import type { Language } from "@sobremesa/contracts";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { type PlacePremiumData, placePremiumData } from "../place-premium-data";
import { placePage } from "../test-fixtures";
import { PlacePremiumView } from "./place-premium-view";

let current: PlacePremiumData;

function Page() {
  return <PlacePremiumView data={current} />;
}

function render(data: PlacePremiumData, language: Language): string {
  current = data;
  const Stub = createRoutesStub([{ path: data.canonical, Component: Page }]);
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={[data.canonical]} />
    </I18nextProvider>,
  );
}

describe("PlacePremiumView on the server", () => {
  it("states the benefit plainly with the trial, the steps and the links, in Spanish", () => {
    const html = render(placePremiumData(placePage(), "es"), "es");
    expect(html).toMatch(/<h1[^>]*>La Casa del Mole<\/h1>/);
    expect(html).toContain("15% de descuento en tu cuenta con Sobremesa Premium");
    expect(html).toContain("Restaurante · Mexicana");
    expect(html).toContain("Americana, Guadalajara");
    expect(html).toContain("Precio: 2 de 4");
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(/href="\/plus\/"[^>]*>Prueba Premium 30 días gratis</);
    expect(html).toContain("Cómo funciona");
    expect(html.match(/<li class="flex gap-4/g)).toHaveLength(3);
    expect(html).toContain('href="/lugar/la-casa-del-mole-guadalajara/"');
    expect(html).toContain('href="/mx/jalisco/guadalajara/premium/"');
    expect(html).not.toContain("todavía no tiene beneficio Premium");
  });

  it("says in English when the place has no benefit yet and points to the city's Premium places", () => {
    const html = render(placePremiumData(placePage({ premiumDiscount: null }), "en"), "en");
    expect(html).toContain("La Casa del Mole has no Premium benefit yet");
    expect(html).toMatch(/href="\/en\/mx\/jalisco\/guadalajara\/premium\/"[^>]*>See Premium places in Guadalajara/);
    expect(html).toMatch(/href="\/en\/plus\/"[^>]*>Try Premium free for 30 days</);
    expect(html).toContain("Reserve your table at a participating place on Sobremesa.");
    expect(html).not.toContain("% off your bill with Sobremesa Premium");
  });
});
