import path from "node:path";
import { z } from "zod";

/** A base path for an API surface: starts with "/", no trailing slash except the root itself. */
const basePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'a path such as "/" or "/rsv" (lowercase, no trailing slash)');

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const postgresUrl = z
  .string()
  .url("a URL such as postgres://user@127.0.0.1:5432/sobremesa")
  .refine((value) => /^postgres(ql)?:\/\//.test(value), "a postgres:// or postgresql:// URL");

/** Comma-separated https origins (scheme and host, no path): hosts a browser may fetch from. */
const originList = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9.-]+(:\d+)?(\s*,\s*https:\/\/[a-z0-9.-]+(:\d+)?)*$/i,
    "comma-separated https origins such as https://tiles.example.com",
  )
  .transform((value) => value.split(",").map((entry) => entry.trim()));

const redisUrl = z
  .string()
  .url("a URL such as redis://127.0.0.1:6379")
  .refine((value) => /^rediss?:\/\//.test(value), "a redis:// or rediss:// URL");

/**
 * Every environment variable the server reads. The README's configuration table is checked against
 * this list by a test, so a variable cannot be added without being documented.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int("a whole number").min(0).max(65535, "a port between 0 and 65535").default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_REPLICA_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).default(256),
  DISCOVERY_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
  REDIS_URL: redisUrl.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: z.string().url("an absolute URL such as https://sobremesa.mx").optional(),
  MAIN_API_BASE: basePath.default("/"),
  RSV_API_BASE: basePath.default("/rsv"),
  B2C_API_BASE: basePath.default("/b2c"),
  SYS_API_BASE: basePath.default("/sys"),
  PARTNERS_API_BASE: basePath.default("/partners"),
  SEED_DEMO: booleanFlag.default(true),
  SEED_PLACES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  MAP_STYLE_URL: z.string().url("an absolute URL of a MapLibre style JSON").optional(),
  MAP_TILE_ORIGINS: originList.optional(),
  GOOGLE_MAPS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, "a Google Maps API key (letters, digits, - and _)")
    .optional(),
  GOOGLE_MAPS_SCRIPT_URL: z.string().url("an absolute URL of the Google Maps JavaScript loader").optional(),
  SMTP_URL: z
    .string()
    .url("a URL such as smtps://user:password@smtp.example.com:465")
    .refine((value) => /^smtps?:\/\//.test(value), "an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Sobremesa <no-reply@sobremesa.mx>"),
  SUPPORT_EMAIL: z.email("an e-mail address such as hola@sobremesa.mx").default("hola@sobremesa.mx"),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "the numeric phone number id of the WhatsApp Cloud API")
    .optional(),
  WHATSAPP_API_URL: z.string().url("an absolute URL such as https://graph.facebook.com/v21.0").optional(),
  WORKER: z.enum(["inline", "off"]).default("inline"),
  OUTBOX_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(86_400).default(300),
  OUTBOX_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  BILLING_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "a Stripe secret key such as sk_test_...")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, "a Stripe publishable key such as pk_test_...")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, "a webhook signing secret such as whsec_...")
    .optional(),
  STRIPE_API_URL: z.string().url("an absolute URL such as https://api.stripe.com").optional(),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(80_000),
  APP_SECRET: z.string().min(32, "at least 32 characters of random text").optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/=-]{32,200}$/, "32 to 200 characters of random text (letters, digits, . _ ~ + / = -)")
    .optional(),
  CONCIERGE_EMAIL: z.email("an e-mail address such as concierge@sobremesa.mx").default("concierge@sobremesa.mx"),
  PARTNERS_EMAIL: z.email("an e-mail address such as socios@sobremesa.mx").default("socios@sobremesa.mx"),
  PHOTO_STORAGE: z.enum(["data-dir", "s3"]).default("data-dir"),
  S3_ENDPOINT: z.string().url("an absolute URL such as https://s3.us-east-1.amazonaws.com").optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name (3 to 63 lowercase letters, digits, . and -)")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A read replica of DATABASE_URL for the reads that tolerate a little lag (search, listings, page
   * data); every write and everything else stays on the primary. Unset: everything on the primary.
   */
  databaseReplicaUrl: string | undefined;
  databasePoolMax: number;
  /** Distinct statements of the primary pool kept prepared per connection (ADR 016); 0 behind a transaction pooler. */
  databasePreparedStatements: number;
  /** Discovery reads one instance serves at once before it sheds them (ADR 012); 0 turns shedding off. */
  discoveryMaxInFlight: number;
  redisUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  siteUrl: string;
  surfaces: { main: string; reservations: string; b2c: string; system: string; partners: string };
  seedDemo: boolean;
  seedPlaces: number;
  shutdownTimeoutMs: number;
  /**
   * How long an instance told to stop keeps serving with /readyz at 503 before it stops accepting
   * connections: the load balancer's time to notice. Part of shutdownTimeoutMs.
   */
  shutdownDrainMs: number;
  trustProxy: boolean;
  mapStyleUrl: string | undefined;
  /**
   * Hosts the map style's tiles, sprites and glyphs come from besides the style's own host: the
   * Content-Security-Policy lets pages fetch and draw from them, and from nowhere else.
   */
  mapTileOrigins: string[];
  /** Google Maps on the server only: the key never reaches the public config or a page's source. */
  googleMaps: { key: string | undefined; scriptUrl: string | undefined };
  /** SMTP transport for e-mails; unset: every message goes to the dev outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where replies to our e-mails go (Reply-To), and the address their footer offers for questions. */
  supportEmail: string;
  /** WhatsApp Cloud API; unset: WhatsApp messages stay in the dev outbox. */
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string | undefined } | undefined;
  /** inline: `start` also runs the job worker; off: a separate `worker` process does. */
  worker: Env["WORKER"];
  outbox: {
    /**
     * A sender silent this long (killed mid-send, hung) is presumed dead: its job expires and the
     * message may be claimed again. Longer than any provider call; shorter means faster recovery.
     */
    claimTimeoutSeconds: number;
    /** First delay before a failed delivery is retried (doubling, with jitter, up to an hour). */
    retryDelaySeconds: number;
  };
  /**
   * The payment provider of memberships: the built-in sandbox (test cards, test clock), or Stripe
   * with its keys (the API URL only changes for a local fake in tests).
   */
  billing:
    | { provider: "sandbox" }
    | {
        provider: "stripe";
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
        /**
         * How long one request waits for Stripe's answer. Past it the request's outcome is unknown
         * (Stripe may have acted on it), so a payment in that state is held and asked about again.
         */
        timeoutMs: number;
      };
  /** Signs links that must outlive a process (the survey link); the same on every instance. */
  appSecret: string;
  /**
   * Who may read /metrics: "open" (development and tests), "off" (production without a token: not
   * served), or a bearer token the scraper sends, so per-route counts never reach the public.
   */
  metrics: { access: "open" } | { access: "off" } | { access: "token"; token: string };
  /** Who is told about each concierge request (a notification e-mail through the outbox). */
  conciergeTeamEmail: string;
  /** Who is told about each partnership request from a chain. */
  partnersTeamEmail: string;
  /**
   * Where venues' photos are kept: `photos/` in the data directory, or an S3-compatible bucket
   * (path-style requests to the endpoint, so MinIO and R2 work as well as AWS).
   */
  photoStorage:
    | { kind: "data-dir"; directory: string }
    | { kind: "s3"; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Parses the environment once; throws a ConfigError naming each bad variable and what it expects. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return `${name}=${JSON.stringify(present[name] ?? "")} is invalid: expected ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.BILLING_PROVIDER === "stripe") {
    const missing = (["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      throw new ConfigError(
        missing.map((name) => `${name}="" is invalid: expected a value when BILLING_PROVIDER=stripe`),
      );
  }
  // The embedded database has no replicas: a replica URL alone would mean a setting silently ignored.
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw new ConfigError(["DATABASE_REPLICA_URL is invalid: expected DATABASE_URL (the primary) to be set as well"]);
  // Behind a load balancer a few seconds; on a developer's machine Ctrl-C should not wait.
  const shutdownDrainMs = env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "production" ? 5_000 : 0);
  if (shutdownDrainMs >= env.SHUTDOWN_TIMEOUT_MS)
    throw new ConfigError([
      `SHUTDOWN_DRAIN_MS="${shutdownDrainMs}" is invalid: expected less than SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS})`,
    ]);
  if (env.PHOTO_STORAGE === "s3") {
    const missing = (["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      throw new ConfigError(missing.map((name) => `${name}="" is invalid: expected a value when PHOTO_STORAGE=s3`));
  }
  if (env.NODE_ENV === "production" && !env.APP_SECRET)
    throw new ConfigError(['APP_SECRET="" is invalid: expected a secret of at least 32 characters in production']);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    // Shedding protects a production instance; a test or a developer's machine is never overloaded
    // on purpose, and a shed request there would only make a check fail by chance.
    discoveryMaxInFlight: env.DISCOVERY_MAX_IN_FLIGHT ?? (env.NODE_ENV === "production" ? 64 : 0),
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    surfaces: {
      main: env.MAIN_API_BASE,
      reservations: env.RSV_API_BASE,
      b2c: env.B2C_API_BASE,
      system: env.SYS_API_BASE,
      partners: env.PARTNERS_API_BASE,
    },
    seedDemo: env.SEED_DEMO,
    seedPlaces: env.SEED_PLACES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs,
    trustProxy: env.TRUST_PROXY,
    mapStyleUrl: env.MAP_STYLE_URL,
    mapTileOrigins: env.MAP_TILE_ORIGINS ?? [],
    googleMaps: { key: env.GOOGLE_MAPS_KEY, scriptUrl: env.GOOGLE_MAPS_SCRIPT_URL },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? { token: env.WHATSAPP_TOKEN, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID, apiUrl: env.WHATSAPP_API_URL }
        : undefined,
    worker: env.WORKER,
    outbox: {
      claimTimeoutSeconds: env.OUTBOX_CLAIM_TIMEOUT_SECONDS,
      retryDelaySeconds: env.OUTBOX_RETRY_DELAY_SECONDS,
    },
    billing:
      env.BILLING_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKey: env.STRIPE_SECRET_KEY ?? "",
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? "",
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
            apiUrl: env.STRIPE_API_URL,
            timeoutMs: env.STRIPE_TIMEOUT_MS,
          }
        : { provider: "sandbox" },
    // Development and tests only (production refuses to start without one): links survive restarts.
    appSecret: env.APP_SECRET ?? "sobremesa-development-secret-not-for-production",
    metrics: env.METRICS_TOKEN
      ? { access: "token", token: env.METRICS_TOKEN }
      : { access: env.NODE_ENV === "production" ? "off" : "open" },
    conciergeTeamEmail: env.CONCIERGE_EMAIL,
    partnersTeamEmail: env.PARTNERS_EMAIL,
    photoStorage:
      env.PHOTO_STORAGE === "s3"
        ? {
            kind: "s3",
            endpoint: (env.S3_ENDPOINT ?? "").replace(/\/$/, ""),
            bucket: env.S3_BUCKET ?? "",
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          }
        : { kind: "data-dir", directory: path.join(path.resolve(env.DATA_DIR), "photos") },
  };
}

export { type PublicConfig, publicConfig } from "./public.ts";
