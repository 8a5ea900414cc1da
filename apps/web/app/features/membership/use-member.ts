import { useRouteLoaderData } from "react-router";
import { isLoggedIn, useAuthStore } from "#app/features/auth/index.ts";
import { useSubscribedFlag } from "./member-flag";

/**
 * Whether the visitor holds a membership. The server's answer (the root loader asked the memberships
 * service for a signed-in request) rules the server render and hydration; afterwards the subscription
 * store, loaded after sign-in and after a checkout, keeps it current (through member-flag.ts) while
 * the root data is not reloaded. Signing out ends it at once.
 */
export function useIsMember(): boolean {
  const rootMember = (useRouteLoaderData("root") as { member?: boolean } | undefined)?.member === true;
  const hydrated = useAuthStore((state) => state.hydrated);
  const signedIn = useAuthStore(isLoggedIn);
  const subscribed = useSubscribedFlag();
  if (!hydrated) return rootMember;
  return signedIn && (subscribed || rootMember);
}
