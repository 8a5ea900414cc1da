import { randomUUID } from "node:crypto";
import { DomainError, type Language } from "@sobremesa/contracts";
import { paymentMessage } from "../payments/index.ts";
import type { Caller, MembershipsDeps } from "./deps.ts";

/** The member's saved cards: adding one (with its authentication step), the default, removing one. */
export function paymentMethods(deps: MembershipsDeps) {
  const {
    repository,
    provider,
    sandbox,
    fail,
    callProvider,
    customerOf,
    ensureCustomer,
    liveSubscription,
    paymentMethodsAnswer,
    makeDefault,
  } = deps;

  return {
    async setupIntent(caller: Caller, language: Language) {
      const { customer } = await ensureCustomer(caller, language);
      const intent = await callProvider(
        () => provider.createSetupIntent(customer.providerCustomerId, `setup:${randomUUID()}`),
        language,
      );
      return {
        setupIntent: { id: intent.id, client_secret: intent.clientSecret, status: intent.status },
        provider: provider.name,
        publishableKey: provider.publishableKey,
      };
    },

    /** Saves a card: a confirmed provider card, or (sandbox) a test card with its authentication step. */
    async addPaymentMethod(
      caller: Caller,
      body: {
        paymentMethodId?: string | undefined;
        card?: { number: string; exp_month: number; exp_year: number; cvc: string } | undefined;
        setup_intent_id?: string | undefined;
        authentication?: "approved" | "rejected" | undefined;
        make_default: boolean;
      },
      language: Language,
    ) {
      let { customer } = await ensureCustomer(caller, language);
      let paymentMethodId = body.paymentMethodId;
      if (body.card || body.authentication) {
        if (!sandbox) throw new DomainError("CARD_INVALID", paymentMessage("cardNotAccepted", language));
        if (body.card) {
          const card = body.card;
          const intent = await callProvider(
            () => sandbox.createSetupIntent(customer.providerCustomerId, `setup:${randomUUID()}`),
            language,
          );
          const confirmed = await callProvider(
            () =>
              sandbox.confirmSetupIntentWithCard(intent.id, {
                number: card.number,
                expMonth: card.exp_month,
                expYear: card.exp_year,
                cvc: card.cvc,
              }),
            language,
          );
          if (confirmed.status === "requires_action") {
            return {
              ...(await paymentMethodsAnswer(customer)),
              paymentMethod: null,
              requires_action: true,
              setup_intent_id: intent.id,
            };
          }
          paymentMethodId = confirmed.paymentMethodId ?? undefined;
        } else if (body.setup_intent_id) {
          const setupIntentId = body.setup_intent_id;
          const answered = await callProvider(
            () =>
              sandbox.authenticateSetupIntent(
                setupIntentId,
                body.authentication === "approved",
                customer.providerCustomerId,
              ),
            language,
          );
          paymentMethodId = answered.paymentMethodId ?? undefined;
        }
      }
      if (!paymentMethodId) return fail("PAYMENT_METHOD_REQUIRED", "paymentMethodRequired", language);
      const pmId = paymentMethodId;
      const method = await callProvider(
        () => provider.attachPaymentMethod(customer.providerCustomerId, pmId, `attach:${customer.id}:${pmId}`),
        language,
      );
      await repository.savePaymentMethod({
        customerId: customer.id,
        providerPaymentMethodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      });
      if (body.make_default || !customer.defaultPaymentMethodId)
        customer = await makeDefault(customer, method.id, language);
      return {
        ...(await paymentMethodsAnswer(customer)),
        paymentMethod: {
          id: method.id,
          brand: method.brand,
          last4: method.last4,
          exp_month: method.expMonth,
          exp_year: method.expYear,
        },
        requires_action: false,
        setup_intent_id: null,
      };
    },

    async paymentMethods(caller: Caller) {
      return paymentMethodsAnswer(await customerOf(caller));
    },

    async updateDefaultPaymentMethod(caller: Caller, paymentMethodId: string, language: Language) {
      const customer = await customerOf(caller);
      const cards = customer ? await repository.paymentMethodsOf(customer.id) : [];
      if (!customer || !cards.some((card) => card.providerPaymentMethodId === paymentMethodId)) {
        return fail("NOT_FOUND", "paymentMethodNotFound", language);
      }
      return paymentMethodsAnswer(await makeDefault(customer, paymentMethodId, language));
    },

    async deletePaymentMethod(caller: Caller, paymentMethodId: string, language: Language) {
      const customer = await customerOf(caller);
      const cards = customer ? await repository.paymentMethodsOf(customer.id) : [];
      if (!customer || !cards.some((card) => card.providerPaymentMethodId === paymentMethodId)) {
        return fail("NOT_FOUND", "paymentMethodNotFound", language);
      }
      const others = cards.filter((card) => card.providerPaymentMethodId !== paymentMethodId);
      const live = await liveSubscription(customer);
      if (others.length === 0 && live && live.status !== "cancelled") {
        return fail("PAYMENT_METHOD_IN_USE", "paymentMethodInUse", language);
      }
      let current = customer;
      const successor = others.at(-1);
      if (customer.defaultPaymentMethodId === paymentMethodId && successor) {
        current = await makeDefault(customer, successor.providerPaymentMethodId, language);
      }
      await callProvider(() => provider.detachPaymentMethod(paymentMethodId), language);
      await repository.deletePaymentMethod(customer.id, paymentMethodId);
      if (current.defaultPaymentMethodId === paymentMethodId) {
        await repository.updateCustomer(customer.id, { defaultPaymentMethodId: null });
        current = { ...current, defaultPaymentMethodId: null };
      }
      return paymentMethodsAnswer(current);
    },
  };
}
