import type { AccountUser, SubscriptionDto } from "@sobremesa/contracts";
import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { servicesContext, type WebAccounts, type WebServices } from "#app/services.ts";
import { routeGuards } from "./route-guards";

const ana: AccountUser = {
  id: "u1",
  email: "ana@example.com",
  emailVerified: true,
  firstName: "Ana",
  lastName: "López",
  name: "Ana López",
  phone: null,
  countryCode: null,
  phoneVerified: false,
  language: "es",
  marketingConsent: false,
  createdAt: "2026-11-21T00:00:00.000Z",
};

/** A request context whose accounts service knows one session token: "live". */
function contextWith(accounts: WebAccounts | undefined) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { accounts } as unknown as WebServices);
  return context;
}

const liveSessionOnly: WebAccounts = {
  sessionFromHeaders: vi.fn(async (headers: Headers) =>
    /(?:^|;\s*)rs_s_t=live(?:;|$)/.test(headers.get("cookie") ?? "") ? { user: ana } : null,
  ),
};

/** Runs the middleware the way React Router does, and returns what it threw (or the next() result). */
async function run(
  pattern: string,
  path: string,
  params: Record<string, string>,
  cookie?: string,
  context: unknown = {},
) {
  const url = new URL(path, "https://sobremesa.example");
  const request = new Request(url, cookie ? { headers: { cookie } } : undefined);
  const next = vi.fn(async () => new Response("page"));
  try {
    const result = await routeGuards({ request, url, pattern, params, context: context as never }, next);
    return { result, thrown: undefined, nextCalled: next.mock.calls.length > 0 };
  } catch (thrown) {
    return { result: undefined, thrown, nextCalled: next.mock.calls.length > 0 };
  }
}

function thrownStatus(thrown: unknown) {
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
  if (isRouteErrorResponse(thrown)) return { status: thrown.status, data: thrown.data };
  const value = thrown as { type?: string; data?: unknown; init?: { status?: number } };
  return { status: value.init?.status, data: value.data };
}

describe("routeGuards middleware", () => {
  it("answers a country code that is not two lowercase letters with a 404 Page Not Found and the path", async () => {
    const outcome = await run(":countryCode", "/MX/", { countryCode: "MX" });
    expect(outcome.nextCalled).toBe(false);
    expect(thrownStatus(outcome.thrown)).toEqual({ status: 404, data: "Page Not Found /MX/" });
  });

  it("answers /test/{id} with letters in the id with a 404", async () => {
    const outcome = await run("en/test/:id", "/en/test/abc/", { id: "abc" });
    expect(thrownStatus(outcome.thrown)).toEqual({ status: 404, data: "Page Not Found /en/test/abc/" });
  });

  it("checks the session with the accounts service: a live session passes, a dead cookie goes to sign in", async () => {
    const context = contextWith(liveSessionOnly);
    const live = await run("panel-de-usuario", "/panel-de-usuario/", {}, "a=1; rs_s_t=live", context);
    expect(live.thrown).toBeUndefined();
    expect(live.nextCalled).toBe(true);

    const dead = await run("panel-de-usuario", "/panel-de-usuario/?tab=profile", {}, "rs_s_t=revoked", context);
    expect(dead.nextCalled).toBe(false);
    expect(thrownStatus(dead.thrown)).toEqual({
      status: 302,
      location: "/?login=1&next=%2Fpanel-de-usuario%2F%3Ftab%3Dprofile",
    });

    const anonymous = await run("en/user-panel", "/en/user-panel/", {}, undefined, context);
    expect(thrownStatus(anonymous.thrown)).toEqual({
      status: 302,
      location: "/en/?login=1&next=%2Fen%2Fuser-panel%2F",
    });
  });

  it("asks the accounts service only on pages with the auth guard, and never without a credential", async () => {
    const sessionFromHeaders = vi.fn(async () => ({ user: ana }));
    const context = contextWith({ sessionFromHeaders });
    await run(":countryCode", "/mx/", { countryCode: "mx" }, "rs_s_t=live", context);
    await run("panel-de-usuario", "/panel-de-usuario/", {}, undefined, context);
    expect(sessionFromHeaders).not.toHaveBeenCalled();
    await run("panel-de-usuario", "/panel-de-usuario/", {}, "rs_s_t=live", context);
    expect(sessionFromHeaders).toHaveBeenCalledTimes(1);
  });

  it("without an accounts service, goes by the session cookie: redirects a signed-out visitor, lets a signed-in one through", async () => {
    const signedOut = await run("en/user-panel", "/en/user-panel/", {});
    expect(thrownStatus(signedOut.thrown)).toEqual({
      status: 302,
      location: "/en/?login=1&next=%2Fen%2Fuser-panel%2F",
    });
    const signedIn = await run("en/user-panel", "/en/user-panel/", {}, "rs_s_t=abc");
    expect(signedIn.thrown).toBeUndefined();
    expect(signedIn.nextCalled).toBe(true);
  });

  it("sends a member from a plan's checkout to its already-member page, and lets anyone else through", async () => {
    const membershipOf = vi.fn(async () => ({ subscription: { id: "s1" } as SubscriptionDto, takenTrial: true }));
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      accounts: liveSessionOnly,
      memberships: { membershipOf },
    } as unknown as WebServices);
    const member = await run("plus/checkout", "/plus/checkout/?country=co", {}, "rs_s_t=live", context);
    expect(thrownStatus(member.thrown)).toEqual({ status: 302, location: "/plus/already-member/?country=co" });
    const english = await run("en/premium/checkout", "/en/premium/checkout/", {}, "rs_s_t=live", context);
    expect(thrownStatus(english.thrown)).toEqual({ status: 302, location: "/en/premium/already-member/" });
    expect(membershipOf).toHaveBeenLastCalledWith("u1", "en");

    const signedOut = await run("plus/checkout", "/plus/checkout/", {}, undefined, context);
    expect(signedOut.nextCalled).toBe(true);
    membershipOf.mockResolvedValueOnce({ subscription: null as unknown as SubscriptionDto, takenTrial: false });
    const notMember = await run("premium-b/checkout", "/premium-b/checkout/", {}, "rs_s_t=live", context);
    expect(notMember.nextCalled).toBe(true);
    // Only checkouts ask: the landing never looks the membership up.
    membershipOf.mockClear();
    await run("plus", "/plus/", {}, "rs_s_t=live", context);
    expect(membershipOf).not.toHaveBeenCalled();
  });

  it("passes valid pages and unmatched paths through to their loaders", async () => {
    expect((await run(":countryCode", "/mx/", { countryCode: "mx" })).nextCalled).toBe(true);
    expect((await run("test/:id", "/test/12/", { id: "12" })).nextCalled).toBe(true);
    expect((await run("*", "/a/b/c/d/e/f/", { "*": "a/b/c/d/e/f/" })).nextCalled).toBe(true);
  });
});
