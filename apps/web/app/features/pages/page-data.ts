import type { Language, Layout } from "@sobremesa/contracts";
import type { TFunction } from "#app/lib/i18n/translate.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";

export interface PageLink {
  to: string;
  label: string;
}

export interface PageSection {
  heading: string;
  paragraphs: string[];
}

/** What a page says: written per area by a `describe` function from the route and its parameters. */
export interface PageCopy {
  /** Small line above the heading (context: the area, the place, the location trail). */
  eyebrow?: string;
  heading: string;
  /** Document title without the site name; the heading when absent. */
  title?: string;
  description: string;
  /** Real content the page already has, before the "coming soon" note. */
  intro?: string;
  steps?: string[];
  /** What a plan includes, shown as a checklist. */
  benefits?: string[];
  sections?: PageSection[];
  /** What is not there yet, said plainly. Absent on pages that are complete (legal texts). */
  soon?: string;
  /** Useful ways on: the first is the main one. */
  links: PageLink[];
  breadcrumbs?: PageLink[];
  /** Generated cover art for pages about one place or plan. */
  art?: { seed: number; category: "restaurant" | "bar" | "nightclub" };
  /** Where the compact mobile header's back button goes without in-app history. */
  backTo?: string;
}

/** A placeholder page's loader data: its copy in its language plus what the layout reads. */
export interface PageData extends PageCopy {
  id: string;
  language: Language;
  layout: Layout;
  title: string;
  headerColor: string;
  noindex: boolean;
}

export interface DescribeContext {
  id: string;
  language: Language;
  params: Record<string, string>;
  url: URL;
  t: TFunction;
}

export type Describe = (context: DescribeContext) => PageCopy;

/** Deterministic seed for generated art from a slug, so a place keeps its cover. */
export function seedOf(text: string): number {
  let hash = 7;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) % 100_003;
  return hash;
}

/** The head of a placeholder page from its loader data; error pages set their own title. */
export function pageDataMeta({
  loaderData,
  location,
  matches,
}: {
  loaderData: PageData | undefined;
  location: { pathname: string };
  matches: readonly unknown[];
}) {
  if (!loaderData) return [];
  return pageMeta({
    language: loaderData.language,
    title: loaderData.title,
    description: loaderData.description,
    siteUrl: siteUrlOf(matches),
    pathname: location.pathname,
    noindex: loaderData.noindex,
  });
}
