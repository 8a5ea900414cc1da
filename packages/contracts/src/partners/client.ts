import type { ApiClient } from "../client.ts";
import type {
  AcceptedAnswer,
  AcceptInvitationBody,
  AuditLogAnswer,
  ChangeRoleBody,
  InvitationAnswer,
  InvitationPreview,
  InviteStaffBody,
  MyVenuesAnswer,
  StaffAnswer,
  StaffMemberAnswer,
  VenueAnswer,
} from "./schemas.ts";

/** The partner console's calls, under the partners base, in the client's language. */
export function createPartnersClient(client: ApiClient) {
  const venue = (venueId: number) => `/venues/${venueId}`;
  return {
    myVenues: () => client.partners<MyVenuesAnswer>("GET", "/venues"),
    venue: (venueId: number) => client.partners<VenueAnswer>("GET", venue(venueId)),
    staff: (venueId: number) => client.partners<StaffAnswer>("GET", `${venue(venueId)}/staff`),
    invite: (venueId: number, body: InviteStaffBody) =>
      client.partners<InvitationAnswer>("POST", `${venue(venueId)}/invitations`, body),
    revokeInvitation: (venueId: number, invitationId: string) =>
      client.partners<{ removed: true }>("DELETE", `${venue(venueId)}/invitations/${invitationId}`),
    changeRole: (venueId: number, staffId: string, body: ChangeRoleBody) =>
      client.partners<StaffMemberAnswer>("PATCH", `${venue(venueId)}/staff/${staffId}`, body),
    removeStaff: (venueId: number, staffId: string) =>
      client.partners<{ removed: true }>("DELETE", `${venue(venueId)}/staff/${staffId}`),
    audit: (venueId: number, before?: number) =>
      client.partners<AuditLogAnswer>("GET", `${venue(venueId)}/audit`, undefined, before ? { before } : {}),
    invitation: (token: string) =>
      client.partners<{ invitation: InvitationPreview }>("GET", `/invitations/${encodeURIComponent(token)}`),
    accept: (body: AcceptInvitationBody) => client.partners<AcceptedAnswer>("POST", "/accepted-invitations", body),
  };
}
export type PartnersClient = ReturnType<typeof createPartnersClient>;
