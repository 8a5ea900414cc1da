import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { NotFoundView } from "./not-found-view";

function render(path: string, props: Parameters<typeof NotFoundView>[0] = {}) {
  const language = path.startsWith("/en/") ? "en" : "es";
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundView {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** As the server streams it: the illustration's code is loaded on demand, and the server waits for it. */
async function renderComplete(path: string) {
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={getI18n("es")}>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundView />
      </MemoryRouter>
    </I18nextProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("NotFoundView", () => {
  it("says oops and sorry in the page's language, with a link home", () => {
    const es = render("/nope/x/");
    expect(es).toContain(">oops</h1>");
    expect(es).toContain("Lo sentimos, no encontramos la página que buscas.");
    expect(es).toMatch(/href="\/"/);
    const en = render("/en/nope/x/");
    expect(en).toContain("We are sorry, we could not find the page you are looking for.");
    expect(en).toMatch(/href="\/en\/"/);
  });

  it("draws the illustration at 240x341 below md and 418x598 from md", async () => {
    const html = await renderComplete("/nope/");
    expect(html).toMatch(/<svg[^>]*width="240"[^>]*height="341"/);
    expect(html).toContain("h-[341px] w-[240px]");
    expect(html).toContain("md:h-[598px] md:w-[418px]");
  });

  it("shows the validation message but never error details", () => {
    expect(render("/MX/", { detail: "Page Not Found /MX/" })).toContain("Page Not Found /MX/");
    const error = render("/lugar/x/", { kind: "error" });
    expect(error).toContain(">oops</h1>");
    expect(error).toContain("algo salió mal");
  });
});
