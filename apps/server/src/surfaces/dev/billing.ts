import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";

/**
 * The sandbox provider's test clock for development and the browser journeys (registered only
 * outside production): moves time forward so a trial ends, a renewal is charged or declined, and
 * the grace period runs out, without waiting a month.
 */
export const devBilling: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/__dev/billing/advance-clock",
    {
      schema: {
        hide: true,
        body: z.object({ days: z.number().positive().max(400) }),
        response: { 200: z.object({ now: z.string(), events: z.number().int() }) },
      },
    },
    async (request) => services.memberships.advanceTestClock(request.body.days),
  );
};
