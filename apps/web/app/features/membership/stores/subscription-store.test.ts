import type { IsUserSubscribedAnswer, SubscriptionDto } from "@sobremesa/contracts";
import { describe, expect, it, vi } from "vitest";
import type { StateStorage } from "zustand/middleware";
import {
  addMonths,
  createSubscriptionStore,
  initialSubscriptionState,
  PERSISTED_SUBSCRIPTION_KEYS,
  SUBSCRIPTION_STORAGE_KEY,
  type SubscriptionApi,
} from "./subscription-store";

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (name) => data[name] ?? null,
    setItem: (name, value) => {
      data[name] = value;
    },
    removeItem: (name) => {
      delete data[name];
    },
  };
}

const subscription: SubscriptionDto = {
  id: "s1",
  stripe_id: "sub_123",
  stripe_price: "premium:MXN",
  subscription_plan: "premium",
  plan: { id: 1, code: "premium", name: "Sobremesa Premium" },
  status: "trialing",
  price: { amount: 14900, currency: "MXN" },
  discount_percent: null,
  trial_ends_at: "2026-06-14T12:00:00.000Z",
  current_period_end: "2026-06-14T12:00:00.000Z",
  cancel_at_period_end: false,
  cancelled_at: null,
  ends_at: null,
  grace_ends_at: null,
  cancel_offer: null,
  created_at: "2026-05-15T12:00:00.000Z",
};

const subscribed: IsUserSubscribedAnswer = {
  response: true,
  taken_trial: true,
  taken_coupon: false,
  last_subscription_end_date: null,
  subscription_start_date: "2026-05-15T12:00:00.000Z",
  totalReservations: 3,
  trial_ends_at: "2026-06-14T12:00:00.000Z",
  subscription_name: "Sobremesa Premium",
  subscription_discount: 15,
  on_grace_period: false,
  subscription,
};

function fakeApi(overrides: Partial<SubscriptionApi> = {}): SubscriptionApi {
  return {
    isUserSubscribed: vi.fn(async () => subscribed),
    createSubscription: vi.fn(async () => ({ subscription })),
    createSubscriptionWithTrial: vi.fn(async () => ({ subscription })),
    createCustomerAndSubscription: vi.fn(async () => ({ subscription, stripe: { id: "cus_1" }, newUser: true })),
    ...overrides,
  } as SubscriptionApi;
}

function setUp(api = fakeApi(), storage = memoryStorage()) {
  return { api, storage, store: createSubscriptionStore(() => api, storage) };
}

