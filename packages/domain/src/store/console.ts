import type { Language, PartnerStore, StoreStaffMember, StoreStaffRole } from "@sobremesa/contracts";
import { refusedStaffWrite, refuseStaff, staffRoleChange } from "../partners/index.ts";
import { refuseConsole } from "./console-messages.ts";
import { type ConsoleRepository, StoreConsoleRefused } from "./console-repository.ts";
import { STORE_MANAGER_ROLE } from "./managers.ts";

/** The signed-in person acting in the partner area (the partners domain's PartnerActor). */
export interface ConsoleActor {
  id: string;
  email: string;
  name: string;
}

/** Who may do what at a store: owners and managers run it, owners name and remove its managers. */
export const STORE_ROLES_THAT = {
  runTheStore: ["owner", "store_manager"],
  manageStaff: ["owner"],
  /** The store's own texts and shipping prices, what buyers read of it. */
  editStore: ["owner"],
} as const satisfies Record<string, readonly StoreStaffRole[]>;

export type AuthorizeStore = (
  actor: ConsoleActor | null,
  storeId: number,
  allowed: readonly StoreStaffRole[],
  language: Language,
) => Promise<PartnerStore>;

const asRole = (role: string): StoreStaffRole => (role === "owner" ? "owner" : "store_manager");

/**
 * The one check of every store console call: signed in (401), on the store's team — or an
 * operator with the global store manager role, who runs every store — (404 otherwise, so strangers
 * cannot tell which stores exist), and in one of the allowed roles (403).
 */
export function storeAuthorizer(repository: ConsoleRepository): AuthorizeStore {
  return async (actor, storeId, allowed, language) => {
    if (!actor) return refuseConsole("unauthenticated", language);
    const row = await repository.storeFor(actor.id, storeId);
    if (row) {
      const role = asRole(row.role);
      if (!(allowed as readonly string[]).includes(role)) return refuseConsole("forbidden", language);
      return { ...row, role };
    }
    if (!(await repository.hasRole(actor.id, STORE_MANAGER_ROLE))) return refuseConsole("consoleNotFound", language);
    const store = await repository.storeById(storeId);
    if (!store) return refuseConsole("consoleNotFound", language);
    if (!(allowed as readonly string[]).includes("store_manager")) return refuseConsole("forbidden", language);
    return { ...store, role: "store_manager" };
  };
}

const storeReasonOf = (error: unknown) => (error instanceof StoreConsoleRefused ? error.reason : null);

function memberOf(row: Awaited<ReturnType<ConsoleRepository["staffOf"]>>[number]): StoreStaffMember {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name.trim() || `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
    role: asRole(row.role),
    since: row.createdAt.toISOString(),
  };
}

/** The person's stores and each store's team, which its owners change. */
export function consoleStaff(repository: ConsoleRepository, authorize: AuthorizeStore) {
  return {
    /** The stores the person runs: their own, and every store for an operator's global role. */
    async myStores(actor: ConsoleActor): Promise<PartnerStore[]> {
      const own = (await repository.storesOf(actor.id)).map((row) => ({ ...row, role: asRole(row.role) }));
      if (!(await repository.hasRole(actor.id, STORE_MANAGER_ROLE))) return own;
      const mine = new Set(own.map((row) => row.id));
      const others = (await repository.allStores())
        .filter((row) => !mine.has(row.id))
        .map((row) => ({ ...row, role: "store_manager" as const }));
      return [...own, ...others].sort((a, b) => a.name.localeCompare(b.name, "es") || a.id - b.id);
    },

    partnerStore(actor: ConsoleActor | null, storeId: number, language: Language): Promise<PartnerStore> {
      return authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
    },

    /** The store for an owner-only page (its team): a store manager is refused (403) in the store's words. */
    ownerStore(actor: ConsoleActor | null, storeId: number, language: Language): Promise<PartnerStore> {
      return authorize(actor, storeId, STORE_ROLES_THAT.manageStaff, language);
    },

    async storeStaff(actor: ConsoleActor | null, storeId: number, language: Language) {
      await authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);
      return { staff: (await repository.staffOf(storeId)).map(memberOf) };
    },

    /** An owner names a store manager by the e-mail of an existing account. */
    async grantStoreManager(
      actor: ConsoleActor | null,
      storeId: number,
      email: string,
      language: Language,
    ): Promise<StoreStaffMember> {
      await authorize(actor, storeId, STORE_ROLES_THAT.manageStaff, language);
      const address = email.trim().toLowerCase();
      const user = await repository.liveUserByEmail(address);
      if (!user) return refuseConsole("noAccount", language, { email: address });
      try {
        const row = await repository.addStaff(storeId, user.id, actor?.id ?? null);
        const member = (await repository.staffOf(storeId)).find((entry) => entry.id === row.id);
        if (!member) return refuseStaff("store", "staffNotFound", language);
        return memberOf(member);
      } catch (error) {
        if (error instanceof StoreConsoleRefused && error.reason === "already-staff")
          return refuseStaff("store", "alreadyStaff", language);
        throw error;
      }
    },

    async removeStoreManager(actor: ConsoleActor | null, storeId: number, staffId: string, language: Language) {
      await authorize(actor, storeId, STORE_ROLES_THAT.manageStaff, language);
      try {
        await repository.removeStaff(storeId, staffId, actor?.id ?? null);
      } catch (error) {
        refusedStaffWrite("store", error, language, storeReasonOf);
      }
      return { removed: true as const };
    },

    /** An owner makes a member an owner or a store manager; the store always keeps an owner. */
    changeStoreRole: staffRoleChange({
      kind: "store",
      entity: "store_staff",
      action: "store_staff.role",
      scope: (storeId) => ({ storeId }),
      authorizeOwner: (actor: ConsoleActor | null, storeId, language) =>
        authorize(actor, storeId, STORE_ROLES_THAT.manageStaff, language),
      changeRole: (storeId, staffId, role: StoreStaffRole, entry) =>
        repository.changeRole(storeId, staffId, role, entry),
      reasonOf: storeReasonOf,
      member: async (storeId, staffId) => {
        const row = (await repository.staffOf(storeId)).find((entry) => entry.id === staffId);
        return row ? memberOf(row) : null;
      },
    }),
  };
}
