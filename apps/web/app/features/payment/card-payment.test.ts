import { ApiError } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import {
  createPaymentAttempts,
  type PaymentBody,
  type PendingStorage,
  parseStoredDoubt,
  paymentFailureOf,
  pendingPaymentKey,
  storable,
} from "./card-payment";

const UNCONFIRMED =
  "No pudimos confirmar tu pago con el banco. No pagues con otra tarjeta: vuelve a intentarlo en unos minutos sin cambiar nada y no se te cobrará dos veces.";

const answer = (status: number, code: string, message: string) =>
  new ApiError(message, status, { message, error: { code, message } });
const unknown = () => answer(503, "PAYMENT_OUTCOME_UNKNOWN", UNCONFIRMED);
const declined = () => answer(402, "CARD_DECLINED", "Tu tarjeta fue rechazada.");
const OTHER_ACCOUNT = "Este pago se hizo con una cuenta con sesión iniciada. Inicia sesión con esa cuenta.";
const otherAccount = () => answer(403, "FORBIDDEN", OTHER_ACCOUNT);
const networkDown = () => new TypeError("Failed to fetch");

interface Body extends PaymentBody {
  session_id: number;
}
const contact = { email: "ana@example.com" };
/** With Stripe every submit confirms the card again: a new PaymentMethod, so another body. */
const stripeBody = (paymentMethodId: string): Body => ({ session_id: 7, contact, payment: { paymentMethodId } });
const sandboxBody = (number = "4242424242424242"): Body => ({
  session_id: 7,
  contact,
  payment: { card: { number, exp_month: 12, exp_year: 2034, cvc: "123" } },
});

function memoryStorage(): PendingStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

function attemptsOn(storage: PendingStorage | null, scope = "experience:cata-de-mezcal") {
  let next = 0;
  return createPaymentAttempts<Body>({ scope, storage: () => storage, makeKey: () => `key-${++next}` });
}

describe("what a failed payment request says", () => {
  it("is a doubt when the charge's outcome is unknown, with the server's words", () => {
    expect(paymentFailureOf(unknown())).toEqual({ kind: "doubt", message: UNCONFIRMED });
  });

  it("is a doubt when no answer came: the network, a timeout, a 5xx that says nothing of the payment", () => {
    expect(paymentFailureOf(networkDown())).toEqual({ kind: "doubt", message: null });
    expect(paymentFailureOf(new DOMException("The operation timed out.", "TimeoutError"))).toEqual({
      kind: "doubt",
      message: null,
    });
    expect(paymentFailureOf(answer(500, "INTERNAL_ERROR", "Error al procesar la solicitud"))).toEqual({
      kind: "doubt",
      message: null,
    });
    expect(paymentFailureOf(new ApiError("Bad gateway", 502, "<html>"))).toEqual({ kind: "doubt", message: null });
  });

  it("is final when the server answered about the attempt, or said nothing was charged", () => {
    expect(paymentFailureOf(declined())).toEqual({
      kind: "final",
      code: "CARD_DECLINED",
      message: "Tu tarjeta fue rechazada.",
    });
    expect(paymentFailureOf(answer(409, "SOLD_OUT", "Agotado"))).toMatchObject({ kind: "final", code: "SOLD_OUT" });
    expect(paymentFailureOf(answer(503, "PAYMENT_PROVIDER_UNAVAILABLE", "No se hizo ningún cargo."))).toMatchObject({
      kind: "final",
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
    });
  });
});

