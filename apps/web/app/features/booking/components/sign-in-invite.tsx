import type { Language } from "@sobremesa/contracts";
import { UserRound } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { authStore } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { type BookingChoice, signInFromBooking } from "../booking-return";

interface SignInInviteProps {
  language: Language;
  placeSlug: string;
  /** What the picker holds now: the page signing in returns to has it chosen again. */
  choice: BookingChoice;
  /** Keeps what was typed (booking-draft.ts) before the sign-in panel opens. */
  onLeave: () => void;
}

/**
 * For a visitor not signed in: sign in or create an account in the site's side panel, and come back
 * to this booking page with the same choice and what was typed.
 */
export function SignInInvite({ language, placeSlug, choice, onLeave }: SignInInviteProps) {
  const { t } = useTranslation();
  const id = useId();
  const to = signInFromBooking(language, placeSlug, choice);
  const open = (mode: "sign-in" | "sign-up") => () => {
    onLeave();
    authStore.getState().setMode(mode);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-sign-in-invite=""
      className="flex flex-col gap-3 rounded-md border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <UserRound aria-hidden="true" className="hidden size-6 shrink-0 text-brand-700 sm:block" />
      <div className="min-w-0 flex-1">
        <h2 id={`${id}-title`} className="font-semibold text-neutral-900">
          {t("booking.reserve.signInInvite.title")}
        </h2>
        <p className="mt-1 text-sm text-neutral-700">{t("booking.reserve.signInInvite.body")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={to}
          preventScrollReset
          aria-haspopup="dialog"
          onClick={open("sign-in")}
          className={buttonClasses("primary", "md")}
        >
          {t("booking.reserve.signInInvite.signIn")}
        </Link>
        <Link
          to={to}
          preventScrollReset
          aria-haspopup="dialog"
          onClick={open("sign-up")}
          className={buttonClasses("secondary", "md")}
        >
          {t("booking.reserve.signInInvite.signUp")}
        </Link>
      </div>
    </section>
  );
}
