export { InvoicePageView } from "./components/membership/invoice-page-view.tsx";
export { UserPanelView } from "./components/user-panel-view.tsx";
export { billingCountry } from "./membership/membership-format.ts";
export { type MembershipPanelData, tabOf, type UserPanelData } from "./user-panel-data.ts";
