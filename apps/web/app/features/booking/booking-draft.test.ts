import { describe, expect, it } from "vitest";
import {
  applyBookingDraft,
  clearBookingDraft,
  DRAFT_TTL_MS,
  type DraftStorage,
  fillEmptyContact,
  keepBookingDraft,
  readBookingDraft,
} from "./booking-draft";
import type { BookingFormValues } from "./booking-form";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const empty: BookingFormValues = {
  date: "2031-05-02",
  time: "20:30",
  party: 2,
  zoneId: "",
  occasion: "",
  note: "",
  countryCode: "+52",
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
};
const typed: BookingFormValues = {
  ...empty,
  firstName: "Ana",
  lastName: "López",
  countryCode: "+34",
  phone: "612 345 678",
  note: "Silla para bebé",
  occasion: "birthday",
};
const now = Date.UTC(2031, 4, 1, 12);

describe("the booking page's draft", () => {
  it("keeps what was typed for one place and gives it back on return, never the choice", () => {
    const storage = memoryStorage();
    keepBookingDraft("casa-azul", typed, storage, now);
    const draft = readBookingDraft("casa-azul", storage, now + 60_000);
    expect(draft).toEqual({
      firstName: "Ana",
      lastName: "López",
      email: "",
      countryCode: "+34",
      phone: "612 345 678",
      note: "Silla para bebé",
      occasion: "birthday",
    });
    expect(JSON.stringify([...storage.items.values()])).not.toContain("2031-05-02");
    expect(readBookingDraft("otro-lugar", storage, now)).toBeNull();
  });

  it("restores the typed fields over the account's contact, keeping the account's where nothing was typed", () => {
    const signedIn = { ...empty, firstName: "Ana María", lastName: "L", email: "ana@example.com", phone: "5512345678" };
    const restored = applyBookingDraft(signedIn, {
      firstName: "Ana",
      lastName: "López",
      email: "",
      countryCode: "+34",
      phone: "612 345 678",
      note: "",
      occasion: "",
    });
    expect(restored).toMatchObject({
      firstName: "Ana",
      lastName: "López",
      email: "ana@example.com",
      countryCode: "+34",
      phone: "612 345 678",
      date: "2031-05-02",
      time: "20:30",
    });
  });

  it("fills only the empty contact fields from the account", () => {
    const account = { firstName: "Ana", lastName: "López", email: "ana@example.com", countryCode: "+52", phone: "55" };
    expect(fillEmptyContact({ ...empty, firstName: "Anita", phone: "612", countryCode: "+34" }, account)).toMatchObject(
      {
        firstName: "Anita",
        lastName: "López",
        email: "ana@example.com",
        phone: "612",
        countryCode: "+34",
      },
    );
    expect(fillEmptyContact(empty, account)).toMatchObject({ phone: "55", countryCode: "+52" });
  });

  it("is cleared after booking, and forgotten when old, malformed or empty", () => {
    const storage = memoryStorage();
    keepBookingDraft("casa-azul", typed, storage, now);
    clearBookingDraft("casa-azul", storage);
    expect(readBookingDraft("casa-azul", storage, now)).toBeNull();

    keepBookingDraft("casa-azul", typed, storage, now);
    expect(readBookingDraft("casa-azul", storage, now + DRAFT_TTL_MS + 1)).toBeNull();

    storage.setItem("sobremesa:booking-draft:casa-azul", "{not json");
    expect(readBookingDraft("casa-azul", storage, now)).toBeNull();
    storage.setItem(
      "sobremesa:booking-draft:casa-azul",
      JSON.stringify({ savedAt: now, draft: { firstName: 7, occasion: "<script>" } }),
    );
    expect(readBookingDraft("casa-azul", storage, now)).toMatchObject({ firstName: "", occasion: "" });

    // Nothing typed (the dial code is the page's default): nothing kept, an older draft goes.
    keepBookingDraft("casa-azul", typed, storage, now);
    keepBookingDraft("casa-azul", empty, storage, now);
    expect(storage.items.size).toBe(0);
  });

  it("works without storage and when the browser refuses it", () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => keepBookingDraft("casa-azul", typed, refusing, now)).not.toThrow();
    expect(readBookingDraft("casa-azul", refusing, now)).toBeNull();
    expect(() => clearBookingDraft("casa-azul", refusing)).not.toThrow();
    expect(readBookingDraft("casa-azul", null, now)).toBeNull();
  });
});
