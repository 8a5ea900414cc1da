export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  idArray,
  openDatabase,
  plannedEachTime,
  pointRead,
  type Schema,
  uuidArray,
} from "./client.ts";
export { DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation, sqlState } from "./errors.ts";
export { joinGuestRows } from "./guest-rows.ts";
export { idPageStarts } from "./id-pages.ts";
export { type ChannelListener, type ListenOptions, listen } from "./listen.ts";
export { appliedMigrationCount, expectedMigrationCount, migrationsFolder, runMigrations } from "./migrate.ts";
export * as schema from "./schema/index.ts";
export {
  DEMO_PARTNER_EMAILS,
  DEMO_PARTNER_PASSWORD,
  loadReferenceData,
  type SeedOptions,
  type SeedReport,
  seedDemoData,
} from "./seed/index.ts";
/** The amenities' stable ids (filter URLs and the survey's verified facts rely on them). */
export { AMENITY } from "./seed/taxonomy.ts";
