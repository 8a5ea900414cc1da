import type { Language, PartnerVenue } from "@sobremesa/contracts";
import { ROLES_THAT, roleAllows } from "./access.ts";
import { auditReader } from "./audit.ts";
import { floor } from "./floor.ts";
import type { FloorRepository } from "./floor-repository.ts";
import { invitations } from "./invitations.ts";
import { menu } from "./menu.ts";
import type { MenuRepository } from "./menu-repository.ts";
import { refuse } from "./messages.ts";
import type { PartnersRepository } from "./partners-repository.ts";
import { setup } from "./setup.ts";
import type { SetupRepository } from "./setup-repository.ts";
import {
  type Authorize,
  type PartnerActor,
  type PartnersDeps,
  type PartnersServiceOptions,
  toVenue,
} from "./shared.ts";
import { staff } from "./staff.ts";

export function createPartnersService(
  repository: PartnersRepository,
  input: PartnersServiceOptions,
  setupRepository: SetupRepository,
  floorRepository: FloorRepository,
  menuRepository: MenuRepository,
) {
  const options = { ...input, now: input.now ?? (() => new Date()) };

  /**
   * The one check every partner endpoint makes: signed in (401), staff of this venue (404, so
   * strangers cannot tell which venues exist), and in one of the allowed roles (403).
   */
  const authorize: Authorize = async (actor, placeId, allowed, language) => {
    if (!actor) return refuse("unauthenticated", language);
    const row = await repository.venueFor(actor.id, placeId);
    if (!row) return refuse("notFound", language);
    if (!roleAllows(row.role, allowed)) return refuse("forbidden", language);
    return toVenue(row);
  };

  const deps: PartnersDeps = { repository, options, authorize };

  return {
    authorize,
    /** The venues the person works for, with their role at each (a chain's people have several). */
    async myVenues(actor: PartnerActor): Promise<PartnerVenue[]> {
      return (await repository.venuesOf(actor.id)).map(toVenue);
    },
    /** One venue as its staff see it. */
    venue(actor: PartnerActor | null, placeId: number, language: Language): Promise<PartnerVenue> {
      return authorize(actor, placeId, ROLES_THAT.runTheDay, language);
    },
    ...staff(deps),
    ...invitations(deps),
    ...auditReader(deps),
    ...setup(deps, setupRepository),
    ...floor(deps, floorRepository, setupRepository),
    ...menu(deps, menuRepository),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
