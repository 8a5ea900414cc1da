import type {
  Language,
  SpecialDay,
  SpecialDayBody,
  VenueHoursBody,
  VenueProfile,
  VenueProfileBody,
  WeeklyHoursRange,
} from "@sobremesa/contracts";
import { partnersApi } from "./partners-api";
import { photoCalls } from "./photos-api";

/** The profile page's calls: the profile, and the photos (an upload is the file itself as the body). */
export function profileApi(language: Language, venueId: number) {
  const { request } = partnersApi(language);
  const base = `/venues/${venueId}`;
  return {
    ...photoCalls(language, base),
    updateProfile: (body: VenueProfileBody) => request<{ profile: VenueProfile }>("PUT", `${base}/profile`, body),
    updateHours: (body: VenueHoursBody) =>
      request<{ hours: WeeklyHoursRange[]; version: number }>("PUT", `${base}/hours`, body),
    saveSpecialDay: (body: SpecialDayBody) =>
      request<{ specialDay: SpecialDay; version: number }>("POST", `${base}/special-days`, body),
    removeSpecialDay: (dayId: number, version: number) =>
      request<{ removed: true }>("DELETE", `${base}/special-days/${dayId}?version=${version}`),
  };
}
export type ProfileApi = ReturnType<typeof profileApi>;
