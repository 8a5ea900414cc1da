import { type Language, languageOfPath } from "@sobremesa/contracts";
import type { HomeSummary } from "@sobremesa/domain/catalog";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../services";

const HOME_COUNTRY = "mx";

export interface HomeData {
  language: Language;
  summary: HomeSummary;
}

/** The home page's data straight from the catalogue service (no HTTP hop to ourselves). */
export async function loadHome(url: URL, context: Readonly<RouterContextProvider>): Promise<HomeData> {
  const language = languageOfPath(url.pathname);
  const { catalog } = context.get(servicesContext);
  const summary = await catalog.homeSummary({ countryCode: HOME_COUNTRY, language });
  return { language, summary };
}
