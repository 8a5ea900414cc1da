import { DEFAULT_HEADER_COLOR } from "@sobremesa/contracts";
import { Globe, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../features/i18n/use-language";
import { homePath } from "../../features/navigation/paths";
import { Container } from "../ui/container";
import { Wordmark } from "../ui/wordmark";
import { CountryMenu } from "./country-menu";

/**
 * The site header on the brand blue (the spec's default header colour; filter pages will set their
 * own later). The language switch links the home pages; other pages will pass their alternate.
 */
export function SiteHeader({
  color = DEFAULT_HEADER_COLOR,
  alternatePath,
}: {
  color?: string;
  alternatePath?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const other = language === "es" ? "en" : "es";
  return (
    <header
      className="on-brand sticky top-0 z-20 bg-brand-500 text-white"
      // The default colour comes from the stylesheet; only pages with their own colour set it inline.
      style={color.toLowerCase() === DEFAULT_HEADER_COLOR.toLowerCase() ? undefined : { backgroundColor: color }}
    >
      <Container className="flex h-16 items-center gap-2">
        <Link to={homePath(language)} aria-label={t("header.homeLink")} className="mr-auto rounded-sm">
          <Wordmark />
        </Link>
        <nav aria-label={t("header.navLabel")} className="flex items-center gap-1 sm:gap-2">
          <CountryMenu />
          <Link
            to={alternatePath ?? homePath(other)}
            hrefLang={other === "en" ? "en-US" : "es-MX"}
            lang={other === "en" ? "en-US" : "es-MX"}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-white/15"
          >
            <Globe aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("header.language.label")}</span>
            <span aria-hidden="true" className="sm:hidden">
              {t("header.language.short")}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {t("header.language.long")}
            </span>
          </Link>
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:px-4"
          >
            <UserRound aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t("header.signIn")}</span>
          </button>
        </nav>
      </Container>
    </header>
  );
}
