import {
  addToCartBody,
  auditAnswer,
  auditQuery,
  cartAnswer,
  cartCookieHeader,
  cartItemParams,
  cartQuery,
  DomainError,
  errorResponse,
  type Language,
  orderStatusBody,
  placeOrderBody,
  priceChangeBody,
  productAnswer,
  productParams,
  productQuery,
  STORE_CART_COOKIE,
  stockMovementBody,
  storeAnswer,
  storeAuthenticateBody,
  storeOrderAccessBody,
  storeOrderAnswer,
  storeOrderParams,
  storeOrderQuery,
  storeOrdersAnswer,
  storeParams,
  storeProductsQuery,
  storesAnswer,
  storesQuery,
  updateCartItemBody,
} from "@sobremesa/contracts";
import { cookieValue } from "@sobremesa/domain/accounts";
import { requestFingerprint } from "@sobremesa/domain/payments";
import { type CartCookie, type CartOwner, storeMessage } from "@sobremesa/domain/store";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn, signedInOrGuest } from "../../plugins/openapi.ts";
import { guardCookieWrites, requestLanguage, requireSession, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { purchaseErrors, purchaseHeaders } from "./purchase-schema.ts";

function notFound(reply: FastifyReply, problem: "storeNotFound" | "productNotFound" | "orderNotFound", lang: Language) {
  const message = storeMessage(problem, lang);
  const code = problem === "orderNotFound" ? "ORDER_NOT_FOUND" : "NOT_FOUND";
  return reply.code(404).send({ message, error: { code, message } });
}

/**
 * The online store on the main web API: stores, products, the shopper's cart (the session,
 * or signed out an HttpOnly cart cookie; signing in merges that cart into the account's), placing
 * an order, the order page's data, the buyer's cancellation, and the store managers' audit and
 * actions (404 for everyone else). Documented in the OpenAPI at /api/docs.
 */
export const storeRoutes: FastifyPluginAsyncZod<{ services: Services; sessions?: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  if (sessions) guardCookieWrites(app, sessions);
  const store = services.store;
  const secure = sessions?.secure ?? false;

  const viewer = async (request: FastifyRequest) =>
    (await services.accounts.sessionFromHeaders(request.headers))?.user ?? null;
  const ownerOf = async (request: FastifyRequest): Promise<CartOwner> => ({
    userId: (await viewer(request))?.id ?? null,
    token: cookieValue(request.headers.cookie, STORE_CART_COOKIE) ?? null,
  });
  const writeCookie = (reply: FastifyReply, cookie: CartCookie) => {
    reply.header("cache-control", "private, no-store");
    const header = cartCookieHeader(cookie, secure);
    if (header) reply.header("set-cookie", header);
  };
  /** The audit and the managers' actions: a 404 for anyone who is not a store manager. */
  const manager = async (request: FastifyRequest, lang: Language) => {
    const user = await viewer(request);
    if (!user || !(await store.isManager(user.id)))
      throw new DomainError("NOT_FOUND", storeMessage("storeNotFound", lang));
    return user;
  };

  app.get(
    "/api/stores",
    {
      schema: {
        tags: ["main"],
        summary: "The stores, optionally of one country, with their categories",
        querystring: storesQuery,
        response: { 200: storesAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { data: await store.stores(request.query.country, request.query.lang) };
    },
  );

  app.get(
    "/api/stores/:slug",
    {
      schema: {
        tags: ["main"],
        summary: "A store with its shipping options and a page of its products (by category, sorted)",
        params: storeParams,
        querystring: storeProductsQuery,
        response: { 200: storeAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { category, sort, page, lang } = request.query;
      const found = await store.store(request.params.slug, { category, sort, page }, lang);
      if (!found) return notFound(reply, "storeNotFound", lang);
      reply.header("cache-control", "public, max-age=30");
      return found;
    },
  );

  app.get(
    "/api/store/products/:slug",
    {
      schema: {
        tags: ["main"],
        summary: "A product with its variants, prices (IVA included) and units left",
        params: productParams,
        querystring: productQuery,
        response: { 200: productAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await store.product(request.params.slug, request.query.lang);
      if (!found) return notFound(reply, "productNotFound", request.query.lang);
      // Units left change with every order: a short shared cache only.
      reply.header("cache-control", "public, max-age=15");
      return { data: found };
    },
  );

  app.get(
    "/api/store/cart",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary:
          "The shopper's cart (session or cart cookie); signed in with an anonymous cart, that cart merges into the account's",
        querystring: cartQuery,
        response: { 200: cartAnswer },
      },
    },
    async (request, reply) => {
      const { cart, cookie } = await store.cart(await ownerOf(request), request.query.lang);
      writeCookie(reply, cookie);
      return { cart };
    },
  );

  app.post(
    "/api/store/cart/items",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary:
          "Adds units of a variant (within its stock and the cart's limits); another store's goods need replace: true",
        body: addToCartBody,
        response: { 200: cartAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      const { variant_id, quantity, replace } = request.body;
      const { cart, cookie } = await store.addToCart(
        await ownerOf(request),
        { variantId: variant_id, quantity, replace },
        language,
      );
      writeCookie(reply, cookie);
      return { cart };
    },
  );

  app.patch(
    "/api/store/cart/items/:variantId",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary: "Sets the units of a cart line; 0 removes it",
        params: cartItemParams,
        body: updateCartItemBody,
        response: { 200: cartAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      const { cart, cookie } = await store.setQuantity(
        await ownerOf(request),
        request.params.variantId,
        request.body.quantity,
        language,
      );
      writeCookie(reply, cookie);
      return { cart };
    },
  );

  app.delete(
    "/api/store/cart",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary: "Empties the shopper's cart",
        querystring: cartQuery,
        response: { 200: cartAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const { cart, cookie } = await store.emptyCart(await ownerOf(request), request.query.lang);
      writeCookie(reply, cookie);
      return { cart };
    },
  );

  app.post(
    "/api/store/orders",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary:
          "Places the cart's order: takes the units, charges the card, empties the cart; a retry with the same Idempotency-Key answers the same order",
        headers: purchaseHeaders,
        body: placeOrderBody,
        response: { 201: storeOrderAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      const owner = await ownerOf(request);
      await app.throttle(request, "store-order", request.body.contact.email, language);
      // Neither the session nor the cart cookie: signing in changes both (the cart merges into the
      // account's and its cookie goes) while the page sends a doubtful order again.
      const fingerprint = requestFingerprint(request.body);
      const { order, cookie } = await store.placeOrder(owner, request.body, {
        idempotencyKey: `store:${request.headers["idempotency-key"]}`,
        fingerprint,
        language,
      });
      writeCookie(reply, cookie);
      reply.code(201);
      return { order };
    },
  );

  app.get(
    "/api/store/orders",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "The signed-in buyer's store orders, latest first",
        querystring: cartQuery,
        response: { 200: storeOrdersAnswer, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, services);
      reply.header("cache-control", "private, no-store");
      return { data: await store.ordersOf(session.user.id, request.query.lang) };
    },
  );

  app.get(
    "/api/store/orders/:number",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary: "An order with its status timeline, for its signed-in owner or with the buyer's e-mail",
        params: storeOrderParams,
        querystring: storeOrderQuery,
        response: { 200: storeOrderAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await viewer(request);
      const found = await store.order(
        request.params.number,
        { userId: user?.id ?? null, email: request.query.email ?? null },
        request.query.lang,
      );
      reply.header("cache-control", "private, no-store");
      // The same answer whether the number exists or the e-mail is wrong: numbers cannot be probed.
      if (!found) return notFound(reply, "orderNotFound", request.query.lang);
      return { order: found };
    },
  );

  app.post(
    "/api/store/orders/:number/authenticate",
    {
      schema: {
        tags: ["main"],
        summary: "Finishes a payment the bank asked the buyer to confirm: the order is paid, or undone with its units",
        params: storeOrderParams,
        body: storeAuthenticateBody,
        response: { 200: storeOrderAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      reply.header("cache-control", "no-store");
      return {
        order: await store.authenticate(
          request.params.number,
          request.body.email,
          request.body.authentication,
          language,
        ),
      };
    },
  );

  app.post(
    "/api/store/orders/:number/cancel",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary: "The buyer cancels a paid order the store has not started preparing: refunded, units back in stock",
        params: storeOrderParams,
        body: storeOrderAccessBody,
        response: { 200: storeOrderAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      const user = await viewer(request);
      reply.header("cache-control", "no-store");
      return {
        order: await store.cancel(
          request.params.number,
          { userId: user?.id ?? null, email: request.body.email ?? null },
          language,
        ),
      };
    },
  );

  app.get(
    "/api/store/audit",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary:
          "Store managers: the stock ledger, low stock, orders and variants reconciled against the ledger, price changes",
        querystring: auditQuery,
        response: { 200: auditAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { store: slug, lang } = request.query;
      await manager(request, lang);
      const audit = await store.audit(slug, lang);
      reply.header("cache-control", "private, no-store");
      if (!audit) return notFound(reply, "storeNotFound", lang);
      return audit;
    },
  );

  app.post(
    "/api/store/orders/:number/status",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Store managers move an order on: preparing, shipped (with a tracking number), delivered",
        params: storeOrderParams,
        body: orderStatusBody,
        response: { 200: storeOrderAnswer, ...purchaseErrors },
      },
    },
    async (request) => {
      const language = request.body.lang ?? requestLanguage(request);
      const user = await manager(request, language);
      return {
        order: await store.advanceOrder(
          request.params.number,
          request.body.status,
          { trackingNumber: request.body.tracking_number, actorUserId: user.id },
          language,
        ),
      };
    },
  );

  app.post(
    "/api/store/stock-movements",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Store managers record stock received or a counted correction; stock never goes below zero",
        body: stockMovementBody,
        response: { 200: z.object({ stock: z.number().int() }), ...purchaseErrors },
      },
    },
    async (request) => {
      const language = request.body.lang ?? requestLanguage(request);
      const user = await manager(request, language);
      const { variant_id, quantity, reason, note } = request.body;
      return store.recordMovement(
        { variantId: variant_id, quantity, reason, note: note ?? null, actorUserId: user.id },
        language,
      );
    },
  );

  app.post(
    "/api/store/price-changes",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Store managers change a variant's price (IVA included); the change is recorded for the audit",
        body: priceChangeBody,
        response: { 200: z.object({ variant_id: z.number().int(), price: z.number().int() }), ...purchaseErrors },
      },
    },
    async (request) => {
      const language = request.body.lang ?? requestLanguage(request);
      const user = await manager(request, language);
      return store.changePrice(request.body.variant_id, request.body.price, user.id, language);
    },
  );
};
