import type {
  AuditAnswer,
  CartDto,
  Language,
  PaymentMethodDto,
  ProductDetail,
  StoreAnswer,
  StoreCard,
  StoreOrderDto,
  StoreSort,
} from "@sobremesa/contracts";
import type { BuyContact } from "#app/features/experiences/index.ts";
import type { StoreCountryCode } from "./store-paths";

/** What the store's pages get from their loaders (plain JSON, no functions). */

export interface Crumb {
  name: string;
  path: string;
}

export interface StoresData {
  language: Language;
  /** The country the list is narrowed to, or null for all three. */
  country: StoreCountryCode | null;
  stores: StoreCard[];
  /** How many stores each country has (the filter's counts), whatever the filter. */
  counts: Record<StoreCountryCode, number>;
  canonical: string;
  title: string;
  description: string;
}

export interface CategoryLink {
  slug: string | null;
  name: string;
  href: string;
  active: boolean;
}

export interface StoreListingData {
  language: Language;
  answer: StoreAnswer;
  sort: StoreSort;
  page: number;
  pages: number;
  /** The list's path without the query: the sort form's action. */
  path: string;
  categories: CategoryLink[];
  previousHref: string | null;
  nextHref: string | null;
  canonical: string;
  breadcrumbs: Crumb[];
  title: string;
  description: string;
  /** Sorted lists are the same products again: out of search results. */
  noindex: boolean;
}

export interface ProductData {
  language: Language;
  product: ProductDetail;
  canonical: string;
  breadcrumbs: Crumb[];
}

export interface CheckoutData {
  language: Language;
  cart: CartDto;
  signedIn: boolean;
  contact: BuyContact;
  savedCards: PaymentMethodDto[];
  provider: { name: "sandbox" | "stripe"; publishableKey: string | null };
}

export interface OrderDetailData {
  language: Language;
  number: string | null;
  email: string | null;
  /** The order when the signed-in owner or the e-mail in the link may see it; else the page asks the API with what it kept. */
  order: StoreOrderDto | null;
}

/** `kind` tells the shared /order/{code}/ page a store order from a thing to do's. */
export type StoreOrderPageData =
  | { kind: "store-order"; language: Language; state: "found"; order: StoreOrderDto; email: string | null }
  /** Neither the owner nor a matching e-mail: ask for the number and the e-mail. */
  | { kind: "store-order"; language: Language; state: "ask"; number: string; email: string | null; wrong: boolean };

export interface AuditData {
  language: Language;
  audit: AuditAnswer;
}
