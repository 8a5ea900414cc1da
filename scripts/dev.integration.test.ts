import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

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

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready in time:\n${output()}`);
}

/** Vite's HMR channel: the token it requires is in the client module it serves. */
function hmrConnected(port: number, client: string): Promise<unknown> {
  const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
  if (!token) throw new Error("no wsToken in /@vite/client");
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${token}`, "vite-hmr");
    socket.addEventListener("message", (event) => {
      socket.close();
      resolve(JSON.parse(String(event.data)));
    });
    socket.addEventListener("error", () => reject(new Error("the HMR websocket failed")));
  });
}

// The embedded database is what `npm run dev` uses by default: once, not again on PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run dev", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sobremesa-dev-test-"));
  let child: ChildProcess;
  let output = "";
  let base = "";

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Its own process group, so that stopping it stops npm, the watcher and the server together.
    child = spawn("npm", ["run", "dev"], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await waitUntilReady(`${base}/readyz`, child, () => output);
  });

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders the home page on the server from the sources, with Vite's client and HMR on the same port", async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<html lang="es-MX"');
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    // Modules come from the sources, not from a build.
    expect(html).toContain("/app/root.tsx");

    const client = await fetch(`${base}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toContain("javascript");
    expect(await hmrConnected(Number(new URL(base).port), await client.text())).toEqual({ type: "connected" });
  });
});
