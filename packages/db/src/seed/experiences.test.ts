import { describe, expect, it } from "vitest";
import { EXPERIENCE_CATEGORIES } from "../schema/index.ts";
import { EXPERIENCE_CATALOGUE } from "./experience-catalogue.ts";
import {
  type ExperienceCity,
  type GeoCityRow,
  generateExperiences,
  localDate,
  localTime,
  matchExperienceCities,
  PRICE_RANGES,
  SESSION_DAYS,
  SESSION_TIMES,
  zonedInstant,
} from "./experiences.ts";
import { distanceM } from "./generate.ts";
import { loadGeo } from "./geo.ts";

// The same rows the seed reads from the geo tables, built from the catalogue files they are loaded from.
function geoCities(): ExperienceCity[] {
  const geo = loadGeo();
  const countryById = new Map(geo.countries.map((country) => [country.id, country]));
  const stateById = new Map(geo.states.map((state) => [state.id, state]));
  const rows: GeoCityRow[] = geo.cities.map((city) => ({
    id: city.id,
    stateId: city.stateId,
    countryId: city.countryId,
    countryCode: countryById.get(city.countryId)!.code,
    stateSlug: stateById.get(city.stateId)!.slug,
    citySlug: city.slug,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: city.timezone,
    currency: countryById.get(city.countryId)!.currency,
  }));
  return matchExperienceCities(rows, geo.colonies);
}

const cities = geoCities();
const now = new Date("2026-11-21T15:37:00Z");
const seed = 20261121;
const generated = generateExperiences(cities, { seed, now });
const DAY_MS = 86_400_000;

