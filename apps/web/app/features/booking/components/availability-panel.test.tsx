import type { Availability, Language } from "@sobremesa/contracts";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { reservePath } from "#app/lib/navigation/booking-query.ts";
import type { AvailabilityState } from "../use-availability";
import { AvailabilityPanel } from "./availability-panel";
import { AvailabilityPicker } from "./availability-picker";

const day: Availability = {
  place: { id: 1, slug: "la-casa", name: "La Casa", timeZone: "America/Mexico_City" },
  date: "2030-05-10",
  party: 2,
  today: "2030-05-09",
  lastDate: "2030-06-30",
  maxPartySize: 8,
  cancelUntilHours: 2,
  depositPerGuest: null,
  currency: "MXN",
  zones: [],
  slots: [
    { date: "2030-05-10", time: "19:00", available: true, reason: null },
    { date: "2030-05-10", time: "19:30", available: false, reason: "CANNOT_ASSIGN_TABLE" },
    { date: "2030-05-10", time: "20:00", available: true, reason: null },
  ],
};

let current: React.ReactElement | null = null;

function Current() {
  return current;
}

const Stub = createRoutesStub([{ path: "/", Component: Current }]);

function render(element: React.ReactElement, language: Language = "es"): string {
  current = element;
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}

function panel(
  state: AvailabilityState,
  extra: Partial<Parameters<typeof AvailabilityPanel>[0]> = {},
  language: Language = "es",
) {
  return render(
    <AvailabilityPanel
      language={language}
      state={state}
      date={state.data?.date ?? null}
      party={2}
      onDate={() => undefined}
      onParty={() => undefined}
      onRetry={() => undefined}
      {...extra}
    />,
    language,
  );
}

describe("AvailabilityPanel", () => {
  it("shows a skeleton while loading, busy for assistive technology", () => {
    const html = panel({ status: "loading", data: null });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Cargando horarios…");
    expect(html.match(/data-skeleton="slot"/g)).toHaveLength(8);
    expect(html).not.toContain('data-available="true"');
  });

  it("links available times to the booking page and strikes the others with a spoken reason", () => {
    const html = panel(
      { status: "ready", data: day },
      { slotHref: (time) => reservePath("es", "la-casa", { date: day.date, time, party: 2 }) },
    );
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain('href="/lugar/la-casa/reservar/?fecha=2030-05-10&amp;hora=19%3A00&amp;personas=2"');
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="19:30, no disponible: sin mesas"[^>]*>19:30<\/button>/,
    );
    expect(html.match(/data-available="true"/g)).toHaveLength(2);
    // The strip starts at the venue's today and marks the chosen day.
    expect(html).toMatch(
      /aria-pressed="true"[^>]*>(?:(?!<\/button>).)*<span class="sr-only">viernes, 10 de mayo<\/span><\/button>/,
    );
    expect(html).toContain('<span class="sr-only">Hoy, jueves, 9 de mayo</span>');
    expect(html).toContain('min="2030-05-09"');
    expect(html).toContain('max="2030-06-30"');
    expect(html).not.toContain("No hay horarios disponibles");
  });

  it("marks the selected time in the booking form (toggle buttons)", () => {
    const html = panel({ status: "ready", data: day }, { onTime: () => undefined, selectedTime: "20:00" });
    expect(html).toMatch(/<button type="button" aria-pressed="true" data-available="true"[^>]*>20:00<\/button>/);
    expect(html).toMatch(/<button type="button" aria-pressed="false" data-available="true"[^>]*>19:00<\/button>/);
  });

  it("says plainly when a day has no time left, and suggests another", () => {
    const full = {
      ...day,
      slots: day.slots.map((slot) => ({ ...slot, available: false, reason: "CANNOT_ASSIGN_TABLE" })),
    };
    const es = panel({ status: "ready", data: full });
    expect(es).toContain("No hay horarios disponibles para esta fecha");
    expect(es).toContain("Prueba otra fecha o cambia el número de personas.");
    expect(es).toContain("Ver sábado, 11 de mayo");
    const en = panel({ status: "ready", data: { ...full, slots: [] } }, {}, "en");
    expect(en).toContain("No times available for this date");
    expect(en).toContain("See Saturday, May 11");
  });

  it("offers a retry when the times could not be loaded", () => {
    const html = panel({ status: "error", data: day }, {}, "en");
    expect(html).toContain("We could not load the times.");
    expect(html).toContain("Try again");
  });

  it("limits the party to the place's maximum", () => {
    const html = render(
      <AvailabilityPanel
        language="en"
        state={{ status: "ready", data: day }}
        date={day.date}
        party={8}
        onDate={() => undefined}
        onParty={() => undefined}
        onRetry={() => undefined}
      />,
      "en",
    );
    expect(html).toContain("8 guests");
    expect(html).toMatch(/<button type="button" disabled=""[^>]*aria-label="More guests"/);
  });
});

describe("AvailabilityPicker", () => {
  it("renders the server's day at once, in English, with English booking links", () => {
    const html = render(
      <AvailabilityPicker placeSlug="la-casa" language="en" initial={{ date: day.date, party: 2 }} initialData={day} />,
      "en",
    );
    expect(html).toContain('href="/en/place/la-casa/reserve/?fecha=2030-05-10&amp;hora=20%3A00&amp;personas=2"');
    expect(html).toContain("7:00 PM");
  });

  it("starts as a skeleton without the server's day", () => {
    const html = render(<AvailabilityPicker placeSlug="la-casa" language="es" />);
    expect(html).toContain('aria-busy="true"');
  });
});
