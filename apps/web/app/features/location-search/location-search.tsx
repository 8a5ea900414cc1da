import type { Language } from "@sobremesa/contracts";
import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { reloadOnChunkError } from "#app/lib/shell/chunk-reload.ts";
import type { LocationSearchComboboxProps, TakeOver } from "./location-search-combobox";
import { NearMeIcon, SearchBox, searchBoxIds } from "./search-box";

export interface LocationSearchProps {
  language: Language;
  /** Without JavaScript the form submits to this country's listing with ?q= (the listing's text filter). */
  countryCode: string;
  /** hero: the home page's large box; header: the compact box of the site header. */
  variant?: "hero" | "header";
  className?: string;
  /** Focuses the field once it is shown: a box the visitor has just asked for (the phone header's). */
  focusOnMount?: boolean;
}

type Combobox = ComponentType<LocationSearchComboboxProps>;

let loading: Promise<Combobox> | null = null;

/** The combobox's code, fetched once for every box of the page. */
export function loadLocationCombobox(): Promise<Combobox> {
  loading ??= import("./location-search-combobox").then(
    (module) => module.LocationSearchCombobox,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The location search box. Every page's first view shows it closed, as a plain form to the country
 * listing (`?q=`), with the combobox's markup; the combobox itself (results as you type, near me,
 * keyboard navigation; location-search-combobox.tsx) loads when the visitor reaches for the field
 * (focus, pointer or key) and takes over with what was typed, the focus and the caret kept. Most
 * visitors of a page never search: they do not download it.
 */
export function LocationSearch(props: LocationSearchProps) {
  const { t } = useTranslation();
  const ids = searchBoxIds(useId());
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState<{ Combobox: Combobox; takeOver: TakeOver } | null>(null);

  const wake = useCallback(() => {
    loadLocationCombobox().then(
      (Combobox) => {
        const input = inputRef.current;
        const focused = input !== null && input === document.activeElement;
        const takeOver: TakeOver = {
          text: input?.value ?? "",
          focused,
          selection: focused && input.selectionStart !== null ? [input.selectionStart, input.selectionEnd ?? 0] : null,
        };
        // Synchronously, so nothing typed between reading the field and replacing it is lost.
        flushSync(() => setActive((current) => current ?? { Combobox, takeOver }));
      },
      (error: unknown) => {
        // A deploy replaced the chunk: reload (guarded); otherwise the plain form still works.
        if (!reloadOnChunkError(error)) console.error(error);
      },
    );
  }, []);

  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  if (active) return <active.Combobox {...props} ids={ids} takeOver={active.takeOver} />;
  return (
    <SearchBox
      language={props.language}
      countryCode={props.countryCode}
      compact={props.variant === "header"}
      className={props.className}
      ids={ids}
      inputRef={inputRef}
      input={{ onFocus: wake, onPointerDown: wake, onKeyDown: wake }}
      open={false}
      activeIndex={-1}
      nearMe={{ icon: <NearMeIcon />, hint: t("locationSearch.nearMeHint") }}
      announcement=""
    />
  );
}
