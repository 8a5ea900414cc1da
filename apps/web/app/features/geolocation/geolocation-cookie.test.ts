import { describe, expect, it } from "vitest";
import { deleteGeolocationCookie, GEOLOCATION_COOKIE } from "./geolocation-cookie";

describe("deleteGeolocationCookie", () => {
  it("expires the geolocation cookie on the root path", () => {
    const written: string[] = [];
    const target = {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    deleteGeolocationCookie(target);
    expect(written).toEqual([`${GEOLOCATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`]);
  });
});
