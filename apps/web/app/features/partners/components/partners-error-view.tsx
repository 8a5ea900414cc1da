import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundView } from "#app/components/layout/not-found-view.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { reloadOnChunkError } from "#app/lib/shell/index.ts";
import { forbiddenStoreOf, forbiddenVenueOf } from "../partners-data";
import { partnersPaths } from "../partners-paths";
import { storeConsolePaths } from "../store-console-paths";
import { StoreNav } from "./store-nav";
import { VenueNav } from "./venue-nav";

/**
 * A console page that could not be shown, inside the console: a page the person's role may not open
 * (403) says so with the venue's or the store's sections they may open; anything else is the site's not-found or
 * error message. Never the error itself.
 */
export function PartnersErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  const language = useLanguage();
  // A page whose code chunk failed to load (a deploy replaced it) reloads once, guarded.
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (status === 403) {
    const refused = isRouteErrorResponse(error) ? error.data : undefined;
    const store = forbiddenStoreOf(refused);
    if (store) {
      return (
        <>
          <title>{t("partners.forbidden.metaTitle")}</title>
          <meta name="robots" content="noindex" />
          <StoreNav store={store} />
          <div className="mx-auto max-w-5xl px-4 py-6">
            <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.forbidden.title")}</h1>
            <p className="mt-2 text-neutral-700">{t("partners.stores.forbidden.text")}</p>
            <p className="mt-1 text-neutral-700">{t("partners.stores.forbidden.ask")}</p>
            <ButtonLink to={storeConsolePaths.orders(language, store.id)} className="mt-6">
              {t("partners.forbidden.toVenue", { venue: store.name })}
            </ButtonLink>
          </div>
        </>
      );
    }
    const venue = forbiddenVenueOf(refused);
    // An organizer's page refused says so in the organizer's words (the refusal, in the person's language).
    const message = !venue && typeof refused === "string" && refused ? refused : t("partners.errors.forbidden");
    return (
      <>
        <title>{t("partners.forbidden.metaTitle")}</title>
        <meta name="robots" content="noindex" />
        {venue && <VenueNav venue={venue} />}
        <div className="mx-auto max-w-5xl px-4 py-6">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.forbidden.title")}</h1>
          <p className="mt-2 text-neutral-700">{message}</p>
          {venue && <p className="mt-1 text-neutral-700">{t("partners.forbidden.ask")}</p>}
          <ButtonLink
            to={venue ? partnersPaths.venue(language, venue.id) : partnersPaths.venues(language)}
            className="mt-6"
          >
            {venue ? t("partners.forbidden.toVenue", { venue: venue.name }) : t("partners.nav.venues")}
          </ButtonLink>
        </div>
      </>
    );
  }

  const kind = status === 404 ? "notFound" : status === 400 ? "badRequest" : "error";
  return (
    <>
      <title>{t(`meta.${kind}.title`)}</title>
      <meta name="robots" content="noindex" />
      <div className="flex justify-center px-4 py-12">
        <NotFoundView kind={kind} />
      </div>
    </>
  );
}
