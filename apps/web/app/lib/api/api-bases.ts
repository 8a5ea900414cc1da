/** Where the four API surfaces live as seen from the browser. */
export interface ApiBases {
  main: string;
  reservations: string;
  b2c: string;
  system: string;
  /** Absent from an older page's data: the partner client then uses the default. */
  partners?: string;
}

/** The defaults of MAIN_API_BASE, RSV_API_BASE, B2C_API_BASE, SYS_API_BASE and PARTNERS_API_BASE. */
export const DEFAULT_SURFACES: ApiBases = {
  main: "/",
  reservations: "/rsv",
  b2c: "/b2c",
  system: "/sys",
  partners: "/partners",
};

let configured: ApiBases = DEFAULT_SURFACES;

/**
 * Takes the bases of the server's public configuration. The root layout calls it as it renders, so
 * it is done before any component's effect asks an API; without bases (an error page without the
 * root loader's data) the ones already known stay.
 */
export function configureApiBases(bases: ApiBases | null | undefined): void {
  if (bases) configured = bases;
}

export function apiBases(): ApiBases {
  return configured;
}

/** A path of the main API (e.g. "/api/places/search") under its configured base. */
export function mainApiPath(path: string): string {
  return configured.main === "/" ? path : `${configured.main}${path}`;
}
