import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./testing.ts";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startProcess(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, [cli, "start"], {
    env: { ...process.env, SEED_DEMO: "false", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/**
 * A first start migrates a new embedded database and loads the geography; two at once, beside the
 * suite's other files on a two-core machine that pages out idle memory, took over a minute.
 */
const FIRST_START_MS = 150_000;

async function waitUntilReady(url: string, timeoutMs = FIRST_START_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready in time`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// The processes run on their own embedded database whatever the project's is: once is enough.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the server process", () => {
  it("refuses to start on a bad configuration, naming the variable", async () => {
    const { child, output } = startProcess({ PORT: "not-a-port", DATABASE_URL: "" });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('PORT="not-a-port" is invalid');
  });

  it(
    "runs two copies side by side with their own PORT and DATA_DIR, and stops cleanly on SIGTERM",
    async () => {
      const copies = await Promise.all(
        [0, 1].map(async () => {
          const dataDir = mkdtempSync(path.join(tmpdir(), "sobremesa-server-test-"));
          dataDirs.push(dataDir);
          const port = await freePort();
          return { port, ...startProcess({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" }) };
        }),
      );
      try {
        await Promise.all(copies.map((copy) => waitUntilReady(`http://127.0.0.1:${copy.port}/readyz`)));
        // The log line is written after the answer is sent; with the job worker starting up in the same
        // process it can reach the pipe a moment after /readyz answered.
        for (const copy of copies) {
          await expect
            .poll(
              () =>
                copy
                  .output()
                  .split("\n")
                  .find((line) => line.includes('"requestId"')),
              { message: "request logs carry a request id", timeout: 10_000 },
            )
            .toBeTruthy();
        }
        const stopping = copies.map((copy) => exitOf(copy.child));
        const started = Date.now();
        for (const copy of copies) copy.child.kill("SIGTERM");
        expect(await Promise.all(stopping)).toEqual([0, 0]);
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        for (const copy of copies) copy.child.kill("SIGKILL");
      }
    },
    FIRST_START_MS + 30_000,
  );
});

describe("graceful shutdown", () => {
  it("finishes requests in flight while refusing new work", async () => {
    const subject = await buildTestApp();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      entered = resolve;
    });
    subject.app.get("/api/__test/slow", async () => {
      entered();
      await gate;
      return { finished: true };
    });
    const origin = await subject.app.listen({ port: 0, host: "127.0.0.1" });
    const inFlight = fetch(`${origin}/api/__test/slow`);
    await reached;
    const closing = subject.app.close();
    // Closing takes effect within a few event-loop turns: from then on new work is refused.
    const healthz = () =>
      fetch(`${origin}/healthz`).then(
        (response) => response.status,
        () => "refused",
      );
    await expect.poll(healthz, { interval: 10, timeout: 10_000 }).not.toBe(200);
    expect([503, "refused"]).toContain(await healthz());
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await subject.database.drop();
  });
});

describe("readiness", () => {
  it("reports not ready when the database cannot be reached", async () => {
    const subject = await buildTestApp();
    await subject.app.ready();
    await subject.database.handle.close();
    const response = await subject.app.inject("/readyz");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "not_ready",
      checks: { database: "unreachable", migrations: "unknown" },
    });
    await subject.app.close();
    await subject.database.drop();
  });
});
