import { index, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Old URLs that moved for good (old listing pages, cuisine filters, country names, renamed places),
 * answered with a 301 before rendering. Built from the catalogue's real slugs.
 */
export const legacyRedirects = pgTable(
  "legacy_redirects",
  {
    fromPath: text("from_path").primaryKey(),
    toPath: text("to_path").notNull(),
    kind: text("kind").notNull(),
  },
  (table) => [index("legacy_redirects_kind_idx").on(table.kind)],
);
