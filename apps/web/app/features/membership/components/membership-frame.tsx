import { alternatePath, type Language, localeTag } from "@sobremesa/contracts";
import { Globe } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { Wordmark } from "#app/components/ui/wordmark.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { homePath } from "#app/lib/navigation/paths.ts";

/**
 * The membership pages have no site header or footer (the no-header-no-footer layout), so each brings
 * the two ways out people still need: the logo home and the other language, same page.
 */
export function MembershipFrame({
  language,
  width = "narrow",
  children,
}: {
  language: Language;
  width?: "narrow" | "wide";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other: Language = language === "es" ? "en" : "es";
  const container = cx("mx-auto w-full px-4 sm:px-6", width === "wide" ? "max-w-5xl" : "max-w-3xl");
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <div className="border-b border-neutral-200 bg-white">
        <div className={cx(container, "flex min-h-16 items-center justify-between gap-4")}>
          <Link
            to={homePath(language)}
            aria-label={t("header.homeLink")}
            className="inline-flex min-h-11 items-center rounded-sm text-brand-600"
          >
            <Wordmark />
          </Link>
          <Link
            to={alternatePath(pathname, search, other)}
            hrefLang={localeTag(other)}
            lang={localeTag(other)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            <Globe aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("header.language.label")}</span>
            <span aria-hidden="true">{t("header.language.long")}</span>
          </Link>
        </div>
      </div>
      <div className={cx(container, "flex-1 py-6 md:py-12")}>{children}</div>
    </div>
  );
}
