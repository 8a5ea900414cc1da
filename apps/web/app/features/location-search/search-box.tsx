import type { Language } from "@sobremesa/contracts";
import { LocateFixed, MapPin, Search } from "lucide-react";
import type {
  ChangeEventHandler,
  FocusEventHandler,
  FormEventHandler,
  KeyboardEventHandler,
  MouseEventHandler,
  PointerEventHandler,
  ReactNode,
  Ref,
} from "react";
import { Form } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { listingPath } from "#app/lib/navigation/paths.ts";

/** The element ids of one search box, from one `useId()` that outlives the switch to the combobox. */
export function searchBoxIds(id: string) {
  return {
    input: `${id}-input`,
    listbox: `${id}-listbox`,
    option: (index: number) => `${id}-option-${index}`,
  };
}

export type SearchBoxIds = ReturnType<typeof searchBoxIds>;

/** What the input does: the combobox's handlers and value, or the first view's wake-up calls. */
export interface SearchBoxInput {
  /** Controlled by the combobox; absent, the field keeps what is typed itself. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onClick?: MouseEventHandler<HTMLInputElement>;
  onPointerDown?: PointerEventHandler<HTMLInputElement>;
}

export interface SearchBoxProps {
  language: Language;
  countryCode: string;
  compact: boolean;
  className?: string;
  ids: SearchBoxIds;
  wrapperRef?: Ref<HTMLDivElement>;
  inputRef?: Ref<HTMLInputElement>;
  input: SearchBoxInput;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  open: boolean;
  activeIndex: number;
  /** The near-me option (always the first). */
  nearMe: { icon: ReactNode; hint: string; onChoose?: () => void; onHover?: () => void };
  /** The result options after near me. */
  children?: ReactNode;
  /** Loading, empty or error line under the options. */
  footer?: ReactNode;
  announcement: string;
}

/**
 * The markup of the location search box: a form to the country listing (it works without
 * JavaScript), an ARIA 1.2 combobox input and its listbox popup with "near me" first. The page's
 * first view renders it closed and inert (location-search.tsx); the combobox (location-search-
 * combobox.tsx) renders the same markup with its state once the visitor reaches for the field.
 */
export function SearchBox({
  language,
  countryCode,
  compact,
  className,
  ids,
  wrapperRef,
  inputRef,
  input,
  onSubmit,
  open,
  activeIndex,
  nearMe,
  children,
  footer,
  announcement,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const { value, ...handlers } = input;
  return (
    <div ref={wrapperRef} className={cx("relative w-full", compact ? "max-w-sm" : "max-w-xl", className)}>
      <Form
        method="get"
        action={listingPath(language, countryCode)}
        role="search"
        onSubmit={onSubmit}
        className={cx(
          "flex w-full items-center gap-2 rounded-full bg-white text-neutral-900",
          compact
            ? "p-1 pl-3 focus-within:ring-4 focus-within:ring-white/40"
            : "p-1.5 pl-4 shadow-raised focus-within:ring-4 focus-within:ring-brand-300",
        )}
      >
        <label htmlFor={ids.input} className="sr-only">
          {t("locationSearch.label")}
        </label>
        <MapPin aria-hidden="true" className={cx("shrink-0 text-neutral-500", compact ? "size-4" : "size-5")} />
        <input
          ref={inputRef}
          id={ids.input}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={ids.listbox}
          aria-activedescendant={open && activeIndex >= 0 ? ids.option(activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={80}
          {...(value === undefined ? { defaultValue: "" } : { value })}
          placeholder={t("locationSearch.placeholder")}
          {...handlers}
          className={cx(
            "w-full min-w-0 flex-1 bg-transparent text-neutral-900 placeholder:text-neutral-500 focus:outline-none",
            // 16px on phones keeps iOS from zooming into the field.
            compact ? "min-h-9 text-base md:text-sm" : "min-h-11 text-base",
          )}
        />
        <button
          type="submit"
          className={cx(
            "inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-500 text-sm font-semibold text-white hover:bg-brand-600",
            compact ? "size-9" : "min-h-11 min-w-11 sm:px-5",
          )}
        >
          <Search aria-hidden="true" className={compact ? "size-4" : "size-5 sm:size-4"} />
          <span className={compact ? "sr-only" : "sr-only sm:not-sr-only"}>{t("locationSearch.submit")}</span>
        </button>
      </Form>

      <div
        className={cx(
          "absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-md bg-white py-2 text-neutral-900 shadow-raised ring-1 ring-neutral-200",
          compact && "md:min-w-[22rem]",
          !open && "hidden",
        )}
      >
        <div
          id={ids.listbox}
          role="listbox"
          aria-label={t("locationSearch.label")}
          className="max-h-[min(24rem,60vh)] overflow-y-auto"
        >
          <SearchOption
            id={ids.option(0)}
            active={activeIndex === 0}
            onChoose={nearMe.onChoose}
            onHover={nearMe.onHover}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              {nearMe.icon}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-brand-700">{t("locationSearch.nearMe")}</span>
              <span className="block truncate text-sm text-neutral-600">{nearMe.hint}</span>
            </span>
          </SearchOption>
          {children}
        </div>
        {footer}
      </div>
      {/* Screen readers hear how many results came (or that none did) without leaving the box. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The near-me icon while nobody is locating. */
export function NearMeIcon() {
  return <LocateFixed aria-hidden="true" className="size-5" />;
}

interface SearchOptionProps {
  id: string;
  active: boolean;
  onChoose?: (() => void) | undefined;
  onHover?: (() => void) | undefined;
  children: ReactNode;
}

export function SearchOption({ id, active, onChoose, onHover, children }: SearchOptionProps) {
  return (
    // Options are chosen with the keyboard through the combobox (aria-activedescendant), by pointer here;
    // tabIndex -1: focusable by script, never a tab stop (focus stays in the input).
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      // Keep focus in the input: a mousedown here would blur it and close the popup first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={cx("flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2", active && "bg-brand-50")}
    >
      {children}
    </div>
  );
}
