import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loaderArgs } from "#app/lib/navigation/test-loader-args.ts";
import { servicesContext, type WebMemberships, type WebServices } from "#app/services.ts";
import type { Route } from "./+types/account-page";
import { loadAccountPage } from "./account-page.server";

const ana = { id: "u1", email: "ana@example.com", firstName: "Ana" };

async function load(path: string, services: Partial<WebServices> = {}) {
  const sessionFromHeaders = vi.fn(async () => ({ user: ana }) as never);
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    accounts: { sessionFromHeaders },
    log: { error: vi.fn() },
    ...services,
  } as unknown as WebServices);
  const request = new Request(new URL(path, "https://sobremesa.example"), { headers: { cookie: "rs_s_t=live" } });
  const result = (await loadAccountPage(loaderArgs<Route.LoaderArgs>({ request, context }))) as unknown as {
    data: Record<string, unknown>;
    init: { headers: Record<string, string> };
  };
  return { ...result, sessionFromHeaders };
}

describe("the user panel's loader", () => {
  it("answers the session's user, privately, never cached", async () => {
    const { data, init } = await load("/en/user-panel/?tab=orders");
    expect(data).toMatchObject({ id: "user-panel", language: "en", user: ana, tab: "orders" });
    expect(data.title).toMatch(/ \| Sobremesa$/);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });
});

describe("the membership section's data", () => {
  const overview = { subscription: null, paymentMethods: [], defaultPaymentMethod: null, invoices: [] };
  const memberships = (overviewOf: () => Promise<typeof overview>) =>
    ({
      provider: { name: "sandbox", publishableKey: null },
      overviewOf: vi.fn(overviewOf),
      plan: vi.fn(async () => null),
    }) as unknown as WebMemberships;

  const loadWith = async (path: string, service: WebMemberships | undefined) =>
    (await load(path, { memberships: service })).data.membership;

  it("is read only on its own tab", async () => {
    const service = memberships(async () => overview);
    expect(await loadWith("/panel-de-usuario/?tab=profile", service)).toEqual({ state: "skipped" });
    expect(service.overviewOf).not.toHaveBeenCalled();
    expect(await loadWith("/panel-de-usuario/?tab=membership", service)).toEqual({
      state: "loaded",
      overview,
      placesDiscount: null,
      provider: { name: "sandbox", publishableKey: null },
    });
    expect(service.overviewOf).toHaveBeenCalledWith("u1", "es");
  });

  it("says it failed, instead of failing the page, when the server cannot read it", async () => {
    const broken = memberships(async () => {
      throw new Error("database down");
    });
    expect(await loadWith("/panel-de-usuario/?tab=membership", broken)).toEqual({ state: "failed" });
    expect(await loadWith("/panel-de-usuario/?tab=membership", undefined)).toEqual({ state: "failed" });
  });
});
