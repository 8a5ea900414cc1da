import { afterEach, describe, expect, it, vi } from "vitest";
import { getBrowserPosition } from "./browser-position";

type Success = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (error: { code: number }) => void;

function fakeGeolocation(behaviour: (success: Success, failure: Failure, options?: PositionOptions) => void) {
  return { getCurrentPosition: vi.fn(behaviour) } as unknown as Pick<Geolocation, "getCurrentPosition">;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("getBrowserPosition", () => {
  it("resolves with the device's position and asks with a timeout", async () => {
    const geolocation = fakeGeolocation((success) =>
      success({ coords: { latitude: 19.43, longitude: -99.13, accuracy: 35 } }),
    );
    await expect(getBrowserPosition({ geolocation, timeoutMs: 8000 })).resolves.toEqual({
      ok: true,
      position: { latitude: 19.43, longitude: -99.13 },
      accuracy: 35,
    });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: 8000,
      maximumAge: 300_000,
    });
  });

  it.each([
    [1, "denied"],
    [2, "unavailable"],
    [3, "timeout"],
  ])("maps error code %i to %s", async (code, reason) => {
    const geolocation = fakeGeolocation((_success, failure) => failure({ code }));
    await expect(getBrowserPosition({ geolocation })).resolves.toEqual({ ok: false, reason });
  });

  it("is unsupported without navigator.geolocation, or when asking throws", async () => {
    await expect(getBrowserPosition({ geolocation: undefined })).resolves.toEqual({ ok: false, reason: "unsupported" });
    const throwing = fakeGeolocation(() => {
      throw new Error("Only secure origins are allowed");
    });
    await expect(getBrowserPosition({ geolocation: throwing })).resolves.toEqual({ ok: false, reason: "unsupported" });
  });

  it("gives up when the browser never answers (a prompt left open)", async () => {
    vi.useFakeTimers();
    const geolocation = fakeGeolocation(() => {});
    const result = getBrowserPosition({ geolocation, giveUpAfterMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual({ ok: false, reason: "timeout" });
  });

  it("keeps the first answer when the browser calls back twice", async () => {
    const geolocation = fakeGeolocation((success, failure) => {
      success({ coords: { latitude: 1, longitude: 2, accuracy: 3 } });
      failure({ code: 1 });
    });
    await expect(getBrowserPosition({ geolocation })).resolves.toMatchObject({ ok: true });
  });
});
