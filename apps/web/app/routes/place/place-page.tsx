import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/place-page";
import { describePlace } from "./place-copy";

/** Place profile, menu, booking, payment policy and the reservation process (SPEC: place profile). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describePlace);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
