import { type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { tabOf, UserPanelView } from "#app/features/user-panel/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/account-page";
import { loadAccountPage } from "./account-page.server";

/** The user panel (auth guard: signed-out visitors never get here). Private: never cached. */
export function loader(args: Route.LoaderArgs) {
  return loadAccountPage(args);
}

/**
 * Switching tabs only changes `?tab=`: the user is already here, no need to ask the server again;
 * except for the membership section, read only when shown and always fresh. The same URL again is
 * an explicit revalidation (after a card or the membership changed): it goes through.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  // The membership and the store orders are read only when their section is shown.
  if (tabOf(nextUrl.search) === "membership" || tabOf(nextUrl.search) === "orders") return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        language: loaderData.language,
        title: loaderData.title,
        description: loaderData.description,
        siteUrl: siteUrlOf(matches),
        pathname: location.pathname,
        noindex: true,
      })
    : [];

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  // The tab follows the URL on the client too (tab links only change the query).
  const { search } = useLocation();
  return (
    <UserPanelView
      serverUser={loaderData.user}
      tab={tabOf(search)}
      reservations={loaderData.reservations}
      membership={loaderData.membership}
      experienceOrders={loaderData.experienceOrders}
      storeOrders={loaderData.storeOrders}
    />
  );
}
