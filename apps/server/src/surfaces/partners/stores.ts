import {
  changeStoreRoleBody,
  consoleCancelBody,
  consoleOrderAnswer,
  consoleOrderParams,
  consoleOrdersAnswer,
  consoleOrdersQuery,
  consoleProductAnswer,
  consoleProductParams,
  consoleProductsAnswer,
  consoleQuery,
  consoleRefundBody,
  consoleStaffParams,
  consoleStepBody,
  consoleStockAnswer,
  consoleStockBody,
  consoleStockLineAnswer,
  consoleStoreParams,
  consoleThresholdBody,
  consoleVariantParams,
  errorResponse,
  grantStoreManagerBody,
  idempotencyHeaders,
  myStoresAnswer,
  newProductBody,
  newVariantBody,
  partnerStoreAnswer,
  productEditBody,
  removedAnswer,
  storeStaffAnswer,
  storeStaffMemberAnswer,
  variantEditBody,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage, requireSession } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A refund or a cancellation can also meet the payment provider down, or a rule of the order. */
const moneyRefusals = { ...refusals, 409: errorResponse, 422: errorResponse, 503: errorResponse };

/**
 * The stores in the partner area: the person's stores, each store's team, its stock through the
 * ledger and its order queue. Thin: the store console service authorizes every call per store.
 */
