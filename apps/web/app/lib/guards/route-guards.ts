import { invalidParams } from "@sobremesa/contracts";
import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import { evaluateGuards } from "./guard-rules";
import { isMember, isSignedIn } from "./session";

/** The request's services, or undefined when the server gave none (unit tests of other rules). */
function servicesOf(context: unknown): WebServices | undefined {
  try {
    return (context as RouterContextProvider).get(servicesContext);
  } catch {
    return undefined;
  }
}

/**
 * Server middleware of every layout route: runs the guards of the matched page before any loader,
 * for documents and for the data requests of client navigations (every page has a server loader,
 * so navigations always come through here).
 */
export const routeGuards: MiddlewareFunction<Response> = async (args, next) => {
  const { request, params } = args;
  const url = args.url ?? new URL(request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request });
  if (!page) return next();
  const guards = page.route.guards;
  const services = servicesOf(args.context);
  const outcome = evaluateGuards(
    {
      page,
      url,
      params,
      signedIn: guards.includes("auth") ? await isSignedIn(request, services?.accounts) : false,
      member:
        guards.includes("club-member-redirect") && services ? await isMember(request, services, page.language) : false,
    },
    invalidParams(params),
  );
  if (outcome.kind === "not-found") throw data(outcome.message, { status: 404, statusText: "Not Found" });
  if (outcome.kind === "redirect") throw redirect(outcome.to);
  return next();
};
