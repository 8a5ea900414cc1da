import { pathFor } from "@sobremesa/contracts";
import { Check, ChevronDown } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useMenuDismissal } from "#app/components/ui/use-menu-dismissal.ts";
import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY, isServedCountry } from "#app/lib/countries.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";

/** The country the page is about (from its `countryCode`), or Mexico. */
export function useCurrentCountry(): CountryCode {
  const { countryCode } = useParams();
  return isServedCountry(countryCode) ? countryCode : DEFAULT_COUNTRY;
}

/** Country menu of the header: links to the country pages (/mx/, /co/, /cr/; /en/mx/ ... in English). */
export function CountryMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const country = useCurrentCountry();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { root, button } = useMenuDismissal(open, setOpen);

  // A chosen country navigates: close the menu on every new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);

  const name = t(`countries.${country}`);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold hover:bg-white/15 sm:px-3"
      >
        <span className="sr-only">{t("header.country.label", { country: name })}</span>
        <span aria-hidden="true" className="uppercase sm:hidden">
          {country}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          {name}
        </span>
        <ChevronDown aria-hidden="true" className={cx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-56 rounded-md bg-white p-2 text-neutral-900 shadow-raised"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold text-neutral-600">{t("header.country.menuLabel")}</p>
        <ul>
          {COUNTRY_CODES.map((code) => {
            const to = pathFor("country", language, { countryCode: code });
            return (
              <li key={code}>
                <Link
                  to={to}
                  aria-current={pathname === to ? "page" : undefined}
                  className="flex min-h-11 w-full items-center justify-between rounded-sm px-3 text-sm hover:bg-neutral-100"
                >
                  <span className="flex items-center gap-3">
                    <span className="w-6 text-xs font-semibold text-neutral-600 uppercase">{code}</span>
                    {t(`countries.${code}`)}
                  </span>
                  {code === country && (
                    <>
                      <Check aria-hidden="true" className="size-4 text-brand-600" />
                      <span className="sr-only">{t("header.country.current")}</span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
