import {
  type CreateCustomerAndSubscriptionBody,
  type CreateSubscriptionBody,
  type InvoiceDto,
  LOCATION_ACCEPTANCE_MONTHS,
  type MembershipCountry,
  type MembershipPlan,
  type MembershipsClient,
  type PaymentMethodDto,
  type PlanCode,
  type SubscriptionDto,
} from "@sobremesa/contracts";
import { useStore } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import { lazyLocalStorage } from "#app/lib/shell/local-storage.ts";
import { memberFlag } from "../member-flag";
import { browserMembershipsApi } from "../memberships-api";

import { SUBSCRIPTION_STORAGE_KEY } from "./subscription-key";

export { SUBSCRIPTION_STORAGE_KEY };

/** Where the visitor said they are, as is-user-subscribed takes it. */
export interface MembershipLocation {
  country?: MembershipCountry;
  latitude?: number;
  longitude?: number;
}

/** The membership the status call reported. */
export interface SubscriptionInfo {
  id: string;
  subscription_plan: PlanCode;
  subscription_stripe_id: string;
  plan: { id: number; code: PlanCode; name: string };
}

export interface CheckoutSubscription {
  subscription: SubscriptionDto;
  email: string;
  takenCoupon: boolean;
  /** Only the new-customer variant (create-customer-and-subscription) says so. */
  newUser?: boolean;
}

/** The subscription state, field for field. Instants are epoch milliseconds. */
export interface SubscriptionState {
  subscriptionInfo: SubscriptionInfo | null;
  availablePlans: MembershipPlan[];
  userStripeId: string | null;
  paymentMethods: PaymentMethodDto[];
  defaultPaymentMethod: string | null;
  invoices: InvoiceDto[];
  isUserSubscribed: boolean;
  trialEndsAt: string | null;
  takenTrial: boolean;
  takenCoupon: boolean;
  userAcceptedLocation: MembershipLocation | null;
  userAcceptedLocationExpiration: number | null;
  dismissExpiration: number | null;
  expirationPopupLastShown: number | null;
  lastSubscriptionEndDate: string | null;
  subscriptionStartDate: string | null;
  totalReservations: number;
  currentSubscriptionName: string | null;
  /** Percent off the bill the membership gives (is-user-subscribed's subscription_discount). */
  discountInfo: number | null;
  checkoutSubscription: CheckoutSubscription | null;
  selectedPlan: PlanCode | null;
  /** The booking page the visitor left to join, to offer the way back after the checkout. */
  comingFromReservation: string | null;
  isSuccessModalOpen: boolean;
  gettingSubscription: boolean;
}

/** The calls the store makes: the memberships client of the contract, or a fake in tests. */
export type SubscriptionApi = Pick<
  MembershipsClient,
  "isUserSubscribed" | "createSubscription" | "createSubscriptionWithTrial" | "createCustomerAndSubscription"
>;

export type CreateResult = { ok: true; subscription: SubscriptionDto } | { ok: false; error: unknown; message: string };

export interface SubscriptionActions {
  /** The status of an e-mail; without one, nothing to load. */
  loadStatus: (email: string | null | undefined, location?: MembershipLocation | null) => Promise<void>;
  /** Remembers the location for a month, then reloads the status with it. */
  acceptLocation: (location: MembershipLocation, email: string | null | undefined, now?: number) => Promise<void>;
  dismissExpirationPopup: (now?: number) => void;
  markExpirationPopupShown: (now?: number) => void;
  /** create-subscription: throws the server's error; stores the checkout subscription. */
  createSubscription: (body: CreateSubscriptionBody, idempotencyKey: string) => Promise<SubscriptionDto>;
  createSubscriptionWithTrial: (body: CreateSubscriptionBody, idempotencyKey: string) => Promise<SubscriptionDto>;
  /** The new-customer variant answers `{ error, message }` instead of throwing; so does this. */
  createCustomerAndSubscription: (body: CreateCustomerAndSubscriptionBody, hash: number) => Promise<CreateResult>;
  setAvailablePlans: (plans: MembershipPlan[]) => void;
  setBilling: (billing: {
    userStripeId?: string | null;
    paymentMethods?: PaymentMethodDto[];
    defaultPaymentMethod?: string | null;
    invoices?: InvoiceDto[];
  }) => void;
  setSelectedPlan: (plan: PlanCode | null) => void;
  setComingFromReservation: (path: string | null) => void;
  setSuccessModalOpen: (open: boolean) => void;
  /** Sign-out: back to the initial values, the remembered location and popup times kept. */
  clearStatus: () => void;
}

