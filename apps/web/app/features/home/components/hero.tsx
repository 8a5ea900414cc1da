import type { Language } from "@sobremesa/contracts";
import { Container } from "#app/components/ui/container.tsx";
import { type WhenSelection, WhenSelector } from "#app/features/filters/index.ts";
import { LocationSearch } from "#app/features/location-search/index.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { HeroArt } from "./hero-art";

interface HeroProps {
  language: Language;
  countryCode: string;
  countryName: string;
  totalPlaces: number;
  /** "When and how many?": the URL's choice and the defaults. */
  when: WhenSelection;
}

/**
 * Headline and the location search (a combobox over GET /api/tools/suggestions with "near me" on top).
 * Without JavaScript the box is a plain form to the country listing, which filters by `q`.
 */
export function Hero({ language, countryCode, countryName, totalPlaces, when }: HeroProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative isolate z-10 bg-brand-950 text-white">
      <HeroArt className="absolute inset-0 -z-10 h-full w-full" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-brand-950/70 via-brand-950/45 to-brand-950/10 md:bg-linear-to-r md:from-brand-950/80 md:via-brand-950/40 md:to-transparent"
      />
      <Container className="flex min-h-[25rem] flex-col justify-center py-12 md:min-h-[30rem] md:py-20">
        <h1 id="hero-title" className="max-w-xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mt-3 max-w-xl text-lg text-white/90">{t("hero.subtitle")}</p>
        <LocationSearch language={language} countryCode={countryCode} className="mt-8" />
        <WhenSelector selection={when} language={language} className="mt-4 max-w-2xl" />
        {totalPlaces > 0 && (
          <p className="mt-4 text-sm font-medium text-white/90">
            {t("hero.placesIn", {
              count: totalPlaces,
              formatted: formatCount(totalPlaces, language, countryCode),
              country: countryName,
            })}
          </p>
        )}
      </Container>
    </section>
  );
}
