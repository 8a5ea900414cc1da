import { API_VERSION, reservationQuery, surfaceStatus } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The spec's reservation-system API (/rsv by default); every call carries requestFrom=WEBSITE. */
export const reservationsSurface: FastifyPluginAsyncZod = async (app) => {
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
