import { parseArgs } from "node:util";
import { type Config, loadConfig } from "@sobremesa/config";
import { type DatabaseHandle, seedDemoData } from "@sobremesa/db";
import { createOrganizer, createStore, createVenue, OnboardingRefused } from "@sobremesa/domain/partners";
import { STORE_MANAGER_ROLE, storeService } from "@sobremesa/domain/store";
import { pino } from "pino";
import { createBillingProvider } from "./billing.ts";
import { loggerOptions, serializeError } from "./logging.ts";
import { prepareDatabase } from "./runtime.ts";
import { startServer } from "./server.ts";
import { startWorker } from "./worker.ts";

const usage = `Usage: node apps/server/src/cli.ts <command>
  start                 migrate, seed demo data on first run, serve (default); with WORKER=inline also run jobs
  worker                run the job worker only (outbox delivery, retries, reminders) until SIGTERM
  migrate               apply database migrations and exit
  seed [--places N]     seed demo data into an empty database and exit
  grant-role EMAIL ROLE give an account a role (store_manager: the store audit) and exit
  create-venue --name NAME --category restaurant|bar|nightclub --city SLUG|ID --address TEXT
               --lat N --lng N --owner-email EMAIL [--phone TEXT] [--language es|en]
                        create a venue (no tables or shifts) and e-mail its owner an invitation
  create-organizer --name NAME --country mx|co|cr --owner-email EMAIL [--language es|en]
                        create an organizer of things to do and e-mail its owner an invitation
  create-store --name NAME --country mx|co|cr --city "City name" --owner-email EMAIL [--language es|en]
                        create an empty active store owned by an existing account, and e-mail the owner`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      places: { type: "string" },
      help: { type: "boolean" },
      name: { type: "string" },
      category: { type: "string" },
      city: { type: "string" },
      address: { type: "string" },
      lat: { type: "string" },
      lng: { type: "string" },
      "owner-email": { type: "string" },
      country: { type: "string" },
      phone: { type: "string" },
      language: { type: "string" },
    },
  });
  const command = positionals[0] ?? "start";
  if (values.help) {
    console.info(usage);
    return;
  }
  if (command === "start") return startServer();
  const config = loadConfig();
  const database = await prepareDatabase(config);
  if (command === "worker") return runWorker(config, database);
  try {
    if (command === "migrate") {
      console.info("migrations applied");
    } else if (command === "seed") {
      const places = values.places ? Number(values.places) : config.seedPlaces;
      if (!Number.isInteger(places) || places < 0) throw new Error("--places expects a whole number");
      const report = await seedDemoData(database, {
        places,
        log: (line) => console.info(line),
        demoAccounts: !config.isProduction,
      });
      console.info(
        report.seeded
          ? `seeded ${report.places} places in ${report.cities} cities in ${report.durationMs} ms`
          : "the database already holds demo data; nothing to do",
      );
    } else if (command === "create-venue") {
      process.exitCode = await createVenueCommand(config, database, values);
    } else if (command === "create-organizer") {
      process.exitCode = await createOrganizerCommand(config, database, values);
    } else if (command === "create-store") {
      process.exitCode = await createStoreCommand(config, database, values);
    } else if (command === "grant-role") {
      process.exitCode = await grantRole(config, database, positionals[1], positionals[2]);
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

/** Roles are never granted by the site itself: only by this command (or a test). */
async function grantRole(config: Config, database: DatabaseHandle, email?: string, role?: string): Promise<number> {
  if (!email || role !== STORE_MANAGER_ROLE) {
    console.error(`grant-role expects an e-mail and a role (${STORE_MANAGER_ROLE})`);
    return 2;
  }
  const store = storeService(database.db, {
    provider: createBillingProvider(config, database.db),
    siteUrl: config.siteUrl,
  });
  if (!(await store.grantManager(email))) {
    console.error(`no account with the e-mail ${email}`);
    return 1;
  }
  console.info(`${email} is now a ${role}`);
  return 0;
}

/** A venue brought in by an operator, without the seed; its owner sets it up in the partner console. */
async function createVenueCommand(
  config: Config,
  database: DatabaseHandle,
  values: Partial<
    Record<"name" | "category" | "city" | "address" | "lat" | "lng" | "owner-email" | "phone" | "language", string>
  >,
): Promise<number> {
  const required = ["name", "category", "city", "address", "lat", "lng", "owner-email"] as const;
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0) {
    console.error(`create-venue needs ${missing.map((name) => `--${name}`).join(", ")}`);
    return 2;
  }
  if (values.language && values.language !== "es" && values.language !== "en") {
    console.error("--language expects es or en");
    return 2;
  }
  try {
    const venue = await createVenue(
      database.db,
      {
        name: values.name ?? "",
        category: values.category ?? "",
        city: values.city ?? "",
        address: values.address ?? "",
        latitude: Number(values.lat),
        longitude: Number(values.lng),
        ownerEmail: values["owner-email"] ?? "",
        phone: values.phone,
        language: values.language as "es" | "en" | undefined,
      },
      { siteUrl: config.siteUrl },
    );
    console.info(
      `created venue ${venue.placeId} (${venue.slug}) in ${venue.city}, ${venue.timeZone}, ${venue.currency}; ` +
        `the owner's invitation is in the outbox: ${venue.invitationLink}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof OnboardingRefused) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

type OnboardingValues = Partial<Record<"name" | "country" | "city" | "owner-email" | "language", string>>;

/**
 * The shared frame of the organizer's and the store's commands: the required options and the
 * language checked, and the domain's refusals printed as they are (exit 2), never a stack trace.
 */
async function onboardingCommand(
  command: string,
  values: OnboardingValues,
  required: readonly (keyof OnboardingValues)[],
  run: (language: "es" | "en" | undefined) => Promise<string>,
): Promise<number> {
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0) {
    console.error(`${command} needs ${missing.map((name) => `--${name}`).join(", ")}`);
    return 2;
  }
  if (values.language && values.language !== "es" && values.language !== "en") {
    console.error("--language expects es or en");
    return 2;
  }
  try {
    console.info(await run(values.language as "es" | "en" | undefined));
    return 0;
  } catch (error) {
    if (error instanceof OnboardingRefused) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

/** An organizer of things to do brought in by an operator; its owner adds experiences in the partner console. */
function createOrganizerCommand(config: Config, database: DatabaseHandle, values: OnboardingValues): Promise<number> {
  return onboardingCommand("create-organizer", values, ["name", "country", "owner-email"], async (language) => {
    const organizer = await createOrganizer(
      database.db,
      { name: values.name ?? "", country: values.country ?? "", ownerEmail: values["owner-email"] ?? "", language },
      { siteUrl: config.siteUrl },
    );
    return (
      `created organizer ${organizer.organizerId} (${organizer.slug}), ${organizer.currency}; ` +
      `the owner's invitation is in the outbox: ${organizer.invitationLink}`
    );
  });
}

