import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { bookableTimesView, type PlaceBookableTimes } from "./bookable-times";

const place = { slug: "la-casa", name: "La Casa" };
const times = (overrides: Partial<PlaceBookableTimes>): PlaceBookableTimes => ({
  placeId: 7,
  bookable: true,
  times: [],
  next: null,
  ...overrides,
});

describe("what a card or a map window says of a place's times", () => {
  it("links at most five times to the booking page with the party, each named by its time first", () => {
    const slots = ["20:00", "20:15", "20:30", "20:45", "21:00", "21:15"].map((time) => ({ date: "2026-12-05", time }));
    const view = bookableTimesView({
      place,
      times: times({ times: slots }),
      party: 4,
      language: "en",
      t: getI18n("en").t,
    });
    expect(view?.kind).toBe("times");
    if (view?.kind !== "times") return;
    expect(view.label).toBe("Times to book at La Casa");
    expect(view.links).toHaveLength(5);
    expect(view.links[0]).toEqual({
      href: "/en/place/la-casa/reserve/?fecha=2026-12-05&hora=20%3A00&personas=4",
      text: "8:00 PM",
      label: "Book at La Casa at 8:00 PM",
    });
  });

  it("offers the next time when none is near, a note when there is none, nothing when the place takes no bookings", () => {
    const { t } = getI18n("es");
    const next = bookableTimesView({
      place,
      times: times({ next: { date: "2026-11-28", time: "21:30" } }),
      party: 2,
      language: "es",
      t,
    });
    expect(next).toEqual({
      kind: "next",
      link: {
        href: "/lugar/la-casa/reservar/?fecha=2026-11-28&hora=21%3A30&personas=2",
        text: "Próxima disponibilidad: sáb 28 nov, 21:30",
        label: "Próxima disponibilidad: sáb 28 nov, 21:30, en La Casa",
      },
    });
    expect(bookableTimesView({ place, times: times({}), party: 2, language: "es", t })).toEqual({
      kind: "none",
      text: "Sin mesas cerca de esa hora",
    });
    expect(bookableTimesView({ place, times: times({ bookable: false }), party: 2, language: "es", t })).toBeNull();
  });
});
