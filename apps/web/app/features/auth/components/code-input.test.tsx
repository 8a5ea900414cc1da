import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { boxesOf, emptyBoxes, pasteAt } from "../code-input-state";
import { CodeInput } from "./code-input";

function render(language: "es" | "en", boxes = emptyBoxes(), error?: string) {
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <CodeInput label="Código" boxes={boxes} onChange={() => undefined} error={error} />
    </I18nextProvider>,
  );
}

describe("CodeInput", () => {
  it("renders six numeric boxes of one digit each, labelled, the first taking the one-time-code autofill", () => {
    const html = render("es", boxesOf("12"));
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(6);
    expect(inputs[0]).toContain('autoComplete="one-time-code"');
    expect(inputs[0]).toContain('value="1"');
    expect(inputs[1]).toContain('value="2"');
    expect(inputs[2]).toContain('value=""');
    for (const input of inputs) expect(input).toContain('inputMode="numeric"');
    expect(inputs[0]).toContain('aria-label="Dígito 1 de 6"');
    expect(render("en")).toContain('aria-label="Digit 6 of 6"');
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+"/);
  });

  it("announces an error and marks the boxes invalid", () => {
    const html = render("es", emptyBoxes(), "El campo «Código» lleva los 6 dígitos que te enviamos.");
    expect(html).toContain('aria-live="assertive"');
    expect(html).toContain("El campo «Código» lleva los 6 dígitos que te enviamos.");
    expect(html).toContain('aria-invalid="true"');
  });

  it("says a failed paste in the page's language with the spec's exact Spanish words", () => {
    // The component shows auth.code.pasteError when pasteAt fails (read throws or no digits).
    expect(pasteAt(emptyBoxes(), 0, () => "sin números")).toEqual({ kind: "error" });
    expect(getI18n("es").t("auth.code.pasteError")).toBe("Hubo un error al pegar el contenido.");
    expect(getI18n("en").t("auth.code.pasteError")).toBe("There was an error pasting the content.");
  });
});
