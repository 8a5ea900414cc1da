import type { ApiClient } from "../client.ts";
import type { ConciergeLeadBody, LeadAnswer, PartnerLeadBody } from "./schemas.ts";

/** The lead forms' calls (main web API, JSON, `lang` in the query so errors come in the page's language). */
export function createLeadsClient(client: ApiClient) {
  return {
    concierge: (body: ConciergeLeadBody) => client.mainWrite<LeadAnswer>("POST", "/api/leads/concierge", body),
    partner: (body: PartnerLeadBody) => client.mainWrite<LeadAnswer>("POST", "/api/leads/partners", body),
  };
}
export type LeadsClient = ReturnType<typeof createLeadsClient>;