describe("the attempts of a buy page", () => {
  it("keeps the request and its key across a lost answer and a network error: the retry is the same request", () => {
    const attempts = attemptsOn(memoryStorage());
    const first = attempts.request(stripeBody("pm_first"));
    expect(first.key).toBe("key-1");

    expect(attempts.failed(first, unknown(), "es")).toEqual({ kind: "doubt", message: UNCONFIRMED });
    expect(attempts.doubt()).toEqual({ request: first, message: UNCONFIRMED, language: "es" });

    // The retry sends the doubt's request; a network error on the way keeps it, still under key-1.
    const retried = attempts.doubt()!.request;
    expect(retried).toEqual({ key: "key-1", body: stripeBody("pm_first") });
    expect(attempts.failed(retried, networkDown(), "es")).toEqual({ kind: "doubt", message: null });
    expect(attempts.doubt()?.request).toEqual({ key: "key-1", body: stripeBody("pm_first") });
  });

  it("ends the attempt on a final refusal: the next submission has a new key, even with the same card", () => {
    const attempts = attemptsOn(memoryStorage());
    const body = sandboxBody("4000000000000002");
    const first = attempts.request(body);
    expect(attempts.request(body).key).toBe(first.key);
    expect(attempts.failed(first, declined(), "es")).toMatchObject({ kind: "final", code: "CARD_DECLINED" });
    expect(attempts.doubt()).toBeNull();
    const second = attempts.request(body);
    expect(second.key).not.toBe(first.key);

    // A doubt that an answer settles (paid, or refused after all) is over as well.
    expect(attempts.failed(second, unknown(), "es").kind).toBe("doubt");
    attempts.ended();
    expect(attempts.doubt()).toBeNull();
    expect(attempts.request(body).key).not.toBe(second.key);
  });

  it("keeps a doubt its account's session no longer covers: the page says to sign in, never to pay again", () => {
    const attempts = attemptsOn(memoryStorage());
    const first = attempts.request(stripeBody("pm_first"));
    attempts.failed(first, unknown(), "es");
    expect(attempts.failed(attempts.doubt()!.request, otherAccount(), "es")).toEqual({
      kind: "doubt",
      message: OTHER_ACCOUNT,
    });
    expect(attempts.doubt()?.request).toEqual({ key: "key-1", body: stripeBody("pm_first") });

    // A new submission refused that way is a final answer: nothing of it was charged.
    attempts.ended();
    const fresh = attempts.request(stripeBody("pm_second"));
    expect(attempts.failed(fresh, otherAccount(), "es")).toMatchObject({ kind: "final", code: "FORBIDDEN" });
  });

  it("keeps the key when the server answers but the attempt goes on (the bank's step)", () => {
    const attempts = attemptsOn(memoryStorage());
    const first = attempts.request(sandboxBody("4000002760003184"));
    attempts.answered();
    expect(attempts.request(sandboxBody("4000002760003184")).key).toBe(first.key);
  });

  it("restores the doubtful request after a reload of the page, and clears it once the server answers", () => {
    const storage = memoryStorage();
    const page = attemptsOn(storage);
    const sent = page.request(stripeBody("pm_first"));
    page.failed(sent, unknown(), "es");
    expect(storage.entries.has(pendingPaymentKey("experience:cata-de-mezcal"))).toBe(true);

    // The reloaded page: a new set of attempts over the same tab's storage.
    const reloaded = attemptsOn(storage);
    expect(reloaded.doubt()).toBeNull();
    expect(reloaded.restore()).toEqual({ request: sent, message: UNCONFIRMED, language: "es" });
    expect(reloaded.doubt()?.request.key).toBe("key-1");
    // Another thing to do, or the store's cart, has nothing pending.
    expect(attemptsOn(storage, "experience:otra-cosa").restore()).toBeNull();
    expect(attemptsOn(storage, "store:mezcales-oaxaca").restore()).toBeNull();

    // Still unknown: kept. Then the server answers: cleared, and a later page starts afresh.
    reloaded.failed(reloaded.doubt()!.request, unknown(), "es");
    expect(attemptsOn(storage).restore()?.request.key).toBe("key-1");
    reloaded.answered();
    expect(storage.entries.size).toBe(0);
    expect(attemptsOn(storage).restore()).toBeNull();
  });

  it("keeps the bank's step as the request to repeat when its answer is lost", () => {
    const storage = memoryStorage();
    const attempts = attemptsOn(storage);
    const sent = attempts.request(sandboxBody("4000002760003184"));
    attempts.answered();
    const bank = { ...sent, authentication: { reference: "EXP-ABC123", answer: "approved" as const } };
    attempts.failed(bank, unknown(), "en");
    expect(attemptsOn(storage).restore()?.request).toEqual(bank);
  });

  it("never stores a typed card number other than the sandbox's test cards", () => {
    const storage = memoryStorage();
    const attempts = attemptsOn(storage);
    const typed = attempts.request(sandboxBody("5555555555554444"));
    attempts.failed(typed, unknown(), "es");
    expect(attempts.doubt()?.request).toEqual(typed);
    expect(storage.entries.size).toBe(0);
    expect(storable(sandboxBody("4242424242424242"))).toBe(true);
    expect(storable(stripeBody("pm_1"))).toBe(true);
    expect(storable(sandboxBody("4111 1111 1111 1111"))).toBe(false);
  });

  it("throws away what is not a stored doubt, and works without storage", () => {
    const storage = memoryStorage();
    const key = pendingPaymentKey("experience:cata-de-mezcal");
    storage.setItem(key, "{not json");
    expect(attemptsOn(storage).restore()).toBeNull();
    expect(storage.entries.has(key)).toBe(false);
    storage.setItem(key, JSON.stringify({ v: 1, request: { key: "k", body: { contact } }, message: null }));
    expect(attemptsOn(storage).restore()).toBeNull();
    expect(parseStoredDoubt(null)).toBeNull();

    const failing: PendingStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    for (const attempts of [attemptsOn(null), attemptsOn(failing)]) {
      expect(attempts.restore()).toBeNull();
      const sent = attempts.request(stripeBody("pm_1"));
      expect(attempts.failed(sent, networkDown(), "es").kind).toBe("doubt");
      expect(attempts.doubt()?.request).toBe(sent);
    }
  });
});
