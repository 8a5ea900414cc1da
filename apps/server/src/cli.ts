import { parseArgs } from "node:util";
import { loadConfig } from "@sobremesa/config";
import { seedDemoData } from "@sobremesa/db";
import { prepareDatabase } from "./runtime.ts";
import { startServer } from "./server.ts";

const usage = `Usage: node apps/server/src/cli.ts <command>
  start                 migrate, seed demo data on first run, serve (default)
  migrate               apply database migrations and exit
  seed [--places N]     seed demo data into an empty database and exit`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { places: { type: "string" }, help: { type: "boolean" } },
  });
  const command = positionals[0] ?? "start";
  if (values.help) {
    console.info(usage);
    return;
  }
  if (command === "start") return startServer();
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    if (command === "migrate") {
      console.info("migrations applied");
    } else if (command === "seed") {
      const places = values.places ? Number(values.places) : config.seedPlaces;
      if (!Number.isInteger(places) || places < 0) throw new Error("--places expects a whole number");
      const report = await seedDemoData(database, { places, log: (line) => console.info(line) });
      console.info(
        report.seeded
          ? `seeded ${report.places} places in ${report.cities} cities in ${report.durationMs} ms`
          : "the database already holds demo data; nothing to do",
      );
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
