import { data } from "react-router";
import type {
  DoorData,
  ExperienceData,
  NewExperienceData,
  OrganizerAuditData,
  OrganizerData,
  OrganizerStaffData,
  SessionData,
} from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import type { Route as AuditRoute } from "./+types/organizer-audit-page";
import type { Route as DoorRoute } from "./+types/organizer-door-page";
import type { Route as ExperienceRoute } from "./+types/organizer-experience-page";
import type { Route as NewExperienceRoute } from "./+types/organizer-new-experience-page";
import type { Route as OrganizerRoute } from "./+types/organizer-page";
import type { Route as SessionRoute } from "./+types/organizer-session-page";
import type { Route as StaffRoute } from "./+types/organizer-staff-page";
import { contextOf, guarded } from "./partners-pages.server";

const headers = { "Cache-Control": PRIVATE_PAGE_CACHE };

type OrganizerArgs =
  | AuditRoute.LoaderArgs
  | OrganizerRoute.LoaderArgs
  | NewExperienceRoute.LoaderArgs
  | ExperienceRoute.LoaderArgs
  | SessionRoute.LoaderArgs
  | DoorRoute.LoaderArgs
  | StaffRoute.LoaderArgs;

/** The request's organizer service and the organizer the page is about (404 for strangers, 403 for a role). */
async function organizerContext(args: OrganizerArgs) {
  const context = await contextOf(args);
  const organizers = (args.context.get(servicesContext) as WebServices).organizers;
  if (!organizers) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const organizerId = Number(args.params.organizerId);
  const guard = <T>(work: () => Promise<T>) => guarded(context.url.pathname, context.language, work);
  return { ...context, organizers, organizerId, guard };
}

export async function loadOrganizer(args: OrganizerRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const [organizer, experiences] = await guard(() =>
    Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.organizerExperiences(actor, organizerId, language),
    ]),
  );
  return data({ language, organizer, experiences: experiences.data } satisfies OrganizerData, { headers });
}

export async function loadNewExperience(args: NewExperienceRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const [organizer, cities] = await guard(async () => {
    const [found, served] = await Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.organizerCities(actor, organizerId, language),
    ]);
    // Door staff read experiences but write none: the editor is refused them as the API would.
    await organizers.authorizeOrganizer(actor, organizerId, ["owner", "manager"], language);
    return [found, served] as const;
  });
  return data({ language, organizer, cities } satisfies NewExperienceData, { headers });
}

export async function loadExperience(args: ExperienceRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const experienceId = Number(args.params.experienceId);
  const [organizer, experience, sessions, cities] = await guard(() =>
    Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.organizerExperience(actor, organizerId, experienceId, language),
      organizers.experienceSessions(actor, organizerId, experienceId, language),
      organizers.organizerCities(actor, organizerId, language),
    ]),
  );
  return data({ language, organizer, experience, sessions: sessions.data, cities } satisfies ExperienceData, {
    headers,
  });
}

export async function loadSession(args: SessionRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const sessionId = Number(args.params.sessionId);
  const [organizer, sales] = await guard(() =>
    Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.sessionSales(actor, organizerId, sessionId, language),
    ]),
  );
  return data({ language, organizer, sales } satisfies SessionData, { headers });
}

/** The door of a session (door staff, managers, owners): the guest list the device keeps. */
export async function loadDoor(args: DoorRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const sessionId = Number(args.params.sessionId);
  const [organizer, list] = await guard(() =>
    Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.doorList(actor, organizerId, sessionId, language),
    ]),
  );
  return data({ language, organizer, list } satisfies DoorData, { headers });
}

/** Times of the log in the country's main zone (an organizer's experiences may span zones). */
const COUNTRY_ZONES: Record<string, string> = {
  mx: "America/Mexico_City",
  co: "America/Bogota",
  cr: "America/Costa_Rica",
};

export async function loadOrganizerAudit(args: AuditRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const [organizer, log] = await guard(() =>
    Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.organizerAuditLog(actor, organizerId, { limit: 50 }, language),
    ]),
  );
  const timeZone = COUNTRY_ZONES[organizer.countryCode] ?? "America/Mexico_City";
  return data({ language, organizer, timeZone, log } satisfies OrganizerAuditData, { headers });
}

export async function loadOrganizerStaff(args: StaffRoute.LoaderArgs) {
  const { language, actor, organizers, organizerId, guard } = await organizerContext(args);
  const [organizer, staff] = await guard(() =>
    Promise.all([
      organizers.organizer(actor, organizerId, language),
      organizers.organizerStaff(actor, organizerId, language),
    ]),
  );
  return data({ language, organizer, staff } satisfies OrganizerStaffData, { headers });
}
