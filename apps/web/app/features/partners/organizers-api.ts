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
  };
}
