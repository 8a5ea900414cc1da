import type { Language } from "@sobremesa/contracts";
import { MapPin, Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Container } from "../../../components/ui/container";
import { formatCount } from "../../format/number-format";
import { listingPath } from "../../navigation/paths";
import { HeroArt } from "./hero-art";

interface HeroProps {
  language: Language;
  countryCode: string;
  countryName: string;
  totalPlaces: number;
}

/** Headline and the search box. The search goes to the country listing, which filters by `q`. */
export function Hero({ language, countryCode, countryName, totalPlaces }: HeroProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand-950 text-white">
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
        <Form
          method="get"
          action={listingPath(language, countryCode)}
          role="search"
          className="mt-8 flex w-full max-w-xl items-center gap-2 rounded-full bg-white p-1.5 pl-4 shadow-raised focus-within:ring-4 focus-within:ring-brand-300"
        >
          <label htmlFor={inputId} className="sr-only">
            {t("hero.searchLabel")}
          </label>
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-neutral-500" />
          <input
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("hero.searchPlaceholder")}
            className="min-h-11 w-full min-w-0 flex-1 bg-transparent text-base text-neutral-900 placeholder:text-neutral-500 focus:outline-none"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-500 text-sm font-semibold text-white hover:bg-brand-600 sm:px-5"
          >
            <Search aria-hidden="true" className="size-5 sm:size-4" />
            <span className="sr-only sm:not-sr-only">{t("hero.searchSubmit")}</span>
          </button>
        </Form>
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
