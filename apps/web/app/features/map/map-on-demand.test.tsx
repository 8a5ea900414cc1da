import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { MapOnDemand } from "./map-on-demand";

function render(language: "es" | "en") {
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <MapOnDemand className="h-64 sm:h-72">
        <p>the map itself</p>
      </MapOnDemand>
    </I18nextProvider>,
  );
}

describe("MapOnDemand before the map is near or asked for", () => {
  it("draws a same-size still box with a button to show the map, and not the map", () => {
    const html = render("es");
    expect(html).toContain("h-64 sm:h-72");
    expect(html).toMatch(/<button type="button"[^>]*>.*Ver mapa<\/button>/);
    expect(html).toContain('data-map-on-demand="waiting"');
    expect(html).not.toContain("the map itself");
    // Still: no pulsing skeleton that would keep repainting a box nobody looks at.
    expect(html).not.toContain("animate-pulse");
  });

  it("speaks the page language", () => {
    expect(render("en")).toContain("Show map</button>");
  });
});
