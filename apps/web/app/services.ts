import type {
  AccountUser,
  AuditAnswer,
  CartDto,
  ExperienceCategory,
  ExperienceDetail,
  ExperienceListingAnswer,
  ExperienceOrderDto,
  ExperienceOrderSummary,
  InvoiceDocument,
  InvoiceDto,
  Language,
  MembershipCountry,
  MembershipPlan,
  PaymentMethodDto,
  PlanCode,
  ProductDetail,
  StoreAnswer,
  StoreCard,
  StoreOrderDto,
  StoreOrderSummary,
  StoreSort,
  SubscriptionDto,
} from "@sobremesa/contracts";
import type { CatalogService } from "@sobremesa/domain/catalog";
import type {
  DayBookService,
  OrganizersService,
  PartnersService,
  VenueProfileService,
} from "@sobremesa/domain/partners";
import type { ReservationsService } from "@sobremesa/domain/reservations";
import type { SearchService } from "@sobremesa/domain/search";
import type { StoreConsoleService } from "@sobremesa/domain/store";
import type { SurveysService } from "@sobremesa/domain/surveys";
import { createContext } from "react-router";

export interface PublicConfig {
  siteUrl: string;
  apiVersion: string;
  surfaces: { main: string; reservations: string; b2c: string; system: string; partners: string };
  mapStyleUrl: string | undefined;
  /** A Google Maps key is configured on the server (the key itself never comes here). */
  googleMaps: boolean;
}

/** What the server hands every request: loaders read it with `context.get(servicesContext)`. */
export interface WebServices {
  catalog: CatalogService;
  /** Discovery: listing paths, listings, facets, locations (packages/domain/src/search). */
  search: SearchService;
  /**
   * Accounts (packages/domain/src/accounts): sessions for the auth guard, the root loader and the
   * user panel. Optional so a server without it still renders pages (guards then go by the cookie).
   */
  accounts?: WebAccounts;
  /**
   * Table reservations (packages/domain/src/reservations): availability, create, read, change and
   * cancel for the booking and reservation pages. Optional like accounts: pages 404 without it.
   */
  reservations?: ReservationsService;
  /** The satisfaction survey (packages/domain/src/surveys): the survey page's link and visit. */
  surveys?: SurveysService;
  /** Memberships (packages/domain/src/memberships): plans, the member guard, the panel's membership. */
  memberships?: WebMemberships;
  /** A member's own invoices as documents (packages/domain/src/memberships): the invoice page. */
  membershipInvoices?: WebMembershipInvoices;
  /** Things to do (packages/domain/src/experiences): listings, an experience, an order. */
  experiences?: WebExperiences;
  /** The online store (packages/domain/src/store): stores, products, the cart, orders, the audit. */
  store?: WebStore;
  /** The partner console (packages/domain/src/partners): venues, staff, invitations, audit log. */
  partners?: PartnersService;
  /** Organizers of things to do (packages/domain/src/partners): their staff, experiences, sessions, sales. */
  organizers?: OrganizersService;
  /** The stores in the partner area (packages/domain/src/store): team, stock, the order queue. */
  storeConsole?: StoreConsoleService;
  /** The venue's day book (packages/domain/src/partners): a day's bookings and the staff's actions. */
  dayBook?: DayBookService;
  /** A venue's profile and photos (packages/domain/src/partners): the console's page and the place page's photos. */
  profiles?: VenueProfileService;
  publicConfig: PublicConfig;
  requestId: string;
  /**
   * The visitor's IP as the server read it (apps/server/src/plugins/client-ip.ts: x-client-ip, the
   * first x-forwarded-for entry, else the socket); only to choose a city to show.
   */
  clientIp?: string | undefined;
  /** The server's request logger (pino): lines carry the request id. */
  log: RequestLog;
  /**
   * Told of each error the rendering met (entry.server's handleError): the server chooses the
   * answer's status from it, a 503 when the database was out of reach.
   */
  renderFailed?: (error: unknown) => void;
  /**
   * This request's Content-Security-Policy nonce: every inline script the page renders carries it
   * (entry.server hands it to React and React Router), or the browser refuses to run it.
   */
  cspNonce?: string | undefined;
}

/** What the web app uses of the accounts service. */
export interface WebAccounts {
  /** The user of the request's `rs_s_t` cookie or Bearer token (a live session of a verified account), or null. */
  sessionFromHeaders(headers: Headers): Promise<{ user: AccountUser } | null>;
}

