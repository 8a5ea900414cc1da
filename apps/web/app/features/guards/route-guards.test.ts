import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routeGuards } from "./route-guards";

/** Runs the middleware the way React Router does, and returns what it threw (or the next() result). */
async function run(pattern: string, path: string, params: Record<string, string>, cookie?: string) {
  const url = new URL(path, "https://sobremesa.example");
  const request = new Request(url, cookie ? { headers: { cookie } } : undefined);
  const next = vi.fn(async () => new Response("page"));
  try {
    const result = await routeGuards({ request, url, pattern, params, context: {} as never }, next);
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

  it("redirects a signed-out visitor of the user panel to sign in, and lets a signed-in one through", async () => {
    const signedOut = await run("en/user-panel", "/en/user-panel/", {});
    expect(thrownStatus(signedOut.thrown)).toEqual({
      status: 302,
      location: "/en/?login=1&next=%2Fen%2Fuser-panel%2F",
    });
    const signedIn = await run("en/user-panel", "/en/user-panel/", {}, "rs_s_t=abc");
    expect(signedIn.thrown).toBeUndefined();
    expect(signedIn.nextCalled).toBe(true);
  });

  it("passes valid pages and unmatched paths through to their loaders", async () => {
    expect((await run(":countryCode", "/mx/", { countryCode: "mx" })).nextCalled).toBe(true);
    expect((await run("test/:id", "/test/12/", { id: "12" })).nextCalled).toBe(true);
    expect((await run("*", "/a/b/c/d/e/f/", { "*": "a/b/c/d/e/f/" })).nextCalled).toBe(true);
  });
});
