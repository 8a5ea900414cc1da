import { Link2 } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { LegalBlock, LegalDocument } from "../legal-document";

export interface LegalPageView {
  document: LegalDocument;
  updatedLabel: string;
  related: { to: string; label: string }[];
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p className="mt-3 text-neutral-700">{block}</p>;
  if ("subheading" in block)
    return <h3 className="mt-5 text-base font-semibold text-neutral-900">{block.subheading}</h3>;
  return (
    <ul className="mt-3 list-disc space-y-1.5 pl-6 text-neutral-700 marker:text-neutral-400">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A legal text: title, last-updated date, a table of contents linking to each section, and the
 * sections. Each heading carries a link to itself (keyboard-reachable, shareable anchor); the
 * headings leave room above them for the sticky header when jumped to.
 */
export function LegalDocumentView({ view }: { view: LegalPageView }) {
  const { t } = useTranslation();
  const { document } = view;
  return (
    <Container className="py-8 md:py-14">
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <header className="lg:col-span-2">
          <p className="text-sm font-semibold text-brand-600">{t("legal.eyebrow")}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-4xl">
            {document.title}
          </h1>
          <p className="mt-3 text-sm text-neutral-600" data-legal-updated>
            {view.updatedLabel}
          </p>
        </header>

        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start" id="indice">
          <h2 id="legal-toc-title" className="text-sm font-semibold tracking-wide text-neutral-900 uppercase">
            {t("legal.toc")}
          </h2>
          <ol className="mt-3 space-y-0.5 border-l border-neutral-200 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1 pl-3 text-neutral-700 hover:border-brand-500 hover:text-neutral-900 lg:min-h-9"
                >
                  <span className="w-7 shrink-0 text-neutral-500 tabular-nums">{index + 1}.</span>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-lg text-neutral-700 first:mt-0">
              {paragraph}
            </p>
          ))}
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2
                id={section.id}
                tabIndex={-1}
                className="group flex scroll-mt-24 items-start gap-2 text-xl font-semibold text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
              >
                <span>
                  {index + 1}. {section.heading}
                </span>
                <a
                  href={`#${section.id}`}
                  aria-label={t("legal.sectionLink", { section: section.heading })}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-neutral-400 hover:bg-neutral-100 hover:text-brand-600 focus-visible:text-brand-600"
                >
                  <Link2 aria-hidden="true" className="size-4" />
                </a>
              </h2>
              {section.blocks.map((block, blockIndex) => (
                // Blocks are static text in a fixed order: their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static legal text
                <Block key={blockIndex} block={block} />
              ))}
              <p className="mt-4">
                <a href="#indice" className="inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline">
                  {t("legal.backToTop")}
                </a>
              </p>
            </section>
          ))}
          <aside className="mt-12 border-t border-neutral-200 pt-6">
            <h2 className="text-base font-semibold text-neutral-900">{t("legal.related")}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6">
              {view.related.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </Container>
  );
}
