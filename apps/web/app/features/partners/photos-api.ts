import {
  ApiError,
  errorMessageOf,
  type Language,
  type PhotoOrderBody,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type VenuePhoto,
} from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { partnersApi } from "./partners-api";

/**
 * The photo calls of a venue, an experience or a product, under `base` (`/venues/3`,
 * `/organizers/2/experiences/9`, `/stores/4/products/7`): an upload is the file itself as the body.
 */
export function photoCalls(language: Language, base: string) {
  const { request } = partnersApi(language);
  return {
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
    remove: (photoId: number) => request<{ removed: true }>("DELETE", `${base}/photos/${photoId}`),
  };
}
export type PhotoCalls = ReturnType<typeof photoCalls>;
