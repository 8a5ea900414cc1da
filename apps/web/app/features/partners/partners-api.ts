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
} from "@sobremesa/contracts";
import {
  ApiError,
  errorMessageOf,
  type Language,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";

export interface PartnersClientOptions {
  /** Origin of the site ("" for same-origin calls in the browser). */
  origin: string;
  /** PARTNERS_API_BASE. */
  base: string;
  language: Language;
  fetch?: typeof fetch;
}

/**
 * The partner console's calls, under its base, JSON, with `lang` in the query so errors come in
 * the page's language; any answer but 200 or 201 throws its message. It lives in the feature, not
 * in the contracts' index, so the consumer pages' first view (which reaches that index) never carries it.
 */
export function createPartnersClient(options: PartnersClientOptions) {
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  const client = {
    async partners<T>(
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
      path: string,
      payload?: unknown,
      query: Record<string, string | number> = {},
    ): Promise<T> {
      const search = new URLSearchParams({
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        lang: options.language,
      });
      const base = options.base === "/" ? "" : options.base;
      const headers = new Headers({ [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, accept: "application/json" });
      if (payload !== undefined) headers.set("content-type", "application/json");
      const init: RequestInit = { method, headers };
      if (payload !== undefined) init.body = JSON.stringify(payload);
      const response = await doFetch(`${options.origin}${base}${path}?${search}`, init);
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      if (response.status !== 200 && response.status !== 201)
        throw new ApiError(errorMessageOf(body), response.status, body);
      return body as T;
    },
  };
  const venue = (venueId: number) => `/venues/${venueId}`;
  return {
    /** Any partner call: the console's other sections (setup, day book) build their clients on it. */
    request: client.partners,
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

/** The partner console's API at its configured base, in the page's language (errors come back in it). */
export function partnersApi(language: Language) {
  return createPartnersClient({ origin: "", base: apiBases().partners ?? "/partners", language });
}
