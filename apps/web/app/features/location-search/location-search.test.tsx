import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "../../i18n/i18n";
import { I18nextProvider } from "../../i18n/react-i18n";
import { LocationSearch } from "./location-search";

function SpanishSearch() {
  return <LocationSearch language="es" countryCode="mx" />;
}

function EnglishSearch() {
  return <LocationSearch language="en" countryCode="mx" />;
}

const Stub = createRoutesStub([
  { path: "/", Component: SpanishSearch },
  { path: "/en/", Component: EnglishSearch },
]);

function render(language: "es" | "en") {
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={[language === "en" ? "/en/" : "/"]} />
    </I18nextProvider>,
  );
}

describe("LocationSearch on the server", () => {
  it("is a working form without JavaScript: GET to the country listing with q", () => {
    const html = render("es");
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/mx/"');
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toContain('type="submit"');
  });

  it("is an ARIA 1.2 combobox, closed, controlling a listbox that offers near me", () => {
    const html = render("es");
    const input = /<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).not.toContain("aria-activedescendant");
    const listboxId = /aria-controls="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`id="${listboxId}" role="listbox"`);
    expect(html).toContain('role="option"');
    expect(html).toContain("Cerca de mí");
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Busca una ciudad, colonia o estado<\/label>/);
  });

  it("submits to the English country listing in English", () => {
    const html = render("en");
    expect(html).toMatch(/action="\/en\/mx\/"/);
    expect(html).toContain("Near me");
  });
});
