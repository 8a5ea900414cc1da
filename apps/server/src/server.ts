import { ConfigError, loadConfig } from "@sobremesa/config";
import { buildApp } from "./app.ts";
import { prepareDatabase, seedIfEnabled, webBuildDir } from "./runtime.ts";
import { startWorker, type Worker } from "./worker.ts";

export interface StartOptions {
  /** Pages from the web app's sources through Vite with HMR (`npm run dev`), not from its build. */
  webDevelopment?: boolean;
}

/** Starts one instance: migrate, seed demo data on first run, listen, and shut down gracefully. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, webBuildDir, webDevelopment: options.webDevelopment ?? false });
  await seedIfEnabled(config, database, (line) => app.log.info(line));
  // The demo seed adds its old slugs after the app read the table: read it again before listening.
  await app.services.routing.reload();
  // Build the in-memory facet index now, so the first listing does not pay for it.
  await app.services.search.warmUp();

  let worker: Worker | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      app.draining.begin();
      if (config.shutdownDrainMs > 0) {
        app.log.info({ signal, drainMs: config.shutdownDrainMs }, "draining: /readyz answers 503, still serving");
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
      await app.close();
      await worker?.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  // On the embedded database the worker must share this process; on PostgreSQL it may run apart (`worker`).
  if (config.worker === "inline") worker = await startWorker({ config, database, log: app.log });
  if (config.isProduction && config.billing.provider === "sandbox") {
    // The sandbox charges nobody: a production site selling memberships needs BILLING_PROVIDER=stripe.
    app.log.warn("memberships use the sandbox payment provider: no card is really charged");
  }
  app.log.info(`Sobremesa is ready at ${config.siteUrl} (${database.kind})`);
}
