import { describe, expect, it, vi } from "vitest";
import { loadUserPanel, splitReservations, tabOf } from "./user-panel-data";

const ana = { id: "u1", email: "ana@example.com", firstName: "Ana" };

async function load(path: string, cookie?: string) {
  const sessionFromHeaders = vi.fn(async () => ({ user: ana }) as never);
  const url = new URL(path, "https://sobremesa.example");
  const request = new Request(url, cookie ? { headers: { cookie } } : undefined);
  const pattern = url.pathname.startsWith("/en/") ? "en/user-panel" : "panel-de-usuario";
  const result = (await loadUserPanel({
    request,
    params: {},
    pattern,
    url,
    accounts: { sessionFromHeaders },
  })) as unknown as {
    data: Record<string, unknown>;
    init: { headers: Record<string, string> };
  };
  return { ...result, sessionFromHeaders };
}

describe("user panel loader", () => {
  it("reads ?tab=, defaulting to the profile", () => {
    expect(tabOf("?tab=reservations")).toBe("reservations");
    expect(tabOf("?tab=nope")).toBe("profile");
    expect(tabOf("")).toBe("profile");
  });

  it("answers the session's user, privately, never cached", async () => {
    const { data, init } = await load("/en/user-panel/?tab=orders", "rs_s_t=live");
    expect(data).toMatchObject({ id: "user-panel", language: "en", user: ana, tab: "orders" });
    expect(data.title).toMatch(/ \| Sobremesa$/);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });
});

describe("splitReservations", () => {
  const reservation = (code: string, status: string, startsAt: string, endsAt: string) =>
    ({ code, status, startsAt, endsAt }) as unknown as import("@sobremesa/contracts").ReservationAnswer;
  const now = new Date("2026-11-22T18:00:00Z");

  it("lists active future stays first-to-come as upcoming and everything else as history", () => {
    const later = reservation("LATER", "confirmed", "2026-11-30T02:00:00Z", "2026-11-30T04:00:00Z");
    const sooner = reservation("SOONER", "confirmed", "2026-11-23T02:00:00Z", "2026-11-23T04:00:00Z");
    const cancelled = reservation("CANCEL", "cancelled", "2026-11-24T02:00:00Z", "2026-11-24T04:00:00Z");
    const done = reservation("DONE", "confirmed", "2026-11-20T02:00:00Z", "2026-11-20T04:00:00Z");
    const { upcoming, past } = splitReservations([later, cancelled, sooner, done], now);
    expect(upcoming.map((item) => item.code)).toEqual(["SOONER", "LATER"]);
    expect(past.map((item) => item.code)).toEqual(["CANCEL", "DONE"]);
  });
});

describe("the membership section's data", () => {
  const overview = { subscription: null, paymentMethods: [], defaultPaymentMethod: null, invoices: [] };
  const memberships = (overviewOf: () => Promise<typeof overview>) =>
    ({
      provider: { name: "sandbox", publishableKey: null },
      overviewOf: vi.fn(overviewOf),
      plan: vi.fn(async () => null),
    }) as unknown as import("#app/services.ts").WebMemberships;

  async function loadWith(path: string, service: import("#app/services.ts").WebMemberships | undefined) {
    const url = new URL(path, "https://sobremesa.example");
    const result = (await loadUserPanel({
      request: new Request(url, { headers: { cookie: "rs_s_t=live" } }),
      params: {},
      pattern: "panel-de-usuario",
      url,
      accounts: { sessionFromHeaders: async () => ({ user: ana }) as never },
      memberships: service,
      log: { error: vi.fn() },
    })) as unknown as { data: { membership: unknown } };
    return result.data.membership;
  }

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
