import type { Language } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/lib/seo/page-meta.ts";

/** Every partner page: its title, never indexed. */
export function partnersMeta(language: Language, title: string, siteUrl: string, pathname: string): MetaDescriptor[] {
  return pageMeta({ language, title, description: title, siteUrl, pathname, noindex: true });
}
