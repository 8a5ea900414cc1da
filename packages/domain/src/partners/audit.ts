import type { AuditLogAnswer, Language } from "@sobremesa/contracts";
import { ROLES_THAT } from "./access.ts";
import type { PartnerActor, PartnersDeps } from "./shared.ts";

/** The audit log, for owners: every change made at the venue, newest first. */
export function auditReader({ repository, authorize }: PartnersDeps) {
  return {
    async auditLog(
      actor: PartnerActor | null,
      placeId: number,
      page: { before?: number | undefined; limit: number },
      language: Language,
    ): Promise<AuditLogAnswer> {
      await authorize(actor, placeId, ROLES_THAT.manageStaff, language);
      const rows = await repository.auditLog(placeId, page);
      return {
        data: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: { id: row.actorId, name: row.actorName ?? "" },
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          before: asRecord(row.before),
          after: asRecord(row.after),
        })),
        nextBefore: rows.length === page.limit ? (rows.at(-1)?.id ?? null) : null,
      };
    },
  };
}

/** The log's before and after are always objects (or null); anything else would be a bug, shown as null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
