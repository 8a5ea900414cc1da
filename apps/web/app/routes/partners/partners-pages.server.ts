import { isDomainError, type Language, type PartnerVenue } from "@sobremesa/contracts";
import type { PartnerActor } from "@sobremesa/domain/partners";
import { data, redirect } from "react-router";
import type {
  AuditData,
  ForbiddenData,
  InvitationData,
  StaffData,
  VenueData,
  VenuesData,
} from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { signInPath } from "#app/lib/guards/guard-rules.ts";
import { languageOf, type RequestArgs } from "#app/lib/i18n/language-of.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import type { Route as AuditRoute } from "./+types/audit-page";
import type { Route as InvitationRoute } from "./+types/invitation-page";
import type { Route as HomeRoute } from "./+types/partners-home-page";
import type { Route as StaffRoute } from "./+types/staff-page";
import type { Route as VenueRoute } from "./+types/venue-page";

type PartnersArgs =
  | HomeRoute.LoaderArgs
  | VenueRoute.LoaderArgs
  | StaffRoute.LoaderArgs
  | AuditRoute.LoaderArgs
  | InvitationRoute.LoaderArgs;

const headers = { "Cache-Control": PRIVATE_PAGE_CACHE };
const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/** The request's page, language, services and signed-in person (the auth guard already ran). */
export async function contextOf(args: PartnersArgs | (RequestArgs & { context: HomeRoute.LoaderArgs["context"] })) {
  const url = args.url ?? new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext) as WebServices;
  const session = await services.accounts?.sessionFromHeaders(args.request.headers);
  if (!session) throw redirect(signInPath(language, `${url.pathname}${url.search}`));
  if (!services.partners) throw notFound(url.pathname);
  const actor: PartnerActor = { id: session.user.id, email: session.user.email, name: session.user.name };
  return { url, language, partners: services.partners, actor };
}

/**
 * A refusal of the partners service as the page's answer: 404 for strangers, 403 for a role that may
 * not (with the venue, when known, so the console shows the sections the person may open).
 */
function pageRefusal(error: unknown, pathname: string, language: Language, venue?: PartnerVenue): never {
  if (isDomainError(error) && (error.code === "NOT_FOUND" || error.code === "INVITATION_NOT_FOUND"))
    throw notFound(pathname);
  if (isDomainError(error) && error.code === "FORBIDDEN")
    throw venue
      ? data({ forbidden: { venue } } satisfies ForbiddenData, { status: 403, statusText: "Forbidden", headers })
      : data(error.message, { status: 403, statusText: "Forbidden", headers });
  if (isDomainError(error) && error.code === "UNAUTHENTICATED") throw redirect(signInPath(language, pathname));
  throw error;
}

export async function guarded<T>(
  pathname: string,
  language: Language,
  work: () => Promise<T>,
  venue?: PartnerVenue,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return pageRefusal(error, pathname, language, venue);
  }
}

type PartnersContext = Awaited<ReturnType<typeof contextOf>>;

/**
 * A venue's page: the venue (for its sections) and what the page reads, at once. A role the page is
 * not for gets the 403 page with the venue's sections; a stranger the 404.
 */
export async function venuePage<T>(
  { url, language, partners, actor }: PartnersContext,
  placeId: number,
  read: () => Promise<T>,
): Promise<[PartnerVenue, T]> {
  const venue = partners.venue(actor, placeId, language);
  try {
    return await Promise.all([venue, read()]);
  } catch (error) {
    const known = await venue.catch(() => undefined);
    return pageRefusal(error, url.pathname, language, known);
  }
}

/** /socios/: the venues and organizers of the signed-in person. */
export async function loadVenues(args: HomeRoute.LoaderArgs) {
  const { language, partners, actor } = await contextOf(args);
  const services = args.context.get(servicesContext) as WebServices;
  const [venues, organizers, stores] = await Promise.all([
    partners.myVenues(actor),
    services.organizers?.myOrganizers(actor) ?? Promise.resolve([]),
    services.storeConsole?.myStores(actor) ?? Promise.resolve([]),
  ]);
  return data({ language, venues, organizers, stores } satisfies VenuesData, { headers });
}

export function venueIdOf(params: { venueId?: string }): number {
  return Number(params.venueId);
}

export async function loadVenue(args: VenueRoute.LoaderArgs) {
  const { url, language, partners, actor } = await contextOf(args);
  const venue = await guarded(url.pathname, language, () => partners.venue(actor, venueIdOf(args.params), language));
  return data({ language, venue } satisfies VenueData, { headers });
}

export async function loadStaff(args: StaffRoute.LoaderArgs) {
  const context = await contextOf(args);
  const { language, partners, actor } = context;
  const placeId = venueIdOf(args.params);
  const [venue, staff] = await venuePage(context, placeId, () => partners.staff(actor, placeId, language));
  return data({ language, venue, staff, viewerId: actor.id } satisfies StaffData, { headers });
}

export async function loadAudit(args: AuditRoute.LoaderArgs) {
  const context = await contextOf(args);
  const { language, partners, actor } = context;
  const placeId = venueIdOf(args.params);
  const [venue, log] = await venuePage(context, placeId, () =>
    partners.auditLog(actor, placeId, { limit: 50 }, language),
  );
  return data({ language, venue, log } satisfies AuditData, { headers });
}

export async function loadInvitation(args: InvitationRoute.LoaderArgs) {
  const { url, language, partners, actor } = await contextOf(args);
  const token = String(args.params.token);
  const [invitation, viewerInvited] = await guarded(url.pathname, language, () =>
    Promise.all([partners.invitation(token, language), partners.isInvitedAddress(token, actor.email)]),
  );
  return data({ language, token, invitation, viewerEmail: actor.email, viewerInvited } satisfies InvitationData, {
    headers,
  });
}
