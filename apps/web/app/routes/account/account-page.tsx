import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/account-page";
import { describeAccount } from "./account-copy";

/** The user panel (auth guard) and the forgotten-password page. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeAccount);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
