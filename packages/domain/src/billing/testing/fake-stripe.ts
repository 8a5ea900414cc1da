/**
 * A small Stripe API on 127.0.0.1 for tests: the real SDK (and so the stripe provider) talks to it
 * through the SDK's host/port/protocol options. It answers the endpoints the provider uses with
 * Stripe-shaped JSON (the SDK's pinned API version), honours Idempotency-Key, answers Stripe-shaped
 * errors, and lets a test move a subscription through time and get the signed webhook Stripe would send.
 * One-off payments are payment intents, confirmed at creation or afterwards, with their charges and
 * refunds; a test answers the bank's 3-D Secure step in the buyer's place (completeAuthentication)
 * and can lose Stripe's answers on the way back (interrupt).
 * Test payment methods are Stripe's own test ids: pm_card_visa, pm_card_mastercard,
 * pm_card_chargeDeclined and pm_card_authenticationRequired.
 *
 * The fake's parts, by Stripe resource, are in fake-stripe/: customers and cards, payments,
 * catalogue, subscriptions, webhooks and the routes; this file starts the server that answers them.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeCatalogue } from "./fake-stripe/catalogue.ts";
import { fakeCustomers } from "./fake-stripe/customers.ts";
import { fakePayments } from "./fake-stripe/payments.ts";
import { fakeRoutes } from "./fake-stripe/routes.ts";
import { createFakeStore } from "./fake-stripe/store.ts";
import { fakeSubscriptions } from "./fake-stripe/subscriptions.ts";
import type { FakeStripe, FakeStripeRequest } from "./fake-stripe/types.ts";
import { fakeWebhooks } from "./fake-stripe/webhooks.ts";
import { ApiError, newId, parseStripeForm } from "./fake-stripe/wire.ts";

export type {
  FakeStripe,
  FakeStripeRequest,
  FakeStripeState,
  FakeWebhook,
  StripeObject,
  TestPaymentMethod,
} from "./fake-stripe/types.ts";
export { parseStripeForm } from "./fake-stripe/wire.ts";

/** The app's settings that send its Stripe calls to this fake. */
export function stripeEnvOf(fake: Pick<FakeStripe, "secretKey" | "webhookSecret" | "url">): Record<string, string> {
  return {
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  };
}

export async function startFakeStripe(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    publishableKey?: string;
    /** A fixed port: an outage test configures the address before anything listens there. */
    port?: number;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_stripe";
  const publishableKey = options.publishableKey ?? "pk_test_fake";
  const store = createFakeStore();
  const { state } = store;
  const customers = fakeCustomers(store);
  const payments = fakePayments(store, customers);
  const catalogue = fakeCatalogue(store);
  const subscriptions = fakeSubscriptions(store, catalogue, payments);
  const { sign, webhook, endTrial, renew } = fakeWebhooks(store, subscriptions, webhookSecret);
  const { confirmSetupIntent, createPaymentMethod } = customers;
  const { completeAuthentication } = payments;
  const route = fakeRoutes(store, customers, payments, catalogue, subscriptions);
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let interruption: { path: RegExp; processed: boolean; mode: "hang" | "reset" | "error" } | null = null;

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(response: ServerResponse, status: number, body: string, replayed: boolean) {
    response.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      "stripe-version": Stripe.API_VERSION,
      ...(replayed ? { "idempotent-replayed": "true" } : {}),
    });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake-stripe");
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(raw) };
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const error = { type: "invalid_request_error", message: "Invalid API Key provided." };
      return send(response, 401, JSON.stringify({ error }), false);
    }

    const interrupted = method === "POST" && interruption?.path.test(url.pathname) ? interruption : null;
    if (interrupted && !interrupted.processed) return lose(response, interrupted.mode);

    // Stripe replays a POST's first answer (errors included) for the same key, and refuses the key
    // for a different request. GET and DELETE ignore keys.
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const remembered = method === "POST" && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (remembered) {
      if (interrupted) return lose(response, interrupted.mode);
      if (remembered.fingerprint !== fingerprint) {
        const error = {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        };
        return send(response, 400, JSON.stringify({ error }), false);
      }
      return send(response, remembered.status, remembered.body, true);
    }

    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    if (method === "POST" && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status, body });
    if (interrupted) return lose(response, interrupted.mode);
    send(response, status, body, false);
  }

  /** The answer is lost: nothing comes back (the client's timeout ends it), the connection is cut, or a 500. */
  function lose(response: ServerResponse, mode: "hang" | "reset" | "error") {
    if (mode === "reset") response.socket?.destroy();
    if (mode === "error") {
      const error = { type: "api_error", message: "An unknown error occurred on Stripe's end." };
      send(response, 500, JSON.stringify({ error }), false);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      send(response, 500, JSON.stringify({ error: { type: "api_error", message } }), false);
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const host = "127.0.0.1";

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    protocol: "http",
    secretKey,
    webhookSecret,
    state,
    requests,
    providerOptions: () => ({ secretKey, webhookSecret, publishableKey, host, port, protocol: "http" }),
    confirmSetupIntent,
    createPaymentMethod,
    completeAuthentication,
    interrupt: ({ path, processed, mode = "hang" }) => {
      interruption = { path, processed, mode };
    },
    heal: () => {
      interruption = null;
    },
    endTrial,
    renew,
    webhook,
    sign,
    close: async () => {
      // The SDK keeps connections alive; close them or close() waits for their idle timeout.
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
