import { type Language, localeTag } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { absoluteUrl, breadcrumbMeta, pageMeta, siteImage } from "#app/lib/seo/page-meta.ts";
import type { ProductData, StoreListingData, StoresData } from "./store-data";
import { productPath } from "./store-paths";

const amountOf = (minor: number) => (minor / 100).toFixed(2);

export function storesMeta(stores: StoresData, siteUrl: string): MetaDescriptor[] {
  return pageMeta({
    language: stores.language,
    title: stores.title,
    description: stores.description,
    siteUrl,
    pathname: stores.canonical,
    noindex: stores.stores.length === 0,
  });
}

/** A store's page: title with its page, the products as an ItemList of Products, the trail. */
export function storeListingMeta(listing: StoreListingData, siteUrl: string): MetaDescriptor[] {
  const { answer, language } = listing;
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: answer.store.name,
    numberOfItems: answer.total,
    itemListElement: answer.products.map((card, index) => ({
      "@type": "ListItem",
      position: (listing.page - 1) * answer.page_size + index + 1,
      url: absoluteUrl(siteUrl, productPath(language, card.slug)),
      name: card.name,
    })),
  };
  return [
    ...pageMeta({
      language,
      title: listing.title,
      description: listing.description,
      siteUrl,
      pathname: listing.canonical,
      noindex: listing.noindex,
    }),
    { "script:ld+json": itemList },
    ...breadcrumbMeta(siteUrl, listing.breadcrumbs),
  ];
}

/**
 * The schema.org Product of a product page: one Offer per variant with its stock's availability. Its
 * pictures are drawn in the page, so its image is the site's, which search engines require.
 */
export function productJsonLd(data: ProductData, siteUrl: string) {
  const { product, language } = data;
  const url = absoluteUrl(siteUrl, productPath(language, product.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url,
    image: siteImage(siteUrl),
    sku: product.variants[0]?.sku,
    category: product.category.name,
    brand: { "@type": "Brand", name: product.store.name },
    inLanguage: localeTag(language, product.store.country_code),
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      sku: variant.sku,
      name: variant.name,
      price: amountOf(variant.price.amount),
      priceCurrency: variant.price.currency,
      availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
      seller: { "@type": "Organization", name: product.store.name },
    })),
  };
}

export function productMeta(data: ProductData, siteUrl: string): MetaDescriptor[] {
  const { product, language } = data;
  const { t } = getI18n(language);
  return [
    ...pageMeta({
      language,
      title: t("store.product.title", { name: product.name, store: product.store.name }),
      description: product.description.slice(0, 160),
      siteUrl,
      pathname: data.canonical,
    }),
    { "script:ld+json": productJsonLd(data, siteUrl) },
    ...breadcrumbMeta(siteUrl, data.breadcrumbs),
  ];
}

/** The head of the private pages (checkout, orders, audit): a title, never indexed. */
export function privateMeta(language: Language, title: string, description: string, siteUrl: string, pathname: string) {
  return pageMeta({ language, title, description, siteUrl, pathname, noindex: true });
}