export const storeConsoleRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const stores = services.storeConsole;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/stores",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The stores the signed-in person runs, with their role at each",
        querystring: consoleQuery,
        response: { 200: myStoresAnswer, 401: errorResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request, services);
      return {
        data: await stores.myStores({ id: session.user.id, email: session.user.email, name: session.user.name }),
      };
    },
  );

  app.get(
    "/stores/:storeId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One store as its team sees it",
        params: consoleStoreParams,
        querystring: consoleQuery,
        response: { 200: partnerStoreAnswer, ...refusals },
      },
    },
    async (request) => ({
      store: await stores.partnerStore(await actorOf(request), request.params.storeId, requestLanguage(request)),
    }),
  );

  app.get(
    "/stores/:storeId/staff",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The store's team: its owners and store managers",
        params: consoleStoreParams,
        querystring: consoleQuery,
        response: { 200: storeStaffAnswer, ...refusals },
      },
    },
    async (request) => stores.storeStaff(await actorOf(request), request.params.storeId, requestLanguage(request)),
  );

  app.post(
    "/stores/:storeId/staff",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners make the account with that e-mail a store manager of the store (audited)",
        params: consoleStoreParams,
        querystring: consoleQuery,
        body: grantStoreManagerBody,
        response: { 201: storeStaffMemberAnswer, ...refusals, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const member = await stores.grantStoreManager(
        await actorOf(request),
        request.params.storeId,
        request.body.email,
        requestLanguage(request),
      );
      return reply.code(201).send({ member });
    },
  );

  app.patch(
    "/stores/:storeId/staff/:staffId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners make a member an owner or a store manager; the store always keeps an owner (audited)",
        params: consoleStaffParams,
        querystring: consoleQuery,
        body: changeStoreRoleBody,
        response: { 200: storeStaffMemberAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) => ({
      member: await stores.changeStoreRole(
        await actorOf(request),
        request.params.storeId,
        request.params.staffId,
        request.body.role,
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    "/stores/:storeId/staff/:staffId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners remove a store manager from the store (audited)",
        params: consoleStaffParams,
        querystring: consoleQuery,
        response: { 200: removedAnswer, ...refusals },
      },
    },
    async (request) =>
      stores.removeStoreManager(
        await actorOf(request),
        request.params.storeId,
        request.params.staffId,
        requestLanguage(request),
      ),
  );

  app.get(
    "/stores/:storeId/stock",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Every variant of the store with its stock and low-stock threshold",
        params: consoleStoreParams,
        querystring: consoleQuery,
        response: { 200: consoleStockAnswer, ...refusals },
      },
    },
    async (request) => stores.stock(await actorOf(request), request.params.storeId, requestLanguage(request)),
  );

  app.post(
    "/stores/:storeId/stock-movements",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "A receipt, adjustment or return with its reason, through the ledger; stock never goes below zero",
        params: consoleStoreParams,
        querystring: consoleQuery,
        body: consoleStockBody,
        response: { 200: consoleStockLineAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) => {
      const { variant_id, quantity, reason, note } = request.body;
      return stores.moveStock(
        await actorOf(request),
        request.params.storeId,
        { variantId: variant_id, quantity, reason, note },
        requestLanguage(request),
      );
    },
  );

  app.put(
    "/stores/:storeId/variants/:variantId/low-stock-threshold",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The stock at or below which the store's team is e-mailed (once per crossing)",
        params: consoleVariantParams,
        querystring: consoleQuery,
        body: consoleThresholdBody,
        response: { 200: consoleStockLineAnswer, ...refusals },
      },
    },
    async (request) =>
      stores.setLowStockThreshold(
        await actorOf(request),
        request.params.storeId,
        request.params.variantId,
        request.body.threshold,
        requestLanguage(request),
      ),
  );

  app.get(
    "/stores/:storeId/orders",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The store's paid orders: open (to pick, pack and ship), shipped, closed or all",
        params: consoleStoreParams,
        querystring: consoleOrdersQuery,
        response: { 200: consoleOrdersAnswer, ...refusals },
      },
    },
    async (request) =>
      stores.orderQueue(await actorOf(request), request.params.storeId, request.query.filter, requestLanguage(request)),
  );

  app.get(
    "/stores/:storeId/orders/:number",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One paid order of the store: items, address, payment, refunds and its next step",
        params: consoleOrderParams,
        querystring: consoleQuery,
        response: { 200: consoleOrderAnswer, ...refusals },
      },
    },
    async (request) =>
      stores.queueOrder(
        await actorOf(request),
        request.params.storeId,
        request.params.number,
        requestLanguage(request),
      ),
  );

  app.post(
    "/stores/:storeId/orders/:number/steps",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Pick, pack, ship (carrier and tracking number) or deliver; the buyer is e-mailed at each step",
        params: consoleOrderParams,
        querystring: consoleQuery,
        body: consoleStepBody,
        response: { 200: consoleOrderAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) =>
      stores.stepOrder(
        await actorOf(request),
        request.params.storeId,
        request.params.number,
        { step: request.body.step, carrier: request.body.carrier, trackingNumber: request.body.tracking_number },
        requestLanguage(request),
      ),
  );

  app.post(
    "/stores/:storeId/orders/:number/refunds",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Refunds part or all of what is left of the payment, once per Idempotency-Key; the units named come back to the stock",
        params: consoleOrderParams,
        querystring: consoleQuery,
        headers: idempotencyHeaders.required(),
        body: consoleRefundBody,
        response: { 200: consoleOrderAnswer, ...moneyRefusals },
      },
    },
    async (request) =>
      stores.refundQueueOrder(
        await actorOf(request),
        request.params.storeId,
        request.params.number,
        {
          key: request.headers["idempotency-key"],
          amountMinor: request.body.amount,
          items: request.body.items.map((item) => ({ variantId: item.variant_id, quantity: item.quantity })),
          note: request.body.note ?? null,
        },
        requestLanguage(request),
      ),
  );

  app.post(
    "/stores/:storeId/orders/:number/cancellation",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The store cancels an order before it ships: what is left is refunded once and every unit comes back",
        params: consoleOrderParams,
        querystring: consoleQuery,
        body: consoleCancelBody,
        response: { 200: consoleOrderAnswer, ...moneyRefusals },
      },
    },
    async (request) =>
      stores.cancelQueueOrder(
        await actorOf(request),
        request.params.storeId,
        request.params.number,
        { note: request.body.note ?? null },
        requestLanguage(request),
      ),
  );

  app.get(
    "/stores/:storeId/products",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The store's products with their variants (prices with IVA, and the IVA they include) and categories",
        params: consoleStoreParams,
        querystring: consoleQuery,
        response: { 200: consoleProductsAnswer, ...refusals },
      },
    },
    async (request) => stores.products(await actorOf(request), request.params.storeId, requestLanguage(request)),
  );

  app.post(
    "/stores/:storeId/products",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "A new product (names and descriptions in es and en, a category) with its first variant (audited)",
        params: consoleStoreParams,
        querystring: consoleQuery,
        body: newProductBody,
        response: { 201: consoleProductAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const answer = await stores.createProduct(
        await actorOf(request),
        request.params.storeId,
        {
          ...productInput(body),
          variant: { ...variantInput(body.variant), sku: body.variant.sku },
        },
        requestLanguage(request),
      );
      return reply.code(201).send(answer);
    },
  );

  app.put(
    "/stores/:storeId/products/:productId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Edits a product from the version read; 409 when someone changed it since (audited)",
        params: consoleProductParams,
        querystring: consoleQuery,
        body: productEditBody,
        response: { 200: consoleProductAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) =>
      stores.updateProduct(
        await actorOf(request),
        request.params.storeId,
        request.params.productId,
        { ...productInput(request.body), version: request.body.version },
        requestLanguage(request),
      ),
  );

  app.post(
    "/stores/:storeId/products/:productId/variants",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "A new variant of a product, with its SKU and price including IVA (audited)",
        params: consoleProductParams,
        querystring: consoleQuery,
        body: newVariantBody,
        response: { 201: consoleProductAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const answer = await stores.createVariant(
        await actorOf(request),
        request.params.storeId,
        request.params.productId,
        { ...variantInput(request.body), sku: request.body.sku },
        requestLanguage(request),
      );
      return reply.code(201).send(answer);
    },
  );

  app.put(
    "/stores/:storeId/variants/:variantId",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Edits a variant from the version read (409 when stale); a new price goes to the price history, paid orders keep theirs",
        params: consoleVariantParams,
        querystring: consoleQuery,
        body: variantEditBody,
        response: { 200: consoleProductAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) =>
      stores.updateVariant(
        await actorOf(request),
        request.params.storeId,
        request.params.variantId,
        { ...variantInput(request.body), version: request.body.version },
        requestLanguage(request),
      ),
  );
};

function productInput(body: {
  category_id: number;
  name_es: string;
  name_en: string;
  description_es: string;
  description_en: string;
  active: boolean;
}) {
  return {
    categoryId: body.category_id,
    nameEs: body.name_es,
    nameEn: body.name_en,
    descriptionEs: body.description_es,
    descriptionEn: body.description_en,
    active: body.active,
  };
}

function variantInput(body: { name_es: string; name_en: string; price: number; threshold: number; active: boolean }) {
  return {
    nameEs: body.name_es,
    nameEn: body.name_en,
    priceMinor: body.price,
    threshold: body.threshold,
    active: body.active,
  };
}
