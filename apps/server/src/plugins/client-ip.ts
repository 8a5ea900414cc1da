import { clientIp } from "@sobremesa/domain/search";
import type { FastifyRequest } from "fastify";

/**
 * The visitor's IP for every part of the server that needs one to choose a city (the API's near me
 * and geolocation, and the server-rendered pages through their context): x-client-ip, then the
 * first x-forwarded-for entry, then the socket. Only the server sees the socket, which is why pages
 * get the answer rather than reading headers themselves. Never for security decisions (limits use
 * request.ip, which honours TRUST_PROXY): any client can claim these headers.
 */
export function requestIp(request: FastifyRequest): string | undefined {
  return clientIp({ headers: request.headers, socketAddress: request.socket?.remoteAddress });
}
