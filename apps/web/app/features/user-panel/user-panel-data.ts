import type { AccountUser, Language, ReservationAnswer } from "@sobremesa/contracts";
import type { ReservationsService } from "@sobremesa/domain/reservations";
import { data } from "react-router";
import { getI18n } from "../../i18n/i18n";
import type { WebAccounts } from "../../services";
import { currentSession } from "../guards/session";
import { pageRouteOfRequest } from "../navigation/page-route";

/** The sections of the user panel, in the order of its navigation; `?tab=` names one. */
export const userPanelTabs = ["profile", "security", "reservations", "experiences", "orders", "membership"] as const;
export type UserPanelTab = (typeof userPanelTabs)[number];

export function tabOf(search: string | URLSearchParams): UserPanelTab {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get("tab");
  return (userPanelTabs as readonly string[]).includes(value ?? "") ? (value as UserPanelTab) : "profile";
}

/** Private to one person: never stored by any cache, shared or not. */
export const PRIVATE_PAGE_CACHE = "private, no-store";

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
}

/** Upcoming: still active and not started; everything else (past, cancelled, no-show) is history. */
export function splitReservations(reservations: ReservationAnswer[], now: Date) {
  const active = new Set(["pending", "confirmed", "seated"]);
  const upcoming = reservations
    .filter((reservation) => active.has(reservation.status) && Date.parse(reservation.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = reservations.filter((reservation) => !upcoming.includes(reservation));
  return { upcoming, past };
}

/**
 * The user panel's loader: the auth guard already sent signed-out visitors to sign in; this reads
 * the session's user (the same lookup as the guard's, done once per request) for the first render.
 */
export async function loadUserPanel(args: {
  request: Request;
  params: Record<string, string | undefined>;
  pattern?: string;
  url?: URL;
  accounts: WebAccounts | undefined;
  reservations?: ReservationsService | undefined;
}) {
  const url = args.url ?? new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const { t } = getI18n(page.language);
  const session = await currentSession(args.request, args.accounts);
  const userId = session?.user?.id;
  const reservations = userId && args.reservations ? await args.reservations.listForUser(userId) : [];
  const body: UserPanelData = {
    id: page.route.id,
    language: page.language,
    title: t("pages.titleTemplate", { title: t("userPanel.title") }),
    description: t("userPanel.description"),
    user: session?.user ?? null,
    tab: tabOf(url.searchParams),
    reservations,
  };
  return data(body, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
