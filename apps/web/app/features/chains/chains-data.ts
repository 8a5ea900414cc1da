import type { ChainSummary } from "@sobremesa/contracts";
import type { LeadPageData } from "#app/features/leads/index.ts";

export interface ChainsPageData extends LeadPageData {
  chains: ChainSummary[];
  total: number;
}
