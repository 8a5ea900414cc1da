import type { Language, PartnerVenue, VenueRole } from "@sobremesa/contracts";
import type { PartnersRepository } from "./partners-repository.ts";

export interface PartnersServiceOptions {
  /** Public base URL of the links in invitation e-mails (SITE_URL). */
  siteUrl: string;
  /** The clock; tests move it to expire invitations. */
  now?: () => Date;
  /** Invitation link tokens; tests fix them. */
  newToken?: () => string;
}

/** The signed-in person acting in the partner console. */
export interface PartnerActor {
  id: string;
  email: string;
  name: string;
}

export interface PartnersDeps {
  repository: PartnersRepository;
  options: Required<Pick<PartnersServiceOptions, "siteUrl" | "now">> & PartnersServiceOptions;
  authorize: Authorize;
}

export type Authorize = (
  actor: PartnerActor | null,
  placeId: number,
  allowed: readonly VenueRole[],
  language: Language,
) => Promise<PartnerVenue>;

/** A venue without a city row (never in the seed) shows its times in Mexico City's zone. */
const DEFAULT_TIME_ZONE = "America/Mexico_City";

export function toVenue(row: {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  timeZone: string | null;
  role: string;
}): PartnerVenue {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    role: row.role as VenueRole,
  };
}