describe("demo experiences", () => {
  it("finds every catalogue city in the geo data, in its state's zone and its country's currency", () => {
    expect(cities.map((city) => city.key)).toHaveLength(16);
    const zone = Object.fromEntries(cities.map((city) => [city.key, [city.timeZone, city.currency]]));
    expect(zone).toMatchObject({
      cdmx: ["America/Mexico_City", "MXN"],
      monterrey: ["America/Monterrey", "MXN"],
      merida: ["America/Merida", "MXN"],
      tulum: ["America/Cancun", "MXN"],
      bogota: ["America/Bogota", "COP"],
      cartagena: ["America/Bogota", "COP"],
      "san-jose": ["America/Costa_Rica", "CRC"],
      "la-fortuna": ["America/Costa_Rica", "CRC"],
    });
    expect(cities.find((city) => city.key === "cdmx")).toMatchObject({ id: 72102, stateId: 3473, countryId: 142 });
  });

  it("are the same for the same seed and moment, and differ for another seed", () => {
    expect(generateExperiences(cities, { seed, now })).toEqual(generated);
    const other = generateExperiences(cities, { seed: seed + 1, now });
    expect(other.experiences.map((row) => row.slug)).toEqual(generated.experiences.map((row) => row.slug));
    expect(other.experiences.map((row) => row.checkInKey)).not.toEqual(
      generated.experiences.map((row) => row.checkInKey),
    );
  });

  it("make the whole catalogue, every category in every country, with unique slugs and keys", () => {
    expect(generated.experiences).toHaveLength(EXPERIENCE_CATALOGUE.length);
    expect(generated.experiences.length).toBeGreaterThanOrEqual(70);
    const byCountry = new Map<number, Set<string>>();
    for (const row of generated.experiences) {
      const set = byCountry.get(row.countryId) ?? new Set();
      set.add(row.category);
      byCountry.set(row.countryId, set);
    }
    expect(byCountry.get(142)).toEqual(new Set(EXPERIENCE_CATEGORIES));
    expect(byCountry.get(48)).toEqual(new Set(EXPERIENCE_CATEGORIES));
    expect(byCountry.get(53)?.size).toBeGreaterThanOrEqual(5);
    const slugs = generated.experiences.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toContain("cata-de-mezcales-artesanales-en-la-roma-norte");
    const keys = generated.experiences.map((row) => row.checkInKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("fill every field within its range, near the city, with bilingual copy", () => {
    const cityById = new Map(cities.map((city) => [city.id, city]));
    const discounted = generated.experiences.filter((row) => row.memberDiscountPercent !== null);
    expect(discounted.length / generated.experiences.length).toBeGreaterThan(0.2);
    expect(discounted.length / generated.experiences.length).toBeLessThan(0.45);
    for (const row of generated.experiences) {
      const city = cityById.get(row.cityId)!;
      expect(row).toMatchObject({
        stateId: city.stateId,
        countryId: city.countryId,
        timeZone: city.timeZone,
        currency: city.currency,
      });
      expect(distanceM(row.latitude, row.longitude, city.latitude, city.longitude), row.slug).toBeLessThan(12_000);
      expect(row.durationMinutes).toBeGreaterThanOrEqual(60);
      expect(row.durationMinutes).toBeLessThanOrEqual(240);
      expect(row.score).toBeGreaterThanOrEqual(4);
      expect(row.score).toBeLessThanOrEqual(4.9);
      expect(row.reviewCount).toBeGreaterThan(0);
      if (row.memberDiscountPercent !== null) expect([10, 15, 20]).toContain(row.memberDiscountPercent);
      for (const included of [row.includedEs, row.includedEn]) {
        const lines = included.split("\n");
        expect(lines.length).toBeGreaterThanOrEqual(3);
        expect(lines.length).toBeLessThanOrEqual(5);
      }
      const es = row.descriptionEs.split("\n\n");
      expect(es.length).toBeGreaterThanOrEqual(2);
      expect(es.length).toBeLessThanOrEqual(3);
      expect(row.descriptionEn.split("\n\n")).toHaveLength(es.length);
      expect(row.descriptionEs).toContain(row.venueName);
      expect(row.cancellationEs).toMatch(/^Reembolso/);
      expect(row.cancellationEn).toMatch(/^Full refund/);
      expect(`${row.titleEs} ${row.descriptionEs} ${row.descriptionEn}`.toLowerCase()).not.toContain("lorem");
    }
  });

  it("always sell a general ticket, price children below it and VIP above, in the currency's range", () => {
    const experienceById = new Map(generated.experiences.map((row) => [row.id, row]));
    for (const row of generated.experiences) {
      const tickets = generated.ticketTypes.filter((ticket) => ticket.experienceId === row.id);
      const general = tickets.find((ticket) => ticket.code === "general");
      expect(general, row.slug).toBeDefined();
      expect(tickets[0]).toBe(general);
      expect(row.priceFromMinor).toBe(Math.min(...tickets.map((ticket) => ticket.priceMinor)));
      const child = tickets.find((ticket) => ticket.code === "child");
      const vip = tickets.find((ticket) => ticket.code === "vip");
      if (child) expect(child.priceMinor).toBeLessThan(general!.priceMinor);
      if (vip) expect(vip.priceMinor).toBeGreaterThan(general!.priceMinor);
    }
    expect(generated.ticketTypes.some((ticket) => ticket.code === "child")).toBe(true);
    expect(generated.ticketTypes.some((ticket) => ticket.code === "vip")).toBe(true);
    for (const ticket of generated.ticketTypes) {
      const currency = experienceById.get(ticket.experienceId)!.currency;
      const range = PRICE_RANGES[currency]!;
      expect(ticket.priceMinor, currency).toBeGreaterThanOrEqual(range.min * 100);
      expect(ticket.priceMinor, currency).toBeLessThanOrEqual(range.max * 100);
      expect(ticket.priceMinor % (range.step * 100)).toBe(0);
    }
    // No child tickets for a mezcal tasting or a bar night.
    const adults = new Set(
      generated.experiences
        .filter((row) => EXPERIENCE_CATALOGUE.find((entry) => entry.es.title === row.titleEs)?.adults)
        .map((row) => row.id),
    );
    expect(adults.size).toBeGreaterThan(10);
    for (const ticket of generated.ticketTypes) {
      if (adults.has(ticket.experienceId)) expect(ticket.code).not.toBe("child");
    }
  });

  it("schedule 1-3 sessions a day in the next 60 days, at the category's local hours", () => {
    const experienceById = new Map(generated.experiences.map((row) => [row.id, row]));
    const perDay = new Map<string, number>();
    for (const session of generated.sessions) {
      const row = experienceById.get(session.experienceId)!;
      const start = Date.parse(session.startsAt);
      expect(start).toBeGreaterThan(now.getTime());
      expect(start).toBeLessThan(now.getTime() + (SESSION_DAYS + 1) * DAY_MS);
      expect(SESSION_TIMES[row.category]).toContain(localTime(start, row.timeZone));
      const key = `${row.id} ${localDate(start, row.timeZone)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
      expect(session.capacity).toBeGreaterThanOrEqual(8);
      expect(session.capacity).toBeLessThanOrEqual(60);
      expect(session.perOrderLimit).toBeGreaterThanOrEqual(6);
      expect(session.perOrderLimit).toBeLessThanOrEqual(Math.min(10, session.capacity));
      expect(session.salesCutoffMinutes).toBeGreaterThanOrEqual(60);
      expect(session.salesCutoffMinutes).toBeLessThanOrEqual(180);
      expect(session.reserved).toBeGreaterThanOrEqual(0);
      expect(session.reserved).toBeLessThanOrEqual(session.capacity);
    }
    for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(3);
    for (const row of generated.experiences) {
      expect(
        generated.sessions.some((session) => session.experienceId === row.id),
        row.slug,
      ).toBe(true);
    }
    // Mexico City is UTC-6 all year: 19:00 there is 01:00 UTC the next day.
    const cdmx = generated.sessions.find(
      (session) => experienceById.get(session.experienceId)!.timeZone === "America/Mexico_City",
    )!;
    const local = localTime(Date.parse(cdmx.startsAt), "America/Mexico_City");
    expect(new Date(cdmx.startsAt).getUTCHours()).toBe((Number(local.slice(0, 2)) + 6) % 24);
  });

  it("leave a couple of sessions sold out and a few nearly full in the coming days", () => {
    const busy = generated.sessions.filter((session) => session.reserved > 0);
    const soldOut = busy.filter((session) => session.reserved === session.capacity);
    expect(soldOut).toHaveLength(2);
    expect(busy.length).toBeGreaterThanOrEqual(10);
    for (const session of busy) {
      expect(session.capacity - session.reserved).toBeLessThanOrEqual(3);
      expect(Date.parse(session.startsAt) - now.getTime()).toBeLessThan(10 * DAY_MS);
    }
  });

  it("skip a city missing from the geo data without changing the others", () => {
    const without = generateExperiences(
      cities.filter((city) => city.key !== "tulum"),
      { seed, now },
    );
    const tulum = cities.find((city) => city.key === "tulum")!;
    const kept = generated.experiences.filter((row) => row.cityId !== tulum.id);
    expect(without.experiences).toHaveLength(kept.length);
    const strip = ({ id: _id, ...rest }: (typeof kept)[number]) => rest;
    expect(without.experiences.map(strip)).toEqual(kept.map(strip));
    expect(generateExperiences([], { seed, now })).toEqual({ experiences: [], ticketTypes: [], sessions: [] });
  });
});

describe("zonedInstant", () => {
  it("turns a venue's wall clock into an instant, across a daylight-saving change", () => {
    expect(new Date(zonedInstant("2026-11-21", "19:00", "America/Mexico_City")).toISOString()).toBe(
      "2026-11-22T01:00:00.000Z",
    );
    expect(new Date(zonedInstant("2026-11-21", "19:00", "America/Bogota")).toISOString()).toBe(
      "2026-11-22T00:00:00.000Z",
    );
    // New York moves to summer time at 02:00 on 2026-03-08.
    expect(new Date(zonedInstant("2026-03-07", "10:00", "America/New_York")).toISOString()).toBe(
      "2026-03-07T15:00:00.000Z",
    );
    expect(new Date(zonedInstant("2026-03-08", "10:00", "America/New_York")).toISOString()).toBe(
      "2026-03-08T14:00:00.000Z",
    );
    expect(localDate(Date.parse("2026-11-22T01:00:00Z"), "America/Mexico_City")).toBe("2026-11-21");
  });
});
