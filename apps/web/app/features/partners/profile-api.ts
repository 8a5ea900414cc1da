import {
  ApiError,
  errorMessageOf,
  type Language,
  type PhotoOrderBody,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type SpecialDay,
  type SpecialDayBody,
  type VenueHoursBody,
  type VenuePhoto,
  type VenueProfile,
  type VenueProfileBody,
  type WeeklyHoursRange,
} from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { partnersApi } from "./partners-api";

/** The profile page's calls: the profile, and the photos (an upload is the file itself as the body). */
export function profileApi(language: Language, venueId: number) {
  const { request } = partnersApi(language);
  const base = `/venues/${venueId}`;
  return {
    updateProfile: (body: VenueProfileBody) => request<{ profile: VenueProfile }>("PUT", `${base}/profile`, body),
    async upload(file: File): Promise<VenuePhoto> {
      const root = apiBases().partners ?? "/partners";
      const response = await fetch(`${root === "/" ? "" : root}${base}/photos?lang=${language}`, {
        method: "POST",
        headers: {
          [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
          accept: "application/json",
          "content-type": file.type.startsWith("image/") ? file.type : "application/octet-stream",
        },
        body: file,
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status !== 201) throw new ApiError(errorMessageOf(body), response.status, body);
      return (body as { photo: VenuePhoto }).photo;
    },
    reorder: (body: PhotoOrderBody) => request<{ photos: VenuePhoto[] }>("PUT", `${base}/photos/order`, body),
    updateAlt: (photoId: number, altEs: string, altEn: string) =>
      request<{ photo: VenuePhoto }>("PUT", `${base}/photos/${photoId}`, { altEs, altEn }),
    updateHours: (body: VenueHoursBody) =>
      request<{ hours: WeeklyHoursRange[]; version: number }>("PUT", `${base}/hours`, body),
    saveSpecialDay: (body: SpecialDayBody) =>
      request<{ specialDay: SpecialDay; version: number }>("POST", `${base}/special-days`, body),
    removeSpecialDay: (dayId: number, version: number) =>
      request<{ removed: true }>("DELETE", `${base}/special-days/${dayId}?version=${version}`),
    remove: (photoId: number) => request<{ removed: true }>("DELETE", `${base}/photos/${photoId}`),
  };
}
export type ProfileApi = ReturnType<typeof profileApi>;
