import type { DoorGuest } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { mergeList } from "./door-storage";

const guest = (code: string, checkedInAt: string | null = null, checkedInDevice: string | null = null): DoorGuest => ({
  code,
  name: "Rita Puerta",
  typeEs: "General",
  typeEn: "General",
  checkedInAt,
  checkedInDevice,
});

describe("the door's kept list", () => {
  it("keeps this device's unsent admissions over a fresh list, and takes the server's for the rest", () => {
    const fresh = [guest("a"), guest("b"), guest("c", "2027-03-05T01:00:00.000Z", "other-device")];
    const kept = [guest("a", "2027-03-05T01:05:00.000Z", "this-device"), guest("b", "2027-03-05T01:06:00.000Z")];
    const queue = [{ code: "a", scannedAt: "2027-03-05T01:05:00.000Z" }];
    expect(mergeList(fresh, queue, kept, "this-device")).toEqual([
      guest("a", "2027-03-05T01:05:00.000Z", "this-device"),
      // Sent already (not in the queue): the server's word stands.
      guest("b"),
      guest("c", "2027-03-05T01:00:00.000Z", "other-device"),
    ]);
  });
});
