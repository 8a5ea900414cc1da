import { ShoppingBag, Store, Ticket } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { VenuesData } from "../partners-data";
import { partnersPaths } from "../partners-paths";
import { storeConsolePaths } from "../store-console-paths";

/** "My venues": someone who works for a chain picks the venue to work with; their organizers beside them. */
export function VenuesView({ data }: { data: VenuesData }) {
  const { t } = useTranslation();
  const stores = data.stores ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.venues.title")}</h1>
      {data.venues.length === 0 && data.organizers.length === 0 && stores.length === 0 ? (
        <p className="mt-4 rounded-md border border-neutral-200 bg-white p-4 text-neutral-700">
          {t("partners.venues.empty")}
        </p>
      ) : (
        <>
          {data.venues.length > 0 && <p className="mt-2 text-neutral-700">{t("partners.venues.intro")}</p>}
          <ul hidden={data.venues.length === 0} className="mt-6 grid gap-3 sm:grid-cols-2">
            {data.venues.map((venue) => (
              <li key={venue.id}>
                <Link
                  to={partnersPaths.venue(data.language, venue.id)}
                  className="flex min-h-20 items-start gap-3 rounded-md border border-neutral-200 bg-white p-4 hover:border-brand-400 focus-visible:border-brand-500"
                >
                  <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>
                    <span className="block font-semibold text-neutral-900">{venue.name}</span>
                    {venue.city && <span className="block text-sm text-neutral-600">{venue.city}</span>}
                    <span className="mt-1 block text-sm text-neutral-700">
                      {t("partners.venues.role", { role: t(`partners.roles.${venue.role}`) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {data.organizers.length > 0 && (
            <section aria-labelledby="partners-organizers" className="mt-8">
              <h2 id="partners-organizers" className="text-lg font-semibold text-neutral-900">
                {t("partners.organizers.title")}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {data.organizers.map((organizer) => (
                  <li key={organizer.id}>
                    <Link
                      to={partnersPaths.organizer(data.language, organizer.id)}
                      className="flex min-h-20 items-start gap-3 rounded-md border border-neutral-200 bg-white p-4 hover:border-brand-400 focus-visible:border-brand-500"
                    >
                      <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                      <span>
                        <span className="block font-semibold text-neutral-900">{organizer.name}</span>
                        <span className="block text-sm text-neutral-600">
                          {t(`partners.organizers.countries.${organizer.countryCode as "mx" | "co" | "cr"}`)}
                        </span>
                        <span className="mt-1 block text-sm text-neutral-700">
                          {t("partners.venues.role", { role: t(`partners.roles.${organizer.role}`) })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {stores.length > 0 && (
            <section aria-labelledby="partners-stores" className="mt-8">
              <h2 id="partners-stores" className="text-lg font-semibold text-neutral-900">
                {t("partners.stores.homeTitle")}
              </h2>
              <p className="mt-2 text-neutral-700">{t("partners.stores.homeIntro")}</p>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {stores.map((store) => (
                  <li key={store.id}>
                    <Link
                      to={storeConsolePaths.orders(data.language, store.id)}
                      className="flex min-h-20 items-start gap-3 rounded-md border border-neutral-200 bg-white p-4 hover:border-brand-400 focus-visible:border-brand-500"
                      data-testid="partner-store"
                    >
                      <ShoppingBag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                      <span>
                        <span className="block font-semibold text-neutral-900">{store.name}</span>
                        <span className="mt-1 block text-sm text-neutral-700">
                          {t(`partners.stores.role.${store.role}`)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
