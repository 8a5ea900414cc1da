import type { AccountUser } from "@sobremesa/contracts";
import { ChevronDown } from "lucide-react";
import type { Ref } from "react";
import { useRouteLoaderData } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { isLoggedIn, useAuthStore } from "../auth-store";

/** A click on the account button while the menu's code loads: the menu opens when it comes. */
let openWhenLoaded = false;

/** Asks for the menu to open as soon as its code has loaded. */
export function askToOpenWhenLoaded(): void {
  openWhenLoaded = true;
}

/** Whether the menu should open as it mounts (asked for while its code loaded); asks once. */
export function takeOpenWhenLoaded(): boolean {
  const asked = openWhenLoaded;
  openWhenLoaded = false;
  return asked;
}

/** The initials of a name for the avatar ("Ana López" -> "AL"), from the e-mail when there is no name. */
export function initialsOf(user: Pick<AccountUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join("");
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The name the header shows for a user: the first name, else the e-mail. */
export function shownName(user: Pick<AccountUser, "firstName" | "email">): string {
  return user.firstName.trim() || user.email;
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
 * The button that opens the signed-in menu: avatar with initials and the first name. The menu
 * renders it with its handlers; while the menu's code loads, it stands in its place as it is.
 */
export function AccountButton({
  user,
  open = false,
  menuId,
  onClick,
  buttonRef,
}: {
  user: AccountUser;
  open?: boolean;
  menuId?: string;
  onClick?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const name = shownName(user);
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={onClick}
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
  );
}
