import { UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { searchOpeningSignIn } from "#app/features/sign-in/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { AccountButton, askToOpenWhenLoaded, useHeaderUser } from "./account-button";

// The signed-in menu (its items, sign-out) loads for signed-in visitors only: most never sign in.
const SignedInMenu = lazy(() => import("./signed-in-menu"));

/**
 * The header's account control: "Iniciar sesión" (opens the panel through `?login=1`, returning to
 * this page) for visitors, the first name and an avatar with a menu (my account, my reservations,
 * sign out) for a signed-in user.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const user = useHeaderUser();

  if (!user) {
    return (
      <Link
        to={{ search: searchOpeningSignIn(pathname, search) }}
        preventScrollReset
        aria-haspopup="dialog"
        aria-label={t("header.signInLabel")}
        data-account="signed-out"
        className="ml-1 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:px-4"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          {t("header.signIn")}
        </span>
      </Link>
    );
  }

  return (
    <Suspense
      fallback={
        // The same box as the menu's, so nothing moves; marked signed-in once the menu works.
        <div className="relative ml-1" data-account="loading">
          <AccountButton user={user} onClick={askToOpenWhenLoaded} />
        </div>
      }
    >
      <SignedInMenu user={user} />
    </Suspense>
  );
}