describe("the subscription store", () => {
  it("starts with every field at its empty value", () => {
    const { store } = setUp();
    const state = store.getState();
    for (const [key, value] of Object.entries(initialSubscriptionState())) {
      expect(state[key as keyof typeof state], key).toEqual(value);
    }
    expect(Object.keys(initialSubscriptionState()).sort()).toEqual(
      [
        "subscriptionInfo",
        "availablePlans",
        "userStripeId",
        "paymentMethods",
        "defaultPaymentMethod",
        "invoices",
        "isUserSubscribed",
        "trialEndsAt",
        "takenTrial",
        "takenCoupon",
        "userAcceptedLocation",
        "userAcceptedLocationExpiration",
        "dismissExpiration",
        "expirationPopupLastShown",
        "lastSubscriptionEndDate",
        "subscriptionStartDate",
        "totalReservations",
        "currentSubscriptionName",
        "discountInfo",
        "checkoutSubscription",
        "selectedPlan",
        "comingFromReservation",
        "isSuccessModalOpen",
        "gettingSubscription",
      ].sort(),
    );
  });

  it("without an e-mail sets gettingSubscription false at once and asks nothing", async () => {
    const { store, api } = setUp();
    store.setState({ gettingSubscription: true });
    await store.getState().loadStatus("");
    expect(store.getState().gettingSubscription).toBe(false);
    await store.getState().loadStatus(null);
    expect(api.isUserSubscribed).not.toHaveBeenCalled();
  });

  it("is getting the subscription while the status loads, then fills the flags from is-user-subscribed", async () => {
    let answer!: (value: IsUserSubscribedAnswer) => void;
    const api = fakeApi({ isUserSubscribed: vi.fn(() => new Promise<IsUserSubscribedAnswer>((r) => (answer = r))) });
    const { store } = setUp(api);
    const loading = store.getState().loadStatus("ana@example.com");
    expect(store.getState().gettingSubscription).toBe(true);
    answer(subscribed);
    await loading;
    const state = store.getState();
    expect(api.isUserSubscribed).toHaveBeenCalledWith("ana@example.com", null);
    expect(state).toMatchObject({
      gettingSubscription: false,
      isUserSubscribed: true,
      takenTrial: true,
      takenCoupon: false,
      trialEndsAt: "2026-06-14T12:00:00.000Z",
      lastSubscriptionEndDate: null,
      subscriptionStartDate: "2026-05-15T12:00:00.000Z",
      totalReservations: 3,
      currentSubscriptionName: "Sobremesa Premium",
      discountInfo: 15,
      subscriptionInfo: {
        id: "s1",
        subscription_plan: "premium",
        subscription_stripe_id: "sub_123",
        plan: { id: 1, code: "premium", name: "Sobremesa Premium" },
      },
    });
  });

  it("keeps its flags and stops loading when the status call fails", async () => {
    const api = fakeApi({ isUserSubscribed: vi.fn(async () => Promise.reject(new Error("down"))) });
    const { store } = setUp(api);
    store.setState({ isUserSubscribed: true });
    await store.getState().loadStatus("ana@example.com");
    expect(store.getState()).toMatchObject({ gettingSubscription: false, isUserSubscribed: true });
  });

  it("applies only the newest status when two overlap", async () => {
    const answers: ((value: IsUserSubscribedAnswer) => void)[] = [];
    const api = fakeApi({
      isUserSubscribed: vi.fn(() => new Promise<IsUserSubscribedAnswer>((resolve) => answers.push(resolve))),
    });
    const { store } = setUp(api);
    const first = store.getState().loadStatus("old@example.com");
    const second = store.getState().loadStatus("new@example.com");
    answers[1]!({ ...subscribed, response: false, subscription: null });
    answers[0]!(subscribed);
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({ isUserSubscribed: false, gettingSubscription: false });
  });

  it("accepting a location keeps it one month and reloads the status with it", async () => {
    const { store, api } = setUp();
    const now = Date.UTC(2026, 0, 31, 10);
    await store.getState().acceptLocation({ country: "co" }, "ana@example.com", now);
    expect(store.getState().userAcceptedLocation).toEqual({ country: "co" });
    expect(store.getState().userAcceptedLocationExpiration).toBe(Date.UTC(2026, 1, 28, 10));
    expect(api.isUserSubscribed).toHaveBeenLastCalledWith("ana@example.com", { country: "co" });
  });

  it("sends the remembered location until it expires", async () => {
    const { store, api } = setUp();
    store.setState({
      userAcceptedLocation: { latitude: 20.67, longitude: -103.35 },
      userAcceptedLocationExpiration: Date.now() + 60_000,
    });
    await store.getState().loadStatus("ana@example.com");
    expect(api.isUserSubscribed).toHaveBeenLastCalledWith("ana@example.com", { latitude: 20.67, longitude: -103.35 });
    store.setState({ userAcceptedLocationExpiration: Date.now() - 1 });
    await store.getState().loadStatus("ana@example.com");
    expect(api.isUserSubscribed).toHaveBeenLastCalledWith("ana@example.com", null);
  });

  it("stores the time the expiration popup was dismissed and shown", () => {
    const { store } = setUp();
    store.getState().dismissExpirationPopup(1_000);
    store.getState().markExpirationPopupShown(2_000);
    expect(store.getState()).toMatchObject({ dismissExpiration: 1_000, expirationPopupLastShown: 2_000 });
  });

  it("after create-subscription succeeds stores the checkout subscription with the e-mail", async () => {
    const { store, api } = setUp();
    const body = { email: "ana@example.com", plan_id: "premium" as const, coupon: "BIENVENIDA20" };
    await expect(store.getState().createSubscription(body, "key-1")).resolves.toEqual(subscription);
    expect(api.createSubscription).toHaveBeenCalledWith(body, "key-1");
    expect(store.getState().checkoutSubscription).toEqual({
      subscription,
      email: "ana@example.com",
      takenCoupon: true,
    });
    await store.getState().createSubscriptionWithTrial({ email: "bo@example.com", plan_id: 1 }, "key-2");
    expect(store.getState().checkoutSubscription).toEqual({
      subscription,
      email: "bo@example.com",
      takenCoupon: false,
    });
  });

  it("lets create-subscription's error through and stores nothing", async () => {
    const failure = Object.assign(new Error("Tu tarjeta fue rechazada."), { error: "card_declined" });
    const api = fakeApi({ createSubscription: vi.fn(async () => Promise.reject(failure)) });
    const { store } = setUp(api);
    await expect(store.getState().createSubscription({ email: "a@example.com", plan_id: 1 }, "k")).rejects.toBe(
      failure,
    );
    expect(store.getState().checkoutSubscription).toBeNull();
  });

  it("the new-customer variant also stores newUser, and answers its error instead of throwing", async () => {
    const { store, api } = setUp();
    const body = { email: "ana@example.com", plan_id: "plus" as const, paymentMethodId: "pm_123", trial: true };
    expect(await store.getState().createCustomerAndSubscription(body, 1_700_000_000_000)).toEqual({
      ok: true,
      subscription,
    });
    expect(api.createCustomerAndSubscription).toHaveBeenCalledWith(body, 1_700_000_000_000);
    expect(store.getState().checkoutSubscription).toEqual({
      subscription,
      email: "ana@example.com",
      takenCoupon: false,
      newUser: true,
    });

    const declined = setUp(
      fakeApi({
        createCustomerAndSubscription: vi.fn(async () => ({ error: "card_declined", message: "Tarjeta rechazada." })),
      }),
    );
    expect(await declined.store.getState().createCustomerAndSubscription(body, 1)).toEqual({
      ok: false,
      error: "card_declined",
      message: "Tarjeta rechazada.",
    });
    expect(declined.store.getState().checkoutSubscription).toBeNull();
  });

  it("sets the selected plan, the reservation to return to and the success modal", () => {
    const { store } = setUp();
    store.getState().setSelectedPlan("premium-b");
    store.getState().setComingFromReservation("/lugar/la-casa/reservar/?fecha=2026-06-01");
    store.getState().setSuccessModalOpen(true);
    expect(store.getState()).toMatchObject({
      selectedPlan: "premium-b",
      comingFromReservation: "/lugar/la-casa/reservar/?fecha=2026-06-01",
      isSuccessModalOpen: true,
    });
  });

  it("clears the status on sign-out, keeping the location and popup times", async () => {
    const { store } = setUp();
    await store.getState().loadStatus("ana@example.com");
    store.getState().dismissExpirationPopup(5);
    store.getState().clearStatus();
    expect(store.getState()).toMatchObject({
      isUserSubscribed: false,
      subscriptionInfo: null,
      discountInfo: null,
      dismissExpiration: 5,
    });
  });
});

