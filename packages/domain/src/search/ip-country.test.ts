import { describe, expect, it } from "vitest";
import { createIpCountryLocator, type IpCountryLookup } from "./ip-country.ts";

const table: IpCountryLookup = (ip) => ({ "190.24.1.1": "co", "201.191.1.1": "cr" })[ip];

describe("the IP country locator", () => {
  it("answers from the database once loaded, normalising the address", async () => {
    const locator = createIpCountryLocator({ load: async () => table });
    expect(await locator.country("190.24.1.1")).toBe("co");
    expect(await locator.country("::ffff:201.191.1.1")).toBe("cr");
    expect(await locator.country("10.0.0.1")).toBeUndefined();
    expect(await locator.country("not an ip")).toBeUndefined();
    expect(await locator.country(undefined)).toBeUndefined();
  });

  it("never holds a request longer than its wait while the database loads, and loads it once", async () => {
    let loads = 0;
    let finish: (lookup: IpCountryLookup) => void = () => {};
    const locator = createIpCountryLocator({
      waitMs: 20,
      load: () => {
        loads += 1;
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    });
    const started = Date.now();
    expect(await locator.country("190.24.1.1")).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
    expect(await locator.country("190.24.1.1")).toBeUndefined();
    finish(table);
    await locator.warm();
    expect(await locator.country("190.24.1.1")).toBe("co");
    expect(loads).toBe(1);
  });

  it("answers unknown when the database cannot be loaded", async () => {
    const locator = createIpCountryLocator({
      load: async () => {
        throw new Error("missing file");
      },
      onLoadError: () => {},
    });
    expect(await locator.country("190.24.1.1")).toBeUndefined();
  });

  it("reads the GeoLite2 country database the package ships", async () => {
    const locator = createIpCountryLocator();
    await locator.warm();
    expect(await locator.country("190.24.1.1")).toBe("co");
    expect(await locator.country("201.191.1.1")).toBe("cr");
    expect(await locator.country("2800:e2:2::1")).toBe("co");
    expect(await locator.country("192.168.1.1")).toBeUndefined();
  });
});
