import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "@sobremesa/config";
import type { DatabaseHandle } from "@sobremesa/db";
import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { prepareDatabase, webBuildDir } from "./runtime.ts";

/**
 * A production start without demo data (SEED_DEMO=false, as in the Dockerfile): the migrations and
 * the reference data (countries, cities, taxonomies) are there, and the pages answer with their
 * empty states instead of failing.
 */
describe("a start without demo data", () => {
  let server: TestDatabase | undefined;
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const env = () => ({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    DATA_DIR: dataDir,
    ...(server?.url ? { DATABASE_URL: server.url } : {}),
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sobremesa-runtime-"));
    // On PostgreSQL an empty database of our own; on PGlite a fresh data directory.
    if (process.env.DATABASE_URL) {
      server = await createTestDatabase();
      await server.handle.close();
    }
    database = await prepareDatabase(loadConfig(env()), () => {});
    app = await buildApp({ config: loadConfig(env()), database, webBuildDir, logger: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("has the countries, cities and taxonomies, once, even after a restart", async () => {
    const counts = () =>
      database.query<{ countries: number; cities: number; cuisines: number; places: number }>(
        `select (select count(*)::int from countries) as countries, (select count(*)::int from cities) as cities,
                (select count(*)::int from cuisines) as cuisines, (select count(*)::int from places) as places`,
      );
    const [first] = await counts();
    expect(first).toMatchObject({ countries: 3, places: 0 });
    expect(first!.cities).toBeGreaterThan(10_000);
    expect(first!.cuisines).toBeGreaterThan(0);
    if (!server) {
      // PGlite holds its directory: a second start needs the first closed.
      await app.close();
      await database.close();
      database = await prepareDatabase(loadConfig(env()), () => {});
      app = await buildApp({ config: loadConfig(env()), database, webBuildDir, logger: false });
    } else {
      await (await prepareDatabase(loadConfig(env()), () => {})).close();
    }
    expect(await counts()).toEqual([first]);
  });

  it("answers the home, a listing and the stores with their empty states", async () => {
    for (const url of ["/", "/en/", "/mx/jalisco/guadalajara/", "/stores/"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
    }
    expect((await app.inject("/mx/jalisco/guadalajara/")).body).toContain("Aún no hay lugares aquí");
  });
});
