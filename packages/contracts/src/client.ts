import { API_VERSION, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, RESERVATION_REQUEST_FROM } from "./api.ts";
import type { Language } from "./locales.ts";

/** Default message when an error answer says nothing usable. */
export const DEFAULT_ERROR_MESSAGE = "Error al procesar la solicitud";

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** error.message, else message, else data, else the default (main API). */
export function errorMessageOf(body: unknown, preferData = false): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const nested = record.error as Record<string, unknown> | undefined;
    if (preferData && typeof record.data === "string") return record.data;
    if (nested && typeof nested.message === "string") return nested.message;
    if (typeof record.message === "string") return record.message;
    if (typeof record.data === "string") return record.data;
  }
  if (typeof body === "string" && body.length > 0 && body.length < 500) return body;
  return DEFAULT_ERROR_MESSAGE;
}

export interface ApiClientOptions {
  /** Origin of the site, e.g. "https://sobremesa.mx" or "" for same-origin calls in the browser. */
  origin: string;
  bases: { main: string; reservations: string; b2c: string; system: string; partners?: string };
  language: () => Language;
  token?: () => string | null;
  fetch?: typeof fetch;
  /** Where failed Go-service (B2C) and system-API calls are logged; console.error by default. */
  log?: (message: string, detail: { surface: string; method: string; path: string; status: number }) => void;
}

type Params = Record<string, string | number | boolean | object | null | undefined>;

