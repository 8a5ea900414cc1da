import type { AccountUser } from "@sobremesa/contracts";
import { CalendarDays, LogOut, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useMenuDismissal } from "#app/components/ui/use-menu-dismissal.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { pagePath } from "#app/lib/navigation/paths.ts";
import { useSignOut } from "../use-sign-out";
import { AccountButton, shownName, takeOpenWhenLoaded } from "./account-button";

/**
 * The signed-in user's menu in the header (account-menu.tsx loads it): the account button, and my
 * account, my reservations and sign out under it.
 */
export default function SignedInMenu({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const { signOut, busy } = useSignOut();
  const [open, setOpen] = useState(takeOpenWhenLoaded);
  const menuId = useId();
  const { root, button } = useMenuDismissal(open, setOpen);

  // A chosen item navigates: close the menu on every new page (not as it mounts, open when asked
  // for while its code loaded).
  const shownAt = useRef(pathname + search);
  useEffect(() => {
    if (shownAt.current === pathname + search) return;
    shownAt.current = pathname + search;
    setOpen(false);
  }, [pathname, search]);

  const name = shownName(user);
  const panel = pagePath("userPanel", language);
  const item = "flex min-h-11 w-full items-center gap-3 rounded-sm px-3 text-left text-sm hover:bg-neutral-100";
  return (
    <div ref={root} className="relative ml-1" data-account="signed-in">
      <AccountButton
        user={user}
        open={open}
        menuId={menuId}
        onClick={() => setOpen((value) => !value)}
        buttonRef={button}
      />
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
