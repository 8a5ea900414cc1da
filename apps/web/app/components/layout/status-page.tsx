import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../features/i18n/use-language";
import { homePath } from "../../features/navigation/paths";
import { ButtonLink } from "../ui/button";
import { Wordmark } from "../ui/wordmark";

/** Minimal centred page for "not found" and unexpected errors (layout "404" of the spec). */
export function StatusPage({ heading, text, cta }: { heading: string; text: string; cta: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <header className="on-brand bg-brand-500 text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link to={homePath(language)} aria-label={t("header.homeLink")} className="rounded-sm">
            <Wordmark />
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false" className="mb-6">
          <ellipse cx="80" cy="104" rx="64" ry="8" fill="var(--color-neutral-200)" />
          <circle cx="80" cy="60" r="44" fill="var(--color-white)" stroke="var(--color-neutral-300)" strokeWidth="3" />
          <circle cx="80" cy="60" r="30" fill="none" stroke="var(--color-neutral-200)" strokeWidth="2" />
          <path
            d="M20 26 V48 M14 26 V40 M26 26 V40 M14 40 Q20 48 26 40 M20 48 V100"
            fill="none"
            stroke="var(--color-neutral-400)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            d="M140 100 V26 Q152 40 148 64 H140"
            fill="none"
            stroke="var(--color-neutral-400)"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="text-5xl font-bold tracking-tight text-neutral-900">{heading}</h1>
        <p className="mt-3 max-w-sm text-lg text-neutral-600">{text}</p>
        <ButtonLink to={homePath(language)} size="lg" className="mt-8">
          {cta}
        </ButtonLink>
      </main>
    </div>
  );
}
