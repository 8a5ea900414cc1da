import type { Database } from "@sobremesa/db";
import { createPartnersRepository } from "./partners-repository.ts";
import { createPartnersService } from "./partners-service.ts";
import { createSetupRepository } from "./setup-repository.ts";
import type { PartnersServiceOptions } from "./shared.ts";

export { INVITATION_TTL_MS, type Permission, ROLES_THAT, roleAllows } from "./access.ts";
export { invitationTokenHash } from "./invitations.ts";
export { partnersMessage } from "./messages.ts";
export type { PartnersService } from "./partners-service.ts";
export type { ShiftInput, TimeBlockInput } from "./setup.ts";
export type { Authorize, PartnerActor, PartnersServiceOptions } from "./shared.ts";

/**
 * The partner console for venues: who works where and in which role (owner, manager, host), the
 * owners' invitations by e-mail, and an audit log written in the same transaction as each change.
 */
export function partnersService(db: Database, options: PartnersServiceOptions) {
  return createPartnersService(createPartnersRepository(db), options, createSetupRepository(db));
}