/** What a reservation-system call may add: query parameters, headers, an abort signal. */
export interface ReservationCallOptions {
  query?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

function join(base: string, path: string): string {
  return `${base === "/" ? "" : base}${path}`;
}

/** Object params travel as JSON text. */
function toSearch(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The spec's client conventions in one place: main-API GETs carry lang and v=6.1.1, the
 * X-Requested-With marker and JSON content type; reservation-system calls carry requestFrom=WEBSITE;
 * the token goes as Authorization when there is one.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  function headers(json: boolean): Headers {
    const result = new Headers({ [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, accept: "application/json" });
    if (json) result.set("content-type", "application/json");
    const token = options.token?.();
    if (token) result.set("authorization", `Bearer ${token}`);
    return result;
  }

  const log =
    options.log ??
    ((message: string, detail: { surface: string; method: string; path: string; status: number }) =>
      console.error(message, detail));

  /** Go service: a non-OK answer throws its message (main-API rules) and is logged. */
  function failed(surface: string, method: string, path: string, response: Response, body: unknown): ApiError {
    const error = new ApiError(errorMessageOf(body), response.status, body);
    log(error.message, { surface, method, path, status: response.status });
    return error;
  }

  async function serviceJson<T>(
    surface: "b2c" | "system",
    method: "GET" | "POST" | "DELETE",
    path: string,
    payload?: unknown,
  ): Promise<T> {
    const url = `${options.origin}${join(options.bases[surface], path)}`;
    // No content type without a body: Fastify refuses an empty JSON body (a DELETE).
    const init: RequestInit = { method, headers: headers(payload !== undefined || method !== "DELETE") };
    if (payload !== undefined) init.body = JSON.stringify(payload);
    const response = await doFetch(url, init);
    const body = await readBody(response);
    if (!response.ok) throw failed(surface, method, path, response, body);
    return body as T;
  }

  return {
    /** The language of the page the client serves (the `lang` of its calls). */
    language: options.language,
    /**
     * Main API JSON write (POST, PUT, PATCH, DELETE) with `lang` in the query: 200, 201 and 202 are
     * success (a ticket purchase answers 202 with its order when the bank asks the buyer to confirm).
     * `extra` adds query parameters and headers (an Idempotency-Key).
     */
    async mainWrite<T>(
      method: "POST" | "PUT" | "PATCH" | "DELETE",
      path: string,
      payload?: unknown,
      extra: { query?: Params; headers?: Record<string, string> } = {},
    ): Promise<T> {
      const url = `${options.origin}${join(options.bases.main, path)}${toSearch({ ...extra.query, lang: options.language() })}`;
      const requestHeaders = headers(payload !== undefined);
      for (const [name, value] of Object.entries(extra.headers ?? {})) requestHeaders.set(name, value);
      const init: RequestInit = { method, headers: requestHeaders };
      if (payload !== undefined) init.body = JSON.stringify(payload);
      const response = await doFetch(url, init);
      const body = await readBody(response);
      if (response.status !== 200 && response.status !== 201 && response.status !== 202)
        throw new ApiError(errorMessageOf(body), response.status, body);
      return body as T;
    },
    /** Main API GET: any non-200 throws. */
    async mainGet<T>(path: string, params: Params = {}): Promise<T> {
      const url = `${options.origin}${join(options.bases.main, path)}${toSearch({ ...params, lang: options.language(), v: API_VERSION })}`;
      const response = await doFetch(url, { headers: headers(true) });
      const body = await readBody(response);
      if (response.status !== 200) throw new ApiError(errorMessageOf(body), response.status, body);
      return body as T;
    },
    /** Main API JSON POST: 200 and 201 are success. */
    async mainPost<T>(path: string, payload: unknown): Promise<T> {
      const url = `${options.origin}${join(options.bases.main, path)}`;
      const response = await doFetch(url, { method: "POST", headers: headers(true), body: JSON.stringify(payload) });
      const body = await readBody(response);
      if (response.status !== 200 && response.status !== 201)
        throw new ApiError(errorMessageOf(body), response.status, body);
      return body as T;
    },
    /** Multipart POST: throws on non-200, preferring `data` for the message. */
    async mainMultipart<T>(path: string, fields: Record<string, string | Blob>): Promise<T> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const url = `${options.origin}${join(options.bases.main, path)}`;
      const response = await doFetch(url, { method: "POST", headers: headers(false), body: form });
      const body = await readBody(response);
      if (response.status !== 200) throw new ApiError(errorMessageOf(body, true), response.status, body);
      return body as T;
    },
    /**
     * Reservation-system call: JSON body, requestFrom=WEBSITE on every call. Extra query parameters,
     * headers (an Idempotency-Key) and an abort signal go in `extra`.
     */
    async reservations<T>(
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
      path: string,
      payload?: unknown,
      extra: ReservationCallOptions = {},
    ): Promise<T> {
      const url = `${options.origin}${join(options.bases.reservations, path)}${toSearch({ ...extra.query, requestFrom: RESERVATION_REQUEST_FROM })}`;
      // No content type without a body: Fastify refuses an empty JSON body (a DELETE).
      const requestHeaders = headers(payload !== undefined);
      for (const [name, value] of Object.entries(extra.headers ?? {})) requestHeaders.set(name, value);
      const init: RequestInit = { method, headers: requestHeaders };
      if (extra.signal) init.signal = extra.signal;
      if (payload !== undefined) init.body = JSON.stringify(payload);
      const response = await doFetch(url, init);
      const body = await readBody(response);
      if (!response.ok) throw new ApiError(errorMessageOf(body), response.status, body);
      return body as T;
    },
    /** Go-service (B2C) and system-API helpers: throw on non-OK, and log it. */
    service: serviceJson,
    /** B2C GET with query parameters (object params as JSON text); Authorization when there is a token. */
    b2cGet<T>(path: string, params: Params = {}): Promise<T> {
      return serviceJson<T>("b2c", "GET", `${path}${toSearch(params)}`);
    },
    b2cPost<T>(path: string, payload?: unknown): Promise<T> {
      return serviceJson<T>("b2c", "POST", path, payload);
    },
    b2cDelete<T>(path: string, payload?: unknown): Promise<T> {
      return serviceJson<T>("b2c", "DELETE", path, payload);
    },
    /** A B2C call answering a file (a receipt, an export): the body as a Blob, errors as the other helpers. */
    async b2cBlob(path: string, params: Params = {}): Promise<Blob> {
      const url = `${options.origin}${join(options.bases.b2c, path)}${toSearch(params)}`;
      const requestHeaders = headers(false);
      requestHeaders.set("accept", "*/*");
      const response = await doFetch(url, { headers: requestHeaders });
      if (!response.ok) throw failed("b2c", "GET", path, response, await readBody(response));
      return response.blob();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
