import { loadConfig } from "@sobremesa/config";
import { type DatabaseHandle, openDatabase, seedDemoData } from "@sobremesa/db";
import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV, uniqueEmail, uniqueIp } from "./accounts-testing.ts";
import { buildApp } from "./app.ts";

/**
 * DATABASE_REPLICA_URL: listings and page data read from the replica, writes go to the
 * primary. The "replica" is a second database seeded alike whose one place is then renamed, so
 * which database answered shows in the answer itself. A replica needs PostgreSQL (DATABASE_URL).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))("a read replica beside the primary", () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let primaryName: string;
  const replicaName = "Cantina Solo en la Réplica";

  beforeAll(async () => {
    primary = await createTestDatabase();
    replica = await createTestDatabase();
    await seedDemoData(primary.handle, { places: 1 });
    await seedDemoData(replica.handle, { places: 1 });
    const [place] = await primary.handle.query<{ id: number; name: string }>(
      "select id, name from places order by id limit 1",
    );
    primaryName = place!.name;
    await replica.handle.query("update places set name = $2 where id = $1", [place!.id, replicaName]);
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URL: replica.url,
    });
    handle = await openDatabase({ databaseUrl: config.databaseUrl, replicaUrl: config.databaseReplicaUrl });
    app = await buildApp({ config, database: handle, logger: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await replica?.drop();
    await primary?.drop();
  });

  const search = async (text: string) => {
    const response = await app.inject(`/api/places/search?lang=es&v=6.1.1&q=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: { name: string }[]; meta: { total: number } };
  };

  it("answers the listing from the replica's rows", async () => {
    expect(primaryName).not.toBe(replicaName);
    const fromReplica = await search("solo en la replica");
    expect(fromReplica.meta.total).toBe(1);
    expect(fromReplica.data.map((place) => place.name)).toEqual([replicaName]);
    // The primary's name for the same place is nowhere in the answers: the primary was not asked.
    expect((await search(primaryName)).data.map((place) => place.name)).not.toContain(primaryName);
  });

  it("writes to the primary only", async () => {
    const email = uniqueEmail("replica");
    const registered = await app.inject({
      method: "POST",
      url: `/rsv/registeredCustomer/register?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: { email, password: "correct horse battery staple", firstName: "Ana", lastName: "López" },
    });
    expect(registered.statusCode).toBe(200);
    const count = (database: TestDatabase) =>
      database.handle.query<{ count: number }>("select count(*)::int as count from users where email = $1", [email]);
    expect((await count(primary))[0]!.count).toBe(1);
    expect((await count(replica))[0]!.count).toBe(0);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))("reads in their own pool without a replica", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: database.url, poolMax: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("lets a write through while every read connection is busy", async () => {
    // The one read connection sleeps; with a single shared pool the write would queue behind it.
    const slowRead = handle.reads.execute("select pg_sleep(1.5)").then(() => "read");
    const write = handle.db.execute("select 1").then(() => "write");
    expect(await Promise.race([slowRead, write])).toBe("write");
    await slowRead;
  });
});
