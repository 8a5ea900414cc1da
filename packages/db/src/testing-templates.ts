// The integration projects' global setup: the database templates a test run builds (see
// createTestDatabase) live only as long as the run. The teardown removes them; the setup removes
// those of runs that were killed before theirs could (their process is gone).
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { TEMPLATES_ENV } from "./testing.ts";

export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string | undefined>;
  const serverUrl = env.DATABASE_URL || undefined;
  await removeTemplates(serverUrl, (runId) => !isRunning(Number(runId.split("_")[0])));
  return async function teardown() {
    const runId = env[TEMPLATES_ENV];
    await removeTemplates(serverUrl, (other) => other === runId);
  };
}

async function removeTemplates(serverUrl: string | undefined, matches: (runId: string) => boolean) {
  for (const entry of readdirSync(tmpdir())) {
    const runId = /^sobremesa-templates-([a-z0-9_]+)$/.exec(entry)?.[1];
    if (runId && matches(runId)) rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
  }
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, 'sobremesa_tpl_')",
    );
    for (const { datname } of rows) {
      const runId = /^sobremesa_tpl_(\d+_[0-9a-f]+)_/.exec(datname)?.[1];
      if (runId && matches(runId)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/** Whether a process of this machine is alive (one of another user answers EPERM: alive too). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
