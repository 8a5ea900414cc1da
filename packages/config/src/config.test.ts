import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./index.ts";

describe("loadConfig", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.surfaces).toEqual({
      main: "/",
      reservations: "/rsv",
      b2c: "/b2c",
      system: "/sys",
      partners: "/partners",
    });
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.shutdownDrainMs).toBe(0);
  });

  it("honours PORT and DATA_DIR so copies can run side by side", () => {
    const config = loadConfig({ PORT: "3100", DATA_DIR: "/tmp/copy-b" });
    expect(config.port).toBe(3100);
    expect(config.dataDir).toBe("/tmp/copy-b");
    expect(config.siteUrl).toBe("http://localhost:3100");
  });

  it("names the variable and what it expects when a value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "99999", DATABASE_URL: "mysql://x", RSV_API_BASE: "rsv/" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="99999" is invalid');
      expect(message).toContain('DATABASE_URL="mysql://x" is invalid: expected a postgres:// or postgresql:// URL');
      expect(message).toContain("RSV_API_BASE");
      return;
    }
    throw new Error("expected a ConfigError");
  });

  it("drains for a few seconds before stopping in production, within the shutdown timeout", () => {
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(32) };
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: "10000" })).toThrow(/SHUTDOWN_DRAIN_MS="10000" is invalid/);
  });

  it("sheds discovery reads past 64 at once in production only, unless told otherwise", () => {
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(32) };
    expect(loadConfig(production).discoveryMaxInFlight).toBe(64);
    expect(loadConfig({ ...production, DISCOVERY_MAX_IN_FLIGHT: "0" }).discoveryMaxInFlight).toBe(0);
    expect(loadConfig({}).discoveryMaxInFlight).toBe(0);
    expect(loadConfig({ DISCOVERY_MAX_IN_FLIGHT: "8" }).discoveryMaxInFlight).toBe(8);
  });

  it("keeps 256 statements prepared per connection unless told fewer (0 behind a transaction pooler)", () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(256);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: "0" }).databasePreparedStatements).toBe(0);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: "-1" })).toThrow(
      /DATABASE_PREPARED_STATEMENTS="-1" is invalid/,
    );
  });

  it("takes an optional read replica beside a PostgreSQL primary, never alone", () => {
    const primary = "postgres://app@db-primary:5432/sobremesa";
    const replica = "postgres://app@db-replica:5432/sobremesa";
    expect(loadConfig({ DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: "mysql://x" })).toThrow(
      /DATABASE_REPLICA_URL="mysql:\/\/x" is invalid: expected a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL is invalid/);
  });

  it("keeps /metrics from the public: open in development, off in production unless a token is set", () => {
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(32) };
    const token = "m".repeat(40);
    expect(loadConfig({}).metrics).toEqual({ access: "open" });
    expect(loadConfig(production).metrics).toEqual({ access: "off" });
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({ access: "token", token });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN="short" is invalid: expected 32/);
    expect(() => loadConfig({ METRICS_TOKEN: `${"m".repeat(40)} x` })).toThrow(/METRICS_TOKEN=.* is invalid/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: "" }).databaseUrl).toBeUndefined();
  });
});
