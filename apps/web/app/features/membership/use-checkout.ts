import { SUBSCRIPTION_ERROR_MESSAGE } from "@sobremesa/contracts";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { CheckoutData } from "./membership-data";
import { membershipsApi } from "./memberships-api";
import { subscriptionStore } from "./stores/subscription-store";

/** Upper case letters, digits and hyphens, as create-subscription accepts a coupon. */
export function normalizeCoupon(value: string): { coupon: string | undefined; valid: boolean } {
  const coupon = value.trim().toUpperCase();
  if (!coupon) return { coupon: undefined, valid: true };
  return { coupon, valid: /^[A-Z0-9-]{3,40}$/.test(coupon) };
}

/** The server's message (already in the page's language), else ours. */
export function messageOfError(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string" && error.message)
    return error.message;
  return fallback;
}

/**
 * The last step every card form shares: with a saved card, subscribe (one `hash` per attempt, so a
 * repeated request of the same attempt subscribes once), remember the checkout subscription, send the
 * WhatsApp welcome without waiting for it, refresh the member status and go to the thanks page.
 * `pending` stays true from the first click until the thanks page or an error: no double submit.
 */
export function useCheckout(data: CheckoutData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const api = membershipsApi(data.language);

  /** Marks the start of an attempt; false when one is already running. */
  const begin = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setError(null);
    return true;
  }, []);

  const fail = useCallback(
    (failure: unknown) => {
      busy.current = false;
      setPending(false);
      setError(messageOfError(failure, t("membership.checkout.genericError")));
    },
    [t],
  );

  const subscribe = useCallback(
    async (paymentMethodId: string, coupon: string | undefined) => {
      const email = data.email;
      if (!email) return;
      const store = subscriptionStore.getState();
      const result = await store.createCustomerAndSubscription(
        {
          email,
          plan_id: data.plan.code,
          paymentMethodId,
          country: data.country,
          trial: data.trial.applies,
          ...(coupon ? { coupon } : {}),
        },
        Date.now(),
      );
      if (!result.ok) {
        // The contract's fallback is Spanish: an English page says its own.
        fail({ message: result.message === SUBSCRIPTION_ERROR_MESSAGE ? "" : result.message });
        return;
      }
      void api.whatsappWelcome(result.subscription.id).catch(() => undefined);
      void store.loadStatus(email);
      navigate(data.paths.thanks);
    },
    [api, data, fail, navigate],
  );

  return { api, pending, error, begin, fail, subscribe };
}
