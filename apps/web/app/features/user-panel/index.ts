export { InvoicePageView } from "./components/membership/invoice-page-view.tsx";
export { UserPanelView } from "./components/user-panel-view.tsx";
export { loadUserPanel, tabOf } from "./user-panel-data.ts";
