import { Check, ChevronRight, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Wordmark } from "#app/components/ui/wordmark.tsx";
import { CoverArt } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { homePath } from "#app/lib/navigation/paths.ts";
import type { PageData } from "../page-data";

/**
 * The page of a route whose feature arrives in a later issue: its heading and context, the real
 * content it already has (steps, legal sections), a plain "coming soon" note and useful links.
 * Pages of the no-header-no-footer layout stand alone, with the logo as their way home.
 */
export function PlaceholderPage({ data }: { data: PageData }) {
  const standalone = data.layout === "no-header-no-footer";
  const content = <PageContent data={data} />;
  if (standalone) return <StandaloneFrame language={data.language}>{content}</StandaloneFrame>;
  return <Container className="py-8 md:py-14">{content}</Container>;
}

function PageContent({ data }: { data: PageData }) {
  const { t } = useTranslation();
  const [primary, ...others] = data.links;
  return (
    <div className={cx("grid gap-8", data.art && "md:grid-cols-[minmax(0,1fr)_22rem] md:items-start lg:gap-14")}>
      {data.art && (
        <div className="relative -mx-4 aspect-[16/9] overflow-hidden bg-neutral-200 sm:mx-0 sm:rounded-md md:order-2 md:aspect-[4/5]">
          <CoverArt
            seed={data.art.seed}
            category={data.art.category}
            priority
            className="absolute inset-0 h-full w-full"
          />
        </div>
      )}
      <article className="max-w-2xl">
        {data.breadcrumbs && data.breadcrumbs.length > 0 && (
          <nav aria-label={t("pages.breadcrumbLabel")} className="mb-4">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-600">
              {data.breadcrumbs.map((crumb, index) => (
                <li key={crumb.to} className="flex items-center gap-1">
                  {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-neutral-400" />}
                  <Link
                    to={crumb.to}
                    className="inline-flex min-h-11 items-center hover:text-neutral-900 hover:underline"
                  >
                    {crumb.label}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {data.eyebrow && <p className="text-sm font-semibold text-brand-600">{data.eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-4xl">
          {data.heading}
        </h1>
        {data.intro && <p className="mt-4 text-lg text-neutral-700">{data.intro}</p>}
        {data.steps && data.steps.length > 0 && (
          <ol className="mt-5 space-y-3">
            {data.steps.map((step, index) => (
              <li key={step} className="flex gap-3 text-neutral-800">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        )}
        {data.benefits && data.benefits.length > 0 && (
          <ul className="mt-5 space-y-3">
            {data.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-neutral-800">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Check className="size-4" />
                </span>
                <span className="pt-0.5">{benefit}</span>
              </li>
            ))}
          </ul>
        )}
        {data.sections?.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-neutral-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-neutral-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        {data.soon && (
          <div className="mt-8 flex gap-3 rounded-md border border-brand-100 bg-brand-50 p-4 text-neutral-800">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p>
              <strong className="block font-semibold text-neutral-900">{t("pages.soonLabel")}</strong>
              {data.soon}
            </p>
          </div>
        )}
        {primary && (
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={primary.to} size="lg">
              {primary.label}
            </ButtonLink>
            {others.map((link) => (
              <ButtonLink key={link.to} to={link.to} variant="secondary" size="lg">
                {link.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </article>
    </div>
  );
}

function StandaloneFrame({ language, children }: { language: PageData["language"]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <div className="mx-auto w-full max-w-3xl px-4 pt-6 sm:px-6">
        <Link
          to={homePath(language)}
          aria-label={t("header.homeLink")}
          className="inline-flex min-h-11 items-center rounded-sm text-brand-600"
        >
          <Wordmark />
        </Link>
      </div>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 md:py-12">
        <div className="rounded-md bg-white p-6 shadow-card sm:p-10">{children}</div>
      </div>
    </div>
  );
}
