import type {
  DoorCheckInAnswer,
  DoorCheckInBody,
  DoorListAnswer,
  ExperienceDraftBody,
  ExperienceEditBody,
  Language,
  NewSessionsBody,
  OrganizerExperience,
  OrganizerSession,
  SessionChangeBody,
  TicketTier,
  TicketTierBody,
  TicketTierChangeBody,
} from "@sobremesa/contracts";
import {
  ApiError,
  errorMessageOf,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type SessionRefundBody,
} from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { partnersApi } from "./partners-api";

/** An organizer's calls in the partner console (experiences, ticket types, sessions), in the page's language. */
export function organizersApi(language: Language) {
  const { request } = partnersApi(language);
  return {
    createExperience: (organizerId: number, body: ExperienceDraftBody) =>
      request<{ experience: OrganizerExperience }>("POST", `/organizers/${organizerId}/experiences`, body),
    updateExperience: (organizerId: number, experienceId: number, body: ExperienceEditBody) =>
      request<{ experience: OrganizerExperience }>(
        "PUT",
        `/organizers/${organizerId}/experiences/${experienceId}`,
        body,
      ),
    addTier: (organizerId: number, experienceId: number, body: TicketTierBody) =>
      request<{ tier: TicketTier }>("POST", `/organizers/${organizerId}/experiences/${experienceId}/tiers`, body),
    changeTier: (organizerId: number, experienceId: number, tierId: number, body: TicketTierChangeBody) =>
      request<{ tier: TicketTier }>(
        "PATCH",
        `/organizers/${organizerId}/experiences/${experienceId}/tiers/${tierId}`,
        body,
      ),
    createSessions: (organizerId: number, experienceId: number, body: NewSessionsBody) =>
      request<{ data: OrganizerSession[] }>(
        "POST",
        `/organizers/${organizerId}/experiences/${experienceId}/sessions`,
        body,
      ),
    changeSession: (organizerId: number, sessionId: number, body: SessionChangeBody) =>
      request<{ session: OrganizerSession }>("PATCH", `/organizers/${organizerId}/sessions/${sessionId}`, body),
    doorList: (organizerId: number, sessionId: number) =>
      request<DoorListAnswer>("GET", `/organizers/${organizerId}/sessions/${sessionId}/door`),
    checkIn: (organizerId: number, sessionId: number, body: DoorCheckInBody) =>
      request<DoorCheckInAnswer>("POST", `/organizers/${organizerId}/sessions/${sessionId}/check-ins`, body),
    cancelSession: (organizerId: number, sessionId: number) =>
      request<{ session: OrganizerSession; refundedOrders: number; refundedMinor: number }>(
        "POST",
        `/organizers/${organizerId}/sessions/${sessionId}/cancellation`,
        {},
      ),
  };
}

/** A refund of one order under its Idempotency-Key: the same form sent twice is the same refund. */
export async function sendSessionRefund(
  language: Language,
  path: { organizerId: number; sessionId: number; code: string },
  body: SessionRefundBody,
  key: string,
): Promise<unknown> {
  const base = apiBases().partners ?? "/partners";
  const response = await fetch(
    `${base === "/" ? "" : base}/organizers/${path.organizerId}/sessions/${path.sessionId}/orders/${path.code}/refunds?lang=${language}`,
    {
      method: "POST",
      headers: {
        [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
        accept: "application/json",
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify(body),
    },
  );
  const answer: unknown = await response.json().catch(() => null);
  if (response.status !== 200) throw new ApiError(errorMessageOf(answer), response.status, answer);
  return answer;
}
