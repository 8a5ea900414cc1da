import { describe, expect, it, vi } from "vitest";
import type { UtilityCountry } from "#app/lib/shell/utility-store.ts";
import { COUNTRIES_STORAGE_KEY, loadCountriesCatalogue } from "./countries-catalogue";

const mexico: UtilityCountry = {
  id: 142,
  code: "mx",
  dial_code: "+52",
  states: [{ id: 3450, title: "Jalisco", citiesAndColonies: [{ id: 1, title: "Guadalajara", type: "city" }] }],
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

describe("loadCountriesCatalogue", () => {
  it("downloads the catalogue once and keeps it in local storage with its version", async () => {
    const storage = memoryStorage();
    const load = vi.fn(async () => [mexico]);
    expect(await loadCountriesCatalogue({ version: "v1", load }, storage)).toEqual([mexico]);
    expect(JSON.parse(storage.items.get(COUNTRIES_STORAGE_KEY)!)).toEqual({ version: "v1", countries: [mexico] });

    expect(await loadCountriesCatalogue({ version: "v1", load }, storage)).toEqual([mexico]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("replaces a stored copy of another version", async () => {
    const old = { version: "v0", countries: [{ ...mexico, dial_code: "+00" }] };
    const storage = memoryStorage({ [COUNTRIES_STORAGE_KEY]: JSON.stringify(old) });
    const load = vi.fn(async () => [mexico]);
    expect(await loadCountriesCatalogue({ version: "v1", load }, storage)).toEqual([mexico]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(COUNTRIES_STORAGE_KEY)!).version).toBe("v1");
  });

  it("ignores stored text that is not a catalogue", async () => {
    for (const junk of ["{not json", '{"version":"v1","countries":[]}', '{"version":"v1","countries":[{"id":"x"}]}']) {
      const load = vi.fn(async () => [mexico]);
      const result = await loadCountriesCatalogue(
        { version: "v1", load },
        memoryStorage({ [COUNTRIES_STORAGE_KEY]: junk }),
      );
      expect(result).toEqual([mexico]);
      expect(load).toHaveBeenCalledTimes(1);
    }
  });

  it("still answers when the storage refuses to read or write", async () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(await loadCountriesCatalogue({ version: "v1", load: async () => [mexico] }, refusing)).toEqual([mexico]);
  });
});
