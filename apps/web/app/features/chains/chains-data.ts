import type { ChainSummary } from "@sobremesa/contracts";
import type { LeadPageData } from "../leads/lead-page";

export interface ChainsPageData extends LeadPageData {
  chains: ChainSummary[];
  total: number;
}
