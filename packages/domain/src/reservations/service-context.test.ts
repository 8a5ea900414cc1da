import { describe, expect, it, vi } from "vitest";
import type { ReservationsRepository } from "./reservations-repository.ts";
import { createServiceContext } from "./service-context.ts";

const place = { id: 7, slug: "la-limena-guadalajara", name: "La Limeña", timeZone: "America/Mexico_City" };

describe("the places a use case reads", () => {
  it("reads a place found by its slug once, then has it by id too (a booking shows what it found)", async () => {
    const repository = {
      placeBySlug: vi.fn(async () => place),
      placeById: vi.fn(async () => place),
    } as unknown as ReservationsRepository;
    const context = createServiceContext(repository, { siteUrl: "https://sobremesa.test" });
    expect(await context.placeOrFail(place.slug, "es")).toBe(place);
    expect(await context.placeById(place.id)).toBe(place);
    expect(repository.placeBySlug).toHaveBeenCalledTimes(1);
    expect(repository.placeById).not.toHaveBeenCalled();
  });
});
