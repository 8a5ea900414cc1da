import { data, useLocation } from "react-router";
import { ForgotPasswordView } from "#app/features/auth/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/forgot-password-page";

/**
 * /olvide-mi-contrasena/ (/en/forgot-my-password/): request a reset, then the code (or the e-mail
 * link's token) and a new password. Private and never cached: its link carries a secret.
 */
export function loader({ request, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageRouteOfRequest({ pattern, url, request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf({ request, pattern });
  const { t } = getI18n(language);
  return data(
    {
      id: page.route.id,
      language,
      title: t("pages.titleTemplate", { title: t("auth.page.title") }),
      description: t("auth.page.description"),
    },
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
  );
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE, "Referrer-Policy": "no-referrer" };
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

export default function ForgotPasswordPage() {
  const { search } = useLocation();
  return <ForgotPasswordView search={search} />;
}
