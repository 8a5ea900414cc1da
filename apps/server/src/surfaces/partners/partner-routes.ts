import { errorResponse } from "@sobremesa/contracts";
import type { PartnerActor } from "@sobremesa/domain/partners";
import type { FastifyRequest } from "fastify";
import type { Services } from "../../services.ts";

/** What every partner route shares: its OpenAPI tag, its refusals, and who is asking. */
export const tags = ["partners"];

/** What a refused partner call can answer besides its success. */
export const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The signed-in person, or null (the partners service answers 401 in the request's language). */
export function partnerActorOf(accounts: Services["accounts"]) {
  return async (request: FastifyRequest): Promise<PartnerActor | null> => {
    const session = await accounts.sessionFromHeaders(request.headers);
    return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
  };
}
