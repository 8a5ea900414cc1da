import { randomBytes } from "node:crypto";
import { type Config, loadConfig } from "@sobremesa/config";
import type { DatabaseHandle } from "@sobremesa/db";
import { accountsService } from "@sobremesa/domain/accounts";
import { catalogService } from "@sobremesa/domain/catalog";
import { leadsService } from "@sobremesa/domain/leads";
import { reservationsService } from "@sobremesa/domain/reservations";
import { searchService } from "@sobremesa/domain/search";

/** Domain services shared by the HTTP surfaces and the server-rendered pages (no HTTP hop to ourselves). */
export function createServices(database: DatabaseHandle, config: Config = loadConfig({})) {
  const reservations = reservationsService(database.db, { siteUrl: config.siteUrl });
  return {
    /** Availability and bookings (issue 5). */
    reservations,
    catalog: catalogService(database.db),
    /** The concierge and partner forms (issue 10): leads with a reference, their e-mails in the outbox. */
    leads: leadsService(database.db, {
      conciergeTeamEmail: config.conciergeTeamEmail,
      partnersTeamEmail: config.partnersTeamEmail,
    }),
    search: searchService(database.db, { concurrentQueries: database.kind === "postgres" }),
    /** Sign-up, codes, sign-in, sessions and the profile; `sessionFromHeaders` for page loaders' guards. */
    accounts: accountsService(database.db, {
      siteUrl: config.siteUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      // better-auth requires a secret; we use none of what it signs (sessions are opaque database tokens).
      secret: randomBytes(32).toString("hex"),
      // A deleted account's bookings stay for the venue's history, without personal data.
      onAccountDeleted: [(userId) => reservations.anonymiseForUser(userId)],
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
