import { reminderKeys } from "./booking-messages.ts";
import type { FinishedVisit } from "./reservation-types.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import type { NewOutboxRow } from "./reservations-repository.ts";

/** After the table's time, and the other domains' hooks: finished visits, erased accounts, counts. */
export function visits({ repository, now }: ReservationsDeps) {
  return {
    /**
     * Marks visits whose time is over as completed and writes, in the same transaction, the messages
     * `afterVisit` returns for each (the satisfaction survey's invitation). Returns how many.
     */
    async completeFinished(afterVisit: (visit: FinishedVisit) => NewOutboxRow[], limit = 200): Promise<number> {
      return repository.transaction(async (tx) => {
        const rows = await tx.completeFinished(now(), limit);
        const messages: NewOutboxRow[] = [];
        for (const row of rows) {
          // Through the transaction: PGlite has one connection, which the transaction holds.
          const place = await tx.placeById(row.placeId);
          messages.push(...afterVisit({ ...row, placeName: place?.name ?? "" }));
        }
        await tx.enqueue(messages);
        // A reminder still waiting (a visit ended early, or moved into the past) must not go out after it.
        await tx.unschedule(rows.flatMap(reminderKeys));
        return rows.length;
      });
    },

    /**
     * Development and the browser journeys only (served under /__dev/, never in production): ends a
     * booking's visit now, so the follow-up of a finished visit can be seen without waiting for it.
     */
    endVisitNow: (code: string) => repository.endVisitNow(code.toUpperCase()),

    /** For the accounts domain's onAccountDeleted hook. */
    anonymiseForUser: (userId: string) => repository.anonymiseForUser(userId),
    /**
     * For the accounts domain's onEmailProven hook: the guest bookings made with an e-mail become
     * the account's once it proved the address is its own. Idempotent; returns how many joined.
     */
    joinGuestBookings: (userId: string, email: string) =>
      email.includes("@") ? repository.joinGuestBookings(userId, email) : Promise.resolve(0),
    /** Bookings a user made since an instant, cancelled ones aside (the membership's reservation count). */
    countForUserSince: (userId: string, since: Date) => repository.countForUserSince(userId, since),
  };
}
