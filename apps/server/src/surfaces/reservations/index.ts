import { API_VERSION, reservationQuery, surfaceStatus } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { registeredCustomerRoutes } from "./accounts.ts";
import { bookingRoutes } from "./bookings.ts";

/** The spec's reservation-system API (/rsv by default); every call carries requestFrom=WEBSITE. */
export const reservationsSurface: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  await app.register(registeredCustomerRoutes, { services, sessions });
  await app.register(bookingRoutes, { services, sessions });
  app.get(
    "/status",
    {
      schema: {
        tags: ["reservations"],
        summary: "Reservation-system API status",
        querystring: reservationQuery,
        response: { 200: surfaceStatus },
      },
    },
    async () => ({ data: { surface: "reservations" as const, apiVersion: API_VERSION } }),
  );
};
