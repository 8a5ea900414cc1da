import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, inArray, sql } from "drizzle-orm";

const { sandboxBillingObjects } = schema;

export type SandboxKind =
  | "customer"
  | "payment_method"
  | "setup_intent"
  | "subscription"
  | "invoice"
  | "payment"
  | "clock";

export interface SandboxObject<T> {
  id: string;
  kind: SandboxKind;
  customerId: string | null;
  data: T;
}

/** The sandbox provider's storage: its objects as JSON, keyed like Stripe's (`cus_…`, `sub_…`). */
export function createSandboxRepository(db: Database) {
  return {
    async insert<T extends object>(
      object: SandboxObject<T>,
      idempotencyKey: string | null,
    ): Promise<{ object: SandboxObject<T>; created: boolean }> {
      const rows = await db
        .insert(sandboxBillingObjects)
        .values({
          id: object.id,
          kind: object.kind,
          customerId: object.customerId,
          data: object.data as Record<string, unknown>,
          idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      if (rows.length > 0) return { object, created: true };
      // The key was used before: the first request's object is the answer (Stripe's idempotency).
      const [existing] = idempotencyKey
        ? await db.select().from(sandboxBillingObjects).where(eq(sandboxBillingObjects.idempotencyKey, idempotencyKey))
        : [];
      if (!existing) throw new Error(`sandbox object ${object.id} could not be stored`);
      return { object: toObject<T>(existing), created: false };
    },

    async get<T>(id: string, kind: SandboxKind): Promise<SandboxObject<T> | undefined> {
      const [row] = await db
        .select()
        .from(sandboxBillingObjects)
        .where(and(eq(sandboxBillingObjects.id, id), eq(sandboxBillingObjects.kind, kind)));
      return row ? toObject<T>(row) : undefined;
    },

    async update<T extends object>(id: string, data: T, customerId?: string | null): Promise<void> {
      await db
        .update(sandboxBillingObjects)
        .set({ data: data as Record<string, unknown>, ...(customerId !== undefined ? { customerId } : {}) })
        .where(eq(sandboxBillingObjects.id, id));
    },

    async listOf<T>(kind: SandboxKind, customerId: string): Promise<SandboxObject<T>[]> {
      const rows = await db
        .select()
        .from(sandboxBillingObjects)
        .where(and(eq(sandboxBillingObjects.kind, kind), eq(sandboxBillingObjects.customerId, customerId)))
        .orderBy(sandboxBillingObjects.createdAt, sandboxBillingObjects.id);
      return rows.map((row) => toObject<T>(row));
    },

    /** Subscriptions the clock may have to move: not yet ended. */
    async openSubscriptions<T>(): Promise<SandboxObject<T>[]> {
      const rows = await db
        .select()
        .from(sandboxBillingObjects)
        .where(
          and(
            eq(sandboxBillingObjects.kind, "subscription"),
            inArray(sql`${sandboxBillingObjects.data}->>'status'`, ["trialing", "active", "past_due"]),
          ),
        )
        .orderBy(sandboxBillingObjects.createdAt);
      return rows.map((row) => toObject<T>(row));
    },

    async countOf(kind: SandboxKind): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sandboxBillingObjects)
        .where(eq(sandboxBillingObjects.kind, kind));
      return row?.count ?? 0;
    },

    /** The test clock's offset from real time, in milliseconds. */
    async clockOffset(): Promise<number> {
      const [row] = await db.select().from(sandboxBillingObjects).where(eq(sandboxBillingObjects.id, "clock"));
      return Number((row?.data as { offsetMs?: number } | undefined)?.offsetMs ?? 0);
    },

    async moveClock(byMs: number): Promise<number> {
      const [row] = await db
        .insert(sandboxBillingObjects)
        .values({ id: "clock", kind: "clock", data: { offsetMs: byMs } })
        .onConflictDoUpdate({
          target: sandboxBillingObjects.id,
          set: {
            data: sql`jsonb_build_object('offsetMs', coalesce((${sandboxBillingObjects.data}->>'offsetMs')::bigint, 0) + ${byMs})`,
          },
        })
        .returning();
      return Number((row?.data as { offsetMs?: number } | undefined)?.offsetMs ?? byMs);
    },
  };
}

function toObject<T>(row: typeof sandboxBillingObjects.$inferSelect): SandboxObject<T> {
  return { id: row.id, kind: row.kind as SandboxKind, customerId: row.customerId, data: row.data as T };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
