import { routeById } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { headerModeOf } from "./header-mode";

describe("headerModeOf", () => {
  it("follows the header guards of the route table", () => {
    expect(headerModeOf(routeById("home").guards)).toBe("site");
    expect(headerModeOf(routeById("country").guards)).toBe("site");
    expect(headerModeOf(routeById("place").guards)).toBe("mobile");
    expect(headerModeOf(routeById("experience").guards)).toBe("mobile");
    expect(headerModeOf(routeById("place-reserve").guards)).toBe("hidden");
    expect(headerModeOf(routeById("experiences-thanks").guards)).toBe("hidden");
  });

  it("lets hide-header win over the others", () => {
    expect(headerModeOf(["show-header", "hide-header"])).toBe("hidden");
    expect(headerModeOf(["header-mobile", "auth"])).toBe("mobile");
  });
});
