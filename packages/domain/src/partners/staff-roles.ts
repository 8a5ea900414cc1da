import { DomainError, type ErrorCode, type Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

/* One team module for every kind of business in the partner area: venues, organizers and stores
   share the rule that a business always keeps an owner, the flow of an owner changing a member's
   role (audited in the change's transaction) and the refusals, each kind in its own words. */

export type BusinessKind = "venue" | "organizer" | "store";

/** What a team write can be refused with inside its transaction. */
export type StaffRefusal = "last-owner" | "already-staff" | "not-found";

type StaffProblem = "lastOwner" | "alreadyStaff" | "staffNotFound";

const problemOf: Record<StaffRefusal, StaffProblem> = {
  "last-owner": "lastOwner",
  "already-staff": "alreadyStaff",
  "not-found": "staffNotFound",
};

const codes: Record<StaffProblem, ErrorCode> = {
  lastOwner: "LAST_OWNER",
  alreadyStaff: "ALREADY_STAFF",
  staffNotFound: "NOT_FOUND",
};

// Each kind keeps its refusals beside its other messages, worded for a venue, an organizer or a store.
const textsOf = {
  venue: "partners.errors",
  organizer: "partners.organizers.errors",
  store: "store.console.problems",
} as const satisfies Record<BusinessKind, string>;

/** Whether a member leaving the owner role (a new role, or null when removed) would leave no owner. */
export function leavesNoOwner(currentRole: string, nextRole: string | null, owners: number): boolean {
  return currentRole === "owner" && nextRole !== "owner" && owners <= 1;
}

/** Refuses a team change in the business kind's own words. */
export function refuseStaff(kind: BusinessKind, problem: StaffProblem, language: Language): never {
  throw new DomainError(codes[problem], domainText(language)(`${textsOf[kind]}.${problem}` as const));
}

/** A refusal raised inside a team write's transaction (its reason known), else the error itself. */
export function refusedStaffWrite(
  kind: BusinessKind,
  error: unknown,
  language: Language,
  reasonOf: (error: unknown) => string | null,
): never {
  const reason = reasonOf(error);
  if (reason !== null && reason in problemOf) return refuseStaff(kind, problemOf[reason as StaffRefusal], language);
  throw error;
}

/** A team row as each business kind stores it. */
interface StaffRowLike {
  id: string;
  userId: string;
  role: string;
}

/** What the audit log keeps of a team row. */
export const staffSnapshot = (row: StaffRowLike) => ({ userId: row.userId, role: row.role });

/** The audit line of a role change, without the business it is about. */
export interface StaffRoleLine {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** How one business kind authorizes, stores and reads its team. */
export interface StaffRolesOf<Actor, Role extends string, Row extends StaffRowLike, Member, Scope> {
  kind: BusinessKind;
  /** The audit log's entity and action of a role change. */
  entity: string;
  action: string;
  /** The business an audit line is about (its column in the partner audit log). */
  scope: (businessId: number) => Scope;
  /** Owners only; refuses everyone else in the kind's words. */
  authorizeOwner: (actor: Actor | null, businessId: number, language: Language) => Promise<unknown>;
  /** Changes the role in one transaction that also writes the audit line; refuses with a known reason. */
  changeRole: (
    businessId: number,
    staffId: string,
    role: Role,
    entry: (before: Row, after: Row) => Scope & StaffRoleLine,
  ) => Promise<Row>;
  reasonOf: (error: unknown) => string | null;
  member: (businessId: number, staffId: string) => Promise<Member | null>;
}

/** An owner changes a member's role; the business always keeps an owner. */
export function staffRoleChange<
  Actor extends { id: string },
  Role extends string,
  Row extends StaffRowLike,
  Member,
  Scope,
>(of: StaffRolesOf<Actor, Role, Row, Member, Scope>) {
  return async (
    actor: Actor | null,
    businessId: number,
    staffId: string,
    role: Role,
    language: Language,
  ): Promise<Member> => {
    await of.authorizeOwner(actor, businessId, language);
    try {
      await of.changeRole(businessId, staffId, role, (before, after) => ({
        ...of.scope(businessId),
        actorId: actor?.id ?? null,
        action: of.action,
        entity: of.entity,
        entityId: after.id,
        before: staffSnapshot(before),
        after: staffSnapshot(after),
      }));
    } catch (error) {
      refusedStaffWrite(of.kind, error, language, of.reasonOf);
    }
    return (await of.member(businessId, staffId)) ?? refuseStaff(of.kind, "staffNotFound", language);
  };
}
