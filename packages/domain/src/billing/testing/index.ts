/** Test doubles of the payment providers (tests only): a local fake of the Stripe API. */
export * from "./fake-stripe.ts";
