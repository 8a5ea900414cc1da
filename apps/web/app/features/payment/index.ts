export { OrderLookup } from "./components/order-lookup.tsx";
export { PurchaseAlert } from "./components/purchase-alert.tsx";
export { PurchaseShell } from "./components/purchase-shell.tsx";
export { StepButton } from "./components/step-button.tsx";
export type { ContactErrors, ContactField, ContactValues } from "./purchase-contact.ts";
export { checkContact, contactBody, contactFields } from "./purchase-contact.ts";
export { purchaseDefaults, viewerOf } from "./purchase-defaults.server.ts";
export { usePurchase } from "./use-purchase.ts";
