import { alternatePath } from "@sobremesa/contracts";
import { Link, useLocation } from "react-router";
import { Wordmark } from "#app/components/ui/wordmark.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { homePath } from "#app/lib/navigation/paths.ts";
import { partnersPaths } from "../partners-paths";

/** The console's own header: its name, "my venues", the other language and the way to the site. */
export function PartnersHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const other = language === "es" ? "en" : "es";
  return (
    <header className="border-b border-neutral-200 bg-white">
      <nav
        aria-label={t("partners.nav.label")}
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
      >
        <Link to={partnersPaths.venues(language)} className="flex items-center gap-2 text-neutral-900">
          <Wordmark className="text-lg" />
          <span className="rounded-sm bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
            {t("partners.brand")}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <Link
            to={partnersPaths.venues(language)}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t("partners.nav.venues")}
          </Link>
          <a
            href={alternatePath(location.pathname, location.search, other)}
            hrefLang={other}
            lang={other}
            className="text-neutral-700 underline-offset-2 hover:underline"
          >
            {t("partners.nav.otherLanguage")}
          </a>
          <a href={homePath(language)} className="text-neutral-700 underline-offset-2 hover:underline">
            {t("partners.nav.site")}
          </a>
        </div>
      </nav>
    </header>
  );
}
