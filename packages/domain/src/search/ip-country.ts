import { normalizeIp } from "./ip-geolocation.ts";

/** ISO 3166-1 alpha-2 code of an IP's country, lower case ("co"), or undefined when unknown. */
export type IpCountryLookup = (ip: string) => string | undefined;

export interface IpCountryLocator {
  /** The IP's country; undefined when unknown, and while the database is still loading. */
  country(ip: string | undefined): Promise<string | undefined>;
  /** Starts loading the database (once); resolves when it can answer. */
  warm(): Promise<void>;
}

/**
 * The GeoLite2 country database that the geoip-country package ships (data and reader in the npm
 * package, nothing fetched at run time). Its module reads about 8 MB synchronously when imported,
 * which is why it is imported on demand rather than with the rest of the search domain.
 */
export async function loadGeoLite2Country(): Promise<IpCountryLookup> {
  const geoip = await import("geoip-country");
  const lookup = (geoip.default ?? geoip).lookup;
  return (ip) => lookup(ip)?.country?.toLowerCase() || undefined;
}

/**
 * A lookup that never holds a request for long: the first use starts loading the database in the
 * background and waits at most `waitMs` for it; until it is loaded the answer is unknown (the
 * caller's country default applies). A database that fails to load leaves every answer unknown.
 */
export function createIpCountryLocator(
  options: {
    load?: () => Promise<IpCountryLookup>;
    waitMs?: number;
    /** Told once when the database cannot be loaded (default: the console). */
    onLoadError?: (error: unknown) => void;
  } = {},
): IpCountryLocator {
  const load = options.load ?? loadGeoLite2Country;
  const waitMs = options.waitMs ?? 50;
  let lookup: IpCountryLookup | undefined;
  let loading: Promise<void> | undefined;
  const warm = () => {
    loading ??= load().then(
      (loaded) => {
        lookup = loaded;
      },
      (error: unknown) => {
        (options.onLoadError ?? ((cause) => console.error("the IP country database could not be loaded", cause)))(
          error,
        );
      },
    );
    return loading;
  };
  return {
    warm,
    async country(ip) {
      const address = ip === undefined ? undefined : normalizeIp(ip);
      if (!address) return undefined;
      if (!lookup) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          warm(),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, waitMs);
          }),
        ]);
        clearTimeout(timer);
      }
      return lookup?.(address);
    },
  };
}
