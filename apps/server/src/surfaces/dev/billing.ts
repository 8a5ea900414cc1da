import { errorResponse } from "@sobremesa/contracts";
import type { SandboxProvider } from "@sobremesa/domain/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";

/**
 * The sandbox provider's test clock for development and the browser journeys (registered only
 * outside production): moves time forward so a trial ends, a renewal is charged or declined, and
 * the grace period runs out, without waiting a month. And the sandbox's lost answers (ADR 014): the
 * next charges of a card answer nothing, as a timeout after sending looks, so a journey can see what
 * the buyer sees when a payment's outcome is unknown.
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

  app.post(
    "/__dev/billing/lose-charge-answers",
    {
      schema: {
        hide: true,
        body: z.object({
          /** `after_charging`: the card is charged, its answer lost; `before_charging`: lost before; null: ends every rule. */
          mode: z.enum(["after_charging", "before_charging"]).nullable(),
          /**
           * Only the charges of cards with this expiry: journeys run side by side, and each loses
           * its own charge's answer, never another journey's. Without it, every charge.
           */
          card: z
            .object({ exp_month: z.number().int().min(1).max(12), exp_year: z.number().int().min(2000).max(2100) })
            .optional(),
          /** How many charges it takes before it ends by itself; without it, until `mode: null`. */
          times: z.number().int().positive().max(100).optional(),
        }),
        response: { 200: z.object({ mode: z.string().nullable() }), 404: errorResponse },
      },
    },
    async (request, reply) => {
      if (services.billing.name !== "sandbox") {
        const message = "Lost answers belong to the sandbox provider";
        return reply.code(404).send({ message, error: { code: "NOT_FOUND", message } });
      }
      const { mode, card, times } = request.body;
      (services.billing as SandboxProvider).loseChargeAnswers(mode, {
        card: card ? { expMonth: card.exp_month, expYear: card.exp_year } : undefined,
        times,
      });
      return { mode };
    },
  );
};
