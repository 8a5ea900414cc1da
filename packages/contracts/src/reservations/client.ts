import { type ApiClient, ApiError } from "../client.ts";
import type { AvailabilityAnswer, CreateReservationBody, ModifyReservationBody, ReservationAnswer } from "./schemas.ts";

export type Availability = AvailabilityAnswer["data"];

export interface AvailabilityRequest {
  date: string;
  party: number;
  zoneId?: number | undefined;
}

/** How a reservation is reached: the manage link's token, or nothing for its signed-in owner. */
export interface ManageAccess {
  token?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * One typed function per booking endpoint of the reservation system, on the spec's client
 * conventions (requestFrom=WEBSITE comes from the API client). Answers are unwrapped from `data`.
 * Calls from the browser are same-origin, so the owner's `rs_s_t` cookie travels by itself.
 */
export function createReservationsClient(client: ApiClient) {
  const lang = () => client.language();
  const manageQuery = (access: ManageAccess) => ({ token: access.token || undefined, lang: lang() });

  return {
    /** GET /rsv/places/{slug}/availability: the seating times of a day for a party. */
    async availability(
      placeSlug: string,
      request: AvailabilityRequest,
      options: { signal?: AbortSignal | undefined } = {},
    ): Promise<Availability> {
      const answer = await client.reservations<AvailabilityAnswer>(
        "GET",
        `/places/${encodeURIComponent(placeSlug)}/availability`,
        undefined,
        {
          query: { date: request.date, party: request.party, zoneId: request.zoneId, lang: lang() },
          signal: options.signal,
        },
      );
      return answer.data;
    },
    /**
     * POST /rsv/reservations. Send the same idempotency key when retrying one submission: the
     * server then answers the first result (200) and books nothing new.
     */
    async create(
      body: Omit<CreateReservationBody, "lang">,
      options: { idempotencyKey: string; signal?: AbortSignal | undefined },
    ): Promise<ReservationAnswer> {
      const answer = await client.reservations<{ data: ReservationAnswer }>(
        "POST",
        "/reservations",
        { ...body, lang: lang() },
        { headers: { "idempotency-key": options.idempotencyKey }, signal: options.signal },
      );
      return answer.data;
    },
    /** GET /rsv/reservations/{code}. */
    async get(code: string, access: ManageAccess = {}): Promise<ReservationAnswer> {
      const answer = await client.reservations<{ data: ReservationAnswer }>(
        "GET",
        `/reservations/${encodeURIComponent(code)}`,
        undefined,
        { query: manageQuery(access), signal: access.signal },
      );
      return answer.data;
    },
    /** PATCH /rsv/reservations/{code}: date, time, party, zone, occasion or note. */
    async modify(code: string, changes: ModifyReservationBody, access: ManageAccess = {}): Promise<ReservationAnswer> {
      const answer = await client.reservations<{ data: ReservationAnswer }>(
        "PATCH",
        `/reservations/${encodeURIComponent(code)}`,
        changes,
        { query: manageQuery(access), signal: access.signal },
      );
      return answer.data;
    },
    /** DELETE /rsv/reservations/{code}: cancels it (the answer is the cancelled reservation). */
    async cancel(code: string, access: ManageAccess = {}): Promise<ReservationAnswer> {
      const answer = await client.reservations<{ data: ReservationAnswer }>(
        "DELETE",
        `/reservations/${encodeURIComponent(code)}`,
        undefined,
        { query: manageQuery(access), signal: access.signal },
      );
      return answer.data;
    },
    /** POST /rsv/reservations/{code}/link: the manage link again, to the booking's e-mail if it is this one. */
    async requestLink(code: string, email: string): Promise<void> {
      await client.reservations("POST", `/reservations/${encodeURIComponent(code)}/link`, { email, lang: lang() });
    },
    /** GET /rsv/registeredCustomer/reservations: the signed-in customer's, newest first. */
    async mine(options: { signal?: AbortSignal | undefined } = {}): Promise<ReservationAnswer[]> {
      const answer = await client.reservations<{ data: ReservationAnswer[] }>(
        "GET",
        "/registeredCustomer/reservations",
        undefined,
        { signal: options.signal },
      );
      return answer.data;
    },
  };
}

export type ReservationsClient = ReturnType<typeof createReservationsClient>;

/** The code of a failed reservation-system call (`error.code` of its answer), if it has one. */
export function reservationErrorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === "string" ? body.error.code : undefined;
}

/** Field errors of a 400 validation answer (`error.details`: [{ field, message }]). */
export function reservationFieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const details = (error.body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail) =>
    detail && typeof detail.field === "string" && typeof detail.message === "string"
      ? [{ field: detail.field, message: detail.message }]
      : [],
  );
}
