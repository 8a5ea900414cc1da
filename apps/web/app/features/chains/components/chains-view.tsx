import { Check, ChevronDown, MapPin } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { ChainsPageData } from "../chains-data";
import { PartnerForm } from "./partner-form";

/** The franchise landing: why chains use Sobremesa, the chains already here (branches per city) and the partner form. */
export function ChainsView({ data }: { data: ChainsPageData }) {
  const { t } = useTranslation();
  return (
    <Container className="py-8 md:py-14">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold text-brand-600">{t("chains.eyebrow")}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-4xl">
          {t("chains.heading")}
        </h1>
        <p className="mt-4 text-lg text-neutral-700">{t("chains.intro")}</p>
        <ul className="mt-6 grid gap-3 md:grid-cols-3">
          {(t("chains.benefits", { returnObjects: true }) as string[]).map((benefit) => (
            <li key={benefit} className="flex gap-3 text-neutral-800">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              >
                <Check className="size-4" />
              </span>
              <span className="pt-0.5">{benefit}</span>
            </li>
          ))}
        </ul>
        <a href="#partner-form" className={buttonClasses("primary", "lg", "mt-8")}>
          {t("chains.formHeading")}
        </a>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-14">
        <section aria-labelledby="chains-list-title">
          <h2 id="chains-list-title" className="text-2xl font-bold text-neutral-900">
            {t("chains.listHeading")}
          </h2>
          {data.chains.length === 0 ? (
            <p className="mt-3 text-neutral-700">{t("chains.empty")}</p>
          ) : (
            <>
              <p className="mt-2 text-neutral-600">
                {t("chains.showing", { shown: data.chains.length, total: data.total })}
              </p>
              <ul className="mt-5 grid gap-3" data-chains>
                {data.chains.map((chain) => (
                  <li key={`${chain.name}:${chain.category}`}>
                    <details className="group rounded-md border border-neutral-200 bg-white shadow-card open:shadow-none">
                      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-md px-4 py-3 marker:hidden focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold text-neutral-900">{chain.name}</span>
                          <span className="mt-0.5 block text-sm text-neutral-600">
                            {t(`chains.categories.${chain.category}`)} ·{" "}
                            {t("chains.branches", { count: chain.branchCount })}{" "}
                            {t("chains.cities", { count: chain.cityCount })}
                          </span>
                        </span>
                        <ChevronDown
                          aria-hidden="true"
                          className="size-5 shrink-0 text-neutral-500 transition-transform group-open:rotate-180"
                        />
                      </summary>
                      <ul className="grid gap-4 border-t border-neutral-100 px-4 py-4 sm:grid-cols-2">
                        {chain.cities.map((city) => (
                          <li key={`${city.city}:${city.state}`}>
                            <p className="flex items-center gap-1.5 text-sm font-semibold text-neutral-800">
                              <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                              {city.city}, {city.country}
                            </p>
                            <ul className="mt-1">
                              {city.branches.map((branch) => (
                                <li key={branch.slug}>
                                  <Link
                                    to={branch.path}
                                    className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline"
                                  >
                                    {branch.area ? `${branch.name}, ${branch.area}` : branch.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <PartnerForm />
      </div>
    </Container>
  );
}
