import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));

/** A port nobody listens on right now, for a server process of a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers 200. */
export async function waitUntilReady(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready in time`);
}

export interface Instance {
  /** The HTTP port (a `worker` process listens on none). */
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far, when started with `capture`. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process ended. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface InstanceOptions {
  /** `start` (server, with the inline worker unless WORKER=off) or `worker` alone. */
  command?: "start" | "worker";
  databaseUrl: string;
  env?: Record<string, string>;
  /** Keep stdout and stderr for output() instead of passing stderr through. */
  capture?: boolean;
}

/**
 * One process of the production build (`cli.ts start` or `worker`) on a PostgreSQL database and
 * Redis, as several instances behind a load balancer run it (for the multi-instance tests).
 */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [cli, options.command ?? "start"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      SITE_URL: url,
      // Redis outlives a test run: each run is its own visitor (X-Forwarded-For), so limits start fresh.
      TRUST_PROXY: "true",
      ...options.env,
    },
    stdio: ["ignore", options.capture ? "pipe" : "ignore", options.capture ? "pipe" : "inherit"],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    port,
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A visitor address of its own for this test run (with TRUST_PROXY), so rate limits start fresh. */
export function visitorHeaders(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250);
  return { "x-forwarded-for": `10.${process.pid % 250}.${octet()}.${octet()}` };
}

/** Waits until a process started with `capture` has written the text (a log line it prints once). */
export async function waitForOutput(instance: Instance, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!instance.output().includes(text)) {
    if (Date.now() > deadline || instance.child.exitCode !== null)
      throw new Error(`the process did not print "${text}":\n${instance.output().slice(-2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
