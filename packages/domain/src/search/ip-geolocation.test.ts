import { describe, expect, it } from "vitest";
import { builtInIpRanges, clientIp, createIpLocator, normalizeIp } from "./ip-geolocation.ts";

describe("the built-in IP table", () => {
  const locate = createIpLocator();

  it.each([
    ["192.0.2.1", "Ciudad de México, Polanco"],
    ["192.0.2.127", "Ciudad de México, Polanco"],
    ["192.0.2.128", "Ciudad de México"],
    ["198.51.100.20", "Guadalajara"],
    ["198.51.100.200", "Monterrey"],
    ["203.0.113.9", "Bogotá"],
    ["203.0.113.250", "San José"],
    ["::ffff:203.0.113.9", "Bogotá"],
    ["2001:db8:52::1", "Cancún"],
    ["2001:DB8:57:0:1::", "Medellín"],
    ["[2001:db8:506::7]:443", "Escazú"],
    ["198.51.100.20:51000", "Guadalajara"],
  ])("%s is in %s", (ip, label) => {
    expect(locate(ip)?.label).toBe(label);
  });

  it.each(["192.0.3.1", "10.0.0.1", "127.0.0.1", "::1", "2001:db8:53::1", "8.8.8.8", "not-an-ip", "", undefined])(
    "%s is in no range (the country default applies)",
    (ip) => {
      expect(locate(ip)).toBeUndefined();
    },
  );

  it("maps each range to a city, and only documentation blocks", () => {
    for (const range of builtInIpRanges) {
      expect(range.cityId).toBeGreaterThan(0);
      expect(range.cidr).toMatch(/^(192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|2001:db8:)/);
    }
  });

  it("takes another table", () => {
    const custom = createIpLocator([{ cidr: "10.1.0.0/16", cityId: 5, label: "office" }]);
    expect(custom("10.1.200.3")?.cityId).toBe(5);
    expect(custom("192.0.2.1")).toBeUndefined();
  });
});

describe("the client IP", () => {
  it.each([
    [{ "x-client-ip": "192.0.2.9", "x-forwarded-for": "198.51.100.1" }, "10.0.0.2", "192.0.2.9"],
    [{ "x-forwarded-for": "198.51.100.1, 10.0.0.1, 10.0.0.2" }, "10.0.0.2", "198.51.100.1"],
    [{ "x-forwarded-for": ["203.0.113.4, 10.0.0.1", "198.51.100.1"] }, "10.0.0.2", "203.0.113.4"],
    [{ "x-client-ip": "garbage", "x-forwarded-for": "also garbage" }, "::ffff:192.0.2.200", "192.0.2.200"],
    [{}, "2001:db8:52::5", "2001:db8:52::5"],
    [{}, undefined, undefined],
  ])("headers %o and socket %s give %s", (headers, socketAddress, expected) => {
    expect(clientIp({ headers, socketAddress })).toBe(expected);
  });

  it("normalises mapped, bracketed and ported addresses", () => {
    expect(normalizeIp("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeIp("[::1]:80")).toBe("::1");
    expect(normalizeIp("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normalizeIp("999.0.0.1")).toBeUndefined();
  });
});
