import { API_VERSION, errorResponse, surfaceStatus, whatsappClubAnswer, whatsappClubBody } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { guardCookieWrites, requestLanguage, requireSession, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The spec's system API (/sys by default): the membership's WhatsApp widgets. The welcome and the
 * unsubscribe messages are the same keyed outbox rows the subscription and the cancellation write
 * themselves, so a client that also calls these sends nothing twice.
 */
export const systemSurface: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  guardCookieWrites(app, sessions);

  app.get(
    "/status",
    { schema: { tags: ["system"], summary: "System API status", response: { 200: surfaceStatus } } },
    async () => ({ data: { surface: "system" as const, apiVersion: API_VERSION } }),
  );

  for (const [path, kind] of [
    ["/v2/widget/whatsapp-welcome-club-rsv", "welcome"],
    ["/v2/widget/whatsapp-unsubscribe-club-rsv", "unsubscribe"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ["system"],
          security: signedIn,
          summary: `Queues the membership's WhatsApp ${kind} message to the caller's phone (once per membership)`,
          body: whatsappClubBody,
          response: { 200: whatsappClubAnswer, ...errors },
        },
      },
      async (request) => {
        const language = request.body.lang ?? requestLanguage(request);
        const { user } = await requireSession(request, services);
        return services.memberships.queueWhatsapp(
          { id: user.id, email: user.email, name: user.name },
          request.body.subscription_id,
          kind,
          language,
        );
      },
    );
  }
};
