import type { ApiClient } from "../client.ts";
import type { BookableTimesAnswer } from "./answers.ts";

/** Discovery calls the browser makes itself (the map pins' cards load their places client-side). */
export function createDiscoveryClient(client: ApiClient) {
  return {
    /** GET /api/places/bookable-times: up to five times per place around a date, time and party. */
    bookableTimes: (query: { placeIds: readonly number[]; date: string; time: string; party: number }) =>
      client.mainGet<BookableTimesAnswer>("/api/places/bookable-times", {
        places: query.placeIds.join(","),
        fecha: query.date,
        hora: query.time,
        personas: query.party,
      }),
  };
}
export type DiscoveryClient = ReturnType<typeof createDiscoveryClient>;