/** A store brought in by an operator for an existing account; its owner fills it in the partner console. */
function createStoreCommand(config: Config, database: DatabaseHandle, values: OnboardingValues): Promise<number> {
  return onboardingCommand("create-store", values, ["name", "country", "city", "owner-email"], async (language) => {
    const store = await createStore(
      database.db,
      {
        name: values.name ?? "",
        country: values.country ?? "",
        city: values.city ?? "",
        ownerEmail: values["owner-email"] ?? "",
        language,
      },
      { siteUrl: config.siteUrl },
    );
    return (
      `created store ${store.storeId} (${store.slug}), ${store.currency}; ` +
      `the owner's e-mail is in the outbox with the console: ${store.consoleLink}`
    );
  });
}

/** The worker alone, for deployments that run jobs apart from the web instances. */
async function runWorker(config: Config, database: DatabaseHandle): Promise<void> {
  // The web instances' logger: the same redaction of personal data, the same JSON lines.
  const log = pino(loggerOptions(config.logLevel));
  const worker = await startWorker({ config, database, log });
  const stop = async (signal: string) => {
    log.info({ signal }, "worker stopping: finishing jobs in flight");
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  // A failed query's message would carry its parameters: the safe form only.
  console.error(error instanceof Error ? (serializeError(error) as { message: string }).message : error);
  process.exit(1);
});