describe("persistence", () => {
  it("stores exactly the five persisted fields", async () => {
    const { store, storage } = setUp();
    await store.getState().loadStatus("ana@example.com");
    store.getState().dismissExpirationPopup(7);
    store.getState().setComingFromReservation("/lugar/x/reservar/");
    const saved = JSON.parse(storage.data[SUBSCRIPTION_STORAGE_KEY]!);
    expect(Object.keys(saved.state).sort()).toEqual([...PERSISTED_SUBSCRIPTION_KEYS].sort());
    expect(saved.state).toMatchObject({ isUserSubscribed: true, dismissExpiration: 7 });
  });

  it("reads them back on rehydrate and ignores anything malformed", async () => {
    const storage = memoryStorage({
      [SUBSCRIPTION_STORAGE_KEY]: JSON.stringify({
        state: {
          isUserSubscribed: true,
          userAcceptedLocation: { country: "cr", latitude: 999 },
          userAcceptedLocationExpiration: "soon",
          dismissExpiration: 12,
          expirationPopupLastShown: 34,
          checkoutSubscription: { hacked: true },
        },
        version: 0,
      }),
    });
    const { store } = setUp(fakeApi(), storage);
    expect(store.getState().isUserSubscribed).toBe(false);
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({
      isUserSubscribed: true,
      userAcceptedLocation: { country: "cr" },
      userAcceptedLocationExpiration: null,
      dismissExpiration: 12,
      expirationPopupLastShown: 34,
      checkoutSubscription: null,
    });
  });
});

describe("addMonths", () => {
  it("keeps the day of the month, or the month's last day", () => {
    expect(addMonths(Date.UTC(2026, 4, 15), 1)).toBe(Date.UTC(2026, 5, 15));
    expect(addMonths(Date.UTC(2026, 11, 31), 1)).toBe(Date.UTC(2027, 0, 31));
    expect(addMonths(Date.UTC(2028, 0, 31), 1)).toBe(Date.UTC(2028, 1, 29));
  });
});
