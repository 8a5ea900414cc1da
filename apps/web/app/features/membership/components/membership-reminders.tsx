import { type Language, type MembershipCountry, pathFor } from "@sobremesa/contracts";
import { Crown, MapPin } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { isLoggedIn, useAuthStore } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { needsLocationPrompt, shouldShowExpirationPopup } from "../membership-reminders";
import { subscriptionStore, useSubscriptionStore } from "../stores/subscription-store";

/** The persisted subscription fields read back (the root's sync may not have done it on this page yet). */
function useHydratedSubscription(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    if (subscriptionStore.persist.hasHydrated()) setReady(true);
    else
      void Promise.resolve(subscriptionStore.persist.rehydrate()).then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

const useSignedInEmail = () => useAuthStore((state) => (isLoggedIn(state) ? (state.user?.email ?? null) : null));

/**
 * Asks a signed-in visitor whether they browse from the detected country; accepting remembers it
 * for a month and reloads their membership status with it. Nothing shows before the browser knows
 * who is signed in, nor while an accepted location is still valid.
 */
export function LocationPrompt({ country }: { country: MembershipCountry }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ready = useHydratedSubscription();
  const email = useSignedInEmail();
  const needed = useSubscriptionStore((state) => needsLocationPrompt(state, Date.now()));
  const [answer, setAnswer] = useState<"open" | "later" | "accepted">("open");
  const name = t(`countries.${country}`);

  if (!ready || !email) return null;
  if (answer === "accepted")
    return (
      <p role="status" className="mt-6 text-sm font-semibold text-brand-700">
        {t("membership.reminders.location.accepted", { country: name })}
      </p>
    );
  if (answer === "later" || !needed) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-location-prompt
      className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-md border border-brand-200 bg-brand-50 p-4"
    >
      <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <div className="min-w-48 flex-1">
        <h2 id={titleId} className="font-semibold text-neutral-900">
          {t("membership.reminders.location.question", { country: name })}
        </h2>
        <p className="text-sm text-neutral-700">{t("membership.reminders.location.text")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            setAnswer("accepted");
            void subscriptionStore.getState().acceptLocation({ country }, email);
          }}
        >
          {t("membership.reminders.location.accept", { country: name })}
        </Button>
        <Button variant="secondary" onClick={() => setAnswer("later")}>
          {t("membership.reminders.location.later")}
        </Button>
      </div>
    </section>
  );
}

/**
 * Invites a former member back to the plans: at most once a week (each showing is stored), never
 * again after "don't show again" (the dismissal's time is stored). Escape counts as "not now".
 */
export function ExpirationPopup() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const ready = useHydratedSubscription();
  const due = useSubscriptionStore((state) => shouldShowExpirationPopup(state, Date.now()));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!ready || !due || open) return;
    setOpen(true);
    subscriptionStore.getState().markExpirationPopupShown();
  }, [ready, due, open]);

  return (
    <Dialog
      open={open}
      onDismiss={() => setOpen(false)}
      restoreFocus={false}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-expiration-popup
      // Says the popup has decided whether to show on this page, so a test can check it stayed shut.
      data-settled={ready && !(due && !open) ? "" : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-md bg-white p-0 shadow-raised backdrop:bg-neutral-950/50"
    >
      {open && (
        <div className="p-6 sm:p-8">
          <Crown aria-hidden="true" className="size-8 text-accent-700" />
          <h2 id={titleId} className="mt-3 text-xl font-bold tracking-tight text-neutral-900">
            {t("membership.reminders.expired.title")}
          </h2>
          <p id={textId} className="mt-2 text-neutral-700">
            {t("membership.reminders.expired.text")}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <ButtonLink size="lg" to={pathFor("plus", i18n.language as Language)} onClick={() => setOpen(false)}>
              {t("membership.reminders.expired.cta")}
            </ButtonLink>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => {
                  subscriptionStore.getState().dismissExpirationPopup();
                  setOpen(false);
                }}
              >
                {t("membership.reminders.expired.dismiss")}
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t("membership.reminders.expired.later")}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
