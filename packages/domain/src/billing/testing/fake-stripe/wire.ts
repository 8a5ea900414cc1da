// What the fake shares with every resource: Stripe's errors, ids, time and form encoding.
import { randomBytes } from "node:crypto";
import type { Param, Params } from "./types.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }
}

export const missing = (kind: string, id: string, param = "id") =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });

export const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

export const DECLINED = {
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};
export const AUTHENTICATION_REQUIRED = {
  type: "card_error",
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Stripe's form encoding: `items[0][price_data][unit_amount]=100`, `expand[]=x`, `metadata[k]=v`. */
export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let container: Params | Param[] = root;
    for (let index = 0; index < path.length; index++) {
      const segment = path[index]!;
      const last = index === path.length - 1;
      const nextIsArray = !last && (path[index + 1] === "" || /^\d+$/.test(path[index + 1]!));
      if (Array.isArray(container)) {
        const position = segment === "" ? container.length : Number(segment);
        if (last) container[position] = value;
        else {
          container[position] ??= nextIsArray ? [] : {};
          container = container[position] as Params | Param[];
        }
      } else if (last) {
        container[segment] = value;
      } else {
        container[segment] ??= nextIsArray ? [] : {};
        container = container[segment] as Params | Param[];
      }
    }
  }
  return root;
}

export function text(params: Params, key: string): string | undefined {
  const value = params[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function integer(params: Params, key: string): number | undefined {
  const value = text(params, key);
  return value === undefined ? undefined : Number(value);
}

export function record(params: Params, key: string): Params | undefined {
  const value = params[key];
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

export function list(params: Params, key: string): Param[] {
  const value = params[key];
  if (Array.isArray(value)) return value.filter((entry) => entry !== undefined);
  // Stripe reads an indexed object (`a[0]`, `a[1]`) and an array alike.
  if (value && typeof value === "object") return Object.values(value);
  return [];
}

export function metadataOf(params: Params, previous: Record<string, string> = {}): Record<string, string> {
  const given = record(params, "metadata");
  if (!given) return previous;
  const merged = { ...previous };
  for (const [key, value] of Object.entries(given)) {
    // Stripe removes a key sent empty.
    if (value === "") delete merged[key];
    else if (typeof value === "string") merged[key] = value;
  }
  return merged;
}

export const clone = <T>(value: T): T => structuredClone(value);
