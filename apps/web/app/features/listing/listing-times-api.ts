import { createDiscoveryClient, type Language, MAX_BOOKABLE_PLACES } from "@sobremesa/contracts";
import type { BookableTimesById } from "#app/features/catalog/index.ts";
import type { WhenValues } from "#app/features/filters/index.ts";
import { mainApi } from "#app/lib/api/main-api.ts";

/**
 * The bookable times of cards that "show more" brought (the first page's came with the page): one
 * call per 48 places. A failure leaves those cards without times, as the page's loader does.
 */
export async function fetchBookableTimes(
  placeIds: readonly number[],
  when: WhenValues,
  language: Language,
  fetch?: typeof globalThis.fetch,
): Promise<BookableTimesById> {
  const client = createDiscoveryClient(mainApi({ language, fetch }));
  const found: BookableTimesById = {};
  for (let start = 0; start < placeIds.length; start += MAX_BOOKABLE_PLACES) {
    const answer = await client.bookableTimes({
      placeIds: placeIds.slice(start, start + MAX_BOOKABLE_PLACES),
      ...when,
    });
    for (const place of answer.places) found[place.placeId] = place;
  }
  return found;
}
