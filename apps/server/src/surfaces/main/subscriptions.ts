import {
  activeSubscriptionsAnswer,
  addPaymentMethodAnswer,
  addPaymentMethodBody,
  applyCancelOfferAnswer,
  applyCancelOfferBody,
  availablePlansAnswer,
  availablePlansQuery,
  cancelSubscriptionBody,
  cancelWithEmailBody,
  createCustomerAndSubscriptionBody,
  createCustomerAndSubscriptionQuery,
  createSubscriptionBody,
  customerAndSubscriptionAnswer,
  DomainError,
  emailBody,
  errorResponse,
  gracePeriodAnswer,
  gracePeriodBody,
  hasCustomerAnswer,
  hasCustomerQuery,
  idempotencyHeaders,
  invoiceDocumentAnswer,
  invoiceDocumentQuery,
  invoiceParams,
  invoicesAnswer,
  invoicesQuery,
  isUserSubscribedAnswer,
  isUserSubscribedBody,
  type Language,
  paymentMethodBody,
  paymentMethodsAnswer,
  setupIntentAnswer,
  stripeCustomerAnswer,
  subscriptionAnswer,
} from "@sobremesa/contracts";
import { type Caller, invoiceNotFoundMessage, membershipMessage } from "@sobremesa/domain/memberships";
import { requestFingerprint } from "@sobremesa/domain/payments";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/openapi.ts";
import { guardCookieWrites, requestLanguage, requireSession, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

/**
 * Memberships on the main web API (mode=web). Every call but the
 * plans needs a signed-in, verified account and acts on that account only: an `email` in the body
 * or query must be the caller's own (object-level authorisation; nobody reads or cancels another
 * person's membership by typing their e-mail).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  guardCookieWrites(app, sessions);
  const memberships = services.memberships;
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.includes("/api/subscription/")) reply.header("cache-control", "no-store");
    return payload;
  });

  /** The caller, after checking that the e-mail they name (if any) is theirs. */
  async function caller(request: FastifyRequest, email?: string): Promise<{ caller: Caller; language: Language }> {
    const language = requestLanguage(request);
    const { user } = await requireSession(request, services);
    if (email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new DomainError("FORBIDDEN", membershipMessage("emailMismatch", language));
    }
    return { caller: { id: user.id, email: user.email, name: user.name }, language };
  }

  app.get(
    "/api/plans/get-available-plans",
    {
      schema: {
        tags: ["main"],
        summary: "The membership plans on sale, priced monthly in the country's currency (minor units)",
        querystring: availablePlansQuery,
        response: { 200: availablePlansAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data: await memberships.availablePlans(request.query.country, request.query.lang) };
    },
  );

  app.post(
    "/api/subscription/get-active-subscriptions",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "The caller's running memberships (trialing, active, in grace, or cancelled until period end)",
        body: emailBody,
        response: { 200: activeSubscriptionsAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return { data: await memberships.activeSubscriptions(who, language) };
    },
  );

  app.post(
    "/api/subscription/on-grace-period-by-stripe-id",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Whether the caller's membership is in its grace period (a renewal failed; benefits kept)",
        body: gracePeriodBody,
        response: { 200: gracePeriodAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request);
      return memberships.onGracePeriod(who, request.body.stripe_id, language);
    },
  );

  app.post(
    "/api/subscription/create-as-stripe-customer",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Creates (once) the caller's customer at the payment provider",
        body: emailBody,
        response: { 200: stripeCustomerAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return memberships.createCustomer(who, language);
    },
  );

  /** The three ways to subscribe share one path: same checks, same idempotency, same answer. */
  async function subscribe(
    request: FastifyRequest,
    body: {
      email: string;
      plan_id: number | string;
      paymentMethodId?: string | undefined;
      country: "mx" | "co" | "cr";
      coupon?: string | undefined;
    },
    trial: boolean,
    key: string | undefined,
  ) {
    const { caller: who, language } = await caller(request, body.email);
    await app.throttle(request, "subscribe", who.email, language);
    const print = requestFingerprint({ ...body, trial });
    return memberships.subscribe(
      who,
      { planId: body.plan_id, country: body.country, paymentMethodId: body.paymentMethodId, coupon: body.coupon },
      { trial, idempotencyKey: `${who.id}:${key ?? print}`, fingerprint: print, language },
    );
  }

  app.post(
    "/api/subscription/create-subscription",
    {
      schema: {
        tags: ["main"],
        summary:
          "Subscribes the caller with the first month charged now; a retry with the same Idempotency-Key charges nothing more",
        headers: idempotencyHeaders,
        body: createSubscriptionBody,
        response: { 201: subscriptionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const result = await subscribe(request, request.body, false, request.headers["idempotency-key"]);
      reply.status(201);
      return { subscription: result.subscription };
    },
  );

  app.post(
    "/api/subscription/create-subscription-with-trial",
    {
      schema: {
        tags: ["main"],
        summary: "Subscribes the caller with the 30-day free trial (once per customer); nothing is charged today",
        headers: idempotencyHeaders,
        body: createSubscriptionBody,
        response: { 201: subscriptionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const result = await subscribe(request, request.body, true, request.headers["idempotency-key"]);
      reply.status(201);
      return { subscription: result.subscription };
    },
  );

  app.post(
    "/api/subscription/create-customer-and-subscription",
    {
      schema: {
        tags: ["main"],
        summary:
          "Creates the provider customer when needed and subscribes (trial by default); `hash` is the checkout's timestamp, so a double submit subscribes once",
        querystring: createCustomerAndSubscriptionQuery,
        headers: idempotencyHeaders,
        body: createCustomerAndSubscriptionBody,
        response: { 201: customerAndSubscriptionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { trial, ...body } = request.body;
      const key = request.headers["idempotency-key"] ?? (request.query.hash ? `hash:${request.query.hash}` : undefined);
      const result = await subscribe(request, body, trial, key);
      reply.status(201);
      return result;
    },
  );

  app.post(
    "/api/subscription/create-setup-intent",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Starts saving a card: the client secret for Stripe Elements (or the sandbox's test-card form)",
        body: emailBody,
        response: { 200: setupIntentAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return memberships.setupIntent(who, language);
    },
  );

  app.post(
    "/api/subscription/add-payment-method",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary:
          "Saves a card: a confirmed provider card, or a sandbox test card (brand and last four kept; the bank's authentication step when the card asks for it)",
        body: addPaymentMethodBody,
        response: { 200: addPaymentMethodAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      await app.throttle(request, "card-add", who.email, language);
      return memberships.addPaymentMethod(who, request.body, language);
    },
  );

  app.delete(
    "/api/subscription/delete-payment-method",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Removes a saved card (not the only card of a running membership)",
        body: paymentMethodBody,
        response: { 200: paymentMethodsAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return memberships.deletePaymentMethod(who, request.body.paymentMethodId, language);
    },
  );

  app.post(
    "/api/subscription/update-default-payment-method",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Makes a saved card the one renewals charge",
        body: paymentMethodBody,
        response: { 200: paymentMethodsAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return memberships.updateDefaultPaymentMethod(who, request.body.paymentMethodId, language);
    },
  );

  app.post(
    "/api/subscription/get-payment-methods",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "The caller's saved cards (brand, last four, expiry) and the default one",
        body: emailBody,
        response: { 200: paymentMethodsAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who } = await caller(request, request.body.email);
      return memberships.paymentMethods(who);
    },
  );

  app.get(
    "/api/subscription/get-subscription-invoices",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "The caller's membership invoices, newest first",
        querystring: invoicesQuery,
        response: { 200: invoicesAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who } = await caller(request, request.query.email);
      return { invoices: await memberships.invoices(who) };
    },
  );

  app.post(
    "/api/subscription/cancel-subscription",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Cancels the caller's membership at period end (benefits until then)",
        body: cancelSubscriptionBody,
        response: { 200: subscriptionAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request);
      return { subscription: await memberships.cancel(who, request.body.stripe_id, null, language) };
    },
  );

  app.post(
    "/api/subscription/cancel-subscription-with-email",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary:
          "Cancels with a reason: at period end, or at once for an unrecognised charge or a failing payment; the retention offer is not shown again",
        body: cancelWithEmailBody,
        response: { 200: subscriptionAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      const { subscription_id, reason, reason_enum } = request.body;
      return {
        subscription: await memberships.cancel(who, subscription_id, { text: reason, code: reason_enum }, language),
      };
    },
  );

  app.post(
    "/api/subscription/apply-cancel-offer",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Takes the retention offer (once per membership): a percentage off the next months",
        body: applyCancelOfferBody,
        response: { 200: applyCancelOfferAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return memberships.applyCancelOffer(who, request.body.subscription_id, language);
    },
  );

  app.post(
    "/api/subscription/is-user-subscribed",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "The caller's membership status as the client's subscription store reads it",
        body: isUserSubscribedBody,
        response: { 200: isUserSubscribedAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.body.email);
      return memberships.isUserSubscribed(who, language);
    },
  );

  app.get(
    "/api/subscription/has-customer-stripe-suscription",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Whether the caller is a customer at the provider and has a running membership",
        querystring: hasCustomerQuery,
        response: { 200: hasCustomerAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request, request.query.email);
      return memberships.hasCustomerSubscription(who, language);
    },
  );

  /** Another member's invoice answers exactly like a missing one, so ids cannot be probed. */
  const invoiceNotFound = (language: Language) => new DomainError("NOT_FOUND", invoiceNotFoundMessage(language));

  app.get(
    "/api/subscription/invoices/:id",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary:
          "One of the caller's membership invoices as a document: number, dates, period, plan, amount with the IVA it includes, member and seller",
        params: invoiceParams,
        querystring: invoiceDocumentQuery,
        response: { 200: invoiceDocumentAnswer, ...errors },
      },
    },
    async (request) => {
      const { caller: who, language } = await caller(request);
      const invoice = await services.membershipInvoices.document(who.id, request.params.id, language);
      if (!invoice) throw invoiceNotFound(language);
      return { invoice };
    },
  );

  app.get(
    "/api/subscription/invoices/:id/pdf",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "One of the caller's membership invoices as a PDF download, in the caller's language",
        params: invoiceParams,
        querystring: invoiceDocumentQuery,
        produces: ["application/pdf"],
        response: { 200: z.unknown().describe("The invoice as a PDF file (an attachment)"), ...errors },
      },
      // After the plugin's own "no-store": a download of personal data stays out of shared caches too.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header("cache-control", "private, no-store");
        return payload;
      },
    },
    async (request, reply) => {
      const { caller: who, language } = await caller(request);
      const pdf = await services.membershipInvoices.pdf(who.id, request.params.id, language);
      if (!pdf) throw invoiceNotFound(language);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${pdf.fileName}"`)
        .send(Buffer.from(pdf.bytes));
    },
  );
};
