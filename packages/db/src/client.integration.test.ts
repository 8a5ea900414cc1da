import { createServer } from "node:net";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, plannedEachTime, pointRead, uuidArray } from "./client.ts";
import { isDatabaseUnavailable } from "./errors.ts";
import { createTestDatabase, type TestDatabase } from "./testing.ts";

interface PreparedRow {
  statement: string;
  runs: number;
}

type Database = DatabaseHandle["db"];

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The statements prepared on the transaction's own connection, with how often each ran. */
function preparedOnThisConnection(db: Database): Promise<PreparedRow[]> {
  return rowsOf(
    db,
    sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where from_sql = false order by statement`,
  );
}

// Named statements are a PostgreSQL server's; the embedded database keeps its one connection as it is.
describe.runIf(process.env.DATABASE_URL)("the primary pool's prepared statements", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("prepares a parameterised statement once per connection and runs it again from there", async () => {
    const prepared = await database.handle.db.transaction(async (tx) => {
      for (const value of [1, 2, 3]) {
        expect(await rowsOf(tx, sql`select ${value}::int + 1 as next`)).toEqual([{ next: value + 1 }]);
      }
      return preparedOnThisConnection(tx);
    });
    expect(prepared).toContainEqual({ statement: "select $1::int + 1 as next", runs: 3 });
  });

  it("prepares only as many distinct statements as its capacity; the rest run unnamed", async () => {
    const small = await openDatabase({ databaseUrl: database.url, poolMax: 1, preparedStatements: 2 });
    try {
      const prepared = await small.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as a`);
        await tx.execute(sql`select ${1}::int as b`);
        expect(await rowsOf(tx, sql`select ${7}::int as c`)).toEqual([{ c: 7 }]);
        return preparedOnThisConnection(tx);
      });
      expect(prepared.map((row) => row.statement)).toEqual(["select $1::int as a", "select $1::int as b"]);
    } finally {
      await small.close();
    }
  });

  it("runs a batch of uuids of any size as one prepared statement", async () => {
    const ids = [
      "0b1c6f0e-8a2b-4c1d-9e3f-5a6b7c8d9e01",
      "1c2d7a1f-9b3c-4d2e-8f4a-6b7c8d9e0f12",
      "2d3e8b2a-ac4d-4e3f-9a5b-7c8d9e0f1a23",
    ];
    const prepared = await database.handle.db.transaction(async (tx) => {
      for (const size of [1, 2, 3]) {
        const batch = ids.slice(0, size);
        const rows = await rowsOf<{ id: string }>(
          tx,
          sql`select id::text from (values ${sql.raw(ids.map((id) => `('${id}'::uuid)`).join(", "))}) as t(id)
            where id = any(${uuidArray(batch)}::uuid[]) order by id`,
        );
        expect(rows.map((row) => row.id)).toEqual(batch);
      }
      return preparedOnThisConnection(tx);
    });
    expect(prepared.filter((row) => row.statement.includes("any($1::uuid[])"))).toEqual([
      expect.objectContaining({ runs: 3 }),
    ]);
    expect(() => uuidArray(["1,2"])).toThrow(TypeError);
  });

  it("runs a prepared statement again after one of its runs failed", async () => {
    const quotient = (divisor: number) => rowsOf(database.handle.db, sql`select 12 / ${divisor}::int as quotient`);
    await expect(quotient(0)).rejects.toThrow();
    expect(await quotient(4)).toEqual([{ quotient: 3 }]);
  });

  // A connection lent out (a transaction, an advisory lock) and cut by a database restart or a
  // network partition: pg's client then emits "error", and a lent client has no pool listener, so
  // without one of ours the whole process died of an uncaught error event.
  it.each([
    ["a transaction", (work: (db: Database) => Promise<unknown>) => database.handle.db.transaction(work)],
    ["an advisory lock", (work: (db: Database) => Promise<unknown>) => database.handle.exclusive(77, work)],
  ])("fails %s whose connection is cut, and the process lives on", async (_name, lend) => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const failure = await lend(async (db) => {
        const [own] = await rowsOf<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
        await database.handle.query("select pg_terminate_backend($1)", [own?.pid]);
        // The server's goodbye arrives on the lent connection while nothing is running on it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return db.execute(sql`select 1`);
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeDefined();
      expect(uncaught).toEqual([]);
      // The pool dropped the dead connection and hands out working ones.
      expect(await database.handle.query("select 1 as one")).toEqual([{ one: 1 }]);
    } finally {
      process.off("uncaughtException", record);
    }
  });

  it("leaves the read pool's statements unnamed: a generic plan there would ignore the filters' values", async () => {
    const prepared = await database.handle.reads.transaction(async (tx) => {
      await tx.execute(sql`select ${5}::int as filtered`);
      return preparedOnThisConnection(tx);
    });
    expect(prepared).toEqual([]);
  });

  it("leaves a statement marked to be planned each time unnamed on the primary", async () => {
    const prepared = await database.handle.db.transaction(async (tx) => {
      for (const value of [1, 2]) await tx.execute(plannedEachTime(sql`select ${value}::int as swinging`));
      return preparedOnThisConnection(tx);
    });
    expect(prepared.filter((row) => row.statement.includes("swinging"))).toEqual([]);
  });

  it("prepares a read by key that says so on the read pool too, and runs it again from there", async () => {
    const prepared = await database.handle.reads.transaction(async (tx) => {
      for (const id of [1, 2, 3]) await tx.execute(pointRead(sql`select ${id}::int as by_key`));
      await tx.execute(sql`select ${4}::int as filtered`);
      return preparedOnThisConnection(tx);
    });
    expect(prepared).toEqual([{ statement: expect.stringContaining("by_key"), runs: 3 }]);
  });
});

/** A port on this machine nobody listens on: every connection to it is refused. */
function refusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// No server needed: the database is the one that is not there.
describe("a PostgreSQL database that cannot be reached", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await refusedPort()}/sobremesa` });
  });
  afterAll(() => handle.close());

  it.each([
    ["a transaction", () => handle.db.transaction(async (tx) => tx.execute(sql`select 1`))],
    ["a query", () => handle.db.execute(sql`select 1`)],
    ["a read", () => handle.reads.execute(sql`select 1`)],
    ["raw SQL", () => handle.query("select 1")],
    ["an advisory lock", () => handle.exclusive(1, async () => 1)],
  ])("fails %s with an error that says the database is unavailable", async (_name, attempt) => {
    const failure = await attempt().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});
