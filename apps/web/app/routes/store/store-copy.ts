import { pathFor } from "@sobremesa/contracts";
import { titleCaseSlug } from "../../features/catalog/title-case";
import { type Describe, type PageLink, seedOf } from "../../features/pages/page-data";

const keys: Record<string, string> = {
  stores: "stores",
  store: "store",
  "store-category": "storeCategory",
  "store-product": "storeProduct",
  "store-checkout": "storeCheckout",
  "store-order-detail": "storeOrderDetail",
  "store-order": "storeOrder",
  "store-audit": "storeAudit",
  checkout: "checkout",
  order: "order",
};

/** The store and the generic checkout and order pages: the online store arrives in a later issue. */
export const describeStore: Describe = ({ id, language, params, t }) => {
  const key = keys[id];
  if (!key) throw new Error(`describeStore does not know route ${id}`);
  const values = {
    store: id === "store" || id === "store-category" ? titleCaseSlug(params.slug ?? "") : "",
    category: titleCaseSlug(params.category ?? ""),
    product: id === "store-product" ? titleCaseSlug(params.slug ?? "") : "",
    orderNumber: (params.orderNumber ?? "").slice(0, 40),
    code: (params.code ?? "").slice(0, 40),
  };
  const home: PageLink = { label: t("pages.links.home"), to: pathFor("home", language) };
  const stores: PageLink = { label: t("pages.links.stores"), to: pathFor("stores", language) };
  const store: PageLink | undefined =
    id === "store-category"
      ? { label: t("pages.links.store", values), to: pathFor("store", language, { slug: params.slug ?? "" }) }
      : undefined;
  const inStore = id !== "stores" && id !== "checkout" && id !== "order";
  return {
    eyebrow: t(`pages.${key}.eyebrow`, values),
    heading: t(`pages.${key}.heading`, values),
    title: t(`pages.${key}.title`, values),
    description: t(`pages.${key}.description`, values),
    soon: t(`pages.${key}.soon`, values),
    links: store ? [store, stores] : inStore ? [stores, home] : [home],
    art: id === "store-product" ? { seed: seedOf(params.slug ?? ""), category: "bar" } : undefined,
  };
};
