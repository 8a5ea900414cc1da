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
      return auditLogPage(await repository.auditLog(placeId, page), page.limit);
    },
  };
}

/** One page of a business's audit log (a venue's or an organizer's), as the console reads it. */
export function auditLogPage(
  rows: {
    id: number;
    at: Date;
    actorId: string | null;
    actorName: string | null;
    action: string;
    entity: string;
    entityId: string;
    before: unknown;
    after: unknown;
  }[],
  limit: number,
): AuditLogAnswer {
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
    nextBefore: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/** The log's before and after are always objects (or null); anything else would be a bug, shown as null. */
function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
