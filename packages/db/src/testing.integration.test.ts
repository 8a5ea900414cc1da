import { afterAll, describe, expect, it } from "vitest";
import { appliedMigrationCount, expectedMigrationCount } from "./migrate.ts";
import { createTestDatabase, TEMPLATES_ENV, type TestDatabase, testTemplates } from "./testing.ts";

const databases: TestDatabase[] = [];

afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
});

async function open(referenceData: boolean, places = 0): Promise<TestDatabase> {
  const database = await createTestDatabase({ referenceData, places });
  databases.push(database);
  return database;
}

async function count(database: TestDatabase, table: string): Promise<number> {
  const [row] = await database.handle.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count ?? -1;
}

describe("test databases copied from the run's templates", () => {
  it("runs with templates (the integration projects set them up)", () => {
    expect(testTemplates(process.env[TEMPLATES_ENV])).toBeDefined();
  });

  it("gives every copy all the migrations, and the reference data only when asked", async () => {
    const [first, second, withReference] = await Promise.all([open(false), open(false), open(true)]);
    for (const database of [first, second, withReference])
      expect(await appliedMigrationCount(database.handle)).toBe(expectedMigrationCount());
    expect(await count(first, "cities")).toBe(0);
    expect(await count(withReference, "cities")).toBeGreaterThan(10_000);
  });

  it("keeps the copies apart: what one file writes, another never sees", async () => {
    const [first, second] = await Promise.all([open(true), open(true)]);
    await first.handle.exec("delete from colonies");
    expect(await count(first, "colonies")).toBe(0);
    expect(await count(second, "colonies")).toBeGreaterThan(0);
    const third = await open(true);
    expect(await count(third, "colonies")).toBeGreaterThan(0);
  });

  it("seeds a copy with the demo places asked for, once per run, each copy on its own", async () => {
    const [first, second] = await Promise.all([open(false, 2), open(false, 2)]);
    expect(await count(first, "places")).toBe(2);
    expect(await count(first, "cities")).toBeGreaterThan(10_000);
    await first.handle.exec("update places set name = 'changed'");
    expect(await count(first, "places where name = 'changed'")).toBe(2);
    expect(await count(second, "places where name = 'changed'")).toBe(0);
    expect(await count(await open(false, 2), "places")).toBe(2);
    expect(await count(await open(false, 3), "places")).toBe(3);
  });
});
