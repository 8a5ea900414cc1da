import { describe, expect, it, vi } from "vitest";
import { loadUserPanel, tabOf } from "./user-panel-data";

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
