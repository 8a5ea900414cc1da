import { BlockList, isIP } from "node:net";

/**
 * Geolocation by IP with a built-in default: a small table of IP ranges -> city
 * for tests and development. The ranges are the documentation blocks (RFC 5737 TEST-NET-1/2/3 and
 * RFC 3849 2001:db8::/32), which never appear on the Internet, so a real visitor always falls back to
 * the country default (Mexico, 142) until a GeoIP database is configured.
 */

export interface IpRange {
  /** CIDR block, IPv4 or IPv6. */
  cidr: string;
  cityId: number;
  /** A colony of that city, when the range is that precise. */
  colonyId?: number;
  /** Human label, for logs and tests. */
  label: string;
}

export const builtInIpRanges: readonly IpRange[] = [
  { cidr: "192.0.2.0/25", cityId: 72102, colonyId: 1, label: "Ciudad de México, Polanco" },
  { cidr: "192.0.2.128/25", cityId: 72102, label: "Ciudad de México" },
  { cidr: "198.51.100.0/25", cityId: 142544, label: "Guadalajara" },
  { cidr: "198.51.100.128/25", cityId: 72219, label: "Monterrey" },
  { cidr: "203.0.113.0/25", cityId: 149237, label: "Bogotá" },
  { cidr: "203.0.113.128/25", cityId: 21756, label: "San José" },
  { cidr: "2001:db8:52::/48", cityId: 68787, label: "Cancún" },
  { cidr: "2001:db8:57::/48", cityId: 21074, label: "Medellín" },
  { cidr: "2001:db8:506::/48", cityId: 21676, label: "Escazú" },
];

/** "::ffff:192.0.2.7" (an IPv4 client on a dual-stack socket) is 192.0.2.7. */
export function normalizeIp(ip: string): string | undefined {
  let text = ip.trim();
  // "[2001:db8::1]:443" and "192.0.2.7:8080" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(text);
  if (mapped) text = mapped[1]!;
  return isIP(text) ? text.toLowerCase() : undefined;
}

/** Returns a lookup from an IP to the first range holding it. */
export function createIpLocator(ranges: readonly IpRange[] = builtInIpRanges) {
  const compiled = ranges.map((range) => {
    const [network, bits] = range.cidr.split("/") as [string, string];
    const family = isIP(network) === 6 ? "ipv6" : "ipv4";
    const list = new BlockList();
    list.addSubnet(network, Number(bits), family);
    return { range, list, family };
  });
  return (ip: string | undefined): IpRange | undefined => {
    const address = ip === undefined ? undefined : normalizeIp(ip);
    if (!address) return undefined;
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    return compiled.find((entry) => entry.family === family && entry.list.check(address, family))?.range;
  };
}

export interface ClientIpSource {
  headers: Record<string, string | string[] | undefined>;
  /** The TCP peer (request.socket.remoteAddress). */
  socketAddress?: string | undefined;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The visitor's IP: x-client-ip (the web server forwards it when it calls the API on a visitor's
 * behalf), then the first x-forwarded-for entry (the original client behind proxies), then the
 * socket. A malformed header is skipped, not trusted. This is for choosing a city to show, never
 * for security decisions: any client can claim any of these headers.
 */
export function clientIp(source: ClientIpSource): string | undefined {
  const explicit = normalizeIp(firstHeader(source.headers["x-client-ip"]) ?? "");
  if (explicit) return explicit;
  const forwarded = firstHeader(source.headers["x-forwarded-for"])?.split(",")[0];
  const first = forwarded === undefined ? undefined : normalizeIp(forwarded);
  if (first) return first;
  return source.socketAddress === undefined ? undefined : normalizeIp(source.socketAddress);
}
