import { randomBytes } from "node:crypto";
import type { FakeStore } from "./store.ts";
import type { Params, StripeObject } from "./types.ts";
import { integer, invalid, metadataOf, newId, nowSeconds, record, text } from "./wire.ts";

export type FakeCatalogue = ReturnType<typeof fakeCatalogue>;

/** Products, prices and coupons. */
export function fakeCatalogue(store: FakeStore) {
  const { state } = store;

  function createProduct(params: Params): StripeObject {
    const id = text(params, "id") ?? newId("prod");
    if (state.products.has(id)) throw invalid(`Product already exists.`, "id", "resource_already_exists");
    const name = text(params, "name");
    if (!name) throw invalid("Missing required param: name.", "name", "parameter_missing");
    const product: StripeObject = {
      id,
      object: "product",
      active: true,
      created: nowSeconds(),
      name,
      metadata: metadataOf(params),
      livemode: false,
    };
    state.products.set(id, product);
    return product;
  }

  function createPrice(params: Params, product: string): StripeObject {
    const recurring = record(params, "recurring");
    const price: StripeObject = {
      id: newId("price"),
      object: "price",
      active: true,
      created: nowSeconds(),
      currency: (text(params, "currency") ?? "").toLowerCase(),
      product,
      recurring: recurring ? { interval: text(recurring, "interval") ?? "month", interval_count: 1 } : null,
      type: recurring ? "recurring" : "one_time",
      unit_amount: integer(params, "unit_amount") ?? 0,
      metadata: metadataOf(params),
      livemode: false,
    };
    state.prices.set(price.id, price);
    return price;
  }

  function createCoupon(params: Params): StripeObject {
    const id = text(params, "id") ?? randomBytes(6).toString("hex");
    if (state.coupons.has(id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
    const duration = text(params, "duration") ?? "once";
    const coupon: StripeObject = {
      id,
      object: "coupon",
      created: nowSeconds(),
      amount_off: null,
      currency: null,
      percent_off: params.percent_off === undefined ? null : Number(params.percent_off),
      duration,
      duration_in_months: duration === "repeating" ? (integer(params, "duration_in_months") ?? null) : null,
      name: text(params, "name") ?? null,
      metadata: metadataOf(params),
      times_redeemed: 0,
      valid: true,
      livemode: false,
    };
    state.coupons.set(id, coupon);
    return coupon;
  }

  return { createProduct, createPrice, createCoupon };
}
