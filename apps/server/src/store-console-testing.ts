import type { LightMyRequestResponse } from "fastify";
import { SITE_ORIGIN, uniqueIp } from "./accounts-testing.ts";
import { stateOf } from "./store-testing.ts";
import type { TestApp } from "./testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

function cartCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const found = all.find((line) => line.startsWith("sm_cart="));
  return found ? /^sm_cart=([^;]*)/.exec(found)?.[1] : undefined;
}

let orders = 0;

/**
 * A signed-out buyer's paid order of the given units (sandbox card), in the buyer's language:
 * the order's number, or the refusal when the checkout could not take the units.
 */
export async function buyUnits(
  subject: TestApp,
  lines: { variantId: number; quantity: number }[],
  options: { email?: string; language?: "es" | "en"; paymentMethodId?: string } = {},
): Promise<LightMyRequestResponse> {
  let token: string | undefined;
  const headers = () => ({ ...(token ? { cookie: `sm_cart=${token}` } : {}), origin: SITE_ORIGIN });
  for (const line of lines) {
    const added = await subject.app.inject({
      method: "POST",
      url: "/api/store/cart/items",
      headers: headers(),
      payload: { variant_id: line.variantId, quantity: line.quantity, lang: "es" },
    });
    token = cartCookieOf(added) ?? token;
    if (added.statusCode !== 200) return added;
  }
  const state = await stateOf(subject.database, "mx");
  return subject.app.inject({
    method: "POST",
    url: "/api/store/orders",
    headers: { ...headers(), "idempotency-key": `console-order-${++orders}-${Date.now()}` },
    remoteAddress: uniqueIp(),
    payload: {
      contact: {
        firstName: "Beto",
        lastName: "Comprador",
        email: options.email ?? "beto.comprador@example.com",
        countryCode: "+52",
        phone: "5512345678",
      },
      address: {
        country: "mx",
        recipient: "Beto Comprador",
        line1: "Av. Álvaro Obregón 130",
        district: "Roma Norte",
        city: "Cuauhtémoc",
        state_id: state,
        postal_code: "06700",
      },
      shipping_code: "standard",
      payment: options.paymentMethodId ? { paymentMethodId: options.paymentMethodId } : { card: CARD_OK },
      lang: options.language ?? "es",
    },
  });
}
