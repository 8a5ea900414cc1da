import { describe, expect, it } from "vitest";
import { accountKey, throttleActions, throttleChecks, throttleLimits } from "./throttle-policy.ts";

describe("throttleChecks", () => {
  it("checks the IP always and the account when the request names one", () => {
    expect(throttleChecks("sign-in", { ip: "1.2.3.4" }).map((check) => check.limiter)).toEqual(["sign-in:ip"]);
    const both = throttleChecks("sign-in", { ip: "1.2.3.4", account: "Ana@Example.com " });
    expect(both.map((check) => check.limiter)).toEqual(["sign-in:ip", "sign-in:account"]);
    expect(both[0]?.key).toBe("sign-in:ip:1.2.3.4");
  });

  it("keys an account the same whatever its case or spaces, and never stores it in clear", () => {
    const [, one] = throttleChecks("send-code", { ip: "1.1.1.1", account: "Ana@Example.com" });
    const [, two] = throttleChecks("send-code", { ip: "2.2.2.2", account: " ana@example.com" });
    expect(one?.key).toBe(two?.key);
    expect(one?.key).not.toContain("ana");
    expect(accountKey("a@example.com")).not.toBe(accountKey("b@example.com"));
  });

  it("keeps actions apart", () => {
    const [signIn] = throttleChecks("sign-in", { ip: "1.1.1.1" });
    const [exists] = throttleChecks("email-exists", { ip: "1.1.1.1" });
    expect(signIn?.key).not.toBe(exists?.key);
  });

  it("lets an office or a campus behind one address sign up a class of 60 in a quarter of an hour", () => {
    // One person's sign-up: the e-mail checked as it is typed, the account, a code sent again, two tries.
    const journey = { "email-exists": 2, register: 1, "send-code": 2, "verify-code": 2, "sign-in": 1 } as const;
    for (const [action, calls] of Object.entries(journey)) {
      const { ip } = throttleLimits[action as keyof typeof journey];
      expect(ip.max, action).toBeGreaterThanOrEqual(60 * calls);
      // A lockout lasts at most the window.
      expect(ip.windowMs, action).toBeLessThanOrEqual(15 * 60_000);
    }
  });

  it("limits e-mail-exists per account strictly and per IP still, sign-in and code sending per account", () => {
    expect(throttleLimits["email-exists"].account?.max).toBeLessThanOrEqual(10);
    expect(throttleLimits["email-exists"].ip.max).toBeLessThanOrEqual(200);
    for (const action of ["sign-in", "send-code", "email-exists"] as const)
      expect(throttleLimits[action].account).toBeDefined();
    expect(throttleActions.every((action) => throttleLimits[action].ip.max > 0)).toBe(true);
  });
});
