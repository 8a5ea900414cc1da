export type {
  AlertsSnapshot,
  AlertTexts,
  AlertVariant,
  ConfirmOptions,
  DialogAlert,
  DialogKind,
  DialogOptions,
  ToastAlert,
  ToastOptions,
  ToastTone,
} from "./alerts";
export {
  type Alerts,
  alerts,
  alertTexts,
  createAlerts,
  documentLanguage,
  shellTexts,
  TOAST_DURATION_MS,
  TOAST_POSITION,
} from "./alerts";
export { AlertsHost } from "./alerts-host";
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  type ChunkReloadOptions,
  guardedReload,
  type InstallChunkReloadOptions,
  installChunkReload,
  isChunkLoadError,
  reloadOnChunkError,
} from "./chunk-reload";
export { LoadingPopup } from "./loading-popup";
export { defaultLoadingMessage, loadingMessage } from "./loading-text";
export {
  createLimiter,
  createPreloader,
  type Limiter,
  MAX_CONCURRENT_ROUTE_PRELOADS,
  PreloadCancelledError,
  type Preloader,
  routePreloader,
  useRoutePreload,
} from "./preload-limit";
export { ShellHost } from "./shell-host";
export { ToastWidget, type ToastWidgetProps } from "./toast-widget";
export {
  createToastWidgetTimer,
  TOAST_WIDGET_DELAY_MS,
  type ToastWidgetTimer,
  type ToastWidgetTimerOptions,
} from "./toast-widget-timer";
export {
  createUtilityStore,
  initialUtilityState,
  type LoadingPopupState,
  lazyLocalStorage,
  normalizeHeaderColor,
  PERSISTED_UTILITY_KEYS,
  type PersistedUtilityState,
  type PreviousRoute,
  partializeUtility,
  rehydrateUtilityStore,
  UTILITY_STORAGE_KEY,
  type UtilityActions,
  type UtilityCountry,
  type UtilityState,
  type UtilityStore,
  useUtilityStore,
  utilityStore,
} from "./utility-store";
export {
  clientBuildVersion,
  isNewBuild,
  LATEST_BUILD_URL,
  parseLatestBuild,
  VERSION_POLL_INTERVAL_MS,
  type VersionWatcher,
  type VersionWatcherOptions,
  VISIBILITY_CHECK_MIN_GAP_MS,
  type VisibilitySource,
  watchForNewVersion,
} from "./version-check";
export { VersionPrompt } from "./version-prompt";
