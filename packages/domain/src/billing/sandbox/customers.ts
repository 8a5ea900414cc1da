import { randomBytes } from "node:crypto";
import { summarizeCard } from "../cards.ts";
import { CardError, type SetupIntentStatus } from "../provider.ts";
import type { SandboxObject } from "../sandbox-repository.ts";
import type { SandboxProvider } from "./contract.ts";
import {
  type CustomerData,
  newId,
  type PaymentMethodData,
  type SetupIntentData,
  toCustomer,
  toPaymentMethod,
  toSetupIntent,
} from "./objects.ts";
import type { SandboxState } from "./state.ts";

type CustomerMethods =
  | "createCustomer"
  | "retrieveCustomer"
  | "createSetupIntent"
  | "confirmSetupIntentWithCard"
  | "authenticateSetupIntent"
  | "attachPaymentMethod"
  | "detachPaymentMethod"
  | "listPaymentMethods"
  | "setDefaultPaymentMethod"
  | "createCardPaymentMethod";

/** Customers and their cards: setup intents with the authentication step, a guest's card, the default one. */
export function sandboxCustomers(state: SandboxState): Pick<SandboxProvider, CustomerMethods> {
  const { store, now, customer } = state;

  return {
    async createCustomer(input, idempotencyKey) {
      const { object } = await store.insert<CustomerData>(
        {
          id: newId("cus"),
          kind: "customer",
          customerId: null,
          data: { email: input.email, name: input.name, defaultPaymentMethodId: null, metadata: input.metadata },
        },
        `customer:${idempotencyKey}`,
      );
      return toCustomer(object);
    },

    async retrieveCustomer(customerId) {
      return toCustomer(await customer(customerId));
    },

    async createSetupIntent(customerId, idempotencyKey) {
      await customer(customerId);
      const id = newId("seti");
      const { object } = await store.insert<SetupIntentData>(
        {
          id,
          kind: "setup_intent",
          customerId,
          data: {
            customerId,
            status: "requires_payment_method",
            paymentMethodId: null,
            clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          },
        },
        `setup_intent:${idempotencyKey}`,
      );
      return toSetupIntent(object);
    },

    async confirmSetupIntentWithCard(setupIntentId, card) {
      const intent = await store.get<SetupIntentData>(setupIntentId, "setup_intent");
      if (!intent) throw new Error(`No such setup intent: ${setupIntentId}`);
      if (intent.data.status === "succeeded") return toSetupIntent(intent);
      const summary = summarizeCard(card, await now());
      if ("problem" in summary) throw new CardError(summary.problem);
      const method: SandboxObject<PaymentMethodData> = {
        id: newId("pm"),
        kind: "payment_method",
        customerId: null,
        data: { ...summary, customerId: null },
      };
      await store.insert(method, null);
      // A card that declines is refused when it is saved too (Stripe checks it with the bank).
      if (summary.behaviour === "declines") {
        await store.update(intent.id, { ...intent.data, status: "requires_payment_method" } satisfies SetupIntentData);
        throw new CardError("card_declined");
      }
      const status: SetupIntentStatus =
        summary.behaviour === "requires_authentication" ? "requires_action" : "succeeded";
      const data: SetupIntentData = { ...intent.data, status, paymentMethodId: method.id };
      await store.update(intent.id, data);
      return toSetupIntent({ ...intent, data });
    },

    async authenticateSetupIntent(setupIntentId, approved, customerId) {
      const intent = await store.get<SetupIntentData>(setupIntentId, "setup_intent");
      if (!intent || intent.data.customerId !== customerId) throw new Error(`No such setup intent: ${setupIntentId}`);
      if (intent.data.status === "succeeded") return toSetupIntent(intent);
      if (intent.data.status !== "requires_action") throw new CardError("authentication_required");
      const data: SetupIntentData = approved
        ? { ...intent.data, status: "succeeded" }
        : { ...intent.data, status: "requires_payment_method", paymentMethodId: null };
      await store.update(intent.id, data);
      if (!approved) throw new CardError("authentication_required");
      return toSetupIntent({ ...intent, data });
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      await customer(customerId);
      const method = await store.get<PaymentMethodData>(paymentMethodId, "payment_method");
      if (!method) throw new Error(`No such payment method: ${paymentMethodId}`);
      if (method.data.customerId && method.data.customerId !== customerId) {
        throw new Error("The payment method belongs to another customer");
      }
      await store.update(method.id, { ...method.data, customerId }, customerId);
      return toPaymentMethod(method);
    },

    async detachPaymentMethod(paymentMethodId) {
      const method = await store.get<PaymentMethodData>(paymentMethodId, "payment_method");
      if (!method) return;
      const owner = method.data.customerId;
      await store.update(method.id, { ...method.data, customerId: null }, null);
      if (owner) {
        const found = await customer(owner);
        if (found.data.defaultPaymentMethodId === paymentMethodId) {
          await store.update(owner, { ...found.data, defaultPaymentMethodId: null });
        }
      }
    },

    async listPaymentMethods(customerId) {
      return (await store.listOf<PaymentMethodData>("payment_method", customerId)).map(toPaymentMethod);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      const found = await customer(customerId);
      const method = await store.get<PaymentMethodData>(paymentMethodId, "payment_method");
      if (method?.data.customerId !== customerId) throw new Error("The payment method is not the customer's");
      await store.update(customerId, { ...found.data, defaultPaymentMethodId: paymentMethodId });
    },

    async createCardPaymentMethod(card) {
      const summary = summarizeCard(card, await now());
      if ("problem" in summary) throw new CardError(summary.problem);
      const method: SandboxObject<PaymentMethodData> = {
        id: newId("pm"),
        kind: "payment_method",
        customerId: null,
        data: { ...summary, customerId: null },
      };
      await store.insert(method, null);
      return toPaymentMethod(method);
    },
  };
}
