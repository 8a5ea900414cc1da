import type {
  AccountUser,
  ExperienceOrderSummary,
  Language,
  ReservationAnswer,
  StoreOrderSummary,
} from "@sobremesa/contracts";
import type { WebMemberships } from "#app/services.ts";

/** The sections of the user panel, in the order of its navigation; `?tab=` names one. */
export const userPanelTabs = ["profile", "security", "reservations", "experiences", "orders", "membership"] as const;
export type UserPanelTab = (typeof userPanelTabs)[number];

export function tabOf(search: string | URLSearchParams): UserPanelTab {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get("tab");
  return (userPanelTabs as readonly string[]).includes(value ?? "") ? (value as UserPanelTab) : "profile";
}

export interface UserPanelData {
  id: string;
  language: Language;
  title: string;
  description: string;
  /** The signed-in user from the server's session; null only on a server without accounts (the page then asks /api/user/me). */
  user: AccountUser | null;
  tab: UserPanelTab;
  /** The user's table reservations, newest first (empty without a session or a reservations service). */
  reservations: ReservationAnswer[];
  membership: MembershipPanelData;
  /** The user's ticket orders, read only on the things-to-do tab (latest session first). */
  experienceOrders: ExperienceOrderSummary[];
  /** The user's store orders, read only on the orders tab (latest first). */
  storeOrders: StoreOrderSummary[];
}

export type MembershipOverview = Awaited<ReturnType<WebMemberships["overviewOf"]>>;

/**
 * The membership section's data, read only when that section is shown: "skipped" on the other
 * tabs, "failed" when the server has no memberships service or could not read it (the section says
 * so and offers to try again), else the server's truth.
 */
export type MembershipPanelData =
  | { state: "skipped" }
  | { state: "failed" }
  | {
      state: "loaded";
      overview: MembershipOverview;
      /** The plan's discount at participating places (the subscription itself only names the plan). */
      placesDiscount: number | null;
      provider: WebMemberships["provider"];
    };

/** Upcoming: still active and not started; everything else (past, cancelled, no-show) is history. */
export function splitReservations(reservations: ReservationAnswer[], now: Date) {
  const active = new Set(["pending", "confirmed", "seated"]);
  const upcoming = reservations
    .filter((reservation) => active.has(reservation.status) && Date.parse(reservation.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = reservations.filter((reservation) => !upcoming.includes(reservation));
  return { upcoming, past };
}
