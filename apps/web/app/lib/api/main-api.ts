import { type ApiClient, createApiClient, type Language } from "@sobremesa/contracts";
import { apiBases } from "./api-bases";

export interface MainApiOptions {
  language: Language;
  /** Aborts the request (a newer search replaced it, the component unmounted). */
  signal?: AbortSignal | undefined;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch | undefined;
}

/**
 * A same-origin API client in the page's language (lang, v=6.1.1 and X-Requested-With come from
 * createApiClient) at the API bases the server configured; the signal, when given, goes with every
 * request.
 */
export function mainApi({ language, signal, fetch: doFetch }: MainApiOptions): ApiClient {
  const base = doFetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return createApiClient({
    origin: "",
    bases: apiBases(),
    language: () => language,
    fetch: signal ? (input, init) => base(input, { ...init, signal }) : base,
  });
}
