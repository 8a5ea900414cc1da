import { DEFAULT_COUNTRY_CODE, type Language } from "@sobremesa/contracts";
import { type BrowserPosition, getBrowserPosition, type PositionFailure } from "./browser-position";
import { fetchGeolocation, type GeolocationAnswer } from "./geolocation-api";
import { nearMePath, type Position } from "./near-me";

export interface VisitorLocation {
  /** Where the visitor is, as the server names it. */
  geolocation: GeolocationAnswer;
  /** The device's position when the browser gave one; else the IP city's centre; null for the country default. */
  position: Position | null;
  /** browser: the device's position; ip: the connection's city; default: the country default. */
  source: "browser" | "ip" | "default";
  /** Why the browser gave no position (when it did not). */
  failure?: PositionFailure;
}

export interface LocateDependencies {
  getPosition?: () => Promise<BrowserPosition>;
  fetchGeolocation?: typeof fetchGeolocation;
  signal?: AbortSignal;
}

/**
 * Where the visitor is: the browser's position first; if it gives none (permission denied, no
 * device fix, timeout) the server's IP geolocation (GET /api/tools/getGeolocationByIpOrLocation).
 * The API call failing is an error for the caller (the alert says so).
 */
export async function locateVisitor(
  language: Language,
  dependencies: LocateDependencies = {},
): Promise<VisitorLocation> {
  const getPosition = dependencies.getPosition ?? (() => getBrowserPosition());
  const locate = dependencies.fetchGeolocation ?? fetchGeolocation;
  const browser = await getPosition();
  if (browser.ok) {
    const geolocation = await locate({ language, position: browser.position, signal: dependencies.signal });
    return { geolocation, position: browser.position, source: "browser" };
  }
  const geolocation = await locate({ language, signal: dependencies.signal });
  const known = geolocation.source === "ip" && geolocation.latitude !== null && geolocation.longitude !== null;
  return {
    geolocation,
    position: known ? { latitude: geolocation.latitude!, longitude: geolocation.longitude! } : null,
    source: known ? "ip" : "default",
    failure: browser.reason,
  };
}

/**
 * Where "near me" leads: the near-me listing of the visitor's country around the position; with only
 * the country default (no position, no IP city) the country's listing, which the server answers.
 */
export function nearMeDestination(location: VisitorLocation, language: Language): string {
  if (!location.position) return location.geolocation.path;
  return nearMePath(language, location.geolocation.countryName || DEFAULT_COUNTRY_CODE, location.position);
}
