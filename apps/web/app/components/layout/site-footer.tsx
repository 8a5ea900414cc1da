import { pathFor } from "@sobremesa/contracts";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { Wordmark } from "#app/components/ui/wordmark.tsx";
import { COUNTRY_CODES } from "#app/lib/countries.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { pagePath, type StaticPage } from "#app/lib/navigation/paths.ts";
import { SocialLinks } from "./social-links";

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

const linkClass = "inline-flex min-h-11 items-center text-sm hover:text-white hover:underline";

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className="on-dark mt-auto bg-neutral-900 text-neutral-300">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Wordmark className="text-white" />
          <p className="mt-4 text-sm">{t("footer.tagline")}</p>
          <h2 className="mt-6 text-sm font-semibold text-white">{t("footer.social")}</h2>
          <div className="mt-1 -ml-3">
            <SocialLinks />
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={t(`footer.${column.heading}`)}>
            <h2 className="text-sm font-semibold text-white">{t(`footer.${column.heading}`)}</h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.page}>
                  <Link to={pagePath(link.page, language)} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t("footer.countries")}>
          <h2 className="text-sm font-semibold text-white">{t("footer.countries")}</h2>
          <ul className="mt-2">
            {COUNTRY_CODES.map((code) => (
              <li key={code}>
                <Link to={pathFor("country", language, { countryCode: code })} className={linkClass}>
                  {t(`countries.${code}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-neutral-800">
        <Container className="py-6 text-xs text-neutral-400">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </Container>
      </div>
    </footer>
  );
}
