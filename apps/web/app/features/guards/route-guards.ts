import { invalidParams } from "@sobremesa/contracts";
import { data, type MiddlewareFunction, redirect } from "react-router";
import { pageRouteOfRequest } from "../navigation/page-route";
import { evaluateGuards } from "./guard-rules";
import { isMember, isSignedIn } from "./session";

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
  const outcome = evaluateGuards(
    {
      page,
      url,
      params,
      signedIn: page.route.guards.includes("auth") ? isSignedIn(request) : false,
      member: page.route.guards.includes("club-member-redirect") ? isMember(request) : false,
    },
    invalidParams(params),
  );
  if (outcome.kind === "not-found") throw data(outcome.message, { status: 404, statusText: "Not Found" });
  if (outcome.kind === "redirect") throw redirect(outcome.to);
  return next();
};
