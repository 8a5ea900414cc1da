import { describe, expect, it } from "vitest";
import { visitorIp } from "./home.server";

describe("visitorIp", () => {
  it("prefers x-client-ip, then the first x-forwarded-for entry", () => {
    expect(visitorIp(new Headers({ "x-client-ip": "192.0.2.7", "x-forwarded-for": "198.51.100.7" }))).toBe("192.0.2.7");
    expect(visitorIp(new Headers({ "x-forwarded-for": " 198.51.100.7 , 10.0.0.1" }))).toBe("198.51.100.7");
  });

  it("is undefined without either header", () => {
    expect(visitorIp(new Headers())).toBeUndefined();
    expect(visitorIp(new Headers({ "x-forwarded-for": " " }))).toBeUndefined();
  });
});
