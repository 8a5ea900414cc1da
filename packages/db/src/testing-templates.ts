// The integration projects' global setup: the database templates a test run builds (see
// createTestDatabase) live only as long as the run; the teardown removes them.
import { rmSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { TEMPLATES_ENV, testTemplates } from "./testing.ts";

export default function setup(project: TestProject) {
  const env = project.config.env as Record<string, string | undefined>;
  return async function teardown() {
    const templates = testTemplates(env[TEMPLATES_ENV]);
    if (!templates) return;
    rmSync(templates.dir, { recursive: true, force: true });
    if (!env.DATABASE_URL) return;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [templates.prefix],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
