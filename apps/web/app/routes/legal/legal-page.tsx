import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/legal-page";
import { describeLegal } from "./legal-copy";

/** Privacy notice and terms and conditions, in both languages. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeLegal);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
