import type {
  DoorCheckInAnswer,
  DoorGuest,
  DoorListAnswer,
  DoorScan,
  DoorScanResult,
  Language,
} from "@sobremesa/contracts";
import { isOwnAdmission, scanTimeProblem, ticketAtDoor } from "./door-rules.ts";
import { type AuthorizeOrganizer, ORGANIZER_ROLES_THAT } from "./organizer-access.ts";
import type { DoorGuestRow, OrganizerDoorRepository } from "./organizer-door-repository.ts";
import { refuseOrganizer } from "./organizer-messages.ts";
import type { OrganizerSessionsRepository } from "./organizer-sessions-repository.ts";
import type { PartnerActor } from "./shared.ts";

const guestOf = (row: DoorGuestRow): DoorGuest => ({
  code: row.code,
  // The ticket's holder (a friend it was given to), else the buyer.
  name: row.holderName || `${row.firstName} ${row.lastName}`.trim(),
  typeEs: row.typeEs,
  typeEn: row.typeEn,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  checkedInDevice: row.checkedInDevice,
});

/**
 * The door of a session (door staff, managers, owners): the guest list a device keeps to admit
 * offline, and batches of scans, each admitting its ticket at most once whichever device is first.
 */
export function organizerDoor(deps: {
  door: OrganizerDoorRepository;
  sessions: OrganizerSessionsRepository;
  authorizeOrganizer: AuthorizeOrganizer;
  now: () => Date;
}) {
  const { door, sessions, authorizeOrganizer, now } = deps;

  async function doorSession(actor: PartnerActor | null, organizerId: number, sessionId: number, language: Language) {
    await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.checkIn, language);
    const found = await sessions.sessionOf(organizerId, sessionId);
    if (!found) return refuseOrganizer("sessionNotFound", language);
    return found;
  }

  return {
    async doorList(
      actor: PartnerActor | null,
      organizerId: number,
      sessionId: number,
      language: Language,
    ): Promise<DoorListAnswer> {
      const found = await doorSession(actor, organizerId, sessionId, language);
      const readAt = now();
      return {
        session: { id: found.session.id, startsAt: found.session.startsAt.toISOString() },
        experience: {
          id: found.experience.id,
          titleEs: found.experience.titleEs,
          titleEn: found.experience.titleEn,
          timeZone: found.experience.timeZone,
        },
        guests: (await door.guests(sessionId)).map(guestOf),
        readAt: readAt.toISOString(),
      };
    },

    /**
     * A device's scans, in the order it made them: each ticket of this session's paid orders is
     * admitted by the first scan to reach the database; later ones answer when and on which device.
     */
    async checkIn(
      actor: PartnerActor | null,
      organizerId: number,
      sessionId: number,
      batch: { deviceId: string; scans: DoorScan[] },
      language: Language,
    ): Promise<DoorCheckInAnswer> {
      await doorSession(actor, organizerId, sessionId, language);
      const by = (actor as PartnerActor).id;
      const at = now();
      for (const scan of batch.scans) {
        const problem = scanTimeProblem(new Date(scan.scannedAt), at);
        if (problem) return refuseOrganizer(problem, language, { at: scan.scannedAt, days: 3 });
      }
      const tickets = new Map(
        (await door.ticketsByCodes([...new Set(batch.scans.map((scan) => scan.code))])).map((row) => [row.code, row]),
      );
      const answer = (scan: DoorScan, result: Partial<DoorScanResult> & Pick<DoorScanResult, "outcome">) => ({
        code: scan.code,
        guest: null,
        checkedInAt: null,
        checkedInDevice: null,
        otherSession: null,
        ...result,
      });
      // Oldest first, so of one ticket scanned twice while offline the first scan is the admission.
      const ordered = batch.scans
        .map((scan, index) => ({ scan, index, time: Date.parse(scan.scannedAt) }))
        .sort((a, b) => a.time - b.time || a.index - b.index);
      const results: DoorScanResult[] = new Array(batch.scans.length);
      for (const { scan, index, time } of ordered) {
        const ticket = tickets.get(scan.code);
        const state = ticketAtDoor(ticket, { organizerId, sessionId });
        if (!ticket || state === "unknown") {
          results[index] = answer(scan, { outcome: "unknown" });
          continue;
        }
        if (state === "otherSession") {
          const ours = ticket.organizerId === organizerId;
          results[index] = answer(scan, {
            outcome: "otherSession",
            otherSession: ours
              ? { startsAt: ticket.startsAt.toISOString(), titleEs: ticket.titleEs, titleEn: ticket.titleEn }
              : null,
          });
          continue;
        }
        if (state === "cancelled") {
          results[index] = answer(scan, { outcome: "cancelled", guest: guestOf(ticket) });
          continue;
        }
        const admission = { at: new Date(time), device: batch.deviceId, by };
        const admitted = await door.admit(ticket.id, admission, () => ({
          placeId: null,
          organizerId,
          actorId: by,
          action: "ticket.check-in",
          entity: "experience_ticket",
          entityId: ticket.id,
          before: { checkedInAt: null },
          after: { checkedInAt: admission.at.toISOString(), device: batch.deviceId, sessionId },
        }));
        const found = admitted
          ? { checkedInAt: admission.at, checkedInDevice: batch.deviceId }
          : await door.admission(ticket.id);
        const guest = guestOf({ ...ticket, ...found });
        results[index] =
          admitted || (found && isOwnAdmission(found, admission))
            ? answer(scan, {
                outcome: "admitted",
                guest,
                checkedInAt: guest.checkedInAt,
                checkedInDevice: batch.deviceId,
              })
            : answer(scan, {
                outcome: "alreadyUsed",
                guest,
                checkedInAt: guest.checkedInAt,
                checkedInDevice: guest.checkedInDevice,
              });
      }
      return { results };
    },
  };
}