export type SubscriptionStore = SubscriptionState & SubscriptionActions;

export const PERSISTED_SUBSCRIPTION_KEYS = [
  "isUserSubscribed",
  "userAcceptedLocation",
  "userAcceptedLocationExpiration",
  "dismissExpiration",
  "expirationPopupLastShown",
] as const satisfies readonly (keyof SubscriptionState)[];
type PersistedSubscriptionState = Pick<SubscriptionState, (typeof PERSISTED_SUBSCRIPTION_KEYS)[number]>;

export function initialSubscriptionState(): SubscriptionState {
  return {
    subscriptionInfo: null,
    availablePlans: [],
    userStripeId: null,
    paymentMethods: [],
    defaultPaymentMethod: null,
    invoices: [],
    isUserSubscribed: false,
    trialEndsAt: null,
    takenTrial: false,
    takenCoupon: false,
    userAcceptedLocation: null,
    userAcceptedLocationExpiration: null,
    dismissExpiration: null,
    expirationPopupLastShown: null,
    lastSubscriptionEndDate: null,
    subscriptionStartDate: null,
    totalReservations: 0,
    currentSubscriptionName: null,
    discountInfo: null,
    checkoutSubscription: null,
    selectedPlan: null,
    comingFromReservation: null,
    isSuccessModalOpen: false,
    gettingSubscription: false,
  };
}

