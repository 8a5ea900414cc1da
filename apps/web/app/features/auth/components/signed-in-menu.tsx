import type { AccountUser } from "@sobremesa/contracts";
import { CalendarDays, ChevronDown, LogOut, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { cx } from "../../../components/ui/cx";
import { useTranslation } from "../../../i18n/react-i18n";
import { useLanguage } from "../../i18n/use-language";
import { pagePath } from "../../navigation/paths";
import { searchOpeningSignIn } from "../../sign-in/sign-in-params";
import { isLoggedIn, useAuthStore } from "../auth-store";
import { useSignOut } from "../use-sign-out";

/** The initials of a name for the avatar ("Ana López" -> "AL"), from the e-mail when there is no name. */
export function initialsOf(user: Pick<AccountUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join("");
  return (letters || user.email.charAt(0)).toUpperCase();
}

/**
 * Who the header shows. Before hydration: the user the server rendered the page for (root loader;
 * only on pages for a signed-in visitor, which are never shared by caches). After hydration: the
 * auth store, which sign-in and sign-out keep current and which learns a signed-in visitor of a
 * cached anonymous page from the persisted `user` (confirmed by GET /api/user/me).
 */
export function useHeaderUser(): AccountUser | null {
  const hydrated = useAuthStore((state) => state.hydrated);
  const storeUser = useAuthStore((state) => (isLoggedIn(state) ? state.user : null));
  const root = useRouteLoaderData("root") as { user?: AccountUser | null } | undefined;
  return hydrated ? storeUser : (root?.user ?? null);
}

/**
 * The header's account control: "Iniciar sesión" (opens the panel through `?login=1`, returning to
 * this page) for visitors, the first name and an avatar with a menu (my account, my reservations,
 * sign out) for a signed-in user.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const user = useHeaderUser();
  const { signOut, busy } = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A chosen item navigates: close the menu on every new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

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

  const name = user.firstName.trim() || user.email;
  const panel = pagePath("userPanel", language);
  const item = "flex min-h-11 w-full items-center gap-3 rounded-sm px-3 text-left text-sm hover:bg-neutral-100";
  return (
    <div ref={root} className="relative ml-1" data-account="signed-in">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white py-1 pr-1 pl-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
        >
          {initialsOf(user)}
        </span>
        <span className="sr-only">{t("auth.menu.button", { name })}</span>
        <span aria-hidden="true" className="hidden max-w-32 truncate sm:inline">
          {name}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cx("hidden size-4 transition-transform sm:block", open && "rotate-180")}
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-64 rounded-md bg-white p-2 text-neutral-900 shadow-raised"
      >
        <div className="border-b border-neutral-200 px-3 pt-1 pb-3">
          <p className="truncate font-semibold">{user.name || name}</p>
          <p className="truncate text-sm text-neutral-600">{user.email}</p>
        </div>
        <ul className="pt-2">
          <li>
            <Link to={`${panel}?tab=profile`} className={item}>
              <UserRound aria-hidden="true" className="size-4 text-neutral-600" />
              {t("auth.menu.panel")}
            </Link>
          </li>
          <li>
            <Link to={`${panel}?tab=reservations`} className={item}>
              <CalendarDays aria-hidden="true" className="size-4 text-neutral-600" />
              {t("auth.menu.reservations")}
            </Link>
          </li>
          <li>
            <button type="button" disabled={busy} onClick={() => void signOut()} className={item}>
              <LogOut aria-hidden="true" className="size-4 text-neutral-600" />
              {t("auth.menu.signOut")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
