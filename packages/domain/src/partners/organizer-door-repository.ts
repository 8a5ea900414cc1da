import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";

const { experiences, experienceSessions, experienceOrders, experienceTicketTypes, experienceTickets } = schema;

const guestColumns = {
  id: experienceTickets.id,
  code: experienceTickets.code,
  holderName: experienceTickets.holderName,
  firstName: experienceOrders.firstName,
  lastName: experienceOrders.lastName,
  typeEs: experienceTicketTypes.nameEs,
  typeEn: experienceTicketTypes.nameEn,
  checkedInAt: experienceTickets.checkedInAt,
  checkedInDevice: experienceTickets.checkedInDevice,
};

export type DoorGuestRow = {
  id: string;
  code: string;
  holderName: string;
  firstName: string;
  lastName: string;
  typeEs: string;
  typeEn: string;
  checkedInAt: Date | null;
  checkedInDevice: string | null;
};

/** Storage of the door: a session's tickets, and admitting one at most once. */
export function createOrganizerDoorRepository(db: Database) {
  return {
    /** The tickets of a session's paid orders still valid, by the buyer's name. */
    async guests(sessionId: number): Promise<DoorGuestRow[]> {
      return db
        .select(guestColumns)
        .from(experienceTickets)
        .innerJoin(experienceOrders, eq(experienceOrders.id, experienceTickets.orderId))
        .innerJoin(experienceTicketTypes, eq(experienceTicketTypes.id, experienceTickets.ticketTypeId))
        .where(
          and(
            eq(experienceOrders.sessionId, sessionId),
            eq(experienceOrders.status, "paid"),
            isNull(experienceTickets.voidedAt),
          ),
        )
        .orderBy(
          asc(experienceOrders.lastName),
          asc(experienceOrders.firstName),
          asc(experienceOrders.code),
          asc(experienceTicketTypes.sort),
          asc(experienceTickets.code),
        );
    },

    /** The tickets of these codes wherever they belong, with their order's state, session and organizer. */
    async ticketsByCodes(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select({
          ...guestColumns,
          orderStatus: experienceOrders.status,
          voidedAt: experienceTickets.voidedAt,
          sessionId: experienceOrders.sessionId,
          startsAt: experienceSessions.startsAt,
          organizerId: experiences.organizerId,
          titleEs: experiences.titleEs,
          titleEn: experiences.titleEn,
        })
        .from(experienceTickets)
        .innerJoin(experienceOrders, eq(experienceOrders.id, experienceTickets.orderId))
        .innerJoin(experienceTicketTypes, eq(experienceTicketTypes.id, experienceTickets.ticketTypeId))
        .innerJoin(experienceSessions, eq(experienceSessions.id, experienceOrders.sessionId))
        .innerJoin(experiences, eq(experiences.id, experienceOrders.experienceId))
        .where(inArray(experienceTickets.code, codes));
    },

    /**
     * Admits a ticket if nobody did: one conditional update, so of two devices (or five) scanning it
     * at once exactly one changes the row; the others find it taken. The audit line goes with it.
     */
    async admit(
      ticketId: string,
      admission: { at: Date; device: string; by: string },
      entry: () => AuditWrite,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(experienceTickets)
          .set({ checkedInAt: admission.at, checkedInDevice: admission.device, checkedInBy: admission.by })
          .where(
            and(
              eq(experienceTickets.id, ticketId),
              isNull(experienceTickets.checkedInAt),
              isNull(experienceTickets.voidedAt),
            ),
          )
          .returning({ id: experienceTickets.id });
        if (!row) return false;
        await writeAudit(tx, entry());
        return true;
      });
    },

    /** When and on which device a ticket was admitted, as committed now. */
    async admission(ticketId: string) {
      const [row] = await db
        .select({ checkedInAt: experienceTickets.checkedInAt, checkedInDevice: experienceTickets.checkedInDevice })
        .from(experienceTickets)
        .where(eq(experienceTickets.id, ticketId));
      return row ?? null;
    },
  };
}

export type OrganizerDoorRepository = ReturnType<typeof createOrganizerDoorRepository>;
