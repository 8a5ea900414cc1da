import type { ChainsPageData } from "#app/features/chains/index.ts";
import { leadPageData } from "#app/features/leads/index.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/chains-page";

/** How many chains the landing shows (the largest; the API pages through more). */
const CHAINS_ON_PAGE = 24;

/** The franchise landing's data: its copy and the catalogue's largest chains (cached by the catalog service). */
export async function loadChainsPage(args: Route.LoaderArgs): Promise<ChainsPageData> {
  const page = leadPageData(args, "chains");
  const { catalog } = args.context.get(servicesContext);
  const { chains, total } = await catalog.chains({ language: page.language, limit: CHAINS_ON_PAGE });
  return { ...page, chains, total };
}
