import type { RouterContextProvider } from "react-router";
import { leadPageData } from "#app/features/leads/lead-page.ts";
import { servicesContext } from "#app/services.ts";
import type { ChainsPageData } from "./chains-data";

/** How many chains the landing shows (the largest; the API pages through more). */
export const CHAINS_ON_PAGE = 24;

/** The franchise landing's data: its copy and the catalogue's largest chains (cached by the catalog service). */
export async function loadChainsPage(args: {
  request: Request;
  pattern?: string;
  context: Readonly<RouterContextProvider>;
}): Promise<ChainsPageData> {
  const page = leadPageData(args, "chains");
  const { catalog } = args.context.get(servicesContext);
  const { chains, total } = await catalog.chains({ language: page.language, limit: CHAINS_ON_PAGE });
  return { ...page, chains, total };
}
