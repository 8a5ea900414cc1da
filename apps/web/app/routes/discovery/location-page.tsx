import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/location-page";
import { describeLocation } from "./location-copy";

/** Country, state, city, filter, Plus and place Premium pages (SPEC: place and location browsing). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeLocation);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
