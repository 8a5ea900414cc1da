import type { AccountUser, SubscriptionDto } from "@sobremesa/contracts";
import { describe, expect, it, vi } from "vitest";
import { currentSession, hasCredential, isMember, isSignedIn, readCookie } from "./session";

const withCookie = (cookie?: string) =>
  new Request("https://sobremesa.example/", cookie ? { headers: { cookie } } : undefined);

describe("session", () => {
  it("reads one cookie among several", () => {
    expect(readCookie(withCookie("a=1; rs_s_t=token%20x; b=2"), "rs_s_t")).toBe("token x");
    expect(readCookie(withCookie("xrs_s_t=1"), "rs_s_t")).toBeUndefined();
    expect(readCookie(withCookie(), "rs_s_t")).toBeUndefined();
  });

  it("without an accounts service, treats a non-empty rs_s_t cookie as signed in, user unknown", async () => {
    expect(await isSignedIn(withCookie("rs_s_t=abc"), undefined)).toBe(true);
    expect(await currentSession(withCookie("rs_s_t=abc"), undefined)).toEqual({ user: null });
    expect(await isSignedIn(withCookie("rs_s_t="), undefined)).toBe(false);
    expect(await isSignedIn(withCookie("user=abc"), undefined)).toBe(false);
    expect(await isSignedIn(withCookie(), undefined)).toBe(false);
  });

  it("asks the accounts service when there is one, and trusts its answer over the cookie", async () => {
    const user = { id: "u1", firstName: "Ana", email: "ana@example.com" } as AccountUser;
    const accounts = {
      sessionFromHeaders: vi.fn(async (headers: Headers) =>
        headers.get("cookie") === "rs_s_t=live" ? { user } : null,
      ),
    };
    expect(await currentSession(withCookie("rs_s_t=live"), accounts)).toEqual({ user });
    expect(await isSignedIn(withCookie("rs_s_t=expired"), accounts)).toBe(false);
    // No credential: the database is not asked.
    expect(await isSignedIn(withCookie(), accounts)).toBe(false);
    expect(accounts.sessionFromHeaders).toHaveBeenCalledTimes(2);
  });

  it("asks once per request: the guard, the root loader and the page share the answer", async () => {
    const sessionFromHeaders = vi.fn(async () => null);
    const request = withCookie("rs_s_t=abc");
    await isSignedIn(request, { sessionFromHeaders });
    await currentSession(request, { sessionFromHeaders });
    expect(sessionFromHeaders).toHaveBeenCalledTimes(1);
  });

  it("counts a Bearer token as a credential", () => {
    expect(hasCredential(new Request("https://sobremesa.example/", { headers: { authorization: "Bearer abc" } }))).toBe(
      true,
    );
    expect(hasCredential(new Request("https://sobremesa.example/", { headers: { authorization: "Basic abc" } }))).toBe(
      false,
    );
  });

  it("counts a signed-in user with a live membership as a member, and nobody else", async () => {
    const accounts = {
      sessionFromHeaders: vi.fn(async (headers: Headers) =>
        /rs_s_t=(ana|bo)/.test(headers.get("cookie") ?? "")
          ? { user: { id: /rs_s_t=ana/.test(headers.get("cookie") ?? "") ? "u-ana" : "u-bo" } as AccountUser }
          : null,
      ),
    };
    const membershipOf = vi.fn(async (userId: string) => ({
      subscription: userId === "u-ana" ? ({ id: "s1" } as SubscriptionDto) : null,
      takenTrial: true,
    }));
    const services = { accounts, memberships: { membershipOf } };
    expect(await isMember(withCookie("rs_s_t=ana"), services, "es")).toBe(true);
    expect(membershipOf).toHaveBeenLastCalledWith("u-ana", "es");
    expect(await isMember(withCookie("rs_s_t=bo"), services, "en")).toBe(false);
    expect(await isMember(withCookie("rs_s_t=gone"), services, "es")).toBe(false);
    expect(await isMember(new Request("https://sobremesa.example/"), services, "es")).toBe(false);
    expect(membershipOf).toHaveBeenCalledTimes(2);
  });

  it("has no members without the memberships service or when the look-up fails", async () => {
    expect(await isMember(withCookie("rs_s_t=abc"), {}, "es")).toBe(false);
    const failing = {
      accounts: { sessionFromHeaders: async () => ({ user: { id: "u1" } as AccountUser }) },
      memberships: { membershipOf: async () => Promise.reject(new Error("database down")) },
    };
    expect(await isMember(withCookie("rs_s_t=abc"), failing, "es")).toBe(false);
  });
});
