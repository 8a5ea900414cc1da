import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/things-to-do-page";
import { describeThingsToDo } from "./things-to-do-copy";

/** One plan, buying it, listings by location and the thank-you page (SPEC: things to do). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeThingsToDo);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function ThingsToDoPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
