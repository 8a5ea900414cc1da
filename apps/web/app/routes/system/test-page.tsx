import { PlaceholderPage, pageDataMeta } from "#app/features/pages/index.ts";
import type { Route } from "./+types/test-page";
import { loadTestPage } from "./test-page.server";

/** /test/{id}/: a page whose id must be digits (route validation). */
export function loader(args: Route.LoaderArgs) {
  return loadTestPage(args);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function TestPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
