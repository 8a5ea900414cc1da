import type { Config } from "@sobremesa/config";
import type { Database } from "@sobremesa/db";
import { type BillingProvider, createSandboxProvider, createStripeProvider } from "@sobremesa/domain/billing";

/** The configured payment provider: the built-in sandbox, or Stripe with its keys (ADR 010). */
export function createBillingProvider(config: Pick<Config, "billing">, db: Database): BillingProvider {
  const billing = config.billing;
  if (billing.provider === "sandbox") return createSandboxProvider(db);
  const api = billing.apiUrl ? new URL(billing.apiUrl) : undefined;
  return createStripeProvider({
    secretKey: billing.secretKey,
    webhookSecret: billing.webhookSecret,
    publishableKey: billing.publishableKey,
    timeoutMs: billing.timeoutMs,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
}
