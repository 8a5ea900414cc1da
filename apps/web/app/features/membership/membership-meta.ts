import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../seo/page-meta";
import type { AlreadyMemberData, CheckoutData, LandingData, ThanksData } from "./membership-data";

type PageData = LandingData | CheckoutData | ThanksData | AlreadyMemberData;

/** Product and Offer of each plan, as sold in the country the landing shows. */
export function plansSchema(data: LandingData): Record<string, unknown>[] {
  return data.plans.map((plan) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name: plan.name,
    description: plan.description,
    brand: { "@type": "Brand", name: "Sobremesa" },
    offers: {
      "@type": "Offer",
      price: (plan.price.amount / 100).toFixed(2),
      priceCurrency: plan.price.currency,
      availability: "https://schema.org/InStock",
    },
  }));
}

/** The head of a membership page; checkouts, thanks and already-member pages stay out of search results. */
export function membershipMeta(data: PageData | undefined, siteUrl: string, pathname: string): MetaDescriptor[] {
  if (!data) return [];
  const head = pageMeta({
    language: data.language,
    title: data.title,
    description: data.description,
    siteUrl,
    pathname,
    noindex: data.noindex,
  });
  if (data.kind !== "landing" || data.plans.length === 0) return head;
  return [...head, ...plansSchema(data).map((schema) => ({ "script:ld+json": schema }))];
}
