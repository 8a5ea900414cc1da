import { errorResponse, reservationParams } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";

/**
 * Time travel for development and the browser journeys (registered only outside production): ends a
 * booking's visit now and runs the worker's sweep at once, so its survey invitation is in the dev
 * outbox without waiting for the table's time to pass.
 */
export const devVisits: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/__dev/reservations/:code/end-visit",
    {
      schema: {
        hide: true,
        params: reservationParams,
        response: { 200: z.object({ completed: z.number().int() }), 404: errorResponse },
      },
    },
    async (request, reply) => {
      if (!(await services.reservations.endVisitNow(request.params.code)))
        return reply.code(404).send({
          message: "No open reservation with that code",
          error: { code: "NOT_FOUND", message: "No open reservation with that code" },
        });
      return { completed: await services.reservations.completeFinished(services.surveys.invitation) };
    },
  );
};
