import type { FilterItemWithQuantity } from "@sobremesa/domain/search";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import {
  listSizes,
  panelClasses,
  parseListingQuery,
  parseWhenQuery,
  whenDefaults,
} from "#app/features/filters/index.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import type { ListingData } from "../listing-data";
import { activeSelection, type Facets, filterLists } from "../listing-selection";
import { guadalajaraBars, place } from "../test-fixtures";
import { ListingPageView } from "./listing-view";

function listingData(overrides: Partial<ListingData> = {}, search = ""): ListingData {
  const resolution = guadalajaraBars();
  const query = parseListingQuery(new URLSearchParams(search));
  // 20:10 on 5 March 2026 in Mexico City.
  const defaults = whenDefaults(new Date("2026-03-06T02:10:00Z"), "America/Mexico_City");
  const empty = Object.fromEntries(panelClasses.map((list) => [list, []])) as unknown as Facets;
  const cuisine: FilterItemWithQuantity = { id: 3, type: "cuisine", name: "Japonesa", slug: "japonesa", quantity: 4 };
  const facets: Facets = { ...empty, cuisine: [cuisine] };
  const selection = { resolution, facets, language: "es" as const, nearMeName: "Cerca de mí" };
  return {
    routeId: "filter",
    language: "es",
    countryCode: "mx",
    countryName: "México",
    heading: "Bares en Guadalajara",
    intro: "Descubre 30 lugares.",
    breadcrumbs: resolution.names.es.breadcrumbs,
    total: 30,
    page: 1,
    pages: 2,
    pageSize: 24,
    sort: "relevance",
    sorts: ["relevance", "score", "price", "time"],
    byTime: false,
    results: [place(1), place(2, { premiumDiscount: 15 })],
    query,
    when: { query: parseWhenQuery(search, defaults), defaults },
    bookableTimes: {},
    premium: false,
    plus: false,
    nearMe: false,
    position: null,
    center: resolution.center,
    active: activeSelection({ ...selection, query }),
    lists: filterLists(selection),
    listSizes: listSizes(filterLists(selection)),
    searchParams: { lang: "es" },
    seo: {} as ListingData["seo"],
    schema: {},
    canonical: "/mx/jalisco/guadalajara/bares/",
    alternates: { es: "/mx/jalisco/guadalajara/bares/", en: "/en/mx/jalisco/guadalajara/bars/" },
    noindex: false,
    headerColor: "#0071F2",
    ...overrides,
  };
}