/** Same day of the month, `months` later (the 31st becomes the month's last day). */
export function addMonths(instant: number, months: number): number {
  const date = new Date(instant);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** The remembered location while it has not expired. */
export function acceptedLocation(state: SubscriptionState, now: number): MembershipLocation | null {
  const { userAcceptedLocation: location, userAcceptedLocationExpiration: expires } = state;
  return location && expires !== null && expires > now ? location : null;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function readLocation(value: unknown): MembershipLocation | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Record<string, unknown>;
  const location: MembershipLocation = {};
  if (raw.country === "mx" || raw.country === "co" || raw.country === "cr") location.country = raw.country;
  if (isNumber(raw.latitude) && Math.abs(raw.latitude) <= 90) location.latitude = raw.latitude;
  if (isNumber(raw.longitude) && Math.abs(raw.longitude) <= 180) location.longitude = raw.longitude;
  return Object.keys(location).length > 0 ? location : null;
}

/** Only the persisted keys, each of its own type, come back from storage. */
export function mergePersistedSubscription(persisted: unknown, current: SubscriptionStore): SubscriptionStore {
  if (!persisted || typeof persisted !== "object") return current;
  const raw = persisted as Record<string, unknown>;
  const time = (value: unknown) => (isNumber(value) ? value : null);
  return {
    ...current,
    isUserSubscribed: raw.isUserSubscribed === true,
    userAcceptedLocation: readLocation(raw.userAcceptedLocation),
    userAcceptedLocationExpiration: time(raw.userAcceptedLocationExpiration),
    dismissExpiration: time(raw.dismissExpiration),
    expirationPopupLastShown: time(raw.expirationPopupLastShown),
  };
}

export function partializeSubscription(state: SubscriptionState): PersistedSubscriptionState {
  return {
    isUserSubscribed: state.isUserSubscribed,
    userAcceptedLocation: state.userAcceptedLocation,
    userAcceptedLocationExpiration: state.userAcceptedLocationExpiration,
    dismissExpiration: state.dismissExpiration,
    expirationPopupLastShown: state.expirationPopupLastShown,
  };
}

type PersistApi = StoreApi<SubscriptionStore> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean; clearStorage: () => void };
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Builds a subscription store on a memberships client (`api` is asked at call time, so the browser's
 * one follows the page's language). Hydration from storage waits for `persist.rehydrate()` after
 * hydration, like the other persisted stores.
 */
export function createSubscriptionStore(
  api: () => SubscriptionApi,
  storage: StateStorage = lazyLocalStorage,
): PersistApi {
  return createStore<SubscriptionStore>()(
    persist<SubscriptionStore, [], [], PersistedSubscriptionState>(
      (set, get) => {
        // A newer status request replaces an older one still in flight (sign-out, another account).
        let latest = 0;
        const remember = (subscription: SubscriptionDto, email: string, takenCoupon: boolean, newUser?: boolean) =>
          set({
            checkoutSubscription: { subscription, email, takenCoupon, ...(newUser === undefined ? {} : { newUser }) },
          });
        return {
          ...initialSubscriptionState(),
          loadStatus: async (email, location) => {
            const request = ++latest;
            if (!email) {
              set({ gettingSubscription: false });
              return;
            }
            set({ gettingSubscription: true });
            try {
              const answer = await api().isUserSubscribed(
                email,
                location === undefined ? acceptedLocation(get(), Date.now()) : location,
              );
              if (request !== latest) return;
              const subscription = answer.subscription;
              set({
                isUserSubscribed: answer.response,
                takenTrial: answer.taken_trial,
                takenCoupon: answer.taken_coupon,
                trialEndsAt: answer.trial_ends_at,
                lastSubscriptionEndDate: answer.last_subscription_end_date,
                subscriptionStartDate: answer.subscription_start_date,
                totalReservations: answer.totalReservations,
                currentSubscriptionName: answer.subscription_name,
                discountInfo: answer.subscription_discount,
                subscriptionInfo: subscription
                  ? {
                      id: subscription.id,
                      subscription_plan: subscription.subscription_plan,
                      subscription_stripe_id: subscription.stripe_id,
                      plan: subscription.plan,
                    }
                  : null,
              });
            } catch {
              // The status is extra information: the pages still work, the flags keep their values.
            } finally {
              if (request === latest) set({ gettingSubscription: false });
            }
          },
          acceptLocation: async (location, email, now = Date.now()) => {
            set({
              userAcceptedLocation: location,
              userAcceptedLocationExpiration: addMonths(now, LOCATION_ACCEPTANCE_MONTHS),
            });
            await get().loadStatus(email, location);
          },
          dismissExpirationPopup: (now = Date.now()) => set({ dismissExpiration: now }),
          markExpirationPopupShown: (now = Date.now()) => set({ expirationPopupLastShown: now }),
          createSubscription: async (body, idempotencyKey) => {
            const { subscription } = await api().createSubscription(body, idempotencyKey);
            remember(subscription, body.email, Boolean(body.coupon));
            return subscription;
          },
          createSubscriptionWithTrial: async (body, idempotencyKey) => {
            const { subscription } = await api().createSubscriptionWithTrial(body, idempotencyKey);
            remember(subscription, body.email, Boolean(body.coupon));
            return subscription;
          },
          createCustomerAndSubscription: async (body, hash) => {
            let answer: Awaited<ReturnType<SubscriptionApi["createCustomerAndSubscription"]>>;
            try {
              answer = await api().createCustomerAndSubscription(body, hash);
            } catch (error) {
              return { ok: false, error, message: messageOf(error) };
            }
            if ("subscription" in answer && answer.subscription && answer.error === undefined) {
              remember(answer.subscription, body.email, Boolean(body.coupon), answer.newUser);
              return { ok: true, subscription: answer.subscription };
            }
            const failed = answer as { error: unknown; message: string };
            return { ok: false, error: failed.error, message: failed.message };
          },
          setAvailablePlans: (plans) => set({ availablePlans: plans }),
          setBilling: (billing) => set((state) => ({ ...state, ...billing })),
          setSelectedPlan: (plan) => set({ selectedPlan: plan }),
          setComingFromReservation: (path) => set({ comingFromReservation: path }),
          setSuccessModalOpen: (open) => set({ isSuccessModalOpen: open }),
          clearStatus: () => {
            latest++;
            const {
              userAcceptedLocation,
              userAcceptedLocationExpiration,
              dismissExpiration,
              expirationPopupLastShown,
            } = get();
            set({
              ...initialSubscriptionState(),
              userAcceptedLocation,
              userAcceptedLocationExpiration,
              dismissExpiration,
              expirationPopupLastShown,
            });
          },
        };
      },
      {
        name: SUBSCRIPTION_STORAGE_KEY,
        storage: createJSONStorage<PersistedSubscriptionState>(() => storage),
        partialize: partializeSubscription,
        merge: (persisted, current) => mergePersistedSubscription(persisted, current),
        skipHydration: true,
        version: 0,
      },
    ),
  ) as PersistApi;
}

/**
 * The app's subscription store. On the server it is one module shared by every request: render from
 * its initial values there and call actions only in effects and event handlers (browser only).
 */
export const subscriptionStore = createSubscriptionStore(() => browserMembershipsApi());

// Pages read membership through the flag (member-flag.ts), without loading this store themselves.
memberFlag.set(subscriptionStore.getState().isUserSubscribed);
subscriptionStore.subscribe((state) => memberFlag.set(state.isUserSubscribed));

export function useSubscriptionStore<T>(selector: (state: SubscriptionStore) => T): T {
  return useStore(subscriptionStore, selector);
}
