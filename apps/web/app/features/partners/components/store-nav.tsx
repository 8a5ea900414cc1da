import { ApiError, type PartnerStore } from "@sobremesa/contracts";
import { NavLink } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { storeConsolePaths } from "../store-console-paths";

/** A store's title, the person's role and the sections their role opens. */
export function StoreNav({ store }: { store: PartnerStore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = [
    { to: storeConsolePaths.orders(language, store.id), label: t("partners.stores.nav.orders") },
    { to: storeConsolePaths.stock(language, store.id), label: t("partners.stores.nav.stock") },
    { to: storeConsolePaths.products(language, store.id), label: t("partners.stores.products.nav") },
    // The team and the settings are the owners' pages: a store manager is not offered them.
    ...(store.role === "owner"
      ? [
          { to: storeConsolePaths.staff(language, store.id), label: t("partners.stores.nav.staff") },
          { to: storeConsolePaths.settings(language, store.id), label: t("partners.stores.nav.settings") },
        ]
      : []),
  ];
  return (
    <div className="border-b border-neutral-200 bg-white">
      <div className="mx-auto max-w-5xl px-4 pt-4">
        <p className="flex flex-wrap items-center gap-2 text-xl font-bold text-neutral-900">
          <span data-testid="store-name">{store.name}</span>
          <span className="rounded-sm bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
            {t(`partners.stores.role.${store.role}`)}
          </span>
        </p>
        <nav aria-label={store.name} className="mt-2 flex gap-1 overflow-x-auto">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cx(
                  "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
                  isActive
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-neutral-700 hover:text-neutral-900",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </div>
  );
}

export type Notice = { kind: "status" | "alert"; text: string } | null;

/** The outcome of the page's last change, read out by screen readers. */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <div aria-live="polite" className="mt-3 min-h-6">
      {notice && (
        <p
          role={notice.kind}
          className={notice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}

/** A refusal's message as the API gave it (in the page's language), or the console's generic one. */
export function failureText(error: unknown, generic: string): string {
  return error instanceof ApiError ? error.message : generic;
}
