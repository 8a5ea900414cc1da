import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { LocationSearch } from "./location-search";
import { LocationSearchCombobox } from "./location-search-combobox";
import { searchBoxIds } from "./search-box";

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
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Busca un lugar, cocina, ciudad o colonia<\/label>/);
  });

  it("submits to the English country listing in English", () => {
    const html = render("en");
    expect(html).toMatch(/action="\/en\/mx\/"/);
    expect(html).toContain("Near me");
  });
});

let shown: ReactElement | null = null;
function Shown() {
  return shown;
}
const ShownStub = createRoutesStub([{ path: "/", Component: Shown }]);

describe("LocationSearch before and after the combobox loads", () => {
  function renderAt(element: ReactElement) {
    shown = element;
    return renderToString(
      <I18nextProvider i18n={getI18n("es")}>
        <ShownStub initialEntries={["/"]} />
      </I18nextProvider>,
    );
  }

  it.each(["hero", "header"] as const)("%s: the first view's box is the combobox's markup, closed", (variant) => {
    const first = renderAt(<LocationSearch language="es" countryCode="mx" variant={variant} className="mt-8" />);
    const id = /id="([^"]+)-input"/.exec(first)?.[1] ?? "";
    expect(id).not.toBe("");
    const combobox = renderAt(
      <LocationSearchCombobox
        language="es"
        countryCode="mx"
        variant={variant}
        className="mt-8"
        ids={searchBoxIds(id)}
        takeOver={{ text: "", focused: false, selection: null }}
      />,
    );
    // Same elements, classes, ids and texts: nothing moves when it takes over.
    expect(first).toBe(combobox);
  });

  it("the combobox starts from the text typed into the first view's box", () => {
    const html = renderAt(
      <LocationSearchCombobox
        language="es"
        countryCode="mx"
        ids={searchBoxIds("s")}
        takeOver={{ text: "guada", focused: true, selection: [5, 5] }}
      />,
    );
    const input = /<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('value="guada"');
    // It had the focus: the popup is open (near me, then the results as they come).
    expect(input).toContain('aria-expanded="true"');
  });
});
