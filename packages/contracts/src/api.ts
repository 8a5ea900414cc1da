/** Version the spec's client sends as `v` on every main-API GET. */
export const API_VERSION = "6.1.1";
/** Marker header the spec's client sends so the API can tell its own XHR calls apart. */
export const REQUESTED_WITH_HEADER = "x-requested-with";
export const REQUESTED_WITH_VALUE = "XMLHttpRequest";
/** Every reservation-system call carries requestFrom=WEBSITE. */
export const RESERVATION_REQUEST_FROM = "WEBSITE";
export const DEFAULT_COUNTRY_CODE = "mx";
export const DEFAULT_COUNTRY_ID = 142;
export const DEFAULT_HEADER_COLOR = "#0071F2";
