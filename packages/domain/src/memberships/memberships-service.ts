import { cancellation } from "./cancellation.ts";
import { checkout } from "./checkout.ts";
import { membershipClaims } from "./claims.ts";
import { createMembershipsDeps, type MembershipsServiceOptions } from "./deps.ts";
import { membershipStatus } from "./membership-status.ts";
import type { MembershipsRepository } from "./memberships-repository.ts";
import { membershipOutbox } from "./outbox.ts";
import { paymentMethods } from "./payment-methods.ts";
import { providerEvents } from "./provider-events.ts";
import { providerSync } from "./provider-sync.ts";

export type { Caller, MembershipsServiceOptions } from "./deps.ts";

/**
 * Memberships: plans, the member's subscription through its lifecycle (trial, active,
 * grace, cancelled, ended), cards and invoices, all through the payment provider. Each change is
 * one transaction with the e-mails and WhatsApp messages it causes; a provider step that succeeded
 * before our write failed is undone (a subscription we could not store is cancelled at once).
 */
export function createMembershipsService(repository: MembershipsRepository, options: MembershipsServiceOptions) {
  const deps = createMembershipsDeps(repository, options);
  const outbox = membershipOutbox(deps);
  const sync = providerSync(deps, outbox);
  const claims = membershipClaims(deps, outbox, sync);
  return {
    ...checkout(deps, claims),
    ...paymentMethods(deps),
    ...membershipStatus(deps, outbox),
    ...cancellation(deps, outbox, sync),
    ...providerEvents(deps, sync, claims),
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
