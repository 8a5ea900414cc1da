import { SESSION_COOKIE } from "@sobremesa/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** Helpers of the accounts integration tests: bodies in the spec's encodings, cookies, the dev outbox. */

export const SITE_ORIGIN = "http://localhost:3000";
export const RSV = "requestFrom=WEBSITE";

export type Fields = Record<string, string>;

export async function multipart(fields: Fields): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

export function urlencoded(fields: Fields): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

/** The rs_s_t value a response sets ("" when it clears it), or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  return cookie === undefined ? undefined : (cookie.split(";")[0]?.slice(SESSION_COOKIE.length + 1) ?? "");
}

export function rawSessionCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** Headers of a browser request carrying the session cookie from the site's own origin. */
export function browser(token: string): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${token}`, origin: SITE_ORIGIN };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

interface OutboxEntry {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
}

export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const response = await app.inject({ url: `/__dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { data: OutboxEntry[] }).data;
}

/** The 6-digit code of the newest message to that address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outbox(app, to);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

let counter = 0;
/** A unique e-mail (and client IP) per call, so tests do not share throttle counters. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}
export function uniqueIp(): string {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${counter % 250}`;
}

export const PASSWORD = "Tortilla-Azul-2026";

export interface Account {
  email: string;
  token: string;
  id: string;
}

/** Registers and verifies an account by the e-mailed code; returns its e-mail and a live session token. */
export async function verifiedAccount(
  app: FastifyInstance,
  fields: Partial<Record<"firstName" | "lastName" | "phone" | "countryCode" | "language", string>> = {},
): Promise<Account> {
  const email = uniqueEmail();
  const ip = uniqueIp();
  const registered = await app.inject({
    method: "POST",
    url: `/rsv/registeredCustomer/register?${RSV}`,
    remoteAddress: ip,
    payload: { email, password: PASSWORD, firstName: "Ana", lastName: "López", ...fields },
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const { token, user } = registered.json() as { token: string; user: { id: string } };
  const code = await latestCode(app, email);
  const verified = await app.inject({
    method: "POST",
    url: "/api/auth/verification-email",
    remoteAddress: uniqueIp(),
    ...(await multipart({ email, code })),
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { email, token, id: user.id };
}
