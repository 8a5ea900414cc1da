import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/content-page";
import { describeContent } from "./content-copy";

/** The satisfaction survey page (its form comes with its own issue). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeContent);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
