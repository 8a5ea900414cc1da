export type { CardError, CardField } from "./card-checks.ts";
export {
  cardBrand,
  checkCard,
  digitsOf,
  firstInvalid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  SANDBOX_TEST_CARDS,
} from "./card-checks.ts";
export { AlreadyMemberView } from "./components/already-member-view.tsx";
export { BankConfirmationDialog } from "./components/bank-confirmation-dialog.tsx";
export { CheckoutView } from "./components/checkout-view.tsx";
export { PlansLanding } from "./components/plans-landing.tsx";
export type { CardValues } from "./components/sandbox-card-fields.tsx";
export { EMPTY_CARD, SandboxCardFields, TestModeNote } from "./components/sandbox-card-fields.tsx";
export { ThanksView } from "./components/thanks-view.tsx";
export type { AlreadyMemberData, CheckoutData, LandingData, ThanksData } from "./membership-data.ts";
export { cardView, membershipView, planView } from "./membership-data.ts";
export { chooseCountry, discounted, membershipStep, trialEnd } from "./membership-format.ts";
export { membershipMeta } from "./membership-meta.ts";
export { membershipsApi } from "./memberships-api.ts";
export { StripeFrame, StripeSetupStatus, useConfirmCard, useSetupIntent } from "./stripe-setup.tsx";
