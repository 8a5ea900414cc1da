import { safeNextPath } from "#app/lib/guards/next-path.ts";

/** Query parameters that open the sign-in panel (`?login=1`) and say where to return (`next`). */
export const SIGN_IN_PARAM = "login";
export const NEXT_PARAM = "next";

export interface SignInState {
  open: boolean;
  /** The validated same-site return path, or null. */
  next: string | null;
}

export function signInStateOf(search: string): SignInState {
  const params = new URLSearchParams(search);
  return { open: params.get(SIGN_IN_PARAM) === "1", next: safeNextPath(params.get(NEXT_PARAM)) };
}

/** The query of the current page without the sign-in parameters ("" when nothing is left). */
export function searchWithoutSignIn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGN_IN_PARAM);
  params.delete(NEXT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The query that opens the panel on the current page, returning to it after signing in. */
export function searchOpeningSignIn(pathname: string, search: string): string {
  const rest = searchWithoutSignIn(search);
  const params = new URLSearchParams(rest);
  params.set(SIGN_IN_PARAM, "1");
  const next = safeNextPath(`${pathname}${rest}`);
  if (next) params.set(NEXT_PARAM, next);
  return `?${params}`;
}
