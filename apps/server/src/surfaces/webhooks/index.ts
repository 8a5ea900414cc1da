import { WebhookSignatureError } from "@sobremesa/domain/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { stripeSigned } from "../../plugins/openapi.ts";
import type { Services } from "../../services.ts";

const answer = z.object({ received: z.literal(true), outcome: z.enum(["applied", "duplicate", "ignored"]) });
const refused = z.object({ message: z.string(), error: z.object({ code: z.string(), message: z.string() }) });

/**
 * The payment provider's webhooks. The signature is checked on the raw bytes (a parsed and
 * re-serialised body would not match), so this plugin reads every body as a Buffer. An event id
 * seen before does nothing; an event is never trusted for state (the domain reads it back).
 */
export const webhooksSurface: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/webhooks/stripe",
    {
      schema: {
        tags: ["webhooks"],
        security: stripeSigned,
        summary: "Stripe events (signature verified on the raw body; replays ignored; state read back from Stripe)",
        response: { 200: answer, 400: refused },
      },
    },
    async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event: ReturnType<typeof services.billing.parseWebhook>;
      try {
        event = services.billing.parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        const message = "Invalid webhook signature";
        return reply.code(400).send({ message, error: { code: "VALIDATION_FAILED", message } });
      }
      return { received: true as const, outcome: await services.memberships.handleEvent(event) };
    },
  );
};