/** The page as the server sends it in full (parts whose code loads on demand included). */
async function render(data: ListingData, url: string): Promise<string> {
  const Stub = createRoutesStub([{ path: "/mx/jalisco/guadalajara/bares/", Component: ListingPage }]);
  current = data;
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={getI18n("es")}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

let current: ListingData;

function ListingPage() {
  return <ListingPageView data={current} />;
}

describe("ListingPageView on the server", () => {
  it("renders the heading, trail, cards and a crawlable next page", async () => {
    const html = await render(listingData(), "/mx/jalisco/guadalajara/bares/");
    expect(html).toContain("<h1");
    expect(html).toContain("Bares en Guadalajara");
    expect(html).toContain('aria-current="page"');
    expect(html).toContain("Place 1");
    expect(html).toContain("-15% con Premium");
    expect(html).toContain('href="/mx/jalisco/guadalajara/bares/?page=2"');
    expect(html).toContain("Ver más lugares");
  });

  it("renders the filter lists as links to the listing with each choice applied", async () => {
    const html = await render(listingData(), "/mx/jalisco/guadalajara/bares/");
    expect(html).toContain('href="/mx/jalisco/guadalajara/bares/?tipo-cocina=3"');
    expect(html).toContain('role="checkbox"');
    // The applied category is listed although the facet has no category list.
    expect(html).toContain('aria-checked="true" aria-label="Bares"');
    expect(html).toContain('aria-checked="true" aria-label="Guadalajara"');
    // Removing the applied city from its chip: the state's listing.
    expect(html).toContain('href="/mx/bares/"');
  });

  it("counts the options a list has beyond those the page came with in its show more", async () => {
    const data = listingData();
    // One cuisine at hand of twenty: the other nineteen load when asked for.
    const html = await render({ ...data, listSizes: { ...data.listSizes, cuisine: 20 } }, data.canonical);
    expect(html).toContain("Ver más (19)");
    expect(html).toContain('aria-expanded="false"');
  });

  it("shows an option with no places as a disabled checkbox that links nowhere", async () => {
    const data = listingData();
    const none: FilterItemWithQuantity = { id: 9, type: "cuisine", name: "Coreana", slug: "coreana", quantity: 0 };
    const facets = {
      ...Object.fromEntries(panelClasses.map((list) => [list, []])),
      cuisine: [none],
    } as unknown as Facets;
    const lists = filterLists({
      resolution: guadalajaraBars(),
      facets,
      language: "es",
      nearMeName: "Cerca de mí",
    });
    const html = await render({ ...data, lists }, "/mx/jalisco/guadalajara/bares/");
    const option = /<(\w+)[^>]*aria-label="Coreana[^"]*"[^>]*>/.exec(html);
    expect(option?.[1]).toBe("span");
    expect(option?.[0]).toContain('aria-disabled="true"');
    expect(option?.[0]).not.toContain("href=");
    expect(html).not.toContain("tipo-cocina=9");
  });

  it("asks when and how many, keeping the choice in the filters' links", async () => {
    const search = "fecha=2026-03-07&hora=21:00&personas=4";
    const url = `/mx/jalisco/guadalajara/bares/?${search}`;
    const data = listingData(
      {
        bookableTimes: {
          1: { placeId: 1, bookable: true, times: [{ date: "2026-03-07", time: "21:00" }], next: null },
        },
      },
      search,
    );
    const html = await render(data, url);
    expect(html).toContain("¿Cuándo y cuántos?");
    const date = /<input[^>]*type="date"[^>]*>/.exec(html)?.[0] ?? "";
    expect(date).toContain('name="fecha"');
    expect(date).toContain('min="2026-03-05"');
    expect(date).toContain('value="2026-03-07"');
    expect(html).toMatch(/<option value="21:00" selected="">21:00<\/option>/);
    expect(html).toMatch(/<option value="4" selected="">4<\/option>/);
    expect(html).toContain(
      'href="/mx/jalisco/guadalajara/bares/?tipo-cocina=3&amp;fecha=2026-03-07&amp;hora=21%3A00&amp;personas=4"',
    );
    expect(html).toContain('aria-label="Reservar en Place 1 a las 21:00"');
    expect(html).toContain('href="/lugar/place-1/reservar/?fecha=2026-03-07&amp;hora=21%3A00&amp;personas=4"');
  });

  it("keeps the other parameters in the selector's form, as hidden fields", async () => {
    const search = "precio=2&view=map&personas=6";
    const html = await render(listingData({}, search), `/mx/jalisco/guadalajara/bares/?${search}`);
    const form = /<form[^>]*aria-labelledby[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? "";
    expect(form).toContain('<input type="hidden" name="precio" value="2"/>');
    expect(form).toContain('<input type="hidden" name="view" value="map"/>');
    expect(form).not.toContain('type="hidden" name="personas"');
  });

  it("switches the table filter by links, and pages a list ordered by time without show more", async () => {
    const off = await render(listingData(), "/mx/jalisco/guadalajara/bares/");
    expect(off).toMatch(
      /<a[^>]*role="checkbox"[^>]*aria-checked="false"[^>]*href="\/mx\/jalisco\/guadalajara\/bares\/\?con-mesa=1"/,
    );
    expect(off).toContain("Hora más cercana");

    const search = "orden=time&con-mesa=1";
    const html = await render(
      listingData({ sort: "time", byTime: true }, search),
      `/mx/jalisco/guadalajara/bares/?${search}`,
    );
    expect(html).toMatch(/<option value="time" selected="">Hora más cercana<\/option>/);
    expect(html).toContain('aria-label="Quitar filtro: Con mesa a esa hora"');
    // The chip and the toggle both lead to the list without the filter, keeping the sort.
    expect(html).toContain('href="/mx/jalisco/guadalajara/bares/?orden=time"');
    // Other filters' links keep it.
    expect(html).toContain('href="/mx/jalisco/guadalajara/bares/?tipo-cocina=3&amp;orden=time&amp;con-mesa=1"');
    expect(html).toContain("Página siguiente");
    expect(html).toContain('href="/mx/jalisco/guadalajara/bares/?orden=time&amp;con-mesa=1&amp;page=2"');
    expect(html).not.toContain("Ver más lugares");
  });

  it("shows the empty state with both ways on", async () => {
    const html = await render(
      listingData({ total: 0, pages: 0, results: [] }, "precio=4"),
      "/mx/jalisco/guadalajara/bares/?precio=4",
    );
    expect(html).toContain("No encontramos lugares con estos filtros");
    expect(html).toContain('href="/mx/jalisco/guadalajara/"');
    expect(html).toContain('href="/mx/"');
  });
});
