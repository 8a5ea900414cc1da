import type { Language } from "@sobremesa/contracts";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import type { PlaceBookableTimes } from "../bookable-times";
import { BookableTimes } from "./bookable-times";

const place = { slug: "la-casa", name: "La Casa" };
const day = "2026-11-28";

function times(overrides: Partial<PlaceBookableTimes> = {}): PlaceBookableTimes {
  return { placeId: 7, bookable: true, times: [], next: null, ...overrides };
}

function render(value: PlaceBookableTimes, language: Language): string {
  const router = createMemoryRouter([
    { path: "/", element: <BookableTimes place={place} times={value} party={4} language={language} /> },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={getI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** Each link: its href, accessible name and text. */
function links(html: string): { href: string; label: string | undefined; text: string }[] {
  const attribute = (attributes: string, name: string) =>
    new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes)?.[1]?.replaceAll("&amp;", "&");
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = "", text = ""]) => ({
    href: attribute(attributes, "href") ?? "",
    label: attribute(attributes, "aria-label"),
    text,
  }));
}

const slots = ["20:00", "20:30", "21:00", "21:30", "22:00", "22:30"].map((time) => ({ date: day, time }));

describe("a card's bookable times", () => {
  it("shows up to five times, each booking the place at that time for the party (es)", () => {
    const found = links(render(times({ times: slots }), "es"));
    expect(found).toHaveLength(5);
    expect(found[3]).toEqual({
      href: "/lugar/la-casa/reservar/?fecha=2026-11-28&hora=21%3A30&personas=4",
      label: "Reservar en La Casa a las 21:30",
      text: "21:30",
    });
    expect(found.map((link) => link.text)).not.toContain("22:30");
  });

  it("writes the times in the language's clock (en)", () => {
    const html = render(times({ times: slots.slice(3, 4) }), "en");
    expect(html).toContain('aria-label="Times to book at La Casa"');
    expect(links(html)).toEqual([
      {
        href: "/en/place/la-casa/reserve/?fecha=2026-11-28&hora=21%3A30&personas=4",
        label: "Book at La Casa at 9:30 PM",
        text: "9:30 PM",
      },
    ]);
  });

  it("offers the next available time when none is near", () => {
    const next = times({ next: { date: day, time: "21:30" } });
    expect(links(render(next, "es"))).toEqual([
      {
        href: "/lugar/la-casa/reservar/?fecha=2026-11-28&hora=21%3A30&personas=4",
        label: "Próxima disponibilidad: sáb 28 nov, 21:30, en La Casa",
        text: "Próxima disponibilidad: sáb 28 nov, 21:30",
      },
    ]);
    expect(links(render(next, "en"))[0]).toMatchObject({
      label: "Next available: Sat, Nov 28, 9:30 PM, at La Casa",
      text: "Next available: Sat, Nov 28, 9:30 PM",
    });
  });

  it("says there are no tables near that time when there is nothing at all", () => {
    const es = render(times(), "es");
    expect(es).toContain("Sin mesas cerca de esa hora");
    expect(links(es)).toEqual([]);
    expect(render(times(), "en")).toContain("No tables near that time");
  });

  it("shows nothing for a place that takes no bookings", () => {
    for (const language of ["es", "en"] as const) {
      expect(render(times({ bookable: false, times: slots, next: slots[0]! }), language)).toBe("");
    }
  });
});
