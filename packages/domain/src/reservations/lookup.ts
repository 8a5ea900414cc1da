import type { Language } from "@sobremesa/contracts";
import { reservationLinkMessage } from "./messages.ts";
import type { Access, ReservationView } from "./reservation-types.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import { authorise, managePath } from "./service-context.ts";

/** Finding bookings: by code for whoever may see it, a user's own, and the manage link sent again. */
export function lookup({ repository, siteUrl, placeById, setupOf, view, viewOf }: ReservationsDeps) {
  return {
    async get(code: string, access: Access, language: Language): Promise<ReservationView> {
      const row = authorise(await repository.byCode(code.toUpperCase()), access, language);
      return viewOf(row);
    },

    /**
     * The manage link again, by e-mail, for whoever opened the booking's page without it (a calendar
     * entry links there): sent only to the booking's own e-mail and only when the caller typed that
     * one, so the caller learns nothing either way.
     */
    async sendManageLink(code: string, email: string, language: Language): Promise<void> {
      const row = await repository.byCode(code.toUpperCase());
      const typed = email.trim().toLowerCase();
      // An anonymised booking has no e-mail left to match.
      if (!row?.email || row.email !== typed) return;
      const place = await placeById(row.placeId);
      if (!place) return;
      const message = reservationLinkMessage(language, {
        placeName: place.name,
        code: row.code,
        manageUrl: `${siteUrl}${managePath(language, row.code, row.manageToken)}`,
      });
      await repository.enqueue([
        { channel: "email", recipient: row.email, ...message, template: "reservation-link", language },
      ]);
    },

    async listForUser(userId: string): Promise<ReservationView[]> {
      const rows = await repository.forUser(userId, 100);
      if (rows.length === 0) return [];
      const placeIds = [...new Set(rows.map((row) => row.placeId))];
      const details = new Map(
        await Promise.all(
          placeIds.map(async (id) => [id, { place: await placeById(id), setup: await setupOf(id) }] as const),
        ),
      );
      return rows.flatMap((row) => {
        const detail = details.get(row.placeId);
        return detail?.place ? [view(row, detail.place, detail.setup)] : [];
      });
    },
  };
}
