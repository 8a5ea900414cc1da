import { DomainError } from "@sobremesa/contracts";
import type { ProviderEvent } from "../billing/index.ts";
import { CLAIM_STALE_MS, type MembershipClaims } from "./claims.ts";
import type { MembershipsDeps } from "./deps.ts";
import { invoiceRows } from "./dto.ts";
import type { ProviderSync } from "./provider-sync.ts";

/** What happens without the member: provider events, the worker's sweep of claims, the sandbox clock. */
export function providerEvents(deps: MembershipsDeps, sync: ProviderSync, claims: MembershipClaims) {
  const { repository, provider, sandbox, clock } = deps;
  const { reconcile, recordCharges, settleStrays } = sync;
  const { adoptClaim } = claims;

  return {
    /**
     * A provider event (a verified webhook, or the sandbox clock): replayed ids do nothing, and the
     * event's own copy is never trusted — the subscription is read back from the provider, so events
     * arriving out of order still leave the latest state.
     */
    async handleEvent(event: ProviderEvent): Promise<"applied" | "duplicate" | "ignored"> {
      if (await repository.eventSeen(event.id)) return "duplicate";
      const record = { id: event.id, provider: provider.name, type: event.type };
      const row = event.subscriptionId ? await repository.subscriptionByProviderId(event.subscriptionId) : undefined;
      const customer = row ? await repository.customerById(row.customerId) : undefined;
      if (!row || !customer) {
        // A subscription of one of our customers that no row names (a claim still completing names
        // it in its metadata and is left alone): ended and given back.
        const owner = event.customerId ? await repository.customerByProviderId(event.customerId) : undefined;
        const strays = owner ? await settleStrays(owner) : 0;
        const { applied } = await repository.commit({ event: record });
        return applied && strays > 0 ? "applied" : applied ? "ignored" : "duplicate";
      }
      const ps = await provider.retrieveSubscription(row.providerSubscriptionId);
      const change = await reconcile(row, customer, ps, await clock());
      change.event = record;
      change.invoices = invoiceRows(
        customer,
        row.id,
        await provider.listInvoices(customer.providerCustomerId),
        row.providerSubscriptionId,
      );
      const { applied } = await repository.commit(change);
      // Each charge of a renewal becomes a payment of the membership, with its receipt.
      if (applied) await recordCharges(row, customer, change.invoices);
      return applied ? "applied" : "duplicate";
    },

    /**
     * The worker's sweep of claims whose checkout never said how it ended: each is settled with the
     * provider (the subscription made under it becomes the membership, or the claim goes).
     */
    async settleStaleClaims(now = new Date(), limit = 50): Promise<number> {
      let settled = 0;
      for (const claim of await repository.staleClaims(new Date(now.getTime() - CLAIM_STALE_MS), limit)) {
        const customer = await repository.customerById(claim.customerId);
        if (!customer) continue;
        try {
          await adoptClaim(claim, customer, "es");
          settled += 1;
        } catch {
          // Still in doubt (the provider did not answer): the next sweep asks again.
        }
      }
      return settled;
    },

    /** The sandbox's test clock: moves time forward and lets every subscription catch up. */
    async advanceTestClock(days: number): Promise<{ now: string; events: number }> {
      if (!sandbox) throw new DomainError("NOT_FOUND", "The test clock belongs to the sandbox provider");
      const now = await sandbox.advanceClock(days * 24 * 60 * 60 * 1000);
      const events = await this.runClock();
      return { now: now.toISOString(), events };
    },

    /** The worker's tick: the sandbox moves subscriptions to its time (Stripe does this by itself). */
    async runClock(): Promise<number> {
      if (!sandbox) return 0;
      const events = await sandbox.advance();
      for (const event of events) await this.handleEvent(event);
      return events.length;
    },
  };
}
