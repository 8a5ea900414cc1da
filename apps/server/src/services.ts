import { type Config, loadConfig } from "@sobremesa/config";
import type { DatabaseHandle } from "@sobremesa/db";
import { accountsService } from "@sobremesa/domain/accounts";
import { catalogService } from "@sobremesa/domain/catalog";
import { experiencesService } from "@sobremesa/domain/experiences";
import { leadsService } from "@sobremesa/domain/leads";
import { mapsService } from "@sobremesa/domain/maps";
import { invoiceDocuments, membershipsService } from "@sobremesa/domain/memberships";
import { outboxViewer } from "@sobremesa/domain/notifications";
import { dayBookService, organizersService, partnersService, venueProfileService } from "@sobremesa/domain/partners";
import { reservationsService } from "@sobremesa/domain/reservations";
import { routingService } from "@sobremesa/domain/routing";
import { searchService } from "@sobremesa/domain/search";
import { sitemapService } from "@sobremesa/domain/sitemap";
import { storeConsoleService, storeService } from "@sobremesa/domain/store";
import { surveysService } from "@sobremesa/domain/surveys";
import { createBillingProvider } from "./billing.ts";
import { joinGuestRows, type ServicesLog, silentLog } from "./guest-join.ts";
import { sharpPhotoFiles } from "./photos/photo-files.ts";
import { photoStoreOf } from "./photos/photo-store.ts";

/** Domain services shared by the HTTP surfaces and the server-rendered pages (no HTTP hop to ourselves). */
export function createServices(
  database: DatabaseHandle,
  config: Config = loadConfig({}),
  log: ServicesLog = silentLog,
) {
  const reservations = reservationsService(database.db, { siteUrl: config.siteUrl, mailFrom: config.mailFrom });
  const billing = createBillingProvider(config, database.db);
  const memberships = membershipsService(database.db, {
    provider: billing,
    siteUrl: config.siteUrl,
    countReservations: reservations.countForUserSince,
  });
  const experiences = experiencesService(database.db, {
    provider: billing,
    siteUrl: config.siteUrl,
    mailFrom: config.mailFrom,
    isMember: (userId) => memberships.isMember(userId),
    savedCards: (userId) => memberships.billingCustomerOf(userId),
  });
  const store = storeService(database.db, {
    provider: billing,
    siteUrl: config.siteUrl,
    savedCards: (userId) => memberships.billingCustomerOf(userId),
  });
  const partners = partnersService(database.db, { siteUrl: config.siteUrl });
  const search = searchService(database.reads, { concurrentQueries: database.kind === "postgres" });
  const photoStore = photoStoreOf(config);
  const photoFiles = sharpPhotoFiles(photoStore);
  return {
    /** Availability and bookings. */
    reservations,
    // Catalogue and search only read, and a moment of replica lag is harmless there.
    catalog: catalogService(database.reads),
    /** The dev outbox's view of what the site sent; delivery itself is the job worker's (worker.ts). */
    outbox: outboxViewer(database.db),
    /** The satisfaction survey: signed links, answers, review summaries. */
    surveys: surveysService(database.db, { siteUrl: config.siteUrl, secret: config.appSecret }),
    /** The maps loader: Google's script with the server's key, or a script saying there is none. */
    maps: mapsService({ apiKey: config.googleMaps.key, scriptUrl: config.googleMaps.scriptUrl }),
    /** The concierge and partner forms: leads with a reference, their e-mails in the outbox. */
    leads: leadsService(database.db, {
      conciergeTeamEmail: config.conciergeTeamEmail,
      partnersTeamEmail: config.partnersTeamEmail,
    }),
    /** The payment provider (sandbox or Stripe): the webhooks endpoint verifies its events. */
    billing,
    /** Memberships and billing through the configured payment provider. */
    memberships,
    /** A member's own invoices as documents: their page in the user panel and their PDF. */
    membershipInvoices: invoiceDocuments(database.db),
    /** Things to do: listings, experiences, ticket orders paid through the same provider. */
    experiences,
    /** The online store: catalogue, carts, orders paid through the same provider, the audit. */
    store,
    search,
    /** Where venues' photos are kept (data directory or S3-compatible bucket), served by photo-routes.ts. */
    photoStore,
    /** A venue's profile and photos in the partner console; a change is on the place page's next request. */
    profiles: venueProfileService(database.db, partners.authorize, {
      files: photoFiles,
      changed: () => search.catalogChanged(),
    }),
    /** The router rules' table of old slugs (read again after the demo seed) and place slugs. */
    routing: routingService(database.db),
    /** sitemap.xml and its children, generated from the domains above and kept in memory for an hour. */
    sitemap: sitemapService(
      { places: search.sitemap, experiences: experiences.sitemap, store: store.sitemap },
      { siteUrl: config.siteUrl },
    ),
    /** The partner console: venue staff and their roles, invitations, the audit log. */
    partners,
    /** Organizers of things to do: their staff, experiences, sessions and sales in the partner console. */
    organizers: organizersService(database.db, {
      siteUrl: config.siteUrl,
      provider: billing,
      files: photoFiles,
      changed: () => search.catalogChanged(),
    }),
    /** The stores in the partner area: each store's team, stock through the ledger, the order queue. */
    storeConsole: storeConsoleService(database.db, {
      provider: billing,
      siteUrl: config.siteUrl,
      files: photoFiles,
      changed: () => search.catalogChanged(),
    }),
    /** The venue's day book: a day's bookings and the staff's actions on them. */
    dayBook: dayBookService(database.db, partners.authorize, { siteUrl: config.siteUrl, mailFrom: config.mailFrom }),
    /** Sign-up, codes, sign-in, sessions and the profile; `sessionFromHeaders` for page loaders' guards. */
    accounts: accountsService(database.db, {
      siteUrl: config.siteUrl,
      // A deleted account's bookings stay for the venue's history, without personal data.
      onAccountDeleted: [(userId) => reservations.anonymiseForUser(userId)],
      onEmailProven: joinGuestRows(
        { reservations: reservations.joinGuestBookings, ticketOrders: experiences.joinGuestOrders },
        log,
      ),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
