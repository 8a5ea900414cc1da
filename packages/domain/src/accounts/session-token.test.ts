import { describe, expect, it } from "vitest";
import { cookieValue, sessionCredential } from "./session-token.ts";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

describe("sessionCredential", () => {
  it("reads the Bearer token first, then the rs_s_t cookie", () => {
    expect(sessionCredential({ authorization: `Bearer ${token}`, cookie: "rs_s_t=other-token-value-123456" })).toEqual({
      token,
      via: "bearer",
    });
    expect(sessionCredential({ cookie: `locale=en; rs_s_t=${token}` })).toEqual({ token, via: "cookie" });
    expect(sessionCredential(new Headers({ cookie: `rs_s_t=${token}` }))).toEqual({ token, via: "cookie" });
  });

  it("ignores malformed or missing tokens", () => {
    expect(sessionCredential({})).toBeNull();
    expect(sessionCredential({ cookie: "rs_s_t=" })).toBeNull();
    expect(sessionCredential({ cookie: "rs_s_t=short" })).toBeNull();
    expect(sessionCredential({ authorization: "Basic abc" })).toBeNull();
    expect(sessionCredential({ cookie: "rs_s_t=a;b" })).toBeNull();
  });

  it("finds a cookie by exact name", () => {
    expect(cookieValue("xrs_s_t=1; rs_s_t=2", "rs_s_t")).toBe("2");
    expect(cookieValue(undefined, "rs_s_t")).toBeUndefined();
  });
});
