import { calendarLinks, type Language } from "@sobremesa/contracts";
import { addMinutes, localDateTime } from "./local-time.ts";
import type { ReservationView } from "./reservation-types.ts";
import type { PlaceSummary, ReservationRow, VenueSetup } from "./reservations-repository.ts";
import { ACTIVE, managePath, type ServiceContext } from "./service-context.ts";

/** How a booking is shown to its guest: times in the venue's zone, the zone's name and the links. */
export function reservationViews({ now, placeById, setupOf, calendarEntry }: ServiceContext) {
  function view(row: ReservationRow, place: PlaceSummary, setup: VenueSetup | undefined): ReservationView {
    const settings = setup?.settings;
    const local = localDateTime(row.startsAt, row.timeZone);
    const language: Language = row.language === "en" ? "en" : "es";
    const changeableUntil = addMinutes(row.startsAt, -60 * (settings?.cancelUntilHours ?? 2));
    const zone = row.zoneId !== null ? setup?.zones.find((candidate) => candidate.id === row.zoneId) : undefined;
    return {
      code: row.code,
      status: row.status,
      place: {
        id: place.id,
        slug: place.slug,
        name: place.name,
        address: place.address,
        phone: place.phone,
        timeZone: place.timeZone,
        areaName: place.areaName,
      },
      party: row.party,
      date: local.date,
      time: local.time,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      zone: zone && row.zoneId !== null ? { id: row.zoneId, name: zone[language] } : null,
      occasion: row.occasion,
      note: row.note,
      contact: {
        countryCode: row.countryCode,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
      },
      changeableUntil: changeableUntil.toISOString(),
      canChange: ACTIVE.has(row.status) && now().getTime() < changeableUntil.getTime(),
      manageToken: row.manageToken,
      managePath: managePath(language, row.code, row.manageToken),
      calendar: calendarLinks(calendarEntry(row, place), row.status === "cancelled" ? "CANCEL" : "PUBLISH"),
    };
  }

  async function viewOf(row: ReservationRow): Promise<ReservationView> {
    const [place, setup] = await Promise.all([placeById(row.placeId), setupOf(row.placeId)]);
    if (!place) throw new Error(`place ${row.placeId} of reservation ${row.code} is missing`);
    return view(row, place, setup);
  }

  return { view, viewOf };
}