/** What the web app uses of the memberships service. */
export interface WebMemberships {
  /** The payment provider the checkout talks to: the sandbox's test-card form, or Stripe Elements. */
  provider: { name: "sandbox" | "stripe"; publishableKey: string | null };
  /** The plans the /plus/ landing lists, priced in the country's currency. */
  availablePlans(country: MembershipCountry, language: Language): Promise<MembershipPlan[]>;
  /** One plan by code (premium-b is sold at its own landing only), or null. */
  plan(code: PlanCode, country: MembershipCountry, language: Language): Promise<MembershipPlan | null>;
  /** The user's live membership (trialing, active or in its grace period), or null; and whether the trial is taken. */
  membershipOf(
    userId: string,
    language: Language,
  ): Promise<{ subscription: SubscriptionDto | null; takenTrial: boolean }>;
  /** The user panel's membership section: the latest membership, cards and invoices. */
  overviewOf(
    userId: string,
    language: Language,
  ): Promise<{
    subscription: SubscriptionDto | null;
    paymentMethods: PaymentMethodDto[];
    defaultPaymentMethod: string | null;
    invoices: InvoiceDto[];
  }>;
}

/** What the web app uses of the members' invoice documents. */
export interface WebMembershipInvoices {
  /** One invoice of the user's own; null for an id that is missing or someone else's. */
  document(userId: string, invoiceId: string, language: Language): Promise<InvoiceDocument | null>;
}

/** What the web app uses of the experiences service. */
export interface WebExperiences {
  /** A listing page; null when the location's slugs name no state or city of the country. */
  list(input: {
    country: "mx" | "co" | "cr";
    state?: string | undefined;
    city?: string | undefined;
    category?: ExperienceCategory | undefined;
    from?: string | undefined;
    to?: string | undefined;
    priceMax?: number | undefined;
    page: number;
    language: Language;
  }): Promise<ExperienceListingAnswer | null>;
  /** One experience with its sessions (next 60 days) and ticket types; member prices for a member. */
  detail(slug: string, language: Language, viewer: { userId: string | null }): Promise<ExperienceDetail | null>;
  /** An order for its signed-in owner, or for whoever has its code and the buyer's e-mail; else null. */
  order(
    code: string,
    access: { userId: string | null; email: string | null },
    language: Language,
  ): Promise<ExperienceOrderDto | null>;
  /** The signed-in buyer's orders, latest session first (the user panel). */
  ordersOf(userId: string, language: Language): Promise<ExperienceOrderSummary[]>;
}

/** What the web app uses of the store service (`StoreService` of @sobremesa/domain/store). */
export interface WebStore {
  stores(country: "mx" | "co" | "cr" | undefined, language: Language): Promise<StoreCard[]>;
  /** A store's page of products; null for an unknown store or category (404). */
  store(
    slug: string,
    query: { category?: string; sort: StoreSort; page: number },
    language: Language,
  ): Promise<StoreAnswer | null>;
  product(slug: string, language: Language): Promise<ProductDetail | null>;
  /**
   * The shopper's cart: the account's (merging the cookie's anonymous cart into it), or the cookie's;
   * and what to do with the cart cookie (cleared once the account holds the goods).
   */
  cart(
    owner: { userId: string | null; token: string | null },
    language: Language,
  ): Promise<{ cart: CartDto; cookie: { set: string } | { clear: true } | null }>;
  /** An order for its signed-in owner, or for whoever has its number and the buyer's e-mail; else null. */
  order(
    number: string,
    access: { userId: string | null; email: string | null },
    language: Language,
  ): Promise<StoreOrderDto | null>;
  ordersOf(userId: string, language: Language): Promise<StoreOrderSummary[]>;
  isManager(userId: string | null): Promise<boolean>;
  /** Whose audit the person reads: every store (the global role), their own stores' ids, or none. */
  auditScope(userId: string | null): Promise<"all" | number[] | null>;
  /** The audit of one store (the first when none is named), among `storeIds` if given; null for an unknown store. */
  audit(storeSlug: string | undefined, language: Language, storeIds?: readonly number[]): Promise<AuditAnswer | null>;
}

export interface RequestLog {
  error(details: object, message?: string): void;
}

export const servicesContext = createContext<WebServices>();
