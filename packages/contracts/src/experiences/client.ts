import type { ApiClient } from "../client.ts";
import type {
  ExperienceDetail,
  ExperienceListingAnswer,
  ExperienceListingQuery,
  ExperienceOrderDto,
  PurchaseBody,
  TicketTransferBody,
} from "./schemas.ts";

/** The things-to-do calls of the pages (main web API; `lang` goes with every call). */
export function createExperiencesClient(client: ApiClient) {
  return {
    list: (query: ExperienceListingQuery) => client.mainGet<ExperienceListingAnswer>("/api/experiences", { ...query }),
    detail: (slug: string) => client.mainGet<{ data: ExperienceDetail }>(`/api/experiences/${slug}`),
    /** One purchase attempt per key: a retried submit never charges twice. */
    purchase: (slug: string, body: PurchaseBody, idempotencyKey: string) =>
      client.mainWrite<{ order: ExperienceOrderDto }>("POST", `/api/experiences/${slug}/orders`, body, {
        headers: { "idempotency-key": idempotencyKey },
      }),
    authenticate: (code: string, email: string, authentication?: "approved" | "rejected") =>
      client.mainWrite<{ order: ExperienceOrderDto }>("POST", `/api/experiences/orders/${code}/authenticate`, {
        email,
        ...(authentication ? { authentication } : {}),
      }),
    /** Gives one ticket to someone else: their name on it, a new code (the old QR stops working). */
    transferTicket: (code: string, ticketId: string, body: TicketTransferBody) =>
      client.mainWrite<{ order: ExperienceOrderDto }>(
        "POST",
        `/api/experiences/orders/${code}/tickets/${ticketId}/transfer`,
        body,
      ),
    order: (code: string, email?: string) =>
      client.mainGet<{ order: ExperienceOrderDto }>(`/api/experiences/orders/${code}`, email ? { email } : {}),
  };
}
export type ExperiencesClient = ReturnType<typeof createExperiencesClient>;
