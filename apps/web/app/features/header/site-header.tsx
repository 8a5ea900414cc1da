import { alternatePath, DEFAULT_HEADER_COLOR, localeTag } from "@sobremesa/contracts";
import { Globe, Search } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { CountryMenu, useCurrentCountry } from "#app/components/layout/country-menu.tsx";
import { headerColorStyle } from "#app/components/layout/header-color.ts";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Wordmark } from "#app/components/ui/wordmark.tsx";
import { AccountMenu } from "#app/features/auth/index.ts";
import { LocationSearch } from "#app/features/location-search/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { homePath } from "#app/lib/navigation/paths.ts";

const iconButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold hover:bg-white/15 sm:px-3";

/**
 * The site header: logo, search (not on the home page, whose hero has it), country menu, the same
 * page in the other language, and sign-in or the signed-in user's menu.
 */
export function SiteHeader({
  color = DEFAULT_HEADER_COLOR,
  showSearch = true,
  className,
}: {
  color?: string;
  showSearch?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const country = useCurrentCountry();
  const { pathname, search, key } = useLocation();
  const other = language === "es" ? "en" : "es";
  const [searchOpen, setSearchOpen] = useState(false);
  // The phone's search row belongs to the page it was opened on: any navigation (a search, Back) closes it.
  const [searchPage, setSearchPage] = useState(key);
  if (searchPage !== key) {
    setSearchPage(key);
    setSearchOpen(false);
  }
  const searchRowId = useId();
  return (
    <header
      data-header-kind="site"
      className={cx("on-brand sticky top-0 z-20 bg-brand-500 text-white", className)}
      style={headerColorStyle(color)}
    >
      <Container className="flex h-16 items-center gap-1 sm:gap-2">
        <Link to={homePath(language)} aria-label={t("header.homeLink")} className="mr-auto shrink-0 rounded-sm">
          {/* Below 376 px the word would push the sign-in button off screen; the link keeps its label. */}
          <Wordmark textClassName="max-[23.5rem]:sr-only" />
        </Link>
        {showSearch && (
          <LocationSearch
            language={language}
            countryCode={country}
            variant="header"
            className="mx-4 hidden flex-1 md:block"
          />
        )}
        <nav aria-label={t("header.navLabel")} className="flex items-center gap-0.5 sm:gap-2">
          {showSearch && (
            <button
              type="button"
              aria-expanded={searchOpen}
              aria-controls={searchRowId}
              onClick={() => setSearchOpen((value) => !value)}
              className={cx(iconButton, "md:hidden")}
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("header.search.label")}</span>
            </button>
          )}
          <CountryMenu />
          <Link
            to={alternatePath(pathname, search, other)}
            hrefLang={localeTag(other)}
            lang={localeTag(other)}
            className={iconButton}
          >
            <Globe aria-hidden="true" className="hidden size-4 sm:block" />
            <span className="sr-only">{t("header.language.label")}</span>
            <span aria-hidden="true" className="sm:hidden">
              {t("header.language.short")}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {t("header.language.long")}
            </span>
          </Link>
          <AccountMenu />
        </nav>
      </Container>
      {showSearch && (
        // The row's box exists only once asked for: its button needs JavaScript anyway.
        <div id={searchRowId} hidden={!searchOpen} className="border-t border-white/15 md:hidden">
          {searchOpen && (
            <Container className="py-3">
              <LocationSearch
                language={language}
                countryCode={country}
                variant="header"
                className="max-w-none"
                focusOnMount
              />
            </Container>
          )}
        </div>
      )}
    </header>
  );
}
