import type { FakeCatalogue } from "./catalogue.ts";
import type { FakeCustomers } from "./customers.ts";
import type { FakePayments } from "./payments.ts";
import type { FakeStore } from "./store.ts";
import type { FakeSubscriptions } from "./subscriptions.ts";
import type { Params, StripeObject } from "./types.ts";
import { ApiError, invalid, text } from "./wire.ts";

/** The API's endpoints the provider uses, each answered by its resource's module. */
export function fakeRoutes(
  store: FakeStore,
  customers: FakeCustomers,
  payments: FakePayments,
  catalogue: FakeCatalogue,
  subscriptions: FakeSubscriptions,
) {
  const { state, get, render, expansions, page, newestFirst } = store;
  const {
    createCustomer,
    updateCustomer,
    retrievePaymentMethod,
    attachPaymentMethod,
    detachPaymentMethod,
    createSetupIntent,
  } = customers;
  const { createPaymentIntent, confirmPrepared, cancelPaymentIntent, createRefund } = payments;
  const { createProduct, createPrice, createCoupon } = catalogue;
  const { createSubscription, updateSubscription, cancelSubscription } = subscriptions;

  function route(method: string, path: string, params: Params): unknown {
    const expand = expansions(params);
    const parts = path.split("/").filter(Boolean);
    if (parts[0] !== "v1")
      throw new ApiError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    const [, resource, id, action] = parts;
    const one = (object: StripeObject) => render(object, expand);

    switch (`${method} ${resource}${id ? "/:id" : ""}${action ? `/${action}` : ""}`) {
      case "POST customers":
        return one(createCustomer(params));
      case "GET customers/:id":
        return one(get(state.customers, "customer", id!));
      case "POST customers/:id":
        return one(updateCustomer(get(state.customers, "customer", id!), params));
      case "POST setup_intents":
        return one(createSetupIntent(params));
      case "GET setup_intents/:id":
        return one(get(state.setupIntents, "setup_intent", id!));
      case "GET payment_methods": {
        const customer = text(params, "customer");
        const type = text(params, "type");
        const cards = newestFirst(state.paymentMethods.values()).filter(
          (paymentMethod) => paymentMethod.customer === customer && (!type || paymentMethod.type === type),
        );
        return render(page(cards, params, "/v1/payment_methods"), expand);
      }
      case "GET payment_methods/:id":
        return one(retrievePaymentMethod(id!));
      case "POST payment_methods/:id/attach": {
        const customer = text(params, "customer");
        if (!customer) throw invalid("Missing required param: customer.", "customer", "parameter_missing");
        return one(attachPaymentMethod(id!, customer));
      }
      case "POST payment_methods/:id/detach":
        return one(detachPaymentMethod(id!));
      case "POST products":
        return one(createProduct(params));
      case "GET products/:id":
        return one(get(state.products, "product", id!));
      case "POST prices": {
        const product = text(params, "product") ?? "";
        get(state.products, "product", product, "product");
        return one(createPrice(params, product));
      }
      case "GET prices/:id":
        return one(get(state.prices, "price", id!));
      case "POST coupons":
        return one(createCoupon(params));
      case "GET coupons/:id":
        return one(get(state.coupons, "coupon", id!));
      case "POST subscriptions":
        return one(createSubscription(params));
      case "GET subscriptions": {
        const customer = text(params, "customer");
        const list = newestFirst(state.subscriptions.values()).filter(
          (subscription) => !customer || subscription.customer === customer,
        );
        return render(page(list, params, "/v1/subscriptions"), expand);
      }
      case "GET subscriptions/:id":
        return one(get(state.subscriptions, "subscription", id!));
      case "POST subscriptions/:id":
        return one(updateSubscription(get(state.subscriptions, "subscription", id!), params));
      case "DELETE subscriptions/:id":
        return one(cancelSubscription(get(state.subscriptions, "subscription", id!)));
      case "GET invoices": {
        const customer = text(params, "customer");
        const subscription = text(params, "subscription");
        const invoices = newestFirst(state.invoices.values()).filter(
          (invoice) =>
            (!customer || invoice.customer === customer) &&
            (!subscription ||
              (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
                .subscription === subscription),
        );
        return render(page(invoices, params, "/v1/invoices"), expand);
      }
      case "GET invoices/:id":
        return one(get(state.invoices, "invoice", id!));
      case "POST payment_intents":
        return one(createPaymentIntent(params));
      case "GET payment_intents/:id":
        return one(get(state.paymentIntents, "payment_intent", id!));
      case "POST payment_intents/:id/confirm":
        return one(confirmPrepared(get(state.paymentIntents, "payment_intent", id!), params));
      case "POST payment_intents/:id/cancel":
        return one(cancelPaymentIntent(get(state.paymentIntents, "payment_intent", id!), params));
      case "GET charges/:id":
        return one(get(state.charges, "charge", id!));
      case "POST refunds":
        return one(createRefund(params));
      case "GET refunds/:id":
        return one(get(state.refunds, "refund", id!));
      default:
        throw new ApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  return route;
}
