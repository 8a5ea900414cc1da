import { Component, lazy, type ReactNode, Suspense } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { homePath } from "#app/lib/navigation/paths.ts";
import { NOT_FOUND_ART_BOX } from "./not-found-art-box";

// The illustration (some 3 KB) is only for this page: it is not in every page's first view. The
// server renders it in place; the browser keeps that markup until the code has come.
const NotFoundArt = lazy(() => import("./not-found-art"));

/**
 * This page also shows when a deploy replaced the chunks of a page still open (root ErrorBoundary):
 * the illustration's own chunk may then be gone too. Its box stays empty rather than taking the
 * error page down with it.
 */
class DecorationBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The not-found page: heading "oops", an apology in the page's language, a link
 * home and the illustration. Also shown for unhandled errors, with the error apology and never the
 * error itself. `detail` is the "Page Not Found <path>" message of a failed route validation.
 */
const artBox = <div aria-hidden="true" className={cx(NOT_FOUND_ART_BOX, "md:order-last")} />;

export function NotFoundView({
  kind = "notFound",
  detail,
}: {
  kind?: "notFound" | "badRequest" | "error";
  detail?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex w-full max-w-5xl flex-col items-center gap-8 text-center md:flex-row md:justify-center md:gap-20 md:text-left">
      <DecorationBoundary fallback={artBox}>
        <Suspense fallback={artBox}>
          <NotFoundArt className="md:order-last" />
        </Suspense>
      </DecorationBoundary>
      <div className="flex max-w-md flex-col items-center md:items-start">
        <h1 className="text-5xl font-bold tracking-tight text-neutral-900 md:text-6xl">{t(`${kind}.heading`)}</h1>
        <p className="mt-3 text-lg text-neutral-700 md:text-xl">{t(`${kind}.text`)}</p>
        {detail && <p className="mt-2 font-mono text-xs break-all text-neutral-600">{detail}</p>}
        <ButtonLink to={homePath(language)} size="lg" className="mt-8">
          {t(`${kind}.cta`)}
        </ButtonLink>
      </div>
    </div>
  );
}
