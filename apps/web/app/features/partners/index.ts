/** The partner console's views; its routes and layout import them from here only. */
export { AuditView } from "./components/audit-view";
export { DayBookView } from "./components/day-book-view";
export { DoorView } from "./components/door-view";
export { ExperienceView } from "./components/experience-view";
export { FloorView } from "./components/floor-view";
export { InvitationView } from "./components/invitation-view";
export { MenuView } from "./components/menu-view";
export { NewExperienceView } from "./components/new-experience-view";
export { OrganizerAuditView } from "./components/organizer-audit-view";
export { OrganizerStaffView } from "./components/organizer-staff-view";
export { OrganizerView } from "./components/organizer-view";
export { PartnersErrorView } from "./components/partners-error-view";
export { PartnersHeader } from "./components/partners-header";
export { ProfileView } from "./components/profile-view";
export { ReportsView } from "./components/reports-view";
export { SessionView } from "./components/session-view";
export { SetupView } from "./components/setup-view";
export { StaffView } from "./components/staff-view";
export { StoreOrderView } from "./components/store-order-view";
export { StoreOrdersView } from "./components/store-orders-view";
export { StoreProductsView } from "./components/store-products-view";
export { StoreSettingsView } from "./components/store-settings-view";
export { StoreStaffView } from "./components/store-staff-view";
export { StoreStockView } from "./components/store-stock-view";
export { VenueHomeView } from "./components/venue-home-view";
export { VenuesView } from "./components/venues-view";
export type { DayBookData } from "./day-book-data";
export type { FloorData, MenuData } from "./floor-data";
export type {
  DoorData,
  ExperienceData,
  NewExperienceData,
  OrganizerAuditData,
  OrganizerData,
  OrganizerStaffData,
  SessionData,
} from "./organizers-data";
export type {
  AuditData,
  ForbiddenData,
  ForbiddenStoreData,
  InvitationData,
  StaffData,
  VenueData,
  VenuesData,
} from "./partners-data";
export { partnersPaths } from "./partners-paths";
export type { ProfileData } from "./profile-data";
export type { ReportsData } from "./reports-data";
export type { SetupData } from "./setup-data";
export type {
  StoreOrderData,
  StoreOrdersData,
  StoreProductsData,
  StoreSettingsData,
  StoreStaffData,
  StoreStockData,
} from "./store-console-data";
export { storeConsolePaths } from "./store-console-paths";
