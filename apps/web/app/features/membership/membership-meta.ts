import type { MetaDescriptor } from "react-router";
import { pageMeta, siteImage } from "#app/lib/seo/page-meta.ts";
import type { AlreadyMemberData, CheckoutData, LandingData, ThanksData } from "./membership-data";

type PageData = LandingData | CheckoutData | ThanksData | AlreadyMemberData;

/**
 * Product and Offer of each plan, as sold in the country the landing shows: a price per month (a
 * monthly subscription), and the site's picture, a plan having none of its own.
 */
export function plansSchema(data: LandingData, siteUrl: string): Record<string, unknown>[] {
  return data.plans.map((plan) => {
    const price = (plan.price.amount / 100).toFixed(2);
    return {
      "@context": "https://schema.org",
      "@type": "Product",
      name: plan.name,
      description: plan.description,
      image: siteImage(siteUrl),
      brand: { "@type": "Brand", name: "Sobremesa" },
      offers: {
        "@type": "Offer",
        price,
        priceCurrency: plan.price.currency,
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: plan.price.currency,
          unitCode: "MON",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
          billingDuration: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        },
      },
    };
  });
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
  return [...head, ...plansSchema(data, siteUrl).map((schema) => ({ "script:ld+json": schema }))];
}
