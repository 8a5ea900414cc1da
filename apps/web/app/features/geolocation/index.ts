export {
  type BrowserPosition,
  type BrowserPositionOptions,
  getBrowserPosition,
  type PositionFailure,
} from "./browser-position";
export { fetchGeolocation, type GeolocationAnswer, geolocationOf } from "./geolocation-api";
export {
  applyGeolocationChange,
  type GeolocationFilterItem,
  type GeolocationLevel,
  type GeolocationSelection,
  geolocationLevel,
  geolocationSelection,
  type SelectedFilter,
} from "./geolocation-selection";
export {
  type ActiveValue,
  ALL,
  createGeolocationStore,
  GEOLOCATION_STORAGE_KEY,
  type Geolocation,
  type GeolocationActives,
  type GeolocationItem,
  type GeolocationState,
  type GeolocationStore,
  geolocationStore,
  initialGeolocation,
  initialGeolocationState,
  rehydrateGeolocationStore,
  useGeolocationStore,
} from "./geolocation-store";
export { locateVisitor, nearMeDestination, type VisitorLocation } from "./locate-visitor";
export { isPosition, NEAR_ME_PARAMS, nearMePath, nearMePosition, type Position } from "./near-me";
export { rememberVisitorLocation, useNearMe } from "./use-near-me";
