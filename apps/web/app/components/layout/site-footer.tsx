import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../features/i18n/use-language";
import { pagePath, type StaticPage } from "../../features/navigation/paths";
import { Container } from "../ui/container";
import { Wordmark } from "../ui/wordmark";
import { COUNTRY_CODES } from "./country-menu";

const columns: { heading: "company" | "legal"; links: { page: StaticPage; label: string }[] }[] = [
  {
    heading: "company",
    links: [
      { page: "concierge", label: "footer.concierge" },
      { page: "franchises", label: "footer.franchises" },
      { page: "plus", label: "membership.eyebrow" },
    ],
  },
  {
    heading: "legal",
    links: [
      { page: "privacy", label: "footer.privacy" },
      { page: "terms", label: "footer.terms" },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className="on-dark mt-auto bg-neutral-900 text-neutral-300">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Wordmark className="text-white" />
          <p className="mt-4 text-sm">{t("footer.tagline")}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={t(`footer.${column.heading}`)}>
            <h2 className="text-sm font-semibold text-white">{t(`footer.${column.heading}`)}</h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.page}>
                  <Link
                    to={pagePath(link.page, language)}
                    className="inline-flex min-h-11 items-center text-sm hover:text-white hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">{t("footer.countries")}</h2>
          <ul className="mt-2 space-y-3 pt-3 text-sm">
            {COUNTRY_CODES.map((code) => (
              <li key={code}>{t(`countries.${code}`)}</li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-neutral-800">
        <Container className="py-6 text-xs text-neutral-400">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </Container>
      </div>
    </footer>
  );
}
