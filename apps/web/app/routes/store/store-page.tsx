import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/store-page";
import { describeStore } from "./store-copy";

/** The store, its checkout and orders, and the generic checkout and order pages (SPEC: store, other). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeStore);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function StorePage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
