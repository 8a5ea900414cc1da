import { Check, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../ui/cx";

export const COUNTRY_CODES = ["mx", "co", "cr"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/**
 * Country picker of the header. For now it only changes what the button shows; choosing a country
 * will drive listings and geolocation in a later issue.
 */
export function CountryMenu({ initial = "mx" }: { initial?: CountryCode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState<CountryCode>(initial);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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

  const name = t(`countries.${country}`);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold hover:bg-white/15"
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
        className="absolute right-0 z-30 mt-2 w-56 rounded-md bg-white p-2 text-neutral-900 shadow-raised sm:left-0 sm:right-auto"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold text-neutral-600">{t("header.country.menuLabel")}</p>
        <ul>
          {COUNTRY_CODES.map((code) => (
            <li key={code}>
              <button
                type="button"
                aria-pressed={code === country}
                onClick={() => {
                  setCountry(code);
                  setOpen(false);
                  button.current?.focus();
                }}
                className="flex min-h-11 w-full items-center justify-between rounded-sm px-3 text-left text-sm hover:bg-neutral-100"
              >
                <span className="flex items-center gap-3">
                  <span className="w-6 text-xs font-semibold text-neutral-600 uppercase">{code}</span>
                  {t(`countries.${code}`)}
                </span>
                {code === country && <Check aria-hidden="true" className="size-4 text-brand-600" />}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
