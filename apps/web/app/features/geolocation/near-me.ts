import { DEFAULT_COUNTRY_CODE, type Language, NEAR_ME_SLUGS, pathFor } from "@sobremesa/contracts";

/**
 * The near-me listing: /{cc}/cerca-de-mi/ (/en/{cc}/near-me/) with the visitor's position in the
 * query. Without a position the page falls back to the visitor's IP city on the server.
 */

/** Query parameter names of the position on near-me pages: ?lat=19.43261&lng=-99.13321. */
export const NEAR_ME_PARAMS = { latitude: "lat", longitude: "lng" } as const;

export interface Position {
  latitude: number;
  longitude: number;
}

/** Five decimals is about a metre: enough for "near me", and the same position gives the same URL. */
const round = (value: number) => Number(value.toFixed(5));

const SERVED = /^[a-z]{2}$/;

export function nearMePath(language: Language, countryCode: string, position?: Position): string {
  const code = SERVED.test(countryCode) ? countryCode : DEFAULT_COUNTRY_CODE;
  const path = pathFor("state", language, { countryCode: code, stateOrSlug: NEAR_ME_SLUGS[language] });
  if (!position || !isPosition(position)) return path;
  const query = new URLSearchParams({
    [NEAR_ME_PARAMS.latitude]: String(round(position.latitude)),
    [NEAR_ME_PARAMS.longitude]: String(round(position.longitude)),
  });
  return `${path}?${query}`;
}

export function isPosition(value: Position): boolean {
  return (
    Number.isFinite(value.latitude) &&
    Number.isFinite(value.longitude) &&
    Math.abs(value.latitude) <= 90 &&
    Math.abs(value.longitude) <= 180
  );
}

/** The position a near-me page was opened with (?lat=&lng=), or undefined when absent or invalid. */
export function nearMePosition(search: URLSearchParams): Position | undefined {
  const latitude = search.get(NEAR_ME_PARAMS.latitude);
  const longitude = search.get(NEAR_ME_PARAMS.longitude);
  if (latitude === null || longitude === null || latitude.trim() === "" || longitude.trim() === "") return undefined;
  const position = { latitude: Number(latitude), longitude: Number(longitude) };
  return isPosition(position) ? position : undefined;
}
